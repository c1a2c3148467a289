/** Commands of /docs/websockets/listen-to-events: deciding on the mod queue items that page's events announce. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/websockets/listen-to-events';

export const commands: readonly CommandSpec[] = [
  {
    type: 'modqueue-decision',
    title: 'Approve or deny a mod queue item',
    summary: "Approves or denies a command held for a moderator's approval (an item of the modqueue_list event).",
    page,
    explainedInProse: true,
    execution: 'direct',
    params: [
      {
        name: 'modQueueId',
        type: 'string',
        required: false,
        description: 'Id of the held item, as sent in the modqueue_list websocket event. An unknown id does nothing.',
      },
      {
        name: 'approved',
        type: 'booleanOrTrue',
        required: false,
        description: 'true (or the string "true") approves; anything else denies.',
        defaultValue: 'false',
      },
    ],
    exampleParams: {modQueueId: 'ID_FROM_MODQUEUE_LIST', approved: true},
    responds: 'boolean',
    notes: ['Has no REST page: the ids come from the modqueue_list websocket event.'],
  },
];
