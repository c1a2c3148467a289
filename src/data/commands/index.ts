/**
 * The command catalogue of Lumia Stream's send API (`POST /api/send`): every `type` the app's API
 * schema knows, with its params and traps. Hand-written from the facts; enumerations that live in
 * `@lumiastream/lumia-types` are referenced by name (`allowedFrom`) and resolved at build time, and
 * whether a type needs a newer Lumia Stream is computed from the package (see ../reference.ts).
 *
 * One file per docs page holds the commands that page explains, named after the page's route
 * (`tts.ts` for /docs/rest/tts, `listen-to-events.ts` for /docs/websockets/listen-to-events);
 * `shared.ts` holds note wording that several pages use. This file puts them in the app schema's
 * order, which the OpenAPI document and the index of command types follow.
 */
import type {CommandSpec, CommandType} from '../commandTypes';
import {commands as chatModCommands} from './chat-mod-commands';
import {commands as chatbot} from './chatbot';
import {commands as controlCommandFolderState} from './control-command-folder-state';
import {commands as controlFuze} from './control-fuze';
import {commands as controlLumiaState} from './control-lumia-state';
import {commands as controlOverlays} from './control-overlays';
import {commands as controlQueueState} from './control-queue-state';
import {commands as introToSendApi} from './intro-to-send-api';
import {commands as listenToEvents} from './listen-to-events';
import {commands as loyaltyPoints} from './loyalty-points';
import {commands as sendAlerts} from './send-alerts';
import {commands as sendCommands} from './send-commands';
import {commands as sendGenericColors} from './send-generic-colors';
import {commands as sendStudio} from './send-studio';
import {commands as toDefault} from './to-default';
import {commands as toggleStreamMode} from './toggle-stream-mode';
import {commands as tts} from './tts';
import {commands as variables} from './variables';

export {answersFalseOffPlatform} from './chat-mod-commands';
export {envelopeParams} from './envelope-params';
export {internalCommandTypes} from './internal-command-types';

/** The order of `API_COMMANDS` in the app's API schema (the command-types fact sheet). */
const schemaOrder: readonly CommandType[] = [
  'start-lumia',
  'stop-lumia',
  'set-lumia',
  'to-default',
  'resume-queue',
  'pause-queue',
  'clear-queue',
  'clear-cooldowns',
  'song-request',
  'send-spotify-command',
  'modqueue-decision',
  'toggle-stream-mode',
  'set-command-state',
  'run-actions',
  'get-action-catalog',
  'create-chatbot-command',
  'update-chatbot-command',
  'delete-chatbot-command',
  'set-folder-state',
  'update-variable-value',
  'set-counter-value',
  'get-variable-value',
  'start-fuze',
  'stop-fuze',
  'toggle-fuze',
  'fuze-audio-sensitivity',
  'chat',
  'chat-command',
  'chatbot-command',
  'twitch-points',
  'twitch-extension',
  'kick-points',
  'studio-scene',
  'studio-theme',
  'studio-animation',
  'chatbot-message',
  'tts',
  'hex-color',
  'rgb-color',
  'alert',
  'overlay-set-visibility',
  'overlay-set-layer-visibility',
  'overlay-set-layer-position',
  'overlay-set-layer-size',
  'overlay-set-content',
  'hud-toggle',
  'hud-volume-set',
  'hud-opacity-set',
  'hud-overlay-change',
  'change-stream-title',
  'change-current-category',
  'create-stream-marker',
  'run-commercial',
  'set-slow-mode',
  'set-subscriber-mode',
  'set-follow-mode',
  'set-emotes-mode',
  'send-announcement',
  'clip',
  'create-poll',
  'end-poll',
  'create-prediction',
  'end-prediction',
  'clear-chat',
  'add-loyalty-points',
  'get-loyalty-points',
  'delete-message',
  'pin-message',
  'unpin-message',
  'translate-message',
  'shoutout',
  'add-moderator',
  'remove-moderator',
  'add-vip',
  'remove-vip',
  'ban-user',
  'unban-user',
  'timeout-user',
  'overlay-screenshot',
  'overlay-screenshot-response',
];

/**
 * The commands of every page in schema order. Throws, failing the build and every test, when a type
 * is missing from the order, named there without a command, or written twice.
 */
function inSchemaOrder(order: readonly CommandType[], pages: readonly (readonly CommandSpec[])[]): CommandSpec[] {
  const byType = new Map<CommandType, CommandSpec>();
  for (const command of pages.flat()) {
    if (byType.has(command.type)) throw new Error(`Command catalogue: ${command.type} is written twice`);
    byType.set(command.type, command);
  }
  const twiceInOrder = order.filter((type, index) => order.indexOf(type) !== index);
  if (twiceInOrder.length) throw new Error(`Command catalogue: the schema order names ${twiceInOrder.join(', ')} twice`);
  const unordered = [...byType.keys()].filter((type) => !order.includes(type));
  if (unordered.length) throw new Error(`Command catalogue: ${unordered.join(', ')} missing from the schema order`);
  return order.map((type) => {
    const command = byType.get(type);
    if (!command) throw new Error(`Command catalogue: the schema order names ${type}, which no page file holds`);
    return command;
  });
}

export const commands: readonly CommandSpec[] = inSchemaOrder(schemaOrder, [
  chatModCommands,
  chatbot,
  controlCommandFolderState,
  controlFuze,
  controlLumiaState,
  controlOverlays,
  controlQueueState,
  introToSendApi,
  listenToEvents,
  loyaltyPoints,
  sendAlerts,
  sendCommands,
  sendGenericColors,
  sendStudio,
  toDefault,
  toggleStreamMode,
  tts,
  variables,
]);
