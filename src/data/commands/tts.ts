/** Commands of /docs/rest/tts: text-to-speech. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/tts';

export const commands: readonly CommandSpec[] = [
  {
    type: 'tts',
    title: 'Speak text (TTS)',
    summary: 'Reads text aloud with text-to-speech.',
    page,
    execution: 'direct',
    params: [
      {name: 'value', type: 'string', required: true, description: 'The text to speak.'},
      {
        name: 'voice',
        type: 'string',
        required: false,
        description: 'A voice from the list in GET /api/retrieve.',
      },
      {
        name: 'volume',
        type: 'number',
        required: false,
        description: 'How loud the line is.',
      },
    ],
    exampleParams: {value: 'Five minutes until the giveaway closes.'},
    responds: 'boolean',
    notes: [
      'volume only takes effect on Windows; macOS ignores it.',
      'There is no speed param on this API, and no param to choose the output device.',
      {text: 'The output device is a global setting of Lumia Stream.', availability: 'newer'},
      'The voices are in data.options.tts.values.voices of GET /api/retrieve.',
      {text: 'voice is matched against both the id and the label of each voice.', availability: 'newer'},
      {text: 'Without voice, the default voice speaks.', availability: 'newer'},
      {text: 'volume runs from 0 to 100 and is read as a whole number.', availability: 'newer'},
      {
        text: "Volumes rank this way: a volume in the call, then a Lumia Stream command's own default volume, then the global TTS volume. For an API call without volume, whether the app schema's default of 100 or the global TTS volume applies is not documented. Send volume when loudness matters.",
        availability: 'newer',
      },
    ],
  },
];
