/** Commands of /docs/rest/control-lumia-state: switching Lumia Stream's light control on and off. */
import type {CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_NULL_TOGGLE} from './shared';

const page: DocsPage = '/docs/rest/control-lumia-state';

const NOTE_LUMIA_SHARED =
  'start-lumia, stop-lumia and set-lumia share one handler: the type name is ignored, only value and the current state count.';

const NOTE_LUMIA_TOGGLE =
  'Without value the call toggles, so stop-lumia with no value can switch the lights on. Send value: false to be sure they go off.';

const lumiaPowerValue: CommandParam = {
  name: 'value',
  type: 'boolean',
  required: false,
  nullable: true,
  description:
    'true switches light control on, false switches it off. Older builds document toggling with set-lumia and value null; on newer builds leaving value out toggles.',
};

export const commands: readonly CommandSpec[] = [
  {
    type: 'start-lumia',
    title: 'Start Lumia (lights on)',
    summary: "Switches Lumia Stream's light control on.",
    page,
    execution: 'direct',
    params: [lumiaPowerValue],
    exampleParams: {value: true},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_TRUTHY],
  },
  {
    type: 'stop-lumia',
    title: 'Stop Lumia (lights off)',
    summary: "Switches Lumia Stream's light control off when sent with value: false.",
    page,
    execution: 'direct',
    params: [lumiaPowerValue],
    exampleParams: {value: false},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_LUMIA_TOGGLE, NOTE_TRUTHY],
  },
  {
    type: 'set-lumia',
    title: 'Set or toggle Lumia power',
    summary: 'Sets light control on or off from value, or toggles it.',
    page,
    execution: 'direct',
    params: [lumiaPowerValue],
    exampleParams: {value: false},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_NULL_TOGGLE, NOTE_TRUTHY],
  },
];
