/** Commands of /docs/rest/send-commands: the user's chat, chatbot, points and extension commands, and made-up chat. */
import type {CommandNote, CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_NAME_UNCHECKED, NOTE_QUEUED, NOTE_OLDER_UNDOCUMENTED} from './shared';

const page: DocsPage = '/docs/rest/send-commands';

const NOTE_COMMAND_LOOKUP =
  'The newer docs say that older builds answer an unknown name with true and the run fails quietly in the queue, and answer true for a command that is switched off and do nothing.';

const NOTE_COMMAND_CHECKED: CommandNote = {
  text: 'An unknown name is answered with 404 not_found, and a command that is switched off, or sits in a switched-off folder, with 409 command_disabled.',
  availability: 'newer',
};

const NOTE_COMMAND_NAME_COPY: CommandNote = {text: 'The command name is copied into extraSettings.command for you.', availability: 'newer'};

const NOTE_HOLD_DEFAULT =
  'Older builds: hold: true stores the command as the new default state; whether it also runs at that moment is not documented.';

const NOTE_HOLD_NO_RUN: CommandNote = {text: 'With hold: true the command does not run; it is only stored.', availability: 'newer'};

const NOTE_QUEUED_NEWER: CommandNote = {text: NOTE_QUEUED, availability: 'newer'};

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
  description: 'Template variables for the command: overrides built-ins such as {{username}} and adds your own, usable in its chatbot and TTS text.',
};

export const commands: readonly CommandSpec[] = [
  {
    type: 'chat',
    title: 'Inject an incoming chat message',
    summary: "Feeds a made-up incoming chat message into Lumia Stream's chat handling, where it can trigger chat commands and moderation.",
    page,
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
      {
        name: 'username',
        type: 'string',
        required: false,
        description: 'Fallback for the sender when value does not name one; which name the app then shows is not documented.',
      },
    ],
    exampleParams: {value: '!lurk', platform: 'twitch', username: 'ada_lovelace'},
    responds: 'boolean',
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'Unless Lumia Stream can work out both a site and a message text, from value or platform, no message is injected; whether the answer is then an error or true is not documented.',
      'Without tiers the sender is the broadcaster with every tier flag on.',
      'Messages for facebook skip the queue.',
    ],
  },
  {
    type: 'chat-command',
    title: 'Trigger a chat command',
    summary: "Runs one of the user's chat commands by name.",
    page,
    execution: 'queue',
    params: [commandValue('options.chat-command.values'), commandExtraSettings],
    exampleParams: {value: 'blue'},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: [
      NOTE_COMMAND_LOOKUP,
      NOTE_COMMAND_CHECKED,
      NOTE_NAME_UNCHECKED,
      NOTE_COMMAND_NAME_COPY,
      NOTE_HOLD_DEFAULT,
      NOTE_HOLD_NO_RUN,
      NOTE_QUEUED_NEWER,
    ],
  },
  {
    type: 'chatbot-command',
    title: 'Trigger a chatbot command',
    summary: "Runs one of the user's chatbot commands.",
    page,
    execution: 'queue',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Name of the chatbot command to run, for example uptime.',
      },
      commandExtraSettings,
    ],
    exampleParams: {value: 'uptime'},
    responds: 'boolean',
    notes: [NOTE_COMMAND_LOOKUP, NOTE_COMMAND_CHECKED, NOTE_NAME_UNCHECKED, NOTE_COMMAND_NAME_COPY, NOTE_QUEUED_NEWER],
  },
  {
    type: 'twitch-points',
    title: 'Trigger a Twitch channel points command',
    summary: 'Runs the Lumia command linked to a Twitch channel-point reward.',
    page,
    execution: 'queue',
    params: [commandValue('options.twitch-points.values'), commandExtraSettings],
    exampleParams: {value: 'hydrate'},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: [
      {text: 'No redemption happens on Twitch; only the linked Lumia command runs.', availability: 'newer'},
      NOTE_COMMAND_LOOKUP,
      NOTE_COMMAND_CHECKED,
      NOTE_NAME_UNCHECKED,
      NOTE_HOLD_DEFAULT,
      NOTE_HOLD_NO_RUN,
      NOTE_QUEUED_NEWER,
    ],
  },
  {
    type: 'twitch-extension',
    title: 'Trigger a Twitch extension command',
    summary: 'Runs a command of the Lumia Stream Twitch extension.',
    page,
    execution: 'queue',
    params: [commandValue('options.twitch-extension.values'), commandExtraSettings],
    exampleParams: {value: 'rainbow'},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: [NOTE_COMMAND_LOOKUP, NOTE_COMMAND_CHECKED, NOTE_NAME_UNCHECKED, NOTE_HOLD_DEFAULT, NOTE_HOLD_NO_RUN, NOTE_QUEUED_NEWER],
  },
  {
    type: 'kick-points',
    title: 'Trigger a Kick points command',
    summary: 'Runs the Lumia command linked to a Kick points reward.',
    page,
    execution: 'queue',
    params: [{name: 'value', type: 'string', required: false, description: 'Name of the Kick points command to trigger.'}, commandExtraSettings],
    exampleParams: {value: 'hydrate'},
    exampleUsersName: 'value',
    responds: 'boolean',
    notes: [NOTE_OLDER_UNDOCUMENTED, NOTE_COMMAND_LOOKUP, NOTE_COMMAND_CHECKED, NOTE_NAME_UNCHECKED, NOTE_QUEUED_NEWER],
  },
];
