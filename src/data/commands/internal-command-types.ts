/**
 * The values of the package's `LumiaActivityCommandTypes` that `/api/send` has no handler for,
 * each with the reason; `<InternalCommandTypes />` lists them on the Send API page.
 */
import type {InternalCommandType} from '../commandTypes';

export const internalCommandTypes: readonly InternalCommandType[] = [
  {type: 'test', reason: 'Internal activity type of the app; the API schema has no handler for it.'},
  {type: 'direct', reason: 'Internal activity type of the app; the API schema has no handler for it.'},
  {type: 'midi', reason: 'MIDI output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'osc', reason: 'OSC output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'mqtt', reason: 'MQTT output activity run by the app itself; there is no send-API handler for it.'},
  {type: 'artnet', reason: 'Art-Net output activity run by the app itself; there is no send-API handler for it.'},
  {
    type: 'lights-on',
    reason: 'Internal activity type with no API handler; start-lumia or set-lumia switches light control on.',
  },
  {
    type: 'lights-off',
    reason: 'Internal activity type with no API handler; stop-lumia or set-lumia with value false switches it off.',
  },
  {
    type: 'chat-match',
    reason: 'Activity of chat-match triggers inside the app (it can show up as queueType); not callable through the API.',
  },
  {
    type: 'twitch-points-output',
    reason: 'Internal Twitch channel points activity with no API handler; use twitch-points to run a reward command.',
  },
  {
    type: 'twitch-extension-hfx',
    reason: 'Internal Twitch extension activity with no API handler; use twitch-extension to run an extension command.',
  },
  {
    type: 'set-fuze',
    reason: 'In the package and in the old retrieve types list, but the API schema has no handler; use start-fuze, stop-fuze or toggle-fuze.',
  },
  {
    type: 'start-stream-mode',
    reason: 'Not an API type; send toggle-stream-mode with value true to turn stream mode on.',
  },
  {
    type: 'stop-stream-mode',
    reason: 'Not an API type; send toggle-stream-mode with value false to turn stream mode off.',
  },
  {
    type: 'remove-current-queue-item',
    reason: 'Internal queue operation with no API handler; the API offers pause-queue, resume-queue and clear-queue.',
  },
  {type: 'community-test', reason: 'Internal test activity of the app; the API schema has no handler for it.'},
  {type: 'send-vlc-command', reason: 'Internal VLC integration activity; the API schema has no handler for it.'},
  {
    type: 'send-twitter-command',
    reason: 'Internal Twitter integration activity; the API schema has no handler for it.',
  },
];
