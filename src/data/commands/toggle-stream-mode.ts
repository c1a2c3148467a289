/** Commands of /docs/rest/toggle-stream-mode: stream mode. */
import type {CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_NULL_TOGGLE, NOTE_NULL_TOGGLE_NEWER} from './shared';

const page: DocsPage = '/docs/rest/toggle-stream-mode';

export const commands: readonly CommandSpec[] = [
  {
    type: 'toggle-stream-mode',
    title: 'Switch or toggle stream mode',
    summary: 'Turns stream mode on or off, or toggles it.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'boolean',
        required: false,
        nullable: true,
        description: 'true turns stream mode on, false turns it off, null toggles. Leaving it out: see the notes.',
      },
    ],
    exampleParams: {value: true},
    responds: 'boolean',
    notes: [
      NOTE_TRUTHY,
      'start-stream-mode and stop-stream-mode are not documented API types: this one type covers on, off and toggle.',
      NOTE_NULL_TOGGLE,
      NOTE_NULL_TOGGLE_NEWER,
    ],
  },
];
