/**
 * The command catalogue of Lumia Stream's send API (`POST /api/send`): every `type`
 * the app's API schema knows, in schema order, with its params and traps.
 * Hand-written from the facts; enumerations that live in `@lumiastream/lumia-types`
 * are referenced by name (`allowedFrom`) and resolved at build time (see reference.ts).
 */
import type {CommandParam, CommandSpec, InternalCommandType} from './commandTypes';
import {newerAlertValues} from './newerAlertValues';

// ---------------------------------------------------------------------------
// Shared lists and wording
// ---------------------------------------------------------------------------

const TWITCH = ['twitch'] as const;
const TWITCH_YOUTUBE_KICK = ['twitch', 'youtube', 'kick'] as const;
const CHAT_PLATFORMS = ['twitch', 'youtube', 'kick', 'facebook', 'tiktok', 'discord'] as const;

const INTERPOLATIONS = ['none', 'ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'cubic-bezier'] as const;

const SPOTIFY_ACTIONS = [
  'setPlayState',
  'seek',
  'skipToNext',
  'skipToPrevious',
  'setShuffle',
  'setVolume',
  'setRepeat',
  'shuffleAndPlay',
  'searchAndPlay',
  'searchAndPlayImmediately',
  'searchAndAddToQueue',
  'searchAndAddToPlaylist',
  'searchPublichPlaylistAndPlay',
  'searchPrivatePlaylistAndPlay',
] as const;

const NOTE_TRUTHY =
  'Booleans are read by JavaScript truthiness: the string "false" counts as true. Send a real JSON true or false.';
const NOTE_SILENT_PLATFORM =
  'Always send platform. A missing or unsupported platform is not refused: the call answers true and nothing happens.';
const NOTE_PLATFORM_OUTCOME =
  'A true answer does not mean the platform accepted the action; missing scopes or permissions are not reported back.';
const NOTE_QUEUED =
  'Runs through the activity queue: true only means the job was queued, a paused queue delays it, and skipQueue runs it at once.';
const NOTE_LUMIA_SHARED =
  'start-lumia, stop-lumia and set-lumia share one handler: the type name is ignored, only value and the current state count.';
const NOTE_LUMIA_TOGGLE =
  'Without value the call toggles, so stop-lumia with no value can switch the lights on. Send value: false to be sure they go off.';
const NOTE_FUZE_SHARED =
  'start-fuze, stop-fuze and toggle-fuze share one handler: a truthy value starts Fuze, a falsy one stops it, and no value toggles, whatever the type name.';
const NOTE_FUZE_TOGGLE =
  'stop-fuze without value toggles, so it can start Fuze. Send value: false to be sure it stops.';
const NOTE_NULL_TOGGLE =
  'Older docs send value: null to toggle; whether null counts as left out is not confirmed, so omit value to toggle.';
const NOTE_COMMAND_LOOKUP =
  'Older Lumia answers true even for an unknown name. Up-to-date Lumia answers 404 not_found for an unknown name and 409 command_disabled when the command or its folder is switched off.';
const NOTE_COMMAND_NAME_COPY = 'The command name is copied into extraSettings.command for you.';
const NOTE_HOLD_DEFAULT = 'With hold: true the command becomes the new default state instead of only firing once.';
const NOTE_STUDIO_LOOKUP =
  'Names are per user: read them from GET /api/retrieve. Older Lumia answers true for an unknown name and fails later in the queue; up-to-date Lumia answers 404 not_found first.';
const NOTE_MANAGE_OLD =
  'Lumia builds that predate this type do not know it, and what they answer is not settled (see the Send API page, An unknown type); check the name-validation feature of GET /api/meta first.';
const NOTE_CHAT_MODE_BOOL =
  'Unlike other booleans, value here treats "false", "off", "0" and the empty string as off, and a missing value also means off.';
const NOTE_CHAT_MODE_SCOPE = 'Needs the Twitch scope moderator:manage:chat_settings.';
const NOTE_PIN_FALSE =
  'Anything but platform twitch answers false (still HTTP 200). pin-message and unpin-message are the only types that can answer false.';
const NOTE_OVERLAY_UNCHECKED = 'No param is checked: an unknown overlay or layer id still answers true.';
const NOTE_NO_PAGE = "The app's own docs never covered this type; it is listed from the app schema.";

// ---------------------------------------------------------------------------
// Param builders (keep the repeated params worded the same everywhere)
// ---------------------------------------------------------------------------

function platformParam(allowed: readonly string[]): CommandParam {
  return {
    name: 'platform',
    type: 'string',
    required: false,
    description: 'Platform to act on. Not checked by the app, but nothing happens without a supported one.',
    allowed,
  };
}

function usernameValue(what: string): CommandParam {
  return {name: 'value', type: 'string', required: false, description: `User name of the viewer to ${what}.`};
}

function commandValue(source: string): CommandParam {
  return {
    name: 'value',
    type: 'string',
    required: false,
    description: `Name of the command to trigger, as listed in GET /api/retrieve under ${source}.`,
  };
}

const commandExtraSettings: CommandParam = {
  name: 'extraSettings',
  type: 'object',
  required: false,
  description:
    'Template variables for the command: overrides built-ins such as {{username}} and adds your own, usable in its chatbot and TTS text.',
};

const lumiaPowerValue: CommandParam = {
  name: 'value',
  type: 'boolean',
  required: false,
  description: 'true switches light control on, false switches it off; leave it out to toggle.',
};

const fuzeValue: CommandParam = {
  name: 'value',
  type: 'boolean',
  required: false,
  description: 'true starts Fuze, false stops it; leave it out to toggle.',
};

const lightParams: readonly CommandParam[] = [
  {name: 'brightness', type: 'number', required: false, description: 'Brightness from 0 to 100.', defaultValue: '100'},
  {name: 'transition', type: 'number', required: false, description: 'Fade time in milliseconds.', defaultValue: '0'},
  {
    name: 'duration',
    type: 'number',
    required: false,
    description: 'Milliseconds the colour stays before the lights return to their default state.',
    defaultValue: '4000',
  },
  {
    name: 'lights',
    type: 'array',
    required: false,
    description:
      'Lights to target, each as {"type": brand, "value": light id} (the id may also go under "id"). Empty or left out: the default lights.',
  },
];

const lightNotes: readonly string[] = [
  'The defaults of brightness, transition and duration come from the docs; the app schema states none.',
  'Entries of lights without a type are dropped. Light ids come from data.lights of GET /api/retrieve, where they sit under id.',
  'With hold: true the colour becomes the new default state instead of lasting for duration.',
  NOTE_QUEUED,
];

function transitionParams(): CommandParam[] {
  return [
    {name: 'transitionTime', type: 'number', required: false, description: 'Length of the animated change in milliseconds.'},
    {
      name: 'transitionInterpolation',
      type: 'string',
      required: false,
      description: 'Easing curve of the change.',
      allowed: INTERPOLATIONS,
    },
    {
      name: 'transitionCubicBezier',
      type: 'string',
      required: false,
      description: 'Control points of the curve, used when transitionInterpolation is cubic-bezier.',
    },
  ];
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

// ---------------------------------------------------------------------------
// The catalogue (schema order)
// ---------------------------------------------------------------------------

export const commands: readonly CommandSpec[] = [
  // 1
  {
    type: 'start-lumia',
    title: 'Start Lumia (lights on)',
    summary: "Switches Lumia Stream's light control on.",
    page: '/docs/rest/control-lumia-state',
    execution: 'direct',
    params: [lumiaPowerValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_LUMIA_SHARED, NOTE_TRUTHY],
  },
  // 2
  {
    type: 'stop-lumia',
    title: 'Stop Lumia (lights off)',
    summary: "Switches Lumia Stream's light control off when sent with value: false.",
    page: '/docs/rest/control-lumia-state',
    execution: 'direct',
    params: [lumiaPowerValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_LUMIA_SHARED, NOTE_LUMIA_TOGGLE, NOTE_TRUTHY],
  },
  // 3
  {
    type: 'set-lumia',
    title: 'Set or toggle Lumia power',
    summary: 'Sets light control on or off from value, or toggles it when value is left out.',
    page: '/docs/rest/control-lumia-state',
    execution: 'direct',
    params: [lumiaPowerValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_LUMIA_SHARED, NOTE_NULL_TOGGLE, NOTE_TRUTHY],
  },
  // 4
  {
    type: 'to-default',
    title: 'Return lights to the default state',
    summary: 'Puts the lights back into the stored default state, the one that hold: true writes.',
    page: '/docs/rest/to-default',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
    notes: ['Takes no params, although the package does not list it in LumiaActivityNoValueTypes.'],
  },
  // 5
  {
    type: 'resume-queue',
    title: 'Resume the activity queue',
    summary: 'Lets the activity queue run again after a pause.',
    page: '/docs/rest/control-queue-state',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
  },
  // 6
  {
    type: 'pause-queue',
    title: 'Pause the activity queue',
    summary: 'Holds the activity queue: queued jobs wait until it is resumed.',
    page: '/docs/rest/control-queue-state',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
    notes: ['Only the 16 queue-executed types wait; direct types keep running at once.'],
  },
  // 7
  {
    type: 'clear-queue',
    title: 'Clear the activity queue',
    summary: 'Drops every job waiting in the activity queue.',
    page: '/docs/rest/control-queue-state',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
    notes: ['This is the activity queue, not the mod queue or the TTS queue.'],
  },
  // 8
  {
    type: 'clear-cooldowns',
    title: 'Clear all command cooldowns',
    summary: 'Resets every command cooldown, global and per viewer alike.',
    page: '/docs/rest/control-queue-state',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
  },
  // 9
  {
    type: 'song-request',
    title: 'Control song requests',
    summary: 'Adds, skips, removes or clears song requests, and plays or pauses the song-request player.',
    page: '/docs/rest/intro-to-send-api',
    execution: 'direct',
    params: [
      {
        name: 'action',
        type: 'string',
        required: false,
        description: 'What to do. next behaves like skip; play, pause and playpause drive Spotify. An unknown action is treated as add.',
        allowed: ['add', 'skip', 'next', 'play', 'pause', 'playpause', 'remove', 'clear'],
        defaultValue: 'add',
      },
      {name: 'value', type: 'string', required: false, description: 'For add: search text or link of the song. Not validated.'},
      {name: 'username', type: 'string', required: false, description: 'For add: the viewer the request is recorded for.'},
      {name: 'platform', type: 'string', required: false, description: 'For add: the platform that username belongs to.'},
      {
        name: 'songRequestId',
        type: 'string',
        required: false,
        description: 'For remove: id of the request to drop. Left out, the most recent request goes.',
      },
      {
        name: 'play',
        type: 'boolean',
        required: false,
        description: 'For playpause: true plays, false pauses. Left out, playback toggles.',
      },
    ],
    responds: 'boolean',
    availability: 'newer',
    notes: [
      'Requests added through the API count as coming from the streamer.',
      "In Spotify's native queue mode, remove and clear cannot reach songs already handed over to Spotify.",
      'Not in the 3.1.7 command enum: needs a newer Lumia Stream.',
    ],
  },
  // 10
  {
    type: 'send-spotify-command',
    title: 'Send a Spotify action',
    summary: "Runs one action of Lumia Stream's Spotify integration, such as play/pause, skip, volume or search-and-play.",
    page: '/docs/rest/intro-to-send-api',
    execution: 'direct',
    params: [
      {
        name: 'type',
        type: 'string',
        required: false,
        description: 'The Spotify action. This type sits inside params and is separate from the body-level type.',
        allowed: SPOTIFY_ACTIONS,
      },
      {
        name: 'value',
        type: 'any',
        required: false,
        description: 'Argument of the action, such as a search text or a volume. Empty string when left out.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'searchPublichPlaylistAndPlay is misspelled in the app, and the misspelling is the value it accepts.',
      'An unknown action does nothing and still answers true.',
      NOTE_NO_PAGE,
    ],
  },
  // 11
  {
    type: 'modqueue-decision',
    title: 'Approve or deny a mod queue item',
    summary: 'Approves or denies a chat message held in the moderation queue.',
    page: '/docs/websockets/listen-to-events',
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
        type: 'boolean',
        required: false,
        description: 'true (or the string "true") approves; anything else denies.',
        defaultValue: 'false',
      },
    ],
    responds: 'boolean',
    availability: 'newer',
    notes: [
      'Not in any version of LumiaActivityCommandTypes; the app takes it as a plain string.',
      'Has no REST page: the ids come from the modqueue_list websocket event.',
    ],
  },
  // 12
  {
    type: 'toggle-stream-mode',
    title: 'Switch or toggle stream mode',
    summary: 'Turns stream mode on or off, or toggles it when value is left out.',
    page: '/docs/rest/toggle-stream-mode',
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true turns stream mode on, false turns it off; leave it out to toggle.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      NOTE_TRUTHY,
      'There are no start-stream-mode or stop-stream-mode API types: this one type covers on, off and toggle.',
      NOTE_NULL_TOGGLE,
    ],
  },
  // 13
  {
    type: 'set-command-state',
    title: 'Enable or disable a command',
    summary: 'Switches one command on or off.',
    page: '/docs/rest/control-command-folder-state',
    execution: 'direct',
    params: [
      {name: 'name', type: 'string', required: true, description: 'Name of the command to change.'},
      {
        name: 'value',
        type: 'boolean',
        required: true,
        description: 'true enables the command, false disables it (false passes the required check).',
      },
      {
        name: 'kind',
        type: 'string',
        required: false,
        description: 'Which kind of command name refers to.',
        allowed: ['chat', 'chatbot', 'twitch-points', 'kick-points', 'twitch-extension'],
        defaultValue: 'chat',
        availability: 'newer',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'Here name carries the target and value the on/off flag, the reverse of most types.',
      NOTE_TRUTHY,
      'Older builds handle chat commands only (no kind) and ignore unknown names; newer builds answer 404 when the name does not exist for that kind.',
      'kind twitch-points also pauses or re-enables the Twitch reward, kick-points updates the Kick reward, and twitch-extension rebuilds the extension configuration.',
      'The package spells the enum key SET_COMMNAD_STATE; the wire value set-command-state is spelled correctly.',
    ],
  },
  // 14
  {
    type: 'run-actions',
    title: 'Run a list of actions',
    summary: 'Runs a list of Lumia Stream actions one after another and answers once the list has finished.',
    page: '/docs/rest/intro-to-send-api',
    execution: 'direct',
    params: [
      {
        name: 'actions',
        type: 'array',
        required: true,
        description:
          'The actions, in order. Each is an object with a type, usually a base (lumia, overlay, api, an integration or plugin key) and a value.',
      },
      {
        name: 'extraSettings',
        type: 'object',
        required: false,
        description: "Template variables the actions can use: the key username fills {{username}} in an action's text.",
      },
    ],
    responds: 'value',
    availability: 'newer',
    notes: [
      'At most 50 actions and 5 levels of nesting.',
      'Control-flow types (delay, conditional, loop, randomGroup, stop) take no base.',
      'A step {"type": "delay", "delay": ms} (or duration instead of delay) waits; a delay field on any other action is not applied.',
      'The types code and writeToFile and the bases commandRunner and inputEvents are refused with 403 action_not_allowed, inside nested branches too.',
      'Errors of single actions are logged in Lumia Stream, not returned; actions of disconnected or disabled integrations and plugins are skipped.',
      'By convention value.value names the target and value.message holds the content; get-action-catalog lists every shape.',
      'Not in any version of LumiaActivityCommandTypes: needs a newer Lumia Stream.',
    ],
  },
  // 15
  {
    type: 'get-action-catalog',
    title: 'Get the action catalog',
    summary: 'Answers with a plain-text list of every action run-actions accepts and the shape of its value.',
    page: '/docs/rest/intro-to-send-api',
    execution: 'direct',
    params: [],
    responds: 'value',
    availability: 'newer',
    notes: ['Not in any version of LumiaActivityCommandTypes: needs a newer Lumia Stream.'],
  },
  // 16
  {
    type: 'create-chatbot-command',
    title: 'Create a chatbot command',
    summary: 'Creates a chatbot command that replies with a message, and answers with the name it was saved under.',
    page: '/docs/rest/control-command-folder-state',
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Command name without the chat prefix. It is slugified: lower case, spaces become dashes.',
      },
      {name: 'message', type: 'string', required: true, description: 'Reply text; {{variables}} in it are filled in.'},
      {name: 'description', type: 'string', required: false, description: 'Short description of the command.'},
      {name: 'alias', type: 'array', required: false, description: 'Extra names that trigger the command, slugified like name.'},
      {
        name: 'showInCommandsList',
        type: 'boolean',
        required: false,
        description: 'Whether the command appears in the public commands list.',
        defaultValue: 'false',
      },
      {name: 'on', type: 'boolean', required: false, description: 'Whether the command starts enabled.', defaultValue: 'true'},
      {
        name: 'cooldownDuration',
        type: 'number',
        required: false,
        description: 'Cooldown in milliseconds.',
        defaultValue: '5000',
      },
    ],
    responds: 'value',
    availability: 'newer',
    notes: [
      'A name that already exists, compared without case, gives 409 already_exists.',
      'Chatbot commands are not limited by subscription plan.',
      NOTE_MANAGE_OLD,
    ],
  },
  // 17
  {
    type: 'update-chatbot-command',
    title: 'Update a chatbot command',
    summary: 'Changes an existing chatbot command; only the fields you send are touched.',
    page: '/docs/rest/control-command-folder-state',
    execution: 'direct',
    params: [
      {name: 'name', type: 'string', required: true, description: 'Current name of the command, matched without case.'},
      {name: 'message', type: 'string', required: false, description: 'New reply text.'},
      {name: 'newName', type: 'string', required: false, description: 'New name for the command.'},
      {name: 'description', type: 'string', required: false, description: 'New description.'},
      {name: 'alias', type: 'array', required: false, description: 'New alias list; it replaces the old list entirely.'},
      {
        name: 'showInCommandsList',
        type: 'boolean',
        required: false,
        description: 'Whether the command appears in the public commands list.',
      },
      {name: 'on', type: 'boolean', required: false, description: 'Enables or disables the command.'},
      {name: 'cooldownDuration', type: 'number', required: false, description: 'New cooldown in milliseconds.'},
    ],
    responds: 'value',
    availability: 'newer',
    notes: [
      'Unknown name: 404 not_found. newName taken by another command: 409, with a code the docs do not name. Renaming a built-in command: 403 system_command.',
      NOTE_MANAGE_OLD,
    ],
  },
  // 18
  {
    type: 'delete-chatbot-command',
    title: 'Delete a chatbot command',
    summary: 'Removes a chatbot command you created.',
    page: '/docs/rest/control-command-folder-state',
    execution: 'direct',
    params: [{name: 'name', type: 'string', required: true, description: 'Name of the command to delete.'}],
    responds: 'value',
    availability: 'newer',
    notes: [
      'Built-in commands such as so, uptime and command cannot be deleted (403 system_command); an unknown name gives 404 not_found.',
      'The newer docs sample puts the name in value, but the schema guards only name; send name.',
      NOTE_MANAGE_OLD,
    ],
  },
  // 19
  {
    type: 'set-folder-state',
    title: 'Enable or disable a command folder',
    summary: 'Switches a whole command folder on or off.',
    page: '/docs/rest/control-command-folder-state',
    execution: 'direct',
    params: [
      {name: 'name', type: 'string', required: true, description: 'Name of the folder; folder ids are the same as their names.'},
      {
        name: 'value',
        type: 'boolean',
        required: true,
        description: 'true enables the folder, false disables it (false passes the required check).',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'An unknown folder is ignored without an error.',
      'Twitch channel-point rewards and Twitch extension commands inside the folder are synced again.',
      'On up-to-date Lumia, triggering a command in a disabled folder answers 409 command_disabled.',
      NOTE_TRUTHY,
    ],
  },
  // 20
  {
    type: 'update-variable-value',
    title: 'Update a variable',
    summary: 'Writes a value into a Lumia Stream variable, creating it when it does not exist.',
    page: '/docs/rest/variables',
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Variable to write. A missing variable is created, unless the name is a system variable.',
      },
      {
        name: 'value',
        type: 'any',
        required: true,
        description: 'New value: string, number, boolean or object. 0, "" and false are accepted.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'On a counter the value goes through counter math ("+N" adds, "-N" subtracts, "=N" sets), and an empty counter always rises by exactly 1 whatever you send. Use set-counter-value to store an exact number.',
      'A value that is too large is dropped with only an in-app warning; the limit is not documented.',
    ],
  },
  // 21
  {
    type: 'set-counter-value',
    title: 'Set a counter to an exact value',
    summary: 'Stores an exact number in a counter variable, skipping counter math.',
    page: '/docs/rest/variables',
    execution: 'direct',
    params: [
      {name: 'name', type: 'string', required: true, description: 'Counter to set. A missing one is created and marked as a counter.'},
      {name: 'value', type: 'number', required: true, description: 'The number to store; 0 is allowed.'},
    ],
    responds: 'boolean',
    availability: 'newer',
    notes: ['Not in the 3.1.7 command enum: needs a newer Lumia Stream.'],
  },
  // 22
  {
    type: 'get-variable-value',
    title: 'Read a variable',
    summary: 'Answers with the stored value of a variable in message.',
    page: '/docs/rest/variables',
    execution: 'direct',
    params: [{name: 'name', type: 'string', required: true, description: 'Variable to read, for example twitch_username.'}],
    responds: 'value',
    availability: 'current',
    notes: [
      'Despite only reading, it is sent like every other type: POST /api/send.',
      'The raw stored value comes back; an unknown variable gives an undefined message, not an error.',
    ],
  },
  // 23
  {
    type: 'start-fuze',
    title: 'Start Fuze',
    summary: "Starts Fuze, Lumia Stream's audio-reactive light mode.",
    page: '/docs/rest/control-fuze',
    execution: 'queue',
    params: [fuzeValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_FUZE_SHARED, NOTE_TRUTHY, NOTE_QUEUED],
  },
  // 24
  {
    type: 'stop-fuze',
    title: 'Stop Fuze',
    summary: 'Stops Fuze when sent with value: false.',
    page: '/docs/rest/control-fuze',
    execution: 'queue',
    params: [fuzeValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_FUZE_SHARED, NOTE_FUZE_TOGGLE, NOTE_TRUTHY, NOTE_QUEUED],
  },
  // 25
  {
    type: 'toggle-fuze',
    title: 'Toggle Fuze',
    summary: 'Toggles Fuze when value is left out, or sets it from value.',
    page: '/docs/rest/control-fuze',
    execution: 'queue',
    params: [fuzeValue],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_FUZE_SHARED, NOTE_NULL_TOGGLE, NOTE_QUEUED],
  },
  // 26
  {
    type: 'fuze-audio-sensitivity',
    title: 'Set Fuze audio sensitivity',
    summary: 'Sets how strongly Fuze reacts to audio.',
    page: '/docs/rest/control-fuze',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'number',
        required: false,
        description: 'Sensitivity level; values below 100 make Fuze react less.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: ['value is not checked: leaving it out still queues a job that changes nothing.', NOTE_QUEUED],
  },
  // 27
  {
    type: 'chat',
    title: 'Inject an incoming chat message',
    summary: "Feeds a made-up incoming chat message into Lumia Stream's chat handling, where it can trigger chat commands and moderation.",
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'any',
        required: true,
        description:
          'The message text, or an object {site, message, user?, tiers?, extraSettings?, id?, userId?, avatar?, createdTime?} describing it.',
      },
      {name: 'platform', type: 'string', required: false, description: 'Site of the message when value is plain text.'},
      {name: 'username', type: 'string', required: false, description: 'Sender name when value does not name one.'},
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'The call fails unless a site and a message can both be worked out.',
      'Without tiers the sender is the broadcaster with every tier flag on.',
      'Messages for facebook skip the queue.',
      NOTE_NO_PAGE,
    ],
  },
  // 28
  {
    type: 'chat-command',
    title: 'Trigger a chat command',
    summary: 'Runs one of the user\'s chat commands, as if a viewer had typed it.',
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [commandValue('options.chat-command.values'), commandExtraSettings],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_COMMAND_LOOKUP, NOTE_COMMAND_NAME_COPY, NOTE_HOLD_DEFAULT, NOTE_QUEUED],
  },
  // 29
  {
    type: 'chatbot-command',
    title: 'Trigger a chatbot command',
    summary: 'Runs one of the user\'s chatbot commands.',
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [
      {name: 'value', type: 'string', required: false, description: 'Name of the chatbot command to run, for example uptime.'},
      commandExtraSettings,
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_COMMAND_LOOKUP, NOTE_COMMAND_NAME_COPY, NOTE_QUEUED],
  },
  // 30
  {
    type: 'twitch-points',
    title: 'Trigger a Twitch channel points command',
    summary: 'Runs the Lumia command linked to a Twitch channel-point reward.',
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [commandValue('options.twitch-points.values'), commandExtraSettings],
    responds: 'boolean',
    availability: 'current',
    notes: ['No redemption happens on Twitch; only the linked Lumia command runs.', NOTE_COMMAND_LOOKUP, NOTE_HOLD_DEFAULT, NOTE_QUEUED],
  },
  // 31
  {
    type: 'twitch-extension',
    title: 'Trigger a Twitch extension command',
    summary: 'Runs a command of the Lumia Stream Twitch extension.',
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [commandValue('options.twitch-extension.values'), commandExtraSettings],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_COMMAND_LOOKUP, NOTE_HOLD_DEFAULT, NOTE_QUEUED],
  },
  // 32
  {
    type: 'kick-points',
    title: 'Trigger a Kick points command',
    summary: 'Runs the Lumia command linked to a Kick points reward.',
    page: '/docs/rest/send-commands',
    execution: 'queue',
    params: [
      {name: 'value', type: 'string', required: false, description: 'Name of the Kick points command to trigger.'},
      commandExtraSettings,
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'A real type, though the docs lists of valid types leave it out.',
      NOTE_COMMAND_LOOKUP,
      NOTE_QUEUED,
    ],
  },
  // 33
  {
    type: 'studio-scene',
    title: 'Show a studio scene',
    summary: 'Plays one of the user\'s studio scenes on the lights.',
    page: '/docs/rest/send-studio',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Scene name, matched without case, from options.studio-scene.values of GET /api/retrieve.',
      },
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Milliseconds before the lights go back to the default state. Left out, the scene stays on.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_STUDIO_LOOKUP, 'Older docs samples send duration as a string; send a number.', NOTE_QUEUED],
  },
  // 34
  {
    type: 'studio-theme',
    title: 'Show a studio theme',
    summary: 'Plays one of the user\'s studio themes on the lights.',
    page: '/docs/rest/send-studio',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Theme name, matched without case, from options.studio-theme.values of GET /api/retrieve.',
      },
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Milliseconds before the lights go back to the default state. Left out, the theme stays on.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_STUDIO_LOOKUP, 'Older docs samples send duration as a string; send a number.', NOTE_QUEUED],
  },
  // 35
  {
    type: 'studio-animation',
    title: 'Play a studio animation',
    summary: 'Plays one of the user\'s studio animations on the lights, then returns to the default state.',
    page: '/docs/rest/send-studio',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Animation name, matched without case, from options.studio-animation.values of GET /api/retrieve.',
        example: 'breathe',
      },
      {
        name: 'cycles',
        type: 'number',
        required: false,
        description: 'Number of animation cycles. Currently ignored: a bug makes every run exactly one cycle.',
      },
    ],
    paramsObjectRequired: true,
    responds: 'boolean',
    availability: 'current',
    notes: [
      'No duration is read for animations, although older docs show one.',
      'The params object must be present, even if empty, or the request errors.',
      NOTE_STUDIO_LOOKUP,
      NOTE_QUEUED,
    ],
  },
  // 36
  {
    type: 'chatbot-message',
    title: 'Send a chatbot message',
    summary: 'Posts a message to chat through the chatbot.',
    page: '/docs/rest/chatbot',
    execution: 'direct',
    params: [
      {name: 'value', type: 'string', required: true, description: 'The message; {{variables}} are filled in before sending.'},
      {
        name: 'platform',
        type: 'string',
        required: false,
        description:
          'Where to post. Left out, or lumia / lumiastream, the message goes through every connected chatbot, plugin chatbots included.',
      },
      {name: 'userToChatAs', type: 'string', required: false, description: 'bot for the chatbot account, self for the streamer account.'},
      {
        name: 'replyParentMessageId',
        type: 'string',
        required: false,
        description: 'Id of the Twitch message to answer in a reply thread.',
      },
    ],
    responds: 'boolean',
    platforms: ['twitch', 'youtube', 'kick', 'facebook', 'discord'],
    availability: 'current',
    notes: [
      'The docs call platform required and list fewer platforms; the app also serves kick and discord and broadcasts when platform is left out.',
      'A platform without its own chat client goes to a connected plugin chatbot, when there is one.',
      'Nothing is posted when the platform is not connected or the chatbot is off, yet the answer is still true.',
      'LumiaExternalActivityCommandTypes spells this value chatbot-messsage (three s); on the wire it is chatbot-message.',
    ],
  },
  // 37
  {
    type: 'tts',
    title: 'Speak text (TTS)',
    summary: 'Reads text aloud with text-to-speech.',
    page: '/docs/rest/tts',
    execution: 'direct',
    params: [
      {name: 'value', type: 'string', required: true, description: 'The text to speak.'},
      {
        name: 'voice',
        type: 'string',
        required: false,
        description: 'Id or label of a voice from GET /api/retrieve. Left out, the default voice speaks.',
      },
      {name: 'volume', type: 'number', required: false, description: 'Volume from 0 to 100, read as a whole number.', defaultValue: '100'},
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'volume only takes effect on Windows; macOS ignores it.',
      'There is no speed param on this API, and the output device is a global setting that a call cannot change.',
      'Runs at once, so skipQueue and hold change nothing.',
      'The voices are in data.options.tts.values.voices of GET /api/retrieve.',
    ],
  },
  // 38
  {
    type: 'hex-color',
    title: 'Send a hex colour to the lights',
    summary: 'Sets the lights to a colour given as a hex string, for a while or as the new default.',
    page: '/docs/rest/send-generic-colors',
    execution: 'queue',
    params: [
      {name: 'value', type: 'string', required: false, description: 'The colour as a hex string, for example #FF4076.', example: '#FF4076'},
      ...lightParams,
    ],
    paramsObjectRequired: true,
    responds: 'boolean',
    availability: 'current',
    notes: [...lightNotes, 'value is not checked, but the params object must be present.'],
  },
  // 39
  {
    type: 'rgb-color',
    title: 'Send an RGB colour to the lights',
    summary: 'Sets the lights to a colour given as red, green and blue, for a while or as the new default.',
    page: '/docs/rest/send-generic-colors',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'any',
        required: false,
        description:
          'The colour as an array [r, g, b] or an object {"r", "g", "b"}, each 0 to 255. The object may carry CT, a colour temperature of 2900 to 7000 K, instead.',
        example: {r: 255, g: 0, b: 0},
      },
      ...lightParams,
    ],
    paramsObjectRequired: true,
    responds: 'boolean',
    availability: 'current',
    notes: [
      'The schema types value as an array, the docs show an object, and the 3.1.7 typing knows only the object; both forms are listed, so the param is typed any.',
      ...lightNotes,
      'value is not checked, but the params object must be present.',
    ],
  },
  // 40
  {
    type: 'alert',
    title: 'Trigger an alert',
    summary: 'Simulates one of the user\'s alerts, running the actions configured for it.',
    page: '/docs/rest/send-alerts',
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: true,
        description: 'Alert key, for example twitch-follower.',
        allowedFrom: 'LumiaAlertValues',
        newerAllowed: newerAlertValues,
      },
      {
        name: 'extraSettings',
        type: 'object',
        required: false,
        description: 'Alert variables such as username, amount or message, and overrides that pick a variation.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'Check which alerts the user has in options.alert.values of GET /api/retrieve.',
      'For twitch-bits the amount variable is called amount; older docs samples send bits.',
      'The type is alert; send-alert, used in one newer docs sample, does not exist.',
      'Older Lumia answers true even when the alert is unknown or switched off; it fails later in the queue.',
      NOTE_QUEUED,
    ],
  },
  // 41
  {
    type: 'overlay-set-visibility',
    title: 'Show or hide an overlay',
    summary: 'Shows or hides a whole overlay.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {
        name: 'layer',
        type: 'string',
        required: false,
        description: 'Name or uuid of the overlay, despite the param name. The uuid is the last part of the overlay preview link.',
      },
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true shows the overlay, false hides it. Left out, it hides.',
        defaultValue: 'false',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: ['layer names an overlay here but a layer id in the other overlay types.', NOTE_TRUTHY, NOTE_OVERLAY_UNCHECKED],
  },
  // 42
  {
    type: 'overlay-set-layer-visibility',
    title: 'Show or hide an overlay layer',
    summary: 'Shows or hides one layer of an overlay.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {
        name: 'layer',
        type: 'string',
        required: false,
        description: 'Layer id, shown in the layer settings panel of the overlay editor.',
      },
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true shows the layer, false hides it. Left out, it hides.',
        defaultValue: 'false',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_TRUTHY, NOTE_OVERLAY_UNCHECKED],
  },
  // 43
  {
    type: 'overlay-set-layer-position',
    title: 'Move an overlay layer',
    summary: 'Moves an overlay layer to new x/y coordinates, optionally animated.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {name: 'x', type: 'number', required: false, description: 'New horizontal position; a numeric string also works.'},
      {name: 'y', type: 'number', required: false, description: 'New vertical position; a numeric string also works.'},
      ...transitionParams(),
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'Send both x and y: a missing one reaches the overlay as the text undefined.',
      'The transition params are not in the older docs.',
      NOTE_OVERLAY_UNCHECKED,
    ],
  },
  // 44
  {
    type: 'overlay-set-layer-size',
    title: 'Resize an overlay layer',
    summary: 'Changes the width and height of an overlay layer, optionally animated.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {
        name: 'width',
        type: 'number',
        required: false,
        description: 'New width; a numeric string also works. Left out, the width stays as it is.',
      },
      {
        name: 'height',
        type: 'number',
        required: false,
        description: 'New height; a numeric string also works. Left out, the height stays as it is.',
      },
      ...transitionParams(),
    ],
    responds: 'boolean',
    availability: 'newer',
    notes: ['Not in the 3.1.7 command enum: needs a newer Lumia Stream.', NOTE_OVERLAY_UNCHECKED, NOTE_NO_PAGE],
  },
  // 45
  {
    type: 'overlay-set-content',
    title: 'Change the text of an overlay layer',
    summary: 'Replaces the content of an overlay layer with new text.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {name: 'content', type: 'string', required: false, description: 'The new text of the layer.'},
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_OVERLAY_UNCHECKED],
  },
  // 46
  {
    type: 'hud-toggle',
    title: 'Toggle the HUD',
    summary: "Shows or hides Lumia Stream's HUD.",
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_NO_PAGE],
  },
  // 47
  {
    type: 'hud-volume-set',
    title: 'Set the HUD volume',
    summary: 'Sets the sound volume of the HUD.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [{name: 'value', type: 'number', required: false, description: 'The new HUD volume.'}],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_NO_PAGE],
  },
  // 48
  {
    type: 'hud-opacity-set',
    title: 'Set the HUD opacity',
    summary: 'Sets how opaque the HUD is.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [{name: 'value', type: 'number', required: false, description: 'The new HUD opacity.'}],
    responds: 'boolean',
    availability: 'current',
    notes: ['Inside the app the opacity travels under a volume key; as a caller you still send it in value.', NOTE_NO_PAGE],
  },
  // 49
  {
    type: 'hud-overlay-change',
    title: 'Change the HUD overlay',
    summary: 'Switches which overlay the HUD shows.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [{name: 'value', type: 'string', required: false, description: 'Name or id of the overlay to show in the HUD.'}],
    responds: 'boolean',
    availability: 'current',
    notes: [NOTE_NO_PAGE],
  },
  // 50
  {
    type: 'change-stream-title',
    title: 'Change the stream title',
    summary: 'Sets a new stream title on the chosen platform.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH_YOUTUBE_KICK), {name: 'value', type: 'string', required: false, description: 'The new title; {{variables}} are filled in.'}],
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    availability: 'current',
    notes: ['On YouTube only the title of the broadcast changes.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 51
  {
    type: 'change-current-category',
    title: 'Change the stream category',
    summary: 'Sets the category (game) of the stream on the chosen platform.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(['twitch', 'kick']),
      {name: 'value', type: 'string', required: false, description: 'Category name; Lumia Stream searches the platform for it.'},
    ],
    responds: 'boolean',
    platforms: ['twitch', 'kick'],
    availability: 'current',
    notes: ['YouTube is not supported: it answers true and changes nothing.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 52
  {
    type: 'create-stream-marker',
    title: 'Create a stream marker',
    summary: 'Adds a marker at the current point of the Twitch stream.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Description of the marker.'}],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'Fails without notice while the channel is offline.',
      'Needs the Twitch scope channel:manage:broadcast.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 53
  {
    type: 'run-commercial',
    title: 'Run a commercial',
    summary: 'Starts an ad break on the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
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
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['Needs the Twitch scope channel:edit:commercial.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 54
  {
    type: 'set-slow-mode',
    title: 'Set slow mode',
    summary: 'Turns Twitch slow mode on or off.',
    page: '/docs/rest/chat-mod-commands',
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
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  // 55
  {
    type: 'set-subscriber-mode',
    title: 'Set subscriber-only mode',
    summary: 'Turns Twitch subscriber-only chat on or off.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), chatModeValue('subscriber-only chat')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  // 56
  {
    type: 'set-follow-mode',
    title: 'Set follower-only mode',
    summary: 'Turns Twitch follower-only chat on or off.',
    page: '/docs/rest/chat-mod-commands',
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
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['duration is in minutes here, while set-slow-mode counts seconds.', NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  // 57
  {
    type: 'set-emotes-mode',
    title: 'Set emote-only mode',
    summary: 'Turns Twitch emote-only chat on or off.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), chatModeValue('emote-only chat')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [NOTE_CHAT_MODE_BOOL, NOTE_CHAT_MODE_SCOPE, NOTE_SILENT_PLATFORM],
  },
  // 58
  {
    type: 'send-announcement',
    title: 'Send a chat announcement',
    summary: 'Posts a highlighted announcement in Twitch chat.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Text of the announcement.'}],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'Always uses the primary colour and is always sent as the streamer.',
      'Needs the Twitch scope moderator:manage:announcements.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 59
  {
    type: 'clip',
    title: 'Create a clip',
    summary: 'Creates a clip of the live Twitch stream.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Ignored.'}],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'No title or length can be set.',
      'The answer does not carry the clip; read the variables twitch_last_clip_id, twitch_last_clip_url and twitch_last_clip_thumbnail_url.',
      'Needs the Twitch scope clips:edit.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 60
  {
    type: 'create-poll',
    title: 'Create a Twitch poll',
    summary: 'Starts a poll in the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
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
      {name: 'duration', type: 'number', required: false, description: 'Poll length in seconds, 15 to 1800. Needed in practice.'},
    ],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'The new poll id is stored in the variable twitch_current_poll_id; end-poll uses it.',
      'Needs the Twitch scope channel:manage:polls.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 61
  {
    type: 'end-poll',
    title: 'End a Twitch poll',
    summary: 'Ends the poll last created through Lumia Stream.',
    page: '/docs/rest/chat-mod-commands',
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
      {name: 'value', type: 'string', required: false, description: 'Not needed: the poll is taken from twitch_current_poll_id.'},
    ],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['Only the poll id stored by create-poll is ended; a poll started elsewhere cannot be chosen.', NOTE_SILENT_PLATFORM],
  },
  // 62
  {
    type: 'create-prediction',
    title: 'Create a Twitch prediction',
    summary: 'Starts a channel-points prediction on Twitch.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {name: 'name', type: 'string', required: false, description: 'Title of the prediction.'},
      {name: 'value', type: 'string', required: false, description: 'The outcomes, separated by commas; surrounding spaces are trimmed.'},
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Seconds the prediction stays open, 30 to 1800. Needed in practice.',
      },
    ],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'The new prediction id is stored in the variable twitch_current_prediction_id; end-prediction uses it.',
      'Needs the Twitch scope channel:manage:predictions.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 63
  {
    type: 'end-prediction',
    title: 'End a Twitch prediction',
    summary: 'Resolves or cancels the prediction last created through Lumia Stream.',
    page: '/docs/rest/chat-mod-commands',
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
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['A value matching no outcome resolves nothing and still answers true.', NOTE_SILENT_PLATFORM],
  },
  // 64
  {
    type: 'clear-chat',
    title: 'Clear chat',
    summary: 'Deletes every message in the Twitch chat.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Ignored.'}],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['The schema names chat:edit as the Twitch scope it needs.', NOTE_SILENT_PLATFORM],
  },
  // 65
  {
    type: 'add-loyalty-points',
    title: 'Add loyalty points',
    summary: "Adds points to a viewer's loyalty balance, or takes them away with a negative number, and answers with the new balance.",
    page: '/docs/rest/loyalty-points',
    execution: 'direct',
    params: [
      {name: 'username', type: 'string', required: true, description: 'The viewer whose balance changes.'},
      {
        name: 'platform',
        type: 'string',
        required: true,
        description: 'Platform the username belongs to, such as twitch or kick.',
        allowedFrom: 'LumiaStreamingSites',
      },
      {name: 'value', type: 'number', required: true, description: 'Points to add; a negative number subtracts. 0 is refused.'},
    ],
    responds: 'value',
    availability: 'current',
    notes: [
      'value: 0 is rejected as missing, because the check treats 0 as empty.',
      'message holds the new balance, or 0 when the viewer cannot be loaded.',
      'There is no type that sets an exact balance: add the difference instead.',
      'The change is logged as a manual points event.',
    ],
  },
  // 66
  {
    type: 'get-loyalty-points',
    title: 'Get loyalty points',
    summary: "Answers with a viewer's loyalty point balance.",
    page: '/docs/rest/loyalty-points',
    execution: 'direct',
    params: [
      {name: 'username', type: 'string', required: true, description: 'The viewer to look up.'},
      {
        name: 'platform',
        type: 'string',
        required: true,
        description: 'Platform the username belongs to.',
        allowedFrom: 'LumiaStreamingSites',
      },
    ],
    responds: 'value',
    availability: 'current',
    notes: [
      'An unknown viewer gives 0, not an error.',
      'Already in the 3.1.7 command enum, although the docs only describe it from Aug 2026.',
    ],
  },
  // 67
  {
    type: 'delete-message',
    title: 'Delete a chat message',
    summary: 'Deletes one chat message.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(CHAT_PLATFORMS), {name: 'value', type: 'string', required: false, description: 'Id of the message to delete.'}],
    responds: 'boolean',
    platforms: CHAT_PLATFORMS,
    availability: 'current',
    notes: [
      "Only Twitch and YouTube delete on the platform itself; on the others the message only leaves Lumia Stream's chatbox.",
      'Websocket chat events carry both data.id and data.extraSettings.messageId; which of the two this type expects is not documented.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 68
  {
    type: 'pin-message',
    title: 'Pin a chat message',
    summary: 'Pins a message in Twitch chat.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), {name: 'value', type: 'string', required: false, description: 'Id of the message to pin.'}],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'newer',
    notes: [
      NOTE_PIN_FALSE,
      'A missing message id only raises an in-app warning; the answer is still true.',
      'Not in the 3.1.7 command enum: needs a newer Lumia Stream.',
    ],
  },
  // 69
  {
    type: 'unpin-message',
    title: 'Unpin a chat message',
    summary: 'Unpins a message in Twitch chat.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(TWITCH),
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Id of the message to unpin. Left out, the message pinned right now is unpinned.',
      },
    ],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'newer',
    notes: [
      NOTE_PIN_FALSE,
      'Needs the Twitch scope moderator:manage:chat_messages.',
      'Not in the 3.1.7 command enum: needs a newer Lumia Stream.',
    ],
  },
  // 70
  {
    type: 'translate-message',
    title: 'Translate a chat message',
    summary: 'Translates a text and posts the translation to chat through the chatbot, credited to the given user.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(CHAT_PLATFORMS),
      {name: 'username', type: 'string', required: false, description: 'Whose message it is; the translation names them.'},
      {name: 'value', type: 'string', required: false, description: 'The text to translate.'},
      {
        name: 'userToChatAs',
        type: 'string',
        required: false,
        description: 'Account that posts the result: bot or self.',
        defaultValue: 'bot',
        availability: 'newer',
      },
      {
        name: 'language',
        type: 'string',
        required: false,
        description: 'Target language code such as en, es or de. Left out: the app language, else en.',
      },
    ],
    responds: 'boolean',
    platforms: CHAT_PLATFORMS,
    availability: 'current',
    notes: ['The translation goes to chat; the API answer does not contain it.', NOTE_SILENT_PLATFORM],
  },
  // 71
  {
    type: 'shoutout',
    title: 'Shout out a user',
    summary: 'Runs the shoutout for a user: a clip of theirs on the overlays when one is found, and a chatbot message.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE_KICK),
      usernameValue('shout out'),
      {
        name: 'userToChatAs',
        type: 'string',
        required: false,
        description: 'Account that posts the message: bot or self.',
        defaultValue: 'bot',
        availability: 'newer',
      },
    ],
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    availability: 'current',
    notes: [
      "It runs the user's shoutout system command, which can also send Twitch's native shoutout; without one there is only an in-app warning.",
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 72
  {
    type: 'add-moderator',
    title: 'Add a moderator',
    summary: 'Makes a viewer a moderator of the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('make a moderator')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'Not awaited: the answer comes back before Twitch has been asked.',
      'Needs the Twitch scope channel:manage:moderators.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 73
  {
    type: 'remove-moderator',
    title: 'Remove a moderator',
    summary: 'Takes moderator rights away from a user of the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('remove as moderator')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['Needs the Twitch scope channel:manage:moderators.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 74
  {
    type: 'add-vip',
    title: 'Add a VIP',
    summary: 'Gives a viewer VIP status in the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('make a VIP')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: [
      'Not awaited: the answer comes back before Twitch has been asked.',
      'Needs the Twitch scope channel:manage:vips.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 75
  {
    type: 'remove-vip',
    title: 'Remove a VIP',
    summary: 'Takes VIP status away from a viewer of the Twitch channel.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH), usernameValue('remove as VIP')],
    responds: 'boolean',
    platforms: TWITCH,
    availability: 'current',
    notes: ['Needs the Twitch scope channel:manage:vips.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 76
  {
    type: 'ban-user',
    title: 'Ban a user',
    summary: 'Bans a viewer from the chat of the chosen platform.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE_KICK),
      usernameValue('ban'),
      {
        name: 'cleanupOnBan',
        type: 'boolean',
        required: false,
        description: "true (or the string \"true\") also removes the user's recent messages.",
        defaultValue: 'false',
        availability: 'newer',
      },
    ],
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    availability: 'current',
    notes: [
      'No ban reason can be given.',
      'Older docs name Twitch and YouTube only; Kick works too.',
      NOTE_SILENT_PLATFORM,
      NOTE_PLATFORM_OUTCOME,
    ],
  },
  // 77
  {
    type: 'unban-user',
    title: 'Unban a user',
    summary: 'Lifts the ban of a viewer on the chosen platform.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [platformParam(TWITCH_YOUTUBE_KICK), usernameValue('unban')],
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    availability: 'current',
    notes: ['Older docs name Twitch and YouTube only; Kick works too.', NOTE_SILENT_PLATFORM, NOTE_PLATFORM_OUTCOME],
  },
  // 78
  {
    type: 'timeout-user',
    title: 'Time out a user',
    summary: 'Stops a viewer from chatting for a while on the chosen platform.',
    page: '/docs/rest/chat-mod-commands',
    execution: 'direct',
    params: [
      platformParam(TWITCH_YOUTUBE_KICK),
      usernameValue('time out'),
      {
        name: 'duration',
        type: 'number',
        required: false,
        description: 'Length of the timeout, passed on unchanged: seconds on Twitch and YouTube, minutes on Kick.',
        defaultValue: '10',
      },
      {name: 'name', type: 'string', required: false, description: 'Reason for the timeout, not a user name.', defaultValue: 'Time out'},
    ],
    responds: 'boolean',
    platforms: TWITCH_YOUTUBE_KICK,
    availability: 'current',
    notes: [
      'The unit of duration depends on the platform: seconds on Twitch and YouTube, minutes on Kick. The Oct 2025 docs said minutes everywhere; newer docs and the schema say the number is passed on as is.',
      'A missing, unreadable or 0 duration falls back to 10. Some older builds skip that fallback and send an invalid number, so always set duration.',
      'name is the reason shown for the timeout; the user goes in value.',
      'Older docs name Twitch and YouTube only; Kick works too.',
      NOTE_SILENT_PLATFORM,
    ],
  },
  // 79
  {
    type: 'overlay-screenshot',
    title: 'Take an overlay screenshot',
    summary: 'Saves a PNG screenshot of an overlay to disk and stores its path in a variable.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: false,
        description: 'Name or uuid of the overlay; overlay:layer also works to find a layer.',
      },
    ],
    responds: 'boolean',
    availability: 'current',
    notes: [
      'Waits up to 6 seconds for a visible, connected copy of the overlay (in OBS or the HUD).',
      'The answer is always true, never the path: read it from the variable last_overlay_screenshot_path.',
      'A missing name only raises an in-app warning.',
      NOTE_NO_PAGE,
    ],
  },
  // 80
  {
    type: 'overlay-screenshot-response',
    title: 'Overlay screenshot response (internal)',
    summary: 'Channel that overlay clients use to report a finished screenshot back to the app; not meant for API callers.',
    page: '/docs/rest/intro-to-send-api',
    execution: 'direct',
    params: [
      {
        name: 'requestId',
        type: 'string',
        required: false,
        description: 'Id of the screenshot request being answered (eventId is read too).',
      },
      {name: 'filePath', type: 'string', required: false, description: 'Where the screenshot was saved.'},
      {name: 'error', type: 'string', required: false, description: 'Error text when the capture failed.'},
    ],
    responds: 'boolean',
    availability: 'current',
    notes: ['Internal: overlay clients send this to the app. Use overlay-screenshot instead of calling it yourself.'],
    internal: true,
  },
];

// ---------------------------------------------------------------------------
// Package enum values that are not API calls
// ---------------------------------------------------------------------------

export const internalCommandTypes: readonly InternalCommandType[] = [
  {type: 'test', reason: 'Internal activity type of the app; the API schema has no handler for it.'},
  {type: 'direct', reason: 'Internal activity type of the app; the API schema has no handler for it.'},
  {type: 'midi', reason: 'MIDI output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'osc', reason: 'OSC output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'mqtt', reason: 'MQTT output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'artnet', reason: 'Art-Net output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'lights-on', reason: 'Internal activity type with no API handler; start-lumia or set-lumia switches light control on.'},
  {type: 'lights-off', reason: 'Internal activity type with no API handler; stop-lumia or set-lumia with value false switches it off.'},
  {type: 'chat-match', reason: 'Activity of chat-match triggers inside the app (it can show up as queueType); not callable through the API.'},
  {type: 'twitch-points-output', reason: 'Internal Twitch channel points activity with no API handler; use twitch-points to run a reward command.'},
  {type: 'twitch-extension-hfx', reason: 'Internal Twitch extension activity with no API handler; use twitch-extension to run an extension command.'},
  {
    type: 'set-fuze',
    reason: 'In the package and in the old retrieve types list, but the API schema has no handler; use start-fuze, stop-fuze or toggle-fuze.',
  },
  {type: 'start-stream-mode', reason: 'Not an API type; send toggle-stream-mode with value true to turn stream mode on.'},
  {type: 'stop-stream-mode', reason: 'Not an API type; send toggle-stream-mode with value false to turn stream mode off.'},
  {
    type: 'remove-current-queue-item',
    reason: 'Internal queue operation with no API handler; the API offers pause-queue, resume-queue and clear-queue.',
  },
  {type: 'community-test', reason: 'Internal test activity of the app; the API schema has no handler for it.'},
  {type: 'send-vlc-command', reason: 'Internal VLC integration activity; the API schema has no handler for it.'},
  {type: 'send-twitter-command', reason: 'Internal Twitter integration activity; the API schema has no handler for it.'},
];

// ---------------------------------------------------------------------------
// Params every command accepts inside `params`
// ---------------------------------------------------------------------------

export const envelopeParams: readonly CommandParam[] = [
  {
    name: 'skipQueue',
    type: 'boolean',
    required: false,
    description: 'Runs a queue-executed command at once instead of waiting in the activity queue. Direct commands ignore it.',
  },
  {
    name: 'bypassQueue',
    type: 'boolean',
    required: false,
    description: 'Another name for skipQueue. When both are sent, skipQueue decides.',
    availability: 'newer',
  },
  {
    name: 'hold',
    type: 'boolean',
    required: false,
    description: 'For queue-executed commands: stores the payload as the new default state instead of running it. Direct commands ignore it.',
  },
  {
    name: 'extraSettings',
    type: 'object',
    required: false,
    description:
      'Any keys you like, added to the activity the command starts. Commands read them as template variables; alerts read them as alert variables or to choose a variation.',
  },
];
