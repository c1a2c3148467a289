/** Commands of /docs/rest/chat-mod-commands: stream settings, chat modes, polls, predictions and moderation. */
import type {CommandNote, CommandParam, CommandSpec, CommandType, DocsPage} from '../commandTypes';
import {NOTE_OLDER_UNDOCUMENTED} from './shared';

const page: DocsPage = '/docs/rest/chat-mod-commands';

const TWITCH = ['twitch'] as const;

const TWITCH_YOUTUBE_KICK = ['twitch', 'youtube', 'kick'] as const;

/** Bans and timeouts: the older docs name Twitch and YouTube; only the app schema of newer builds adds Kick. */
const TWITCH_YOUTUBE = ['twitch', 'youtube'] as const;

const KICK = ['kick'] as const;

const CHAT_PLATFORMS = ['twitch', 'youtube', 'kick', 'facebook', 'tiktok', 'discord'] as const;

/** 'Platform not guarded: unsupported/missing → silent 200 true' is [types-repo] only (chat-mod-commands facts). */
const NOTE_SILENT_PLATFORM: CommandNote = {
  text: 'A missing or unsupported platform is not refused: the call answers true and nothing happens, so always send platform.',
  availability: 'newer',
};

/** 'Success response says nothing about whether the platform accepted the action' is [types-repo] only. */
const NOTE_PLATFORM_OUTCOME: CommandNote = {
  text: 'A true answer does not mean the platform accepted the action; missing scopes or permissions are not reported back.',
  availability: 'newer',
};

const NOTE_CHAT_MODE_BOOL =
  'Unlike other booleans, value here treats "false", "off", "0" and the empty string as off, and a missing value also means off.';

/** The VIP scope is [types-repo] only (chat-mod-commands facts). */
const NOTE_SCOPE_VIPS: CommandNote = {text: 'Needs the Twitch scope channel:manage:vips.', availability: 'newer'};

/** The moderator scope is [types-repo] only (_head-only-pages facts, stream-commands). */
const NOTE_SCOPE_MODERATORS: CommandNote = {text: 'Needs the Twitch scope channel:manage:moderators.', availability: 'newer'};

const NOTE_CHAT_MODE_SCOPE = 'Needs the Twitch scope moderator:manage:chat_settings.';

/** The types that answer message: false instead of true, for a platform they do not act on (NOTE_PIN_FALSE). */
export const answersFalseOffPlatform: readonly CommandType[] = ['pin-message', 'unpin-message'];

const NOTE_PIN_FALSE =
  'Anything but platform twitch answers false (still HTTP 200). pin-message and unpin-message are the only types that answer false for a wrong or missing platform.';

/** The platform of pin-message and unpin-message, which answer false for any platform but twitch (NOTE_PIN_FALSE). */
function pinPlatformParam(done: 'pinned' | 'unpinned'): CommandParam {
  return {
    name: 'platform',
    type: 'string',
    required: false,
    description: `Platform to act on. Any platform but twitch, a missing one included, is answered false and nothing is ${done}.`,
    allowed: TWITCH,
  };
}

/**
 * `newerAllowed`: platforms only newer builds act on, the command's `newerPlatforms`. `allowedAvailability`:
 * the whole list is known for newer builds only, as the command's `platformsAvailability`.
 */
function platformParam(allowed: readonly string[], more: Pick<CommandParam, 'newerAllowed' | 'allowedAvailability'> = {}): CommandParam {
  return {name: 'platform', type: 'string', required: false, description: 'Platform to act on; see the notes.', allowed, ...more};
}

/** The three types whose platforms the facts give from the app schema only ('Runtime platforms … [types-repo]'). */
const NEWER_PLATFORMS = {allowedAvailability: 'newer'} as const;

function usernameValue(what: string): CommandParam {
  return {name: 'value', type: 'string', required: false, description: `User name of the viewer to ${what}.`};
}

function chatModeValue(mode: string): CommandParam {
  return {
    name: 'value',
    type: 'boolean',
    required: false,
    description: `true turns ${mode} on, false turns it off.`,
    defaultValue: 'false',
  };
}

export const commands: readonly CommandSpec[] = [
  {
    type: 'change-stream-title',
    title: 'Change the stream title',
    summary: 'Sets a new stream title on the chosen platform.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE_KICK),
      {name: 'value', type: 'string', required: false, description: 'The new title; {{variables}} are filled in.'},
    ],
    exampleParams: {value: 'Building a lighting rig live | !commands', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    notes: [NOTE_OLDER_UNDOCUMENTED, 'On YouTube only the title of the broadcast changes.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'change-current-category',
    title: 'Change the stream category',
    summary: 'Sets the category (game) of the stream on the chosen platform.',
    page,
    execution: 'direct',
    params: [
      platformParam(['twitch', 'kick']),
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Category name; Lumia Stream searches the platform for it.',
      },
    ],
    exampleParams: {value: 'Just Chatting', platform: 'twitch'},
    responds: 'boolean',
    platforms: ['twitch', 'kick'],
    notes: [NOTE_OLDER_UNDOCUMENTED, 'YouTube is not supported: it answers true and changes nothing.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'create-stream-marker',
    title: 'Create a stream marker',
    summary: 'Adds a marker at the current point of the Twitch stream.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Description of the marker.'}],
    exampleParams: {value: 'Boss fight starts', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'Fails without notice while the channel is offline.',
      'Needs the Twitch scope channel:manage:broadcast.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'run-commercial',
    title: 'Run a commercial',
    summary: 'Starts an ad break on the Twitch channel.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Length of the break in seconds, 30 to 180. Needed in practice, though not checked.',
      },
      {name: 'value', type: 'number', required: false, description: 'Used as the length when duration is missing.'},
    ],
    exampleParams: {duration: 90, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, 'Needs the Twitch scope channel:edit:commercial.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'set-slow-mode',
    title: 'Set slow mode',
    summary: 'Turns Twitch slow mode on or off.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      chatModeValue('slow mode'),
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Seconds a viewer must wait between messages, 3 to 120.',
        defaultValue: '30',
      },
    ],
    exampleParams: {value: true, duration: 10, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  {
    type: 'set-subscriber-mode',
    title: 'Set subscriber-only mode',
    summary: 'Turns Twitch subscriber-only chat on or off.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), chatModeValue('subscriber-only chat')],
    exampleParams: {value: true, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  {
    type: 'set-follow-mode',
    title: 'Set follower-only mode',
    summary: 'Turns Twitch follower-only chat on or off.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      chatModeValue('follower-only chat'),
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'How long a viewer must have followed, in minutes (not seconds), 0 to 129600.',
        defaultValue: '0',
      },
    ],
    exampleParams: {value: true, duration: 10, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'duration is in minutes here, while set-slow-mode counts seconds.',
      NOTE_CHAT_MODE_BOOL,
      NOTE_CHAT_MODE_SCOPE,
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'set-emotes-mode',
    title: 'Set emote-only mode',
    summary: 'Turns Twitch emote-only chat on or off.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), chatModeValue('emote-only chat')],
    exampleParams: {value: true, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  {
    type: 'send-announcement',
    title: 'Send a chat announcement',
    summary: 'Posts a highlighted announcement in Twitch chat.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Text of the announcement.'}],
    exampleParams: {value: 'Giveaway starts in 5 minutes!', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      {text: 'Always uses the primary colour and is always sent as the streamer.', availability: 'newer'},
      {text: 'Needs the Twitch scope moderator:manage:announcements.', availability: 'newer'},
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'clip',
    title: 'Create a clip',
    summary: 'Creates a clip of the live Twitch stream.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Ignored.'}],
    exampleParams: {platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'No title or length can be set.',
      'The answer does not carry the clip; read the variables twitch_last_clip_id, twitch_last_clip_url and twitch_last_clip_thumbnail_url.',
      'Needs the Twitch scope clips:edit.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'create-poll',
    title: 'Create a Twitch poll',
    summary: 'Starts a poll in the Twitch channel.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {name: 'name', type: 'string', required: false, description: 'Title of the poll.'},
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'The choices, separated by commas. Spaces are kept, so do not put any after the commas.',
      },
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Poll length in seconds, 15 to 1800. Needed in practice.',
      },
    ],
    exampleParams: {name: 'What do we play next?', value: 'Tetris,Portal 2,Celeste', duration: 120, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'The new poll id is stored in the variable twitch_current_poll_id; end-poll uses it.',
      'Needs the Twitch scope channel:manage:polls.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'end-poll',
    title: 'End a Twitch poll',
    summary: 'Ends the poll last created through Lumia Stream.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {
        name: 'name',
        type: 'string',
        required: false,
        description: 'End status of the poll. This is a status, not the poll title.',
        allowed: ['ARCHIVED', 'TERMINATED'],
        defaultValue: 'ARCHIVED',
      },
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Not needed: the poll is taken from twitch_current_poll_id.',
      },
    ],
    exampleParams: {name: 'TERMINATED', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'Only the poll id stored by create-poll is ended; a poll started elsewhere cannot be chosen.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'create-prediction',
    title: 'Create a Twitch prediction',
    summary: 'Starts a channel-points prediction on Twitch.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {name: 'name', type: 'string', required: false, description: 'Title of the prediction.'},
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'The outcomes, separated by commas; surrounding spaces are trimmed.',
      },
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Seconds the prediction stays open, 30 to 1800. Needed in practice.',
      },
    ],
    exampleParams: {name: 'Do we beat the boss first try?', value: 'Yes, No', duration: 300, platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'The new prediction id is stored in the variable twitch_current_prediction_id.',
      'Needs the Twitch scope channel:manage:predictions.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'end-prediction',
    title: 'End a Twitch prediction',
    summary: 'Resolves or cancels a Twitch prediction.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {
        name: 'name',
        type: 'string',
        required: false,
        description: 'End status of the prediction. This is a status, not the prediction title.',
        allowed: ['RESOLVED', 'CANCELED'],
        defaultValue: 'RESOLVED',
      },
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Title of the winning outcome, matched without case. Needed to resolve, ignored when cancelling.',
      },
    ],
    exampleParams: {name: 'RESOLVED', value: 'yes', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'Which prediction it ends is not documented; probably the one whose id create-prediction stored in twitch_current_prediction_id, as end-poll does with polls.',
      'A value matching no outcome resolves nothing and still answers true.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'clear-chat',
    title: 'Clear chat',
    summary: 'Deletes every message in the Twitch chat.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Ignored.',
      },
    ],
    exampleParams: {platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, {text: 'Needs the Twitch scope chat:edit.', availability: 'newer'}, NOTE_SILENT_PLATFORM],
  },
  {
    type: 'delete-message',
    title: 'Delete a chat message',
    summary: 'Deletes one chat message.',
    page,
    execution: 'direct',
    params: [
      platformParam(CHAT_PLATFORMS, NEWER_PLATFORMS),
      {name: 'value', type: 'string', required: false, description: 'Id of the message to delete.'},
    ],
    exampleParams: {value: '3f1b8c2e-7d4a-4e51-9a0c-1b2c3d4e5f60', platform: 'twitch'},
    examplePlaceholder: {param: 'value', standsFor: 'the id of a real chat message (which field of a chat event holds it is not documented)'},
    responds: 'boolean',
    platforms: CHAT_PLATFORMS,
    platformsAvailability: 'newer',
    notes: [
      {
        text: "Only Twitch and YouTube delete on the platform itself; on the others the message only leaves Lumia Stream's chatbox.",
        availability: 'newer',
      },
      "The package types a websocket chat event's id at data.data.id; which id this type expects is not documented.",
      {
        text: 'Websocket chat events carry two ids, data.id and data.extraSettings.messageId; which of the two this type expects is not documented, probably messageId, because removal events name a message by it.',
        availability: 'newer',
      },
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'pin-message',
    title: 'Pin a chat message',
    summary: 'Pins a message in Twitch chat.',
    page,
    execution: 'direct',
    params: [pinPlatformParam('pinned'), {name: 'value', type: 'string', required: false, description: 'Id of the message to pin.'}],
    exampleParams: {value: '3f1b8c2e-7d4a-4e51-9a0c-1b2c3d4e5f60', platform: 'twitch'},
    examplePlaceholder: {param: 'value', standsFor: 'the id of a real chat message (which field of a chat event holds it is not documented)'},
    responds: 'boolean',
    answersFalseOffPlatform: true,
    platforms: TWITCH,
    notes: [NOTE_PIN_FALSE, 'A missing message id only raises an in-app warning; the answer is still true.'],
  },
  {
    type: 'unpin-message',
    title: 'Unpin a chat message',
    summary: 'Unpins a message in Twitch chat.',
    page,
    execution: 'direct',
    params: [
      pinPlatformParam('unpinned'),
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Id of the message to unpin. Left out, the message pinned right now is unpinned.',
      },
    ],
    exampleParams: {platform: 'twitch'},
    responds: 'boolean',
    answersFalseOffPlatform: true,
    platforms: TWITCH,
    notes: [NOTE_PIN_FALSE, 'Needs the Twitch scope moderator:manage:chat_messages.'],
  },
  {
    type: 'translate-message',
    title: 'Translate a chat message',
    summary: 'Translates a text and posts the translation to chat through the chatbot, credited to the given user.',
    page,
    execution: 'direct',
    params: [
      platformParam(CHAT_PLATFORMS, NEWER_PLATFORMS),
      {
        name: 'username',
        type: 'string',
        required: false,
        description: 'Whose message it is; the translation names them.',
      },
      {name: 'value', type: 'string', required: false, description: 'The text to translate.'},
      {
        name: 'userToChatAs',
        type: 'string',
        required: false,
        description: "Account that posts the result: bot, or probably self for the streamer's own account, as for chatbot-message.",
        defaultValue: 'bot',
        availability: 'newer',
      },
      {
        name: 'language',
        type: 'string',
        required: false,
        description: 'Target language code such as en, es or de.',
      },
    ],
    exampleParams: {value: 'Hola a todos, ¿cómo va el stream?', username: 'ada_lovelace', language: 'en', platform: 'twitch'},
    responds: 'boolean',
    platforms: CHAT_PLATFORMS,
    platformsAvailability: 'newer',
    notes: [
      'The translation goes to chat; the API answer does not contain it.',
      {text: 'Without language, the translation is into the language of the app, else en.', availability: 'newer'},
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'shoutout',
    title: 'Shout out a user',
    summary: 'Runs the shoutout for a user: a clip of theirs on the overlays when one is found, and a chatbot message.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE_KICK, NEWER_PLATFORMS),
      usernameValue('shout out'),
      {
        name: 'userToChatAs',
        type: 'string',
        required: false,
        description: "Account that posts the message: bot, or probably self for the streamer's own account, as for chatbot-message.",
        defaultValue: 'bot',
        availability: 'newer',
      },
    ],
    exampleParams: {value: 'grace_hopper', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    platformsAvailability: 'newer',
    notes: [
      {
        text: "It runs the streamer's shoutout system command, which can also send Twitch's native shoutout; without one there is only an in-app warning.",
        availability: 'newer',
      },
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'add-moderator',
    title: 'Add a moderator',
    summary: 'Makes a viewer a moderator of the Twitch channel.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('make a moderator')],
    exampleParams: {value: 'grace_hopper', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      {text: 'Not awaited: the answer comes back before Twitch has been asked.', availability: 'newer'},
      NOTE_SCOPE_MODERATORS,
      NOTE_SILENT_PLATFORM,
    ],
  },
  {
    type: 'remove-moderator',
    title: 'Remove a moderator',
    summary: 'Takes moderator rights away from a user of the Twitch channel.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('remove as moderator')],
    exampleParams: {value: 'grace_hopper', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_OLDER_UNDOCUMENTED, NOTE_SCOPE_MODERATORS, NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'add-vip',
    title: 'Add a VIP',
    summary: 'Gives a viewer VIP status in the Twitch channel.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('make a VIP')],
    exampleParams: {value: 'ada_lovelace', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [{text: 'Not awaited: the answer does not wait for the Twitch call.', availability: 'newer'}, NOTE_SCOPE_VIPS, NOTE_SILENT_PLATFORM],
  },
  {
    type: 'remove-vip',
    title: 'Remove a VIP',
    summary: 'Takes VIP status away from a viewer of the Twitch channel.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('remove as VIP')],
    exampleParams: {value: 'ada_lovelace', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH,
    notes: [NOTE_SCOPE_VIPS, NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'ban-user',
    title: 'Ban a user',
    summary: 'Bans a viewer from the chat of the chosen platform.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE, {newerAllowed: KICK}),
      usernameValue('ban'),
      {
        name: 'cleanupOnBan',
        type: 'booleanOrTrue',
        required: false,
        description: 'true (or the string "true") also removes the user\'s recent messages.',
        defaultValue: 'false',
        availability: 'newer',
      },
    ],
    exampleParams: {value: 'spam_bot_9000', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE,
    newerPlatforms: KICK,
    notes: [{text: 'No ban reason can be given.', availability: 'newer'}, NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'unban-user',
    title: 'Unban a user',
    summary: 'Lifts the ban of a viewer on the chosen platform.',
    page,
    execution: 'direct',
    params: [platformParam(TWITCH_YOUTUBE, {newerAllowed: KICK}), usernameValue('unban')],
    exampleParams: {value: 'spam_bot_9000', platform: 'twitch'},
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE,
    newerPlatforms: KICK,
    notes: [NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  {
    type: 'timeout-user',
    title: 'Time out a user',
    summary: 'Stops a viewer from chatting for a while on the chosen platform.',
    page,
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE, {newerAllowed: KICK}),
      usernameValue('time out'),
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Length of the timeout. Its unit depends on the build and the platform; see the notes.',
      },
      {
        name: 'name',
        type: 'string',
        required: false,
        description: 'Reason for the timeout, not a user name.',
        defaultValue: 'Time out',
      },
    ],
    exampleParams: {value: 'your_test_account', platform: 'twitch', duration: 1, name: 'Testing the unit'},
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE,
    newerPlatforms: KICK,
    notes: [
      'Older builds: the unit of duration is not settled. The docs of their time say minutes; newer docs and the app schema say the number reaches the platform unchanged, which on Twitch and YouTube means seconds. Test the unit on your build before a real timeout: 300 is five minutes in seconds but five hours in minutes.',
      {text: 'duration reaches the platform unchanged: seconds on Twitch and YouTube, minutes on Kick.', availability: 'newer'},
      {
        text: 'A missing, unreadable or 0 duration falls back to 10. An earlier revision of the app schema said an invalid number is sent instead, so some builds may not fall back: always set duration.',
        availability: 'newer',
      },
      'name is the reason shown for the timeout; the user goes in value.',
      NOTE_SILENT_PLATFORM,
    ],
  },
];
