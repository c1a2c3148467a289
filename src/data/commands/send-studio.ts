/** Commands of /docs/rest/send-studio: the user's studio scenes, themes and animations. */
import type {CommandNote, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_NAME_UNCHECKED, NOTE_QUEUED} from './shared';

const page: DocsPage = '/docs/rest/send-studio';

const NOTE_STUDIO_LOOKUP =
  'Names are per user: read them from GET /api/retrieve. The newer docs say that older builds answer an unknown name with true, and it fails later in the queue.';

const NOTE_STUDIO_NOT_FOUND: CommandNote = {
  text: 'An unknown name is answered with 404 not_found before anything is queued.',
  availability: 'newer',
};

const NOTE_STUDIO_CASE: CommandNote = {text: 'Names are matched without regard to case.', availability: 'newer'};

const NOTE_STUDIO_DURATION: CommandNote = {
  text: 'When duration is over, the lights go back to the default state; without duration the effect stays on.',
  availability: 'newer',
};

/** Scenes and themes behave alike: they show for a duration and are looked up the same way. */
const sceneAndThemeNotes: readonly CommandNote[] = [
  NOTE_STUDIO_LOOKUP,
  NOTE_STUDIO_NOT_FOUND,
  NOTE_NAME_UNCHECKED,
  NOTE_STUDIO_CASE,
  NOTE_STUDIO_DURATION,
  'The package types duration as a number (ILumiaSendPack); the docs of older builds send it as a string such as "4000".',
  {text: 'The API schema types duration as a number; numeric strings are generally read as numbers.', availability: 'newer'},
  {text: NOTE_QUEUED, availability: 'newer'},
];

export const commands: readonly CommandSpec[] = [
  {
    type: 'studio-scene',
    title: 'Show a studio scene',
    summary: "Plays one of the user's studio scenes on the lights.",
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Scene name, from options.studio-scene.values of GET /api/retrieve.',
      },
      {
        name: 'duration',
        type: 'numeric',
        required: false,
        description: 'How long the scene shows, in milliseconds.',
      },
    ],
    exampleParams: {value: 'snow', duration: 4000},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: sceneAndThemeNotes,
  },
  {
    type: 'studio-theme',
    title: 'Show a studio theme',
    summary: "Plays one of the user's studio themes on the lights.",
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Theme name, from options.studio-theme.values of GET /api/retrieve.',
      },
      {
        name: 'duration',
        type: 'numeric',
        required: false,
        description: 'How long the theme shows, in milliseconds.',
      },
    ],
    exampleParams: {value: 'aurora', duration: 60000},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: sceneAndThemeNotes,
  },
  {
    type: 'studio-animation',
    title: 'Play a studio animation',
    summary: "Plays one of the user's studio animations on the lights.",
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Animation name, from options.studio-animation.values of GET /api/retrieve.',
      },
      {
        name: 'cycles',
        type: 'number',
        required: false,
        description: 'Number of animation cycles. Currently ignored: a bug makes every run exactly one cycle.',
        availability: 'newer',
      },
    ],
    paramsObjectRequired: true,
    exampleParams: {value: 'breathe'},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: [
      'The docs of older builds list duration as a param of animations too.',
      {text: 'No duration is read: an animation runs once, then the lights go back to the default state.', availability: 'newer'},
      {text: 'A body without a params object is refused with a 400; an empty params object is enough.', availability: 'newer'},
      NOTE_STUDIO_LOOKUP,
      NOTE_STUDIO_NOT_FOUND,
      NOTE_NAME_UNCHECKED,
      NOTE_STUDIO_CASE,
      {text: NOTE_QUEUED, availability: 'newer'},
    ],
  },
];
