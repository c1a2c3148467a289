/** Commands of /docs/rest/to-default: returning the lights to their default state. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/to-default';

export const commands: readonly CommandSpec[] = [
  {
    type: 'to-default',
    title: 'Return lights to the default state',
    summary: 'Puts the lights back into the stored default state, the one that hold: true writes.',
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
    notes: ['Takes no params.'],
  },
];
