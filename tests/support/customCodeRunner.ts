import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import vm from 'node:vm';
import ts from 'typescript';

/**
 * Runs a custom-code script the way Lumia Stream does, as far as its documentation says: every
 * `{{token}}` in the code text is replaced by its value as raw text, without quotes, before the
 * code runs; the code is one `async function () { … }` that calls helper globals. The helpers are
 * stubs that record each call, so a test reads what the script did from the transcript.
 *
 * The stubs follow `src/custom-code/lumia-custom-code.d.ts`: one for every helper it declares, a
 * promise where it declares one. Where Lumia Stream's behaviour is not documented (what a store item
 * that was never saved reads as), the caller chooses, and a test tries every plausible answer.
 */

export const declarationPath = fileURLToPath(new URL('../../src/custom-code/lumia-custom-code.d.ts', import.meta.url));

/** Which Lumia Stream replaces the tokens. */
export type LumiaBuild =
  /** The tracked version: its docs describe no cleaning, the value is pasted in as it is. */
  | 'tracked'
  /** Newer builds: quotes, backticks and á é í ó ú ñ ü are removed from viewer text first. */
  | 'newer';

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

/** Characters newer builds remove from viewer text before it reaches the code. */
const removedFromViewerText = /["'`áéíóúñü]/g;

/** Tokens holding text a viewer typed, which newer builds clean. */
function isViewerText(name: string): boolean {
  return name === 'message' || name === 'prompt' || /^arg=\d+/.test(name);
}

/** Every helper the declaration file declares, with whether its declared result is a promise. */
export function declaredHelpers(): Map<string, boolean> {
  const source = ts.createSourceFile(declarationPath, readFileSync(declarationPath, 'utf8'), ts.ScriptTarget.Latest, true);
  const helpers = new Map<string, boolean>();
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    const returnsPromise = statement.type?.getText(source).startsWith('Promise') ?? false;
    helpers.set(statement.name.text, (helpers.get(statement.name.text) ?? false) || returnsPromise);
  }
  return helpers;
}

function tokenText(name: string, value: unknown): string {
  if (value === undefined) throw new Error(`The test gives no value for {{${name}}}`);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`{{${name}}} holds ${value === null ? 'null' : `a ${typeof value}`}, whose text form is not documented`);
}

/** The value of a `{{name}}` token, as the build pastes it in. */
function valueOf(name: string, variables: Record<string, unknown>, lumia: LumiaBuild): string {
  let text: string;
  const arg = /^arg=(\d+)$/.exec(name);
  if (arg && variables[name] === undefined) {
    const words = tokenText('message', variables.message).trim().split(/\s+/);
    text = words[Number(arg[1]) - 1] ?? '';
  } else {
    text = tokenText(name, variables[name]);
  }
  return lumia === 'newer' && isViewerText(name) ? text.replace(removedFromViewerText, '') : text;
}

/** The code text with every `{{token}}` replaced, before anything runs. */
export function substituteTokens(code: string, variables: Record<string, unknown>, lumia: LumiaBuild = 'tracked'): string {
  return code.replace(/\{\{([^{}]+)\}\}/g, (_token, name: string) => valueOf(name.trim(), variables, lumia));
}

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

  const readVariable = (name: string): unknown => {
    const value = name in variables ? variables[name] : savedVariables.get(name);
    return lumia === 'newer' && name === 'message' && typeof value === 'string' ? value.replace(removedFromViewerText, '') : value;
  };
  // What each helper does beyond being recorded; every other one answers nothing.
  const behaviour: Record<string, (...args: never[]) => unknown> = {
    done: (result?: unknown) => void transcript.done.push(result),
    getVariable: (name: string) => readVariable(name),
    getAllVariables: () => ({...Object.fromEntries(savedVariables), ...variables}),
    setVariable: ({name, value}: {name: string; value: unknown}) => void savedVariables.set(name, value),
    deleteVariable: (names: string | string[]) => [names].flat().forEach((name) => savedVariables.delete(name)),
    getStore: () => structuredClone(Object.fromEntries(store)),
    getStoreItem: (name: string) => (store.has(name) ? structuredClone(store.get(name)) : options.missingStoreItem),
    setStore: ({name, value}: {name: string; value: unknown}) => void store.set(name, structuredClone(value)),
    resetStore: () => store.clear(),
    removeStoreItem: (name: string) => void store.delete(name),
    readFile: (path: string) => {
      const text = files.get(path);
      if (text === undefined) throw new Error(`No file at ${path}`);
      return text;
    },
    writeFile: ({path, message, append}: {path: string; message: unknown; append?: boolean}) =>
      void files.set(path, (append ? (files.get(path) ?? '') : '') + String(message)),
  };

  // An error a stub throws is made again in the script's own realm (set once the context exists),
  // so `error instanceof Error` in the script holds as it does in the worker.
  let scriptError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

  const globals: Record<string, unknown> = {};
  for (const [helper, returnsPromise] of declaredHelpers()) {
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
