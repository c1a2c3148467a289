import type {ChatEvent, CustomOverlayContentEvent, HfxEvent, VirtualLightEvent} from '@site/src/types/customOverlays';

/**
 * Payloads of the events `Overlay.on` hands an overlay, with the fields of the 3.1.7 declarations
 * (`dist/custom-overlays/custom-overlays.d.ts`): what the overlay sandbox fires and the browser
 * tests emit. Alerts come from the alert explorer's data (src/data/alertPayloads.ts).
 */

/** The roles of `ChatEvent.userLevels`. */
export type ChatRole = keyof ChatEvent['userLevels'];

export interface ChatFields {
  origin: string;
  username: string;
  message: string;
  /** Roles the viewer has; `follower` and `anyone` are given unless set to false. */
  roles?: Partial<ChatEvent['userLevels']>;
}

/** A chat message, with the fields the reader did not choose filled in plainly. */
export function chatEvent({origin, username, message, roles = {}}: ChatFields): ChatEvent {
  return {
    origin,
    id: `${username}-${message}`,
    username,
    displayname: username === '' ? '' : username[0].toUpperCase() + username.slice(1),
    channel: 'streamer',
    avatar: '',
    message,
    color: '#ff7f50',
    badges: [],
    badgesRaw: '',
    emotesRaw: '',
    emotesPack: {},
    reply: null,
    lumiauserlevels: [],
    userLevels: {
      isSelf: false,
      mod: false,
      vip: false,
      tier3: false,
      tier2: false,
      subscriber: false,
      regular: false,
      follower: true,
      anyone: true,
      ...roles,
    },
  };
}

/** An HFX that a viewer's command played. */
export function hfxEvent({username, message, command}: {username: string; message: string; command: string}): HfxEvent {
  return {
    layer: 'hfx',
    content: '00000000-0000-4000-8000-000000000000',
    command,
    origin: 'command',
    playAudio: true,
    volume: 1,
    duration: 5000,
    username,
    message,
    avatar: '',
    commandDuration: 5000,
  };
}

/** `#rrggbb` as the 0–255 channels of a virtual light's colour. */
export function rgbOf(hex: string): VirtualLightEvent['color'] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? 'ffffff';
  return {r: parseInt(value.slice(0, 2), 16), g: parseInt(value.slice(2, 4), 16), b: parseInt(value.slice(4, 6), 16)};
}

/** A virtual light change to one colour and brightness. */
export function virtualLightEvent({color, brightness}: {color: string; brightness: number}): VirtualLightEvent {
  return {uuid: 'virtual-light-1', brightness, color: rgbOf(color), power: true, transition: 0, delay: 0, duration: 0};
}

/** Content sent to an overlay's code id; `content` is text, as the declarations type it. */
export function overlayContentEvent(codeId: string, content: string): CustomOverlayContentEvent {
  return {codeId, content};
}
