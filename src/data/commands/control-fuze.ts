/** Commands of /docs/rest/control-fuze: Fuze, Lumia Stream's audio-reactive light mode. */
import type {CommandNote, CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_QUEUED, NOTE_NULL_TOGGLE, NOTE_NULL_TOGGLE_NEWER} from './shared';

const page: DocsPage = '/docs/rest/control-fuze';

/** The one handler of start-, stop- and toggle-fuze is known from the app schema only (control-fuze facts, [types-repo]). */
const NOTE_FUZE_SHARED: CommandNote = {
  text: 'start-fuze, stop-fuze and toggle-fuze share one handler: a truthy value starts Fuze, a falsy one stops it, and no value toggles, whatever the type name.',
  availability: 'newer',
};

const NOTE_FUZE_TOGGLE: CommandNote = {
  text: 'stop-fuze without value toggles, so it can start Fuze. Send value: false to be sure it stops.',
  availability: 'newer',
};

/**
 * The value each type's documented body sends (control-fuze facts [docs@0b38671]); what the other
 * values do is known for newer builds only, in NOTE_FUZE_SHARED.
 */
function fuzeValue(documented: string): CommandParam {
  return {name: 'value', type: 'boolean', required: false, nullable: true, description: `${documented} Other values: see the notes.`};
}

export const commands: readonly CommandSpec[] = [
  {
    type: 'start-fuze',
    title: 'Start Fuze',
    summary: "Starts Fuze, Lumia Stream's audio-reactive light mode.",
    page,
    execution: 'queue',
    params: [fuzeValue('true starts Fuze.')],
    exampleParams: {value: true},
    responds: 'boolean',
    notes: [NOTE_FUZE_SHARED, NOTE_TRUTHY, {text: NOTE_QUEUED, availability: 'newer'}],
  },
  {
    type: 'stop-fuze',
    title: 'Stop Fuze',
    summary: 'Stops Fuze when sent with value: false.',
    page,
    execution: 'queue',
    params: [fuzeValue('false stops Fuze.')],
    exampleParams: {value: false},
    responds: 'boolean',
    notes: [NOTE_FUZE_SHARED, NOTE_FUZE_TOGGLE, NOTE_TRUTHY, {text: NOTE_QUEUED, availability: 'newer'}],
  },
  {
    type: 'toggle-fuze',
    title: 'Toggle Fuze',
    summary: 'Toggles Fuze with value: null; newer builds also set it from value.',
    page,
    execution: 'queue',
    params: [fuzeValue('null toggles Fuze.')],
    exampleParams: {value: null},
    newerExample: {params: {}},
    responds: 'boolean',
    notes: [NOTE_FUZE_SHARED, NOTE_NULL_TOGGLE, NOTE_NULL_TOGGLE_NEWER, {text: NOTE_QUEUED, availability: 'newer'}],
  },
  {
    type: 'fuze-audio-sensitivity',
    title: 'Set Fuze audio sensitivity',
    summary: 'Sets how strongly Fuze reacts to audio.',
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'number',
        required: false,
        description: 'Sensitivity level; values below 100 make Fuze react less.',
      },
    ],
    exampleParams: {value: 50},
    responds: 'boolean',
    notes: [
      {text: 'value is not checked: leaving it out still queues a job that changes nothing.', availability: 'newer'},
      {text: NOTE_QUEUED, availability: 'newer'},
    ],
  },
];
