/** Constants of Lumia Stream's local API that every page and sample shares. */

/** The loopback address: `localhost` can resolve to IPv6 first in Node, which Lumia may not listen on. */
export const defaultHost = '127.0.0.1';
export const defaultHttpPort = 39231;
export const defaultHttpsPort = 39232;
/** What samples show where the reader's own token goes. */
export const tokenPlaceholder = 'YOUR_TOKEN';

export const defaultBaseUrl = `http://${defaultHost}:${defaultHttpPort}`;

/** The sentence the API descriptions add to what needs a newer Lumia Stream than the lumia-types the docs track. */
export function needsNewerLumia(lumiaTypesVersion: string): string {
  return `Needs a newer Lumia Stream than lumia-types ${lumiaTypesVersion} describes.`;
}

/** The body of `POST /api/send`, and of a command sent over the websocket. */
export interface SendBody {
  type: string;
  params?: Record<string, unknown>;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path on the Lumia host, e.g. `/api/send`. */
  path: string;
  body?: SendBody;
}

/** What up-to-date Lumia Stream puts in `code` of an error answer (meta feature `structured-errors`). */
export interface StructuredErrorCode {
  code: string;
  /** The HTTP status that comes with the code. */
  status: 400 | 403 | 404 | 409;
  /** When the app answers it, in our own words. */
  meaning: string;
}

/** Every error code the fact sheets list; builds without `structured-errors` send none of them. */
export const structuredErrorCodes: readonly StructuredErrorCode[] = [
  {code: 'unknown_type', status: 400, meaning: 'type is not a command type of the send API.'},
  {
    code: 'not_found',
    status: 404,
    meaning:
      'The named command, scene, theme or animation does not exist (checked before queueing), or update-chatbot-command, delete-chatbot-command or set-command-state names one that does not exist.',
  },
  {
    code: 'command_disabled',
    status: 409,
    meaning: 'The command or its folder is switched off (chat-command, chatbot-command, twitch-points, twitch-extension, kick-points).',
  },
  {
    code: 'already_exists',
    status: 409,
    meaning:
      'create-chatbot-command names a chatbot command that already exists, compared without case. A rename clash in update-chatbot-command is also a 409; its code is not documented.',
  },
  {
    code: 'system_command',
    status: 403,
    meaning: 'update-chatbot-command renames, or delete-chatbot-command deletes, a built-in chatbot command such as so or uptime.',
  },
  {
    code: 'action_not_allowed',
    status: 403,
    meaning:
      'run-actions holds a code or writeToFile action, or one with the base commandRunner or inputEvents, at any nesting depth. Whether the other actions of the list run is not documented.',
  },
];

/** The `features` a newer build lists at `GET /api/meta` (see /docs/rest/get-settings#api-capabilities). */
export const lumiaMetaFeatures = [
  'meta',
  'retrieve-slim',
  'structured-errors',
  'name-validation',
  'ws-command-responses',
  'ws-subscriptions',
  'ws-keepalive',
  'mcp',
  'premium',
] as const;
