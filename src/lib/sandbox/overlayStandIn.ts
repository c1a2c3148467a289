import type {OverlayRuntime, ToastType} from '@site/src/types/customOverlays';

/**
 * A stand-in for Lumia Stream's `Overlay` and `toast`, typed as `src/types/customOverlays.d.ts`
 * declares them, that records every call. The overlay sandbox runs it in its frame and the browser
 * tests run it in their overlay page, so both show what an overlay does without the app.
 *
 * `installOverlayStandIn` is serialised with `Function.prototype.toString` into the page it runs
 * in, so it must stay self-contained: no imports, no module-level values, only its argument.
 */

/** What the stand-in `Overlay` was asked to do, and the Lumia-side state it keeps. */
export interface OverlayStandInState {
  calls: OverlayCall[];
  storage: Record<string, unknown>;
  variables: Record<string, unknown>;
  /** Loyalty points by `platform:username`. */
  points: Record<string, number>;
  toasts: {message: string; type?: ToastType}[];
  /**
   * Toasts Lumia Stream shows by itself, not the overlay: newer builds show a red error toast when
   * `getStorage` reads a key that was never saved (custom overlays documentation, `getStorage`).
   * Its wording is not documented: `message` is the key that was read.
   */
  lumiaToasts: {message: string; type: ToastType}[];
  /** What the overlay wrote with `console.log`, each call's arguments joined by spaces. */
  logs: string[];
  /** Errors the page did not catch: exceptions and rejected promises nobody handled. */
  uncaught: string[];
}

export interface OverlayCall {
  member: string;
  args: unknown[];
}

/** The storage and variable calls a test can make reject. */
export type FailingCall = 'getStorage' | 'saveStorage' | 'deleteStorage' | 'getVariable' | 'setVariable';

/** How the stand-in behaves where a test asks for more than the defaults. */
export interface OverlayStandInBehaviour {
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
   * "[object Object]".
   */
  textStorage?: boolean;
}

/** The Lumia-side state an overlay starts with. */
export interface OverlayStandInSetup extends OverlayStandInBehaviour {
  data: Record<string, unknown>;
  codeId?: string;
  storage?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  points?: Record<string, number>;
}

/** What the stand-in hands to `window.overlayStandInReport`, when the page defines one, as it happens. */
export type OverlayReport =
  | {kind: 'call'; call: OverlayCall}
  /** A read: reported for the log, not kept in `calls`. */
  | {kind: 'read'; member: 'getVariable' | 'getStorage'; key: string}
  /** The first read of `Overlay.codeId`, which only newer typings declare. */
  | {kind: 'codeIdRead'; codeId: string}
  | {kind: 'toast'; message: string; type?: ToastType}
  | {kind: 'lumiaToast'; message: string; type: ToastType}
  | {kind: 'log'; text: string}
  | {kind: 'uncaught'; text: string}
  | {kind: 'state'; storage: Record<string, unknown>; variables: Record<string, unknown>; points: Record<string, number>};

declare global {
  interface Window {
    overlayStandIn: {
      state: OverlayStandInState;
      emit(event: string, payload: unknown): void;
      /** Set once the JS tab's async function has finished its top level. */
      ready: boolean;
      error?: string;
    };
    overlayStandInReport?: (report: OverlayReport) => void;
  }
}

/** Runs in the overlay's page before its code: defines `Overlay`, `toast` and `window.overlayStandIn`. */
export function installOverlayStandIn(setup: OverlayStandInSetup): void {
  const state: OverlayStandInState = {
    calls: [],
    storage: {...setup.storage},
    variables: {...setup.variables},
    points: {...setup.points},
    toasts: [],
    lumiaToasts: [],
    logs: [],
    uncaught: [],
  };
  const report = (entry: OverlayReport) => window.overlayStandInReport?.(entry);
  const reportState = () => report({kind: 'state', storage: state.storage, variables: state.variables, points: state.points});
  const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  const uncaught = (text: string) => {
    state.uncaught.push(text);
    report({kind: 'uncaught', text});
  };
  window.addEventListener('error', (event) => uncaught(event.error === undefined ? event.message : describeError(event.error)));
  window.addEventListener('unhandledrejection', (event) => uncaught(describeError(event.reason)));
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    const text = args.map((arg) => (typeof arg === 'object' && arg !== null ? JSON.stringify(arg) : String(arg))).join(' ');
    state.logs.push(text);
    report({kind: 'log', text});
    log(...args);
  };
  const handlers = new Map<string, ((payload: never) => void)[]>();
  // A copy, so later changes by the overlay do not rewrite what was recorded.
  const copy = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));
  const record = (member: string, args: unknown[]) => {
    const call = {member, args: args.map(copy)};
    state.calls.push(call);
    report({kind: 'call', call});
  };
  // Keys saved at some point, so reading one that was deleted is told apart from one never saved.
  const everSaved = new Set(Object.keys(state.storage));
  const failIf = (member: FailingCall) => {
    if (setup.failingCalls?.includes(member)) throw new Error(`${member} failed`);
  };
  const codeId = setup.codeId ?? 'example';
  // Reported once: an overlay may read it on every event, and one line says what a reader needs.
  let codeIdRead = false;
  // The members return promises, as the declarations say; the stand-in answers at once.
  /* eslint-disable @typescript-eslint/require-await */
  const overlay: OverlayRuntime = {
    data: setup.data,
    get codeId() {
      if (!codeIdRead) report({kind: 'codeIdRead', codeId});
      codeIdRead = true;
      return codeId;
    },
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
      reportState();
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
      reportState();
    },
    async getVariable(variable) {
      report({kind: 'read', member: 'getVariable', key: String(variable)});
      failIf('getVariable');
      return state.variables[variable];
    },
    async saveStorage(key, value) {
      record('saveStorage', [key, value]);
      failIf('saveStorage');
      state.storage[key] = setup.textStorage ? String(value) : copy(value);
      everSaved.add(key);
      reportState();
    },
    async getStorage(key) {
      report({kind: 'read', member: 'getStorage', key: String(key)});
      failIf('getStorage');
      if (key in state.storage) return copy(state.storage[key]);
      // A key that was never saved reads as null, and newer builds show an error toast for it, as the
      // documentation page says; the toast's wording is not documented, so `message` is the key. No
      // source says what a deleted key reads as: null here, and no toast.
      if (everSaved.has(key)) return null;
      const toast = {message: key, type: 'error' as const};
      state.lumiaToasts.push(toast);
      report({kind: 'lumiaToast', ...toast});
      return null;
    },
    async deleteStorage(key) {
      record('deleteStorage', [key]);
      failIf('deleteStorage');
      delete state.storage[key];
      reportState();
    },
  };
  /* eslint-enable @typescript-eslint/require-await */
  // The 3.1.7 typings name the delete call removeStorage; its documentation and newer builds call it deleteStorage.
  // eslint-disable-next-line @typescript-eslint/require-await -- a promise, as deleteStorage gives
  const removeStorage = async (key: string) => {
    record('removeStorage', [key]);
    failIf('deleteStorage');
    delete state.storage[key];
    reportState();
  };
  const globals = window as unknown as Record<string, unknown>;
  globals.Overlay = Object.assign(overlay, {removeStorage});
  globals.toast = (message: string, type?: ToastType) => {
    state.toasts.push({message, type});
    report({kind: 'toast', message: String(message), type});
  };
  window.overlayStandIn = {
    state,
    ready: false,
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) handler(payload as never);
    },
  };
}
