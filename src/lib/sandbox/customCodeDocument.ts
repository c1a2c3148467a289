import {helperBehaviours, helpersOf, removedFromViewerText, type DeclaredHelper, type HelperState, type LumiaBuild} from '../customCode';
import {inlineScript} from './inlineScript';

/**
 * The sandbox frame of the custom-code runner. The frame (opaque origin, `useSandboxFrame`) starts
 * a worker from a blob, the script runs in the worker with a stand-in for every declared helper,
 * and the frame passes what the worker reports on to the page through `window.sandboxBridge`. A
 * runaway script blocks only its worker: the frame ends it after `timeoutMs`, and the page's Stop
 * removes the frame, worker and all.
 *
 * `runInWorker` and `installCustomCodeFrame` are written into the frame as text, so they must stay
 * self-contained: no imports, no module-level values, only their arguments.
 */

/** The state a run starts from and reports back: the session's store, saved variables and files. */
export interface SessionState {
  store: [string, unknown][];
  savedVariables: [string, unknown][];
  files: [string, string][];
}

/** What the worker needs to run the script. */
export interface WorkerSetup extends SessionState {
  /** The code after the tokens were replaced. */
  code: string;
  /** The helpers the build has, by name: on the tracked version, none that only newer builds have. */
  helpers: Record<string, DeclaredHelper>;
  variables: Record<string, unknown>;
  lumia: LumiaBuild;
  removedFromViewerText: string;
  /** Calls and log lines reported at most; later ones are only counted. */
  maxRecords: number;
}

/** What the page receives, one entry at a time. */
export type RunnerEntry =
  | {kind: 'call'; helper: string; args: unknown[]}
  /** A stand-in threw or rejected: what the runner chose where the docs say nothing. */
  | {kind: 'failed'; helper: string; error: string}
  | ({kind: 'state'} & SessionState)
  | {kind: 'uncaught'; text: string}
  | {kind: 'returned'; done: number}
  | {
      kind: 'end';
      /** `finished`: done() called and the function settled; `threw`/`syntax`: it failed; `timeout`: stopped after `timeoutMs`. */
      reason: 'finished' | 'threw' | 'syntax' | 'timeout';
      done: number;
      returned: boolean;
      leftOut: number;
      error?: string;
    };

/** Worker to frame. */
type WorkerMessage =
  | {type: 'records'; records: unknown[]; leftOut: number}
  | {type: 'state'; state: SessionState}
  | {type: 'done'}
  | {type: 'settled'; outcome: 'returned' | 'threw' | 'syntax'; error?: string; leftOut: number};

/** Runs inside the worker: waits for its `WorkerSetup`, defines the stand-in helpers, runs the script. */
export function runInWorker(makeBehaviours: typeof helperBehaviours): void {
  const scope = self as unknown as Record<string, unknown> & {postMessage(message: WorkerMessage): void};
  const post = scope.postMessage.bind(scope);
  const describe = (error: unknown): string => {
    try {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } catch {
      return 'a value that cannot be shown';
    }
  };
  // A copy made when the call happens, as JSON: later changes do not rewrite it, and functions or
  // cycles in an argument cannot break the report.
  const copy = (value: unknown): unknown => {
    try {
      const text = JSON.stringify(value);
      return text === undefined ? null : (JSON.parse(text) as unknown);
    } catch {
      return '(a value that cannot be shown)';
    }
  };
  scope.onmessage = (event: MessageEvent<WorkerSetup>) => {
    scope.onmessage = null;
    const setup = event.data;
    const state: HelperState = {
      variables: setup.variables,
      lumia: setup.lumia,
      store: new Map(setup.store),
      files: new Map(setup.files),
      savedVariables: new Map(setup.savedVariables),
      done: [],
      missingStoreItem: undefined,
      removedFromViewerText: setup.removedFromViewerText,
    };
    const behaviour = makeBehaviours(state) as Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const changing = ['setVariable', 'deleteVariable', 'setStore', 'resetStore', 'removeStoreItem', 'writeFile'];
    let reported = 0;
    let leftOut = 0;
    let changed = false;
    const postState = () => {
      changed = false;
      const {store, savedVariables, files} = state;
      post({
        type: 'state',
        state: {store: copy([...store]) as [string, unknown][], savedVariables: copy([...savedVariables]) as [string, unknown][], files: [...files]},
      });
    };
    // Each record goes out at once, so a script that then loops forever has still reported it; the
    // cap bounds the messages. Past the cap, calls are counted, and the state goes out when the script settles.
    const record = (entry: unknown) => {
      if (reported >= setup.maxRecords) {
        leftOut += 1;
        if (leftOut % 1000 === 0) post({type: 'records', records: [], leftOut});
        return;
      }
      reported += 1;
      post({type: 'records', records: [entry], leftOut});
    };
    for (const [helper, {returnsPromise}] of Object.entries(setup.helpers)) {
      scope[helper] = (...args: unknown[]) => {
        record({kind: 'call', helper, args: copy(args)});
        const act = behaviour[helper];
        const answer = () => {
          try {
            return act?.(...args);
          } catch (error) {
            record({kind: 'failed', helper, error: describe(error)});
            throw error;
          } finally {
            if (changing.includes(helper)) {
              changed = true;
              if (reported < setup.maxRecords) postState();
            }
            if (helper === 'done') {
              if (changed) postState();
              post({type: 'done'});
            }
          }
        };
        if (!returnsPromise) return answer();
        try {
          return Promise.resolve(answer());
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
    }
    const log = scope.log as (...args: unknown[]) => unknown;
    scope.console = {...console, log: (...args: unknown[]) => log(...args)};
    // No network: fetch is recorded and fails as a refused connection does (the frame's policy
    // blocks every other way out too).
    scope.fetch = (...args: unknown[]) => {
      record({kind: 'call', helper: 'fetch', args: copy(args)});
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const settle = (outcome: 'returned' | 'threw' | 'syntax', error?: unknown) => {
      postState();
      post({type: 'settled', outcome, error: error === undefined ? undefined : describe(error), leftOut});
    };
    let script: unknown;
    try {
      // The code box holds a function expression: it runs in parentheses, as Lumia Stream runs it.
      // Indirect eval, so the script sees only the worker's globals and a syntax error is caught.
      script = (0, eval)(`(${setup.code}\n)`);
    } catch (error) {
      settle('syntax', error);
      return;
    }
    Promise.resolve()
      .then(() => (script as () => unknown)())
      .then(
        () => settle('returned'),
        (error: unknown) => settle('threw', error),
      );
  };
}

/** What the frame needs: the worker's setup and how long a run may last. */
export interface FrameSetup {
  workerSetup: WorkerSetup;
  workerSource: string;
  timeoutMs: number;
}

/** Runs inside the frame: starts the worker, ends it when the script is over or out of time, reports to the page. */
export function installCustomCodeFrame({workerSetup, workerSource, timeoutMs}: FrameSetup): void {
  // Entries go to the page only as fast as the bridge takes them, so none is dropped however late the timers run.
  const outbox: unknown[] = [];
  setInterval(() => {
    for (const entry of outbox.splice(0, window.sandboxBridge.room())) window.sandboxBridge.send(entry);
  }, 60);
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'})));
  let done = 0;
  let returned = false;
  let leftOut = 0;
  let ended = false;
  const end = (reason: string, error?: string) => {
    if (ended) return;
    ended = true;
    worker.terminate();
    clearTimeout(timer);
    outbox.push({kind: 'end', reason, done, returned, leftOut, error});
  };
  const timer = setTimeout(() => end('timeout'), timeoutMs);
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (ended) return;
    if (message.type === 'records') {
      leftOut = message.leftOut;
      outbox.push(...message.records);
    } else if (message.type === 'state') {
      outbox.push({kind: 'state', ...message.state});
    } else if (message.type === 'done') {
      done += 1;
      if (returned) end('finished');
    } else {
      leftOut = message.leftOut;
      if (message.outcome !== 'returned') end(message.outcome, message.error);
      else {
        returned = true;
        if (done > 0) end('finished');
        else outbox.push({kind: 'returned', done});
      }
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    outbox.push({kind: 'uncaught', text: event.message});
  };
  worker.postMessage(workerSetup);
}

/**
 * No network, no other frames or windows: the script's worker inherits this policy from the frame.
 * `unsafe-eval` lets the worker run the script's text; `blob:` lets the frame start the worker.
 */
const framePolicy = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:; style-src 'unsafe-inline'";

export interface CustomCodeRun {
  code: string;
  /** Every declared helper; the worker gets those of `lumia`. */
  helpers: Record<string, DeclaredHelper>;
  variables: Record<string, unknown>;
  lumia: LumiaBuild;
  session: SessionState;
  timeoutMs: number;
  maxRecords: number;
}

/** The frame's document for one run; `bridge` is the script `useSandboxFrame` hands over. */
export function customCodeDocument(bridge: string, {code, helpers, variables, lumia, session, timeoutMs, maxRecords}: CustomCodeRun): string {
  const workerSource = `(${runInWorker.toString()})(${helperBehaviours.toString()});`;
  const setup: FrameSetup = {
    workerSetup: {code, helpers: Object.fromEntries(helpersOf(helpers, lumia)), variables, lumia, removedFromViewerText, maxRecords, ...session},
    workerSource,
    timeoutMs,
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${framePolicy}">
<title>Custom code runner</title>
${bridge}${inlineScript(installCustomCodeFrame, setup)}</head><body></body></html>`;
}
