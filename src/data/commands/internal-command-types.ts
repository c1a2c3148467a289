/**
 * The values of the package's `LumiaActivityCommandTypes` that the API schema of newer builds has no
 * entry for, each with what is known about it; `<InternalCommandTypes />` lists them on the Introduction to the send API
 * page, whose prose says that whether a build takes them through `/api/send` is not documented.
 * A reason only guesses a purpose as "probably", from the value's name or the package's comment on it.
 */
import type {InternalCommandType} from '../commandTypes';

export const internalCommandTypes: readonly InternalCommandType[] = [
  {type: 'test', reason: 'Probably a test activity, going by its name. To check the API, call GET /api/retrieve instead.'},
  {type: 'direct', reason: 'What it is for is not documented.'},
  {
    type: 'midi',
    reason: 'Probably MIDI output, going by its name and the package comment on its value (port, channel, note, velocity).',
  },
  {type: 'osc', reason: 'Probably OSC output, going by its name.'},
  {type: 'mqtt', reason: 'Probably MQTT output, going by its name.'},
  {
    type: 'artnet',
    reason: 'Probably Art-Net output, going by its name and the package comment on its value (preset, universe, channel values).',
  },
  {type: 'lights-on', reason: 'To switch Lumia Stream on through the API, send start-lumia with value true.'},
  {type: 'lights-off', reason: 'To switch Lumia Stream off through the API, send stop-lumia with value false.'},
  {
    type: 'chat-match',
    reason:
      "Probably the activity of the commands on the Chat Match tab of Lumia Stream's commands, going by its name; what it does is not documented.",
  },
  {type: 'twitch-points-output', reason: 'What it is for is not documented. To run a channel point command, send twitch-points.'},
  {type: 'twitch-extension-hfx', reason: 'What it is for is not documented. To run an extension command, send twitch-extension.'},
  {
    type: 'set-fuze',
    reason: 'Listed in a sample retrieve answer (see above); what it does is not documented. Send start-fuze, stop-fuze or toggle-fuze.',
  },
  {type: 'start-stream-mode', reason: 'To turn stream mode on through the API, send toggle-stream-mode with value true.'},
  {type: 'stop-stream-mode', reason: 'To turn stream mode off through the API, send toggle-stream-mode with value false.'},
  {
    type: 'remove-current-queue-item',
    reason:
      'Probably removes the running item of the activity queue, going by its name; the API documents pause-queue, resume-queue and clear-queue.',
  },
  {type: 'community-test', reason: 'Probably a test activity, going by its name; what it does is not documented.'},
  {type: 'send-vlc-command', reason: 'Probably drives the VLC integration, going by its name; what it does is not documented.'},
  {type: 'send-twitter-command', reason: 'Probably drives the Twitter integration, going by its name; what it does is not documented.'},
];
