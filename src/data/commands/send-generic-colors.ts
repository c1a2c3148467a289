/** Commands of /docs/rest/send-generic-colors: sending a colour to the lights. */
import type {CommandNote, CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_QUEUED} from './shared';

const page: DocsPage = '/docs/rest/send-generic-colors';

const lightParams: readonly CommandParam[] = [
  {name: 'brightness', type: 'number', required: false, description: 'How bright the lights get.', defaultValue: '100'},
  {name: 'transition', type: 'number', required: false, description: 'Fade time in milliseconds.', defaultValue: '0'},
  {
    name: 'duration',
    type: 'number',
    required: false,
    description: 'How long the colour stays, in milliseconds.',
    defaultValue: '4000',
  },
  {
    name: 'lights',
    type: 'array',
    required: false,
    description:
      'Lights to target, each as {"type": brand, "value": light id}, as the docs write it; the package type ILumiaLight names that key id instead.',
  },
];

const lightNotes: readonly CommandNote[] = [
  {text: 'brightness runs from 0 to 100.', availability: 'newer'},
  {text: 'When duration is over, the lights return to their default state.', availability: 'newer'},
  'Light ids come from data.lights of GET /api/retrieve, where they sit under id.',
  {
    text: 'In lights, the id may also go under "id"; entries without a type are dropped; an empty or left-out list means the default lights.',
    availability: 'newer',
  },
  'With hold: true the colour becomes the new default state; whether the lights switch to it at once is not documented.',
  {text: 'With hold: true the colour is not shown now; it is only stored as the default.', availability: 'newer'},
  {text: NOTE_QUEUED, availability: 'newer'},
];

const NOTE_PARAMS_OBJECT: CommandNote = {text: 'value is not checked, but the params object must be present.', availability: 'newer'};

export const commands: readonly CommandSpec[] = [
  {
    type: 'hex-color',
    title: 'Send a hex colour to the lights',
    summary: 'Sets the lights to a colour given as a hex string, for a while or as the new default.',
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        olderDocsRequire: true,
        description: 'The colour as a hex string, for example #FF4076.',
      },
      ...lightParams,
    ],
    paramsObjectRequired: true,
    exampleParams: {value: '#FF4076'},
    responds: 'boolean',
    notes: [...lightNotes, NOTE_PARAMS_OBJECT],
  },
  {
    type: 'rgb-color',
    title: 'Send an RGB colour to the lights',
    summary: 'Sets the lights to a colour given as red, green and blue, for a while or as the new default.',
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'any',
        required: false,
        olderDocsRequire: true,
        description:
          'The colour as an array [r, g, b] or an object {"r", "g", "b"}. The object may carry CT, a colour temperature of 2900 to 7000 K, instead.',
      },
      ...lightParams,
    ],
    paramsObjectRequired: true,
    exampleParams: {value: {r: 255, g: 0, b: 0}},
    responds: 'boolean',
    notes: [
      'The docs show value as an object or an array; the TypeScript type ILumiaSendPack knows only the object.',
      {text: "The app's API schema types value as an array only, each channel from 0 to 255.", availability: 'newer'},
      ...lightNotes,
      NOTE_PARAMS_OBJECT,
    ],
  },
];
