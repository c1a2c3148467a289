/** Commands of /docs/rest/loyalty-points: reading and changing a viewer's loyalty points. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/loyalty-points';

export const commands: readonly CommandSpec[] = [
  {
    type: 'add-loyalty-points',
    title: 'Add loyalty points',
    summary: "Adds points to a viewer's loyalty balance, or takes them away with a negative number; newer builds answer with the new balance.",
    page,
    execution: 'direct',
    params: [
      {name: 'username', type: 'string', required: true, description: 'The viewer whose balance changes.'},
      {
        name: 'platform',
        type: 'string',
        required: true,
        description: 'Platform the username belongs to: a chat platform key, such as twitch or kick.',
      },
      {
        name: 'value',
        type: 'number',
        required: true,
        description: 'Points to add; a negative number subtracts. Do not send 0; see the notes.',
      },
    ],
    exampleParams: {value: 100, username: 'ada_lovelace', platform: 'twitch'},
    responds: 'value',
    respondsAvailability: 'newer',
    notes: [
      'What it answers, and what it does with value: 0, is not documented for older builds.',
      {text: 'value: 0 is rejected as missing, because the check treats 0 as empty.', availability: 'newer'},
      {text: 'message holds the new balance, or 0 when the viewer cannot be loaded.', availability: 'newer'},
      'No type of its own sets an exact balance: add the difference instead.',
      {
        text: 'run-actions can probably set one in a single call: its lumia base covers loyalty points, and in custom code the lumia action setUserLoyaltyPoint with an amount such as "=1000" sets a balance. Check the action with get-action-catalog first.',
        availability: 'newer',
      },
      {text: 'The change is logged as a manual points event.', availability: 'newer'},
    ],
  },
  {
    type: 'get-loyalty-points',
    title: 'Get loyalty points',
    summary: "Answers with a viewer's loyalty point balance.",
    page,
    execution: 'direct',
    params: [
      {name: 'username', type: 'string', required: true, description: 'The viewer to look up.'},
      {
        name: 'platform',
        type: 'string',
        required: true,
        description: 'Platform the username belongs to, such as twitch or kick.',
      },
    ],
    exampleParams: {username: 'ada_lovelace', platform: 'twitch'},
    responds: 'value',
    respondsAvailability: 'newer',
    notes: [
      {text: 'An unknown viewer gives 0, not an error.', availability: 'newer'},
      'Already in the 3.1.7 command enum, but what it does there is not documented.',
    ],
  },
];
