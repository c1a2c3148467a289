/** Commands of /docs/rest/toggle-stream-mode: stream mode. */
import type {CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_NULL_TOGGLE} from './shared';

const page: DocsPage = '/docs/rest/toggle-stream-mode';

export const commands: readonly CommandSpec[] = [
  {
    type: 'toggle-stream-mode',
    title: 'Switch or toggle stream mode',
    summary: 'Turns stream mode on or off, or toggles it when value is left out.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true turns stream mode on, false turns it off; leave it out to toggle.',
      },
    ],
    exampleParams: {value: true},
    responds: 'boolean',
    notes: [NOTE_TRUTHY, 'There are no start-stream-mode or stop-stream-mode API types: this one type covers on, off and toggle.', NOTE_NULL_TOGGLE],
  },
];
