/** Commands of /docs/rest/control-queue-state: the activity queue and command cooldowns. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/control-queue-state';

export const commands: readonly CommandSpec[] = [
  {
    type: 'resume-queue',
    title: 'Resume the activity queue',
    summary: 'Lets the activity queue run again after a pause.',
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
  },
  {
    type: 'pause-queue',
    title: 'Pause the activity queue',
    summary: 'Holds the activity queue: queued jobs wait until it is resumed.',
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
    notes: [{text: 'Only the types that run through the activity queue wait; types that run directly keep running at once.', availability: 'newer'}],
  },
  {
    type: 'clear-queue',
    title: 'Clear the activity queue',
    summary: 'Drops every job waiting in the activity queue.',
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
    notes: [{text: 'This is the activity queue, not the mod queue or the TTS queue.', availability: 'newer'}],
  },
  {
    type: 'clear-cooldowns',
    title: 'Clear all command cooldowns',
    summary: 'Resets command cooldowns.',
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
    notes: [{text: 'Wipes every cooldown at once: the global cooldown of each command and the per-viewer cooldowns alike.', availability: 'newer'}],
  },
];
