import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {AlertEvent, ChatEvent, OverlayRuntime, ToastType} from '../../src/types/customOverlays';
import {repoRoot} from './site';

/** What the stand-in `Overlay` was asked to do, and the Lumia-side state it keeps. */
export interface FakeOverlayState {
  calls: {member: string; args: unknown[]}[];
  storage: Record<string, unknown>;
  variables: Record<string, unknown>;
  /** Loyalty points by `platform:username`. */
  points: Record<string, number>;
  toasts: {message: string; type?: ToastType}[];
  /**
   * Toasts Lumia Stream shows by itself, not the overlay: newer builds show a red error toast when
   * `getStorage` reads a key that was never saved (custom overlays documentation, `getStorage`).
   */
  lumiaToasts: {message: string; type: ToastType}[];
  /** What the overlay wrote with `console.log`, each call's arguments joined by spaces. */
  logs: string[];
  /** Errors the page did not catch: exceptions and rejected promises nobody handled. */
  uncaught: string[];
}

/** The storage and variable calls a test can make reject. */
export type FailingCall = 'getStorage' | 'saveStorage' | 'deleteStorage' | 'getVariable' | 'setVariable';

/** How the stand-in behaves where a test asks for more than the defaults. */
export interface FakeOverlayBehaviour {
  /** `Overlay.chatbot` records the call, then rejects, as a failed chat post would. */
  chatbotFails?: boolean;
  /**
   * Storage and variable calls that reject, after recording the call where the stand-in records
   * it. No source says when these calls fail; the examples must go on when one does.
   */
  failingCalls?: FailingCall[];
  /**
   * Storage as the 3.1.7 typings describe it: `saveStorage(key, value: string)`, "browser local
   * storage". What a 3.1.7 build does with a value that is not text is not documented; the
   * stand-in keeps `String(value)`, as browser local storage does, so an object comes back as
   * "[object Object]". Newer typings take any value but also say it is stringified.
   */
  textStorage?: boolean;
}

/** The Lumia-side state an overlay starts with. */
export interface FakeOverlaySetup extends FakeOverlayBehaviour {
  data: Record<string, unknown>;
  storage?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  points?: Record<string, number>;
}

declare global {
  interface Window {
    fakeOverlay: {
      state: FakeOverlayState;
      emit(event: string, payload: unknown): void;
      /** Set once the JS tab's async function has finished its top level. */
      ready: boolean;
      error?: string;
    };
  }
}

/**
 * Runs in the page before the overlay: a stand-in for Lumia Stream's `Overlay` and `toast`,
 * typed as `src/types/customOverlays.d.ts` declares them, that records every call.
 */
function installFakeOverlay(setup: FakeOverlaySetup): void {
  const state: FakeOverlayState = {
    calls: [],
    storage: {...setup.storage},
    variables: {...setup.variables},
    points: {...setup.points},
    toasts: [],
    lumiaToasts: [],
    logs: [],
    uncaught: [],
  };
  window.addEventListener('error', (event) => state.uncaught.push(String(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => state.uncaught.push(String(event.reason)));
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    state.logs.push(args.map(String).join(' '));
    log(...args);
  };
  const handlers = new Map<string, ((payload: never) => void)[]>();
  // A copy, so later changes by the overlay do not rewrite what was recorded.
  const record = (member: string, args: unknown[]) => state.calls.push({member, args: JSON.parse(JSON.stringify(args)) as unknown[]});
  const copy = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));
  const failIf = (member: FailingCall) => {
    if (setup.failingCalls?.includes(member)) throw new Error(`${member} failed`);
  };
  const overlay: OverlayRuntime = {
    data: setup.data,
    codeId: 'example',
    on(event: string, handler: (payload: never) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    callCommand(command, extraSettings) {
      record('callCommand', [command, extraSettings]);
    },
    async chatbot(args) {
      record('chatbot', [args]);
      if (setup.chatbotFails) throw new Error('the chat post failed');
    },
    async addLoyaltyPoints(args) {
      record('addLoyaltyPoints', [args]);
      const key = `${args.platform}:${args.username}`;
      state.points[key] = (state.points[key] ?? 0) + args.value;
      return state.points[key];
    },
    async getLoyaltyPoints(args) {
      record('getLoyaltyPoints', [args]);
      return state.points[`${args.platform}:${args.username}`] ?? 0;
    },
    async setVariable(variable, value) {
      record('setVariable', [variable, value]);
      failIf('setVariable');
      state.variables[variable] = copy(value);
    },
    async getVariable(variable) {
      failIf('getVariable');
      return state.variables[variable];
    },
    async saveStorage(key, value) {
      record('saveStorage', [key, value]);
      failIf('saveStorage');
      state.storage[key] = setup.textStorage ? String(value) : copy(value);
    },
    async getStorage(key) {
      failIf('getStorage');
      if (key in state.storage) return copy(state.storage[key]);
      // A key that was never saved reads as null, and newer builds show an error toast for it, as the
      // documentation page says. No source says what a deleted key does; the stand-in treats it alike.
      state.lumiaToasts.push({message: `getStorage: no value saved under "${key}"`, type: 'error'});
      return null;
    },
    async deleteStorage(key) {
      record('deleteStorage', [key]);
      failIf('deleteStorage');
      delete state.storage[key];
    },
  };
  const globals = window as unknown as Record<string, unknown>;
  globals.Overlay = overlay;
  globals.toast = (message: string, type?: ToastType) => state.toasts.push({message, type});
  window.fakeOverlay = {
    state,
    ready: false,
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) handler(payload as never);
    },
  };
}

/** The code tabs of an overlay, and its Data tab. */
interface OverlayTabs {
  js: string;
  html: string;
  css: string;
  data: Record<string, unknown>;
}

/** The five tabs of `src/custom-overlays/examples/<file>.*`. */
function exampleTabs(file: string): OverlayTabs {
  const read = (extension: string) => fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/examples', `${file}.${extension}`), 'utf8');
  return {js: read('js'), html: read('html'), css: read('css'), data: JSON.parse(read('data.json')) as Record<string, unknown>};
}

/** Where the overlay page is served from; a name that never resolves, as nothing leaves the machine. */
const overlayUrl = 'http://overlay.test/';

/** What a test may give an overlay to start with, and how the stand-in behaves. */
export interface OverlayOptions extends FakeOverlayBehaviour {
  data?: Record<string, unknown>;
  storage?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  points?: Record<string, number>;
  answers?: Record<string, {status?: number; json: unknown}>;
}

async function openOverlay(page: Page, name: string, tabs: OverlayTabs, options: OverlayOptions): Promise<void> {
  const data = {...tabs.data, ...options.data};
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (token, key: string) => (key in data ? String(data[key]) : token));
  const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${fill(tabs.css)}</style></head><body>${fill(tabs.html)}
<script>
(async () => {
${fill(tabs.js)}
})().then(() => { window.fakeOverlay.ready = true; }, (error) => { window.fakeOverlay.error = String(error); });
</script></body></html>`;
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const answer = options.answers?.[url];
    if (url === overlayUrl) await route.fulfill({contentType: 'text/html', body: document});
    else if (answer) await route.fulfill({status: answer.status ?? 200, contentType: 'application/json', body: JSON.stringify(answer.json)});
    else await route.abort();
  });
  const setup: FakeOverlaySetup = {
    data,
    storage: options.storage,
    variables: options.variables,
    points: options.points,
    chatbotFails: options.chatbotFails,
    failingCalls: options.failingCalls,
    textStorage: options.textStorage,
  };
  await page.addInitScript(installFakeOverlay, setup);
  await page.goto(overlayUrl);
  await page.waitForFunction(() => window.fakeOverlay.ready || window.fakeOverlay.error !== undefined);
  const error = await page.evaluate(() => window.fakeOverlay.error);
  if (error) throw new Error(`The ${name} overlay failed on load: ${error}`);
}

/**
 * Opens an example as the overlay editor would run it: the Data values in place of the `{{key}}`
 * tokens of all three code tabs, the JS tab inside an async function, and the stand-in `Overlay`.
 * Every other request is refused unless `answers` gives a local stand-in for its URL.
 */
export async function openOverlayExample(page: Page, file: string, options: OverlayOptions = {}): Promise<void> {
  await openOverlay(page, `${file} example`, exampleTabs(file), options);
}

/**
 * Opens a snippet of the documentation page (`src/custom-overlays/snippets/<name>.js`) as the JS tab
 * of an overlay whose other tabs are empty.
 */
export async function openOverlaySnippet(page: Page, name: string, options: OverlayOptions = {}): Promise<void> {
  const js = fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/snippets', `${name}.js`), 'utf8');
  await openOverlay(page, `${name} snippet`, {js, html: '', css: '', data: {}}, options);
}

/** Sends an event to the overlay's `Overlay.on` handlers. */
export async function emit(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(([name, data]) => window.fakeOverlay.emit(name, data), [event, payload] as const);
}

/** The stand-in's state: calls, storage, variables, points and toasts. */
export function overlayState(page: Page): Promise<FakeOverlayState> {
  return page.evaluate(() => window.fakeOverlay.state);
}

/** A chat message as Lumia Stream sends it, with the fields a test does not care about filled in. */
export function chatMessage(username: string, message: string, roles: Partial<ChatEvent['userLevels']> = {}): ChatEvent {
  return {
    origin: 'twitch',
    id: `${username}-${message}`,
    username,
    displayname: username[0].toUpperCase() + username.slice(1),
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

/** An alert payload; `dynamic` and `extraSettings` carry the alert-specific fields a test gives. */
export function alertEvent(alert: string, dynamic: Record<string, unknown>, extraSettings: Record<string, unknown>): AlertEvent {
  return {
    alert: alert as AlertEvent['alert'],
    dynamic: {value: '', ...dynamic},
    extraSettings: {
      username: '',
      displayname: '',
      userId: 1,
      avatar: null,
      timestamp: '2026-01-01T00:00:00.000Z',
      site: 'twitch',
      checkTimingType: false,
      timingType: '',
      duration: 0,
      ...extraSettings,
    },
    fromLumia: false,
  };
}
