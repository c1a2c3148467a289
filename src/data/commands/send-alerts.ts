/** Commands of /docs/rest/send-alerts: triggering the user's alerts. */
import type {CommandSpec, DocsPage} from '../commandTypes';
import {newerAlertValues} from '../newerAlertValues';
import {NOTE_QUEUED} from './shared';

const page: DocsPage = '/docs/rest/send-alerts';

export const commands: readonly CommandSpec[] = [
  {
    type: 'alert',
    title: 'Trigger an alert',
    summary: "Simulates one of the user's alerts, running the actions configured for it.",
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: true,
        description: 'Alert key, for example twitch-follower.',
        newerDescription: 'twitch-powerupsPoints and obs-recordFileChanged may no longer play: the newer package no longer lists them.',
        allowedFrom: 'LumiaAlertValues',
        newerAllowed: newerAlertValues,
      },
      {
        name: 'extraSettings',
        type: 'object',
        required: false,
        description: 'Alert variables such as username, amount or message.',
      },
    ],
    exampleParams: {value: 'twitch-follower'},
    responds: 'boolean',
    notes: [
      'Check which alerts the user has in options.alert.values of GET /api/retrieve.',
      'For twitch-bits the amount variable is called amount; older docs samples send bits.',
      'The type is alert; send-alert, used in one newer docs sample, does not exist.',
      'The lumia-types repository says that older Lumia answers true even when the alert is unknown or switched off, and it fails later in the queue. Whether newer builds refuse an unknown alert is not documented.',
      'How older builds choose a variation, and whether a request can make one play, is not documented.',
      {
        text: "The app's API schema says extraSettings also decide which variation plays; the plugin SDK docs match variations on the alert's dynamic values, which the REST body has no field for.",
        availability: 'newer',
      },
      {text: NOTE_QUEUED, availability: 'newer'},
    ],
  },
];
