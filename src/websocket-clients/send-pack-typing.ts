// What the ILumiaSendPack type of @lumiastream/lumia-types 3.1.7 accepts as a message body.
// The test suite type-checks this file: every body under a @ts-expect-error line is one the
// API takes that the type refuses, for the reason named in backticks on that line. The three
// marked "Newer builds only" are documented only for Lumia Stream builds newer than the one
// @lumiastream/lumia-types 3.1.7 describes.
import {LumiaActivityCommandTypes, LumiaIntegrations, type ILumiaSendPack} from '@lumiastream/lumia-types';

export const accepted: ILumiaSendPack[] = [
  {type: LumiaActivityCommandTypes.CHAT_COMMAND, params: {value: 'blue'}},
  {type: LumiaActivityCommandTypes.TTS, params: {value: 'Welcome in', voice: 'Brian', volume: 80}},
  {type: LumiaActivityCommandTypes.RGB_COLOR, params: {value: {r: 20, g: 100, b: 10}, brightness: 100, duration: 5000}},
  {type: LumiaActivityCommandTypes.ALERT, params: {value: 'twitch-follower', extraSettings: {username: 'maple_tea'}}},
  {type: LumiaActivityCommandTypes.CHATBOT_MESSAGE, params: {value: 'Hello chat', platform: LumiaIntegrations.TWITCH}},
  {type: LumiaActivityCommandTypes.TOGGLE_STREAMMODE},
];

export const refused: ILumiaSendPack[] = [
  // @ts-expect-error `LumiaActivityCommandTypes`: type is the enum, so a plain string such as one read from JSON is refused.
  {type: 'chat-command', params: {value: 'blue'}},
  // @ts-expect-error `LumiaIntegrations`: platform is an enum too, so the plain string 'twitch' is refused.
  {type: LumiaActivityCommandTypes.CHATBOT_MESSAGE, params: {value: 'Hello chat', platform: 'twitch'}},
  // @ts-expect-error `value`: once params is there, value is required, even for types that take none, such as clear-queue.
  {type: LumiaActivityCommandTypes.CLEAR_QUEUE, params: {}},
  // @ts-expect-error `name`: get-variable-value names its variable in name, a param the type does not list.
  {type: LumiaActivityCommandTypes.GET_VARIABLE_VALUE, params: {name: 'twitch_username'}},
  // @ts-expect-error `number`: value is a string, a boolean or {r, g, b}, so the points of add-loyalty-points are refused.
  {type: LumiaActivityCommandTypes.ADD_LOYALTY_POINTS, params: {value: 100, username: 'ada_lovelace', platform: LumiaIntegrations.TWITCH}},
  // @ts-expect-error `username`: the loyalty point types name their viewer in username, which the type does not list. Newer builds only.
  {type: LumiaActivityCommandTypes.GET_LOYALTY_POINTS, params: {username: 'ada_lovelace', platform: LumiaIntegrations.TWITCH}},
  // @ts-expect-error `layer`: overlay-set-content names its layer in layer, which the type does not list.
  {type: LumiaActivityCommandTypes.OVERLAY_SET_CONTENT, params: {layer: 'q3n7w2ep', content: 'Next game starts in 5 minutes'}},
  // @ts-expect-error `number[]`: the [r, g, b] array form of rgb-color is refused; only the object form is typed.
  {type: LumiaActivityCommandTypes.RGB_COLOR, params: {value: [20, 100, 10]}},
  // @ts-expect-error `amount`: extraSettings knows only username and bits, so the bits alert's own amount is refused.
  {type: LumiaActivityCommandTypes.ALERT, params: {value: 'twitch-bits', extraSettings: {username: 'maple_tea', amount: 500}}},
  // @ts-expect-error `bypassQueue`: of the envelope params, only hold and skipQueue are typed. Newer builds only.
  {type: LumiaActivityCommandTypes.ALERT, params: {value: 'twitch-follower', bypassQueue: true}},
  // @ts-expect-error `context`: the top-level context that matches a websocket reply is not part of the type. Newer builds only.
  {type: LumiaActivityCommandTypes.CHAT_COMMAND, params: {value: 'blue'}, context: 42},
];
