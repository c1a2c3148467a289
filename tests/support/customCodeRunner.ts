import vm from 'node:vm';
import {customCodeDeclarationPath, declaredHelpers as declaredHelperRecord} from '../../plugins/customCodeHelpers';
import {helperBehaviours, helpersOf, removedFromViewerText, substituteTokens, type DeclaredHelper, type LumiaBuild} from '../../src/lib/customCode';

/**
 * Runs a custom-code script the way Lumia Stream does, as far as its documentation says: every
 * `{{token}}` in the code text is replaced by its value as raw text, without quotes, before the
 * code runs; the code is one `async function () { … }` that calls helper globals. The helpers are
 * stubs that record each call, so a test reads what the script did from the transcript.
 *
 * The stubs follow `src/custom-code/lumia-custom-code.d.ts`: one for every helper it declares, a
 * promise where it declares one (`plugins/customCodeHelpers.ts`). Token substitution and what the
 * helpers answer come from `src/lib/customCode.ts`, which the code runner on the pages uses too. Where Lumia Stream's behaviour is not documented (what a store item
 * that was never saved reads as), the caller chooses, and a test tries every plausible answer.
 */

export const declarationPath = customCodeDeclarationPath;

export type {LumiaBuild};

export interface RunOptions {
  /**
   * Variables of the running command or alert: what `{{name}}` tokens become and what
   * `getVariable(name)` reads. A token without a value fails the run: what Lumia Stream pastes in
   * for one is not documented for every version, so a test gives every token it uses.
   */
  variables?: Record<string, unknown>;
  lumia?: LumiaBuild;
  /** The custom-code store. Pass the same map to several runs to keep it between them. */
  store?: Map<string, unknown>;
  /** What `getStoreItem` gives for a name that was never saved; the docs do not say. */
  missingStoreItem?: unknown;
  /** Saved Lumia variables (`setVariable`), read by `getVariable` after the running command's own. */
  savedVariables?: Map<string, unknown>;
  /** Local files by path, for `readFile` and `writeFile`. */
  files?: Map<string, string>;
  /**
   * What particular helpers answer, by name, instead of the default stub; `fetch` too. Without an
   * answer, `fetch` rejects, as it does when the connection is refused.
   */
  answers?: Record<string, (...args: unknown[]) => unknown>;
}

export interface Call {
  helper: string;
  args: unknown[];
}

export interface Transcript {
  /** The code after the tokens were replaced: what actually ran. */
  code: string;
  /** Every helper call, in order. */
  calls: Call[];
  /** The argument of each `done(...)` call (`undefined` for a plain `done()`). */
  done: unknown[];
  /** What the script threw, if it threw. */
  error?: unknown;
  store: Map<string, unknown>;
  files: Map<string, string>;
  savedVariables: Map<string, unknown>;
}

/** Every helper the declaration file declares, with whether its declared result is a promise and whether only newer builds have it. */
export function declaredHelpers(): Map<string, DeclaredHelper> {
  return new Map(Object.entries(declaredHelperRecord()));
}

export {substituteTokens};

/** Runs one script, the text of a code box, and returns what it did. */
export async function runCustomCode(code: string, options: RunOptions = {}): Promise<Transcript> {
  const variables = options.variables ?? {};
  const lumia = options.lumia ?? 'tracked';
  const transcript: Transcript = {
    code: substituteTokens(code, variables, lumia),
    calls: [],
    done: [],
    store: options.store ?? new Map<string, unknown>(),
    files: options.files ?? new Map<string, string>(),
    savedVariables: options.savedVariables ?? new Map<string, unknown>(),
  };
  const {store, files, savedVariables} = transcript;

  // What each helper does beyond being recorded (src/lib/customCode.ts, as in the page's runner).
  const behaviour = helperBehaviours({
    variables,
    lumia,
    store,
    files,
    savedVariables,
    done: transcript.done,
    missingStoreItem: options.missingStoreItem,
    removedFromViewerText,
  });

  // An error a stub throws is made again in the script's own realm (set once the context exists),
  // so `error instanceof Error` in the script holds as it does in the worker.
  let scriptError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

  const globals: Record<string, unknown> = {};
  // The tracked version has no helper that only newer builds have: calling one throws a ReferenceError.
  for (const [helper, {returnsPromise}] of helpersOf(Object.fromEntries(declaredHelpers()), lumia)) {
    globals[helper] = (...args: unknown[]) => {
      transcript.calls.push({helper, args});
      const act = (options.answers?.[helper] ?? behaviour[helper]) as ((...args: unknown[]) => unknown) | undefined;
      if (!returnsPromise) return act?.(...args);
      try {
        return Promise.resolve(act?.(...args));
      } catch (error) {
        return Promise.reject(scriptError(error));
      }
    };
  }
  const log = globals.log as (...args: unknown[]) => unknown;
  globals.console = {log: (...args: unknown[]) => log(...args)};
  globals.fetch = (...args: unknown[]) => {
    transcript.calls.push({helper: 'fetch', args});
    const answer = options.answers?.fetch;
    if (!answer) return Promise.reject(scriptError(new Error('The test gives no answer for fetch')));
    // Like the worker's fetch, a failure (a refused connection) rejects the promise; it never throws.
    try {
      return Promise.resolve(answer(...args));
    } catch (error) {
      return Promise.reject(scriptError(error));
    }
  };

  // The code box holds a function expression, not a statement: run it in parentheses, in a context
  // of its own that has the standard built-ins and the helpers, nothing of Node.js.
  const context = vm.createContext(globals);
  const makeError = vm.runInContext(
    '(name, message) => new (typeof globalThis[name] === "function" ? globalThis[name] : Error)(message)',
    context,
  ) as (name: string, message: string) => Error;
  scriptError = (error) => (error instanceof Error ? makeError(error.name, error.message) : makeError('Error', String(error)));
  const script = new vm.Script(`(${transcript.code})`, {filename: 'custom-code.js'});
  try {
    const fn = script.runInContext(context) as () => Promise<unknown>;
    await fn();
  } catch (error) {
    transcript.error = error;
  }
  return transcript;
}

/** The calls to one helper. */
export function callsTo(transcript: Transcript, helper: string): unknown[][] {
  return transcript.calls.filter((call) => call.helper === helper).map((call) => call.args);
}
