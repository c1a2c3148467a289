/** Commands of /docs/rest/control-lumia-state: switching Lumia Stream's on/off state (newer builds: light control). */
import type {CommandNote, CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_NULL_TOGGLE, NOTE_NULL_TOGGLE_NEWER} from './shared';

const page: DocsPage = '/docs/rest/control-lumia-state';

/** The one handler of start-, stop- and set-lumia is known from the app schema only (control-lumia-state facts, [types-repo]). */
const NOTE_LUMIA_SHARED: CommandNote = {
  text: 'start-lumia, stop-lumia and set-lumia share one handler: the type name is ignored, only value and the current state count.',
  availability: 'newer',
};

const NOTE_LUMIA_TOGGLE: CommandNote = {
  text: 'Without value the call toggles, so stop-lumia with no value can switch the lights on. Send value: false to be sure they go off.',
  availability: 'newer',
};

/**
 * The value each type's documented body sends (control-lumia-state facts [docs@0b38671]); what the
 * other values do is known for newer builds only, in NOTE_LUMIA_SHARED.
 */
function lumiaPowerValue(documented: string): CommandParam {
  return {name: 'value', type: 'boolean', required: false, nullable: true, description: `${documented} Other values: see the notes.`};
}

export const commands: readonly CommandSpec[] = [
  {
    type: 'start-lumia',
    title: 'Start Lumia',
    summary: "Switches Lumia Stream's on/off state on. Newer Lumia: that state is the power state of its light control, not the app itself.",
    page,
    execution: 'direct',
    params: [lumiaPowerValue('true switches it on.')],
    exampleParams: {value: true},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_TRUTHY],
  },
  {
    type: 'stop-lumia',
    title: 'Stop Lumia',
    summary:
      "Switches Lumia Stream's on/off state off when sent with value: false. Newer Lumia: that state is the power state of its light control, not the app itself.",
    page,
    execution: 'direct',
    params: [lumiaPowerValue('false switches it off.')],
    exampleParams: {value: false},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_LUMIA_TOGGLE, NOTE_TRUTHY],
  },
  {
    type: 'set-lumia',
    title: 'Set or toggle Lumia',
    summary:
      "Toggles Lumia Stream's on/off state with value: null; newer builds also set it on or off from value. Newer Lumia: that state is the power state of its light control, not the app itself.",
    page,
    execution: 'direct',
    params: [lumiaPowerValue('null toggles it.')],
    exampleParams: {value: null},
    newerExample: {params: {}},
    responds: 'boolean',
    notes: [NOTE_LUMIA_SHARED, NOTE_NULL_TOGGLE, NOTE_NULL_TOGGLE_NEWER, NOTE_TRUTHY],
  },
];
