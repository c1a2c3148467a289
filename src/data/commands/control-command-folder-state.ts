/** Commands of /docs/rest/control-command-folder-state: commands and folders on and off, chatbot commands managed. */
import type {CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY} from './shared';

const page: DocsPage = '/docs/rest/control-command-folder-state';

export const commands: readonly CommandSpec[] = [
  {
    type: 'set-command-state',
    title: 'Enable or disable a command',
    summary: 'Switches one command on or off.',
    page,
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
        description: 'Which kind of command the name param refers to.',
        allowed: ['chat', 'chatbot', 'twitch-points', 'kick-points', 'twitch-extension'],
        defaultValue: 'chat',
        availability: 'newer',
      },
    ],
    exampleParams: {name: 'blue', value: false},
    responds: 'boolean',
    notes: [
      'Here name carries the target and value the on/off flag, the reverse of most types.',
      NOTE_TRUTHY,
      'The newer docs say older builds switch chat commands only and ignore an unknown name without an error.',
      {text: 'A name that does not exist for the given kind is answered with 404 not_found.', availability: 'newer'},
      {
        text: 'kind twitch-points also pauses or re-enables the Twitch reward, kick-points updates the Kick reward, and twitch-extension rebuilds the extension configuration.',
        availability: 'newer',
      },
      'The package spells the enum key SET_COMMNAD_STATE; the wire value set-command-state is spelled correctly.',
    ],
  },
  {
    type: 'create-chatbot-command',
    title: 'Create a chatbot command',
    summary: 'Creates a chatbot command that replies with a message, and answers with the name it was saved under.',
    page,
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
      {
        name: 'alias',
        type: 'array',
        required: false,
        description: 'Extra names that trigger the command, slugified like name.',
      },
      {
        name: 'showInCommandsList',
        type: 'boolean',
        required: false,
        description: 'Whether the command appears in the public commands list.',
        defaultValue: 'false',
      },
      {
        name: 'on',
        type: 'boolean',
        required: false,
        description: 'Whether the command starts enabled.',
        defaultValue: 'true',
      },
      {
        name: 'cooldownDuration',
        type: 'number',
        required: false,
        description: 'Cooldown in milliseconds.',
        defaultValue: '5000',
      },
    ],
    exampleParams: {name: 'discord', message: 'Join the community at example.com/discord, {{username}}!'},
    responds: 'value',
    notes: ['A name that already exists, compared without case, gives 409 already_exists.', 'Chatbot commands are not limited by subscription plan.'],
  },
  {
    type: 'update-chatbot-command',
    title: 'Update a chatbot command',
    summary: 'Changes an existing chatbot command; only the fields you send are touched.',
    page,
    execution: 'direct',
    params: [
      {name: 'name', type: 'string', required: true, description: 'Current name of the command, matched without case.'},
      {name: 'message', type: 'string', required: false, description: 'New reply text.'},
      {name: 'newName', type: 'string', required: false, description: 'New name for the command.'},
      {name: 'description', type: 'string', required: false, description: 'New description.'},
      {
        name: 'alias',
        type: 'array',
        required: false,
        description: 'New alias list; it replaces the old list entirely.',
      },
      {
        name: 'showInCommandsList',
        type: 'boolean',
        required: false,
        description: 'Whether the command appears in the public commands list.',
      },
      {name: 'on', type: 'boolean', required: false, description: 'Enables or disables the command.'},
      {name: 'cooldownDuration', type: 'number', required: false, description: 'New cooldown in milliseconds.'},
    ],
    exampleParams: {name: 'discord', newName: 'community'},
    responds: 'value',
    notes: [
      'Unknown name: 404 not_found. newName taken by another command: 409; which code comes with it is not documented. Renaming a built-in command: 403 system_command.',
    ],
  },
  {
    type: 'delete-chatbot-command',
    title: 'Delete a chatbot command',
    summary: 'Removes a chatbot command you created.',
    page,
    execution: 'direct',
    params: [{name: 'name', type: 'string', required: true, description: 'Name of the command to delete.'}],
    exampleParams: {name: 'community'},
    responds: 'value',
    notes: [
      'Built-in commands such as so, uptime and command cannot be deleted (403 system_command); an unknown name gives 404 not_found.',
      'The newer docs sample puts the name in value, but the schema guards only name; send name.',
    ],
  },
  {
    type: 'set-folder-state',
    title: 'Enable or disable a command folder',
    summary: 'Switches a whole command folder on or off.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Name of the folder.',
      },
      {
        name: 'value',
        type: 'boolean',
        required: true,
        description: 'true enables the folder, false disables it (false passes the required check).',
      },
    ],
    exampleParams: {name: 'streaming', value: false},
    responds: 'boolean',
    notes: [
      {text: 'An unknown folder is ignored without an error.', availability: 'newer'},
      {text: 'Folder ids are the same as their names.', availability: 'newer'},
      {text: 'Twitch channel-point rewards and Twitch extension commands inside the folder are synced again.', availability: 'newer'},
      {text: 'Triggering a command in a disabled folder answers 409 command_disabled.', availability: 'newer'},
      NOTE_TRUTHY,
    ],
  },
];
