/**
 * What Lumia Stream sends on its websocket: the envelope, each documented event type with its
 * fields, and one example event per type. This is the single typed source for the websocket
 * pages, the sample events page, the AsyncAPI description and the stand-in's socket.
 * Pure data: no React, no package import at run time.
 */
import {exampleClock} from './alertPayloads';
import type {Availability} from './commandTypes';

/** Event types the newer docs describe, in the order the pages present them. */
export const documentedEventTypes = ['chat', 'command', 'alert', 'states', 'premium', 'modqueue_list', 'chat_platform_register'] as const;

export type DocumentedEventType = (typeof documentedEventTypes)[number];

/** One field of an event payload, as the pages document it. */
export interface EventField {
  /** Dotted path inside the envelope, e.g. `data.extraSettings.username`. */
  path: string;
  /** `not documented` when no source gives the field's type. */
  type: 'string' | 'number' | 'string | number' | 'boolean' | 'object' | 'array' | '0 | 1' | 'not documented';
  description: string;
  /** Missing from some events of the type (a chat removal has no message, older builds no listenId). */
  optional?: boolean;
  /**
   * `newer` when only newer builds send it: the facts name it only from the August 2026 docs or the
   * lumia-types repository, while the installed lumia-types types the payload without it. Left out on
   * the fields of an event type that is newer as a whole.
   */
  availability?: Availability;
  /**
   * How the installed lumia-types types a field older builds send too, where only the newer docs
   * say more: a wider `type`, or `optional` when the package lets the field be missing. The
   * field's own type and presence are then the newer docs', badged, with these beside them.
   */
  tracked?: {type?: EventField['type']; optional?: true};
}

/** The message Lumia Stream sends for every event. */
export interface LumiaSocketEvent {
  /** Integration the event came from (twitch, youtube, lumiastream, …); the docs show none on `states`. */
  origin?: string;
  subOrigin?: string;
  type: string;
  /** Alert key such as `twitch-follower`; only on `alert` events. */
  event?: string;
  data: Record<string, unknown>;
}

export interface EventTypeDoc {
  type: DocumentedEventType;
  summary: string;
  /** Fields beyond the envelope's own. */
  fields: EventField[];
  /** Needs a Lumia Stream newer than the one the installed lumia-types describes. */
  newer: boolean;
  /**
   * For a type older builds send too, whose fields the facts give only from the August 2026 docs:
   * what the installed lumia-types types instead, ending the sentence "@lumiastream/lumia-types <version> types …" of asyncapi.json.
   */
  packageShape?: string;
}

export interface EventExample {
  /** Stable id, used for anchors and test names. */
  id: string;
  title: string;
  event: LumiaSocketEvent;
}

/** The times of chat, command and alert events; the installed lumia-types types none of them (no extraSettings). */
const timeFields: EventField[] = [
  {path: 'data.extraSettings.time', type: 'string', description: 'Local clock time of the event, HH:MM:SS.', availability: 'newer'},
  {
    path: 'data.extraSettings.timestamp',
    type: 'number',
    description: 'Time of the event in milliseconds since the Unix epoch.',
    availability: 'newer',
  },
];

/** The envelope fields every event can carry. */
export const envelopeFields: EventField[] = [
  {
    path: 'origin',
    type: 'string',
    description: 'Integration that produced the event: twitch, youtube, kick, tiktok, facebook, lumiastream and so on.',
  },
  {path: 'subOrigin', type: 'string', description: 'A more specific source inside the origin, when there is one.'},
  {path: 'type', type: 'string', description: 'Event type; decides the shape of data.'},
  // ILumiaEvent of the installed lumia-types has no event field.
  {path: 'event', type: 'string', description: 'Only on alert events: the alert key, such as twitch-follower.', availability: 'newer'},
  {path: 'data', type: 'object', description: 'The payload; its shape depends on type.'},
];

export const eventTypeDocs: EventTypeDoc[] = [
  {
    type: 'chat',
    summary: 'A chat message, or, on newer builds, the removal of one.',
    newer: false,
    packageShape:
      'a body (ILumiaEventChatBody) with its own type, the message and the sender’s details one level deeper in data.data, a tmi-style user object and a raw copy, and no data.extraSettings',
    // ILumiaEventChatBody of the installed lumia-types puts id, channel and message in data.data, not in data.
    fields: [
      {
        path: 'data.id',
        type: 'string',
        description: 'An id of the message. In the documented samples it differs from extraSettings.messageId, which is the id a removal refers to.',
        optional: true,
        availability: 'newer',
      },
      {path: 'data.channel', type: 'string', description: 'Channel the message was posted in.', optional: true, availability: 'newer'},
      {path: 'data.message', type: 'string', description: 'Text of the message.', optional: true, availability: 'newer'},
      {
        path: 'data.shouldRemove',
        type: 'string',
        description: 'Only on a removal: the messageId of the message to take down.',
        optional: true,
        availability: 'newer',
      },
      {
        path: 'data.extraSettings',
        type: 'object',
        description: 'Who sent the message, its messageId and the times.',
        availability: 'newer',
      },
      {path: 'data.extraSettings.username', type: 'string', description: 'Login name of the sender.', optional: true, availability: 'newer'},
      {path: 'data.extraSettings.displayname', type: 'string', description: 'Display name of the sender.', optional: true, availability: 'newer'},
      {path: 'data.extraSettings.userId', type: 'string', description: "Sender's id on the platform.", optional: true, availability: 'newer'},
      {path: 'data.extraSettings.avatar', type: 'string', description: 'The sender’s profile picture.', optional: true, availability: 'newer'},
      {path: 'data.extraSettings.userColor', type: 'string', description: 'Colour of the sender’s name.', optional: true, availability: 'newer'},
      {path: 'data.extraSettings.badges', type: 'array', description: 'Image URLs of the sender’s badges.', optional: true, availability: 'newer'},
      {path: 'data.extraSettings.badgesRaw', type: 'string', description: 'The platform’s own badge string.', optional: true, availability: 'newer'},
      {
        path: 'data.extraSettings.userLevels',
        type: 'object',
        description: 'Flags such as broadcaster, mod, vip, subscriber, follower.',
        optional: true,
        availability: 'newer',
      },
      {
        path: 'data.extraSettings.messageId',
        type: 'string',
        description: 'The id of the message that a removal refers to.',
        optional: true,
        availability: 'newer',
      },
      ...timeFields,
    ],
  },
  {
    type: 'command',
    summary: 'A viewer ran one of the chat commands set up in Lumia Stream.',
    newer: false,
    packageShape: 'data as optional username and command (ILumiaEventChatCommandBody), without the times',
    fields: [
      // ILumiaEventChatCommandBody of the installed lumia-types: { username?: string; command?: string }.
      {path: 'data.username', type: 'string', description: 'Viewer who ran the command.', tracked: {optional: true}},
      {path: 'data.command', type: 'string', description: 'Name of the command the viewer ran.', tracked: {optional: true}},
      {path: 'data.extraSettings', type: 'object', description: 'The times of the command.', availability: 'newer'},
      ...timeFields,
    ],
  },
  {
    type: 'alert',
    summary: 'An alert fired: a follow, a sub, bits, a donation and so on.',
    newer: false,
    packageShape:
      'a Streamlabs-era body (ILumiaEventAlertBody) instead of dynamic, replay and extraSettings, in an envelope (ILumiaEvent) without the event field',
    fields: [
      {
        path: 'data.dynamic',
        type: 'object',
        description: 'Values that vary per alert; which keys it has depends on the alert.',
        availability: 'newer',
      },
      {
        path: 'data.dynamic.value',
        type: 'string | number',
        // Not on every alert: lumia-types 3.1.7 types no dynamic for the socket at all, and its per-alert
        // overlay types give twitch-follower an empty dynamic. number | string is the overlay AlertEvent's;
        // the package's test triggers give text on some alerts and numbers on others.
        description:
          'The alert’s main value, when it has one, such as the follower’s name on twitch-follower and the number of bits on twitch-bits. Text on some alerts, a number on others: check that it is there, and its type, before you use it.',
        optional: true,
        availability: 'newer',
      },
      {
        path: 'data.replay',
        type: 'boolean',
        description: 'true when the alert was replayed from the event list instead of happening live.',
        availability: 'newer',
      },
      {
        path: 'data.extraSettings',
        type: 'object',
        description: 'Who caused the alert (username, displayname, userId, avatar) and the alert’s variables; keys vary per alert.',
        availability: 'newer',
      },
      ...timeFields,
    ],
  },
  {
    type: 'states',
    summary: 'The state of Lumia Stream’s switches: on/off, stream mode, Fuze.',
    newer: false,
    packageShape: 'data as on, fuze and streamMode, each a plain number with no meaning given (ILumiaEventStateBody), without listenId',
    fields: [
      // ILumiaEventStateBody of the installed lumia-types: { on: number; fuze: number; streamMode: number }.
      {path: 'data.on', type: '0 | 1', description: 'Whether Lumia Stream controls the lights.', tracked: {type: 'number'}},
      {path: 'data.streamMode', type: '0 | 1', description: 'Whether stream mode is on.', tracked: {type: 'number'}},
      {path: 'data.fuze', type: '0 | 1', description: 'Whether Fuze runs.', tracked: {type: 'number'}},
      {
        path: 'data.listenId',
        type: 'not documented',
        description: 'Id of the Lumia Stream account signed in.',
        optional: true,
        availability: 'newer',
      },
    ],
  },
  {
    type: 'premium',
    summary: 'Whether the signed-in account has premium; sent at start-up, on re-checks and after an upgrade.',
    newer: true,
    fields: [{path: 'data.premium', type: 'boolean', description: 'true for a premium account.'}],
  },
  {
    type: 'modqueue_list',
    summary: 'The commands waiting for a moderator’s approval.',
    newer: true,
    fields: [
      {
        path: 'data.list',
        type: 'array',
        description:
          'Waiting commands, each with modQueueId, username, avatar, date and the command’s details. The format of date and the keys of the details are not documented.',
      },
    ],
  },
  {
    type: 'chat_platform_register',
    summary: 'A plugin registered a chat platform of its own.',
    newer: true,
    fields: [
      {path: 'data.platform', type: 'string', description: 'Name of the platform the plugin added.'},
      {path: 'data.icon', type: 'string', description: 'The platform’s icon.'},
    ],
  },
];

/**
 * Types in the `LumiaEventTypes` enum of lumia-types (3.1.7 and later) that no version of the docs
 * shows being sent; documented with that caveat and without payloads.
 */
export const enumOnlyEventTypes = ['twitch_point', 'twitch_extension', 'kick_point', 'pulse'] as const;

/**
 * Slash-style type names an older Lumia Stream sent (Oct-2025 docs); current builds no longer emit
 * them. Spellings kept as that list gave them, including both tipeestream and tipeeestream.
 */
export const legacyEventTypes: readonly string[] = [
  'chat/twitch',
  'chat/facebook',
  'chat/youtube',
  'chat/trovo',
  'chat/commands',
  'chat/commands/twitch',
  'chat/commands/facebook',
  'chat/commands/youtube',
  'chat/commands/trovo',
  'time-of-use',
  'live',
  'twitch/points',
  'twitch/extensions',
  'pulse/rate/max',
  'pulse/rate/min',
  'pulse/calories/max',
  'pulse/calories/min',
  'alerts/twitch/followers',
  'alerts/twitch/subscribers',
  'alerts/twitch/bits',
  'alerts/twitch/hosts',
  'alerts/twitch/raids',
  'alerts/youtube/subscribers',
  'alerts/youtube/members',
  'alerts/youtube/superchats',
  'alerts/youtube/superstickers',
  'alerts/facebook/followers',
  'alerts/facebook/reactions',
  'alerts/facebook/stars',
  'alerts/facebook/supports',
  'alerts/facebook/shares',
  'alerts/facebook/fans',
  'alerts/streamlabs/donations',
  'alerts/streamlabs/charity',
  'alerts/streamlabs/merch',
  'alerts/streamlabs/redemptions',
  'alerts/streamlabs/primegifts',
  'alerts/streamelements/donations',
  'alerts/extralife/donations',
  'alerts/donordrive/donations',
  'alerts/tipeestream/donations',
  'alerts/tiltify/campaigndonations',
  'alerts/patreon/campaignpledges',
  'alerts/treatstream/treats',
  'alerts/tipeeestream/donations',
  'alerts/pulse/rate',
  'alerts/pulse/calories',
];

function valueMatches(type: EventField['type'], value: unknown): boolean {
  switch (type) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case '0 | 1':
      return value === 0 || value === 1;
    case 'string | number':
      return typeof value === 'string' || typeof value === 'number';
    case 'not documented':
      return true;
    default:
      return typeof value === type;
  }
}

/** Every path in a value, `data.extraSettings.userLevels.mod` style; arrays are not entered. */
function leafPaths(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return [prefix];
  return [prefix, ...entries.flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key))].filter(Boolean);
}

function valueAt(event: LumiaSocketEvent, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), event);
}

/**
 * Checks an example event against the documented envelope and fields of its type: its type is
 * documented, every path in it is covered by a documented field (or lies inside one), values have
 * the documented types, and every field not marked optional is present. Empty when it matches.
 */
export function eventExampleProblems(event: LumiaSocketEvent): string[] {
  const doc = eventTypeDocs.find((candidate) => candidate.type === event.type);
  if (!doc) return [`type "${event.type}" is not a documented event type`];
  const fields = [...envelopeFields, ...doc.fields];
  const problems: string[] = [];
  for (const dotted of leafPaths(event, '')) {
    // The envelope's own `data` field would cover everything; the type's fields say what is inside.
    const covered = fields.some(
      (field) => dotted === field.path || field.path.startsWith(`${dotted}.`) || (field.path !== 'data' && dotted.startsWith(`${field.path}.`)),
    );
    if (!covered) problems.push(`${dotted} is not documented for ${event.type}`);
  }
  for (const field of fields) {
    const value = valueAt(event, field.path);
    if (value === undefined) {
      const required = !field.optional && !['origin', 'subOrigin', 'event'].includes(field.path);
      if (required) problems.push(`${field.path} is missing`);
    } else if (!valueMatches(field.type, value)) {
      problems.push(`${field.path} should be ${field.type}`);
    }
  }
  if ((event.type === 'alert') !== (typeof event.event === 'string')) problems.push('event is set exactly on alert events');
  return problems;
}

/** One example per documented event type, plus the removal form of chat. */
export const eventExamples: EventExample[] = [
  {
    id: 'chat-message',
    title: 'Chat message on Twitch',
    event: {
      origin: 'twitch',
      type: 'chat',
      data: {
        id: 'lm-5b1f0c',
        channel: 'pixel_pilot',
        message: 'that lighting change was smooth',
        extraSettings: {
          username: 'rowan_codes',
          displayname: 'Rowan_Codes',
          userId: '81422390',
          avatar: 'https://static-cdn.example/avatars/rowan.png',
          userColor: '#1E90FF',
          badges: ['https://static-cdn.example/badges/subscriber-6.png'],
          badgesRaw: 'subscriber/6',
          userLevels: {
            isSelf: false,
            broadcaster: false,
            mod: false,
            vip: false,
            tier3: false,
            tier2: false,
            subscriber: true,
            regular: false,
            follower: true,
            anyone: true,
          },
          messageId: '4f7c2a9e-93d1-4c55-b0d2-6f1e8a3b7c10',
          ...exampleClock,
        },
      },
    },
  },
  {
    id: 'chat-removed',
    title: 'Chat message removed',
    event: {
      origin: 'twitch',
      type: 'chat',
      data: {shouldRemove: '4f7c2a9e-93d1-4c55-b0d2-6f1e8a3b7c10', extraSettings: {...exampleClock}},
    },
  },
  {
    id: 'command',
    title: 'Chat command',
    event: {origin: 'twitch', type: 'command', data: {username: 'rowan_codes', command: 'lurk', extraSettings: {...exampleClock}}},
  },
  {
    id: 'alert-twitch-follower',
    title: 'Twitch follower alert',
    event: {
      origin: 'twitch',
      type: 'alert',
      event: 'twitch-follower',
      data: {
        dynamic: {value: 'maple_tea'},
        replay: false,
        extraSettings: {
          username: 'maple_tea',
          displayname: 'Maple_Tea',
          userId: '60311874',
          avatar: 'https://static-cdn.example/avatars/maple.png',
          ...exampleClock,
        },
      },
    },
  },
  {
    id: 'alert-twitch-bits',
    title: 'Twitch bits alert',
    event: {
      origin: 'twitch',
      type: 'alert',
      event: 'twitch-bits',
      data: {
        dynamic: {value: 500},
        replay: false,
        extraSettings: {
          username: 'rowan_codes',
          displayname: 'Rowan_Codes',
          userId: '81422390',
          avatar: 'https://static-cdn.example/avatars/rowan.png',
          amount: 500,
          message: 'for the next lighting change',
          ...exampleClock,
        },
      },
    },
  },
  {
    id: 'states',
    title: 'States',
    event: {type: 'states', data: {on: 1, streamMode: 1, fuze: 0, listenId: 'acc_72c1e9'}},
  },
  {
    id: 'premium',
    title: 'Premium status',
    event: {origin: 'lumiastream', type: 'premium', data: {premium: true}},
  },
  {
    id: 'modqueue-list',
    title: 'Moderation queue (date format and detail keys illustrative)',
    // The docs give no origin for this type.
    event: {
      type: 'modqueue_list',
      data: {
        list: [
          {
            modQueueId: 'mq-204',
            username: 'maple_tea',
            avatar: 'https://static-cdn.example/avatars/maple.png',
            date: '2025-11-23T20:14:07.000Z',
            command: 'rainbow',
            platform: 'twitch',
          },
        ],
      },
    },
  },
  {
    id: 'chat-platform-register',
    title: 'Chat platform registered by a plugin',
    event: {type: 'chat_platform_register', data: {platform: 'guilded', icon: 'https://cdn.example/icons/guilded.svg'}},
  },
];
