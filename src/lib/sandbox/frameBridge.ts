/**
 * The sandbox frame's half of the conversation with the docs page. The frame has an opaque origin
 * (`sandbox="allow-scripts"` without `allow-same-origin`), so all it can do to the page is post
 * messages; this bridge bounds them and answers the page's pings, which tells the page the frame
 * is still responsive.
 *
 * `installFrameBridge` is serialised with `Function.prototype.toString` into the frame's document,
 * so it must stay self-contained: no imports, no module-level values, only its argument.
 */

/** Marks every message of the sandbox, both ways. */
export const sandboxChannel = 'lumia-sandbox';

/** How much the frame may send: entries per batch (the rest are counted as dropped), a batch at most every `interval` ms, characters of JSON per entry, characters per string in it. */
export const bridgeLimits = {maxEntries: 200, interval: 50, maxEntryChars: 16_384, maxTextChars: 2_000};

export interface FrameBridgeConfig {
  /** The docs page's origin: the only one the frame posts to and listens to. */
  parentOrigin: string;
  /** Tells the runs of one sandbox apart, so a stopped run's late messages are ignored. */
  run: string;
  channel: typeof sandboxChannel;
  limits: typeof bridgeLimits;
}

/** Page to frame: a message with a `kind` the frame's own code handles (`ping` is answered here). */
export interface PageMessage {
  channel: typeof sandboxChannel;
  run: string;
  kind: string;
  [field: string]: unknown;
}

/** Frame to page. */
export type FrameMessage =
  | {channel: typeof sandboxChannel; run: string; kind: 'pong'; seq: number}
  | {channel: typeof sandboxChannel; run: string; kind: 'entries'; entries: string[]; dropped: number};

declare global {
  interface Window {
    sandboxBridge: {
      /** Queues one entry for the page: any JSON value; long strings are cut (`bridgeLimits`). */
      send(entry: unknown): void;
      /** How many entries the current batch still takes before `send` starts dropping them. */
      room(): number;
      /** Runs `handler` with each checked message from the page. */
      listen(handler: (message: PageMessage) => void): void;
    };
  }
}

export function installFrameBridge({parentOrigin, run, channel, limits}: FrameBridgeConfig): void {
  const {maxEntries, interval, maxEntryChars, maxTextChars} = limits;
  let queue: string[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const post = (message: Record<string, unknown>) => window.parent.postMessage({channel, run, ...message}, parentOrigin);
  const flush = () => {
    timer = undefined;
    if (queue.length === 0 && dropped === 0) return;
    post({kind: 'entries', entries: queue, dropped});
    queue = [];
    dropped = 0;
  };
  const clipText = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > maxTextChars ? `${value.slice(0, maxTextChars)}…` : value;
  const send = (entry: unknown) => {
    if (queue.length >= maxEntries) {
      dropped += 1;
      return;
    }
    let text: string;
    try {
      text = JSON.stringify(entry, clipText) ?? 'null';
    } catch {
      text = JSON.stringify({kind: 'log', text: '(a value that cannot be turned into JSON)'});
    }
    if (text.length > maxEntryChars) text = JSON.stringify({kind: 'log', text: `(an entry of ${text.length} characters, too long to show)`});
    queue.push(text);
    timer ??= setTimeout(flush, interval);
  };
  const handlers: ((message: PageMessage) => void)[] = [];
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    const message = event.data as Partial<PageMessage> | null;
    if (typeof message !== 'object' || message === null || message.channel !== channel || message.run !== run || typeof message.kind !== 'string')
      return;
    if (message.kind === 'ping') post({kind: 'pong', seq: message.seq});
    else for (const handler of handlers) handler(message as PageMessage);
  });
  window.sandboxBridge = {send, room: () => maxEntries - queue.length, listen: (handler) => void handlers.push(handler)};
}
