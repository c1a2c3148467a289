/** Commands of /docs/rest/control-fuze: Fuze, Lumia Stream's audio-reactive light mode. */
import type {CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_QUEUED, NOTE_NULL_TOGGLE} from './shared';

const page: DocsPage = '/docs/rest/control-fuze';

const NOTE_FUZE_SHARED =
  'start-fuze, stop-fuze and toggle-fuze share one handler: a truthy value starts Fuze, a falsy one stops it, and no value toggles, whatever the type name.';

const NOTE_FUZE_TOGGLE = 'stop-fuze without value toggles, so it can start Fuze. Send value: false to be sure it stops.';

const fuzeValue: CommandParam = {
  name: 'value',
  type: 'boolean',
  required: false,
  nullable: true,
  description:
    'true starts Fuze, false stops it. Older builds document toggling with toggle-fuze and value null; on newer builds leaving value out toggles.',
};

export const commands: readonly CommandSpec[] = [
  {
    type: 'start-fuze',
    title: 'Start Fuze',
    summary: "Starts Fuze, Lumia Stream's audio-reactive light mode.",
    page,
    execution: 'queue',
    params: [fuzeValue],
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
    params: [fuzeValue],
    exampleParams: {value: false},
    responds: 'boolean',
    notes: [NOTE_FUZE_SHARED, NOTE_FUZE_TOGGLE, NOTE_TRUTHY, {text: NOTE_QUEUED, availability: 'newer'}],
  },
  {
    type: 'toggle-fuze',
    title: 'Toggle Fuze',
    summary: 'Toggles Fuze, or sets it from value.',
    page,
    execution: 'queue',
    params: [fuzeValue],
    exampleParams: {value: null},
    responds: 'boolean',
    notes: [NOTE_FUZE_SHARED, NOTE_NULL_TOGGLE, {text: NOTE_QUEUED, availability: 'newer'}],
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
    notes: ['value is not checked: leaving it out still queues a job that changes nothing.', {text: NOTE_QUEUED, availability: 'newer'}],
  },
];
