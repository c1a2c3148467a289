/**
 * How Lumia Stream runs a custom-code script, as far as its documentation says, in pure functions
 * that the code runner on the custom-code pages (`src/components/CodeRunner`) and the tests'
 * runner (`tests/support/customCodeRunner.ts`) share: every `{{token}}` in the code text is replaced
 * by its value as raw text, without quotes, before the code runs; newer builds first remove some
 * characters from viewer text; the helpers answer as `helperBehaviours` says.
 *
 * No TypeScript and no Node.js here: this module is part of the runner's browser chunk.
 */

/** Which Lumia Stream replaces the tokens. */
export type LumiaBuild =
  /** The tracked version: its docs describe no cleaning, the value is pasted in as it is. */
  | 'tracked'
  /** Newer builds: quotes, backticks and á é í ó ú ñ ü are removed from viewer text first. */
  | 'newer';

/** A helper of the declaration file, as `plugins/customCodeHelpers.ts` reads it. */
export interface DeclaredHelper {
  /** Its declared result is a promise. */
  returnsPromise: boolean;
  /** Only newer builds have it: the declaration file marks it `@newerLumia`. */
  newerOnly: boolean;
}

/**
 * The helpers a script of `lumia` gets as globals: on the tracked version, none of those only newer
 * builds have, so calling one throws a ReferenceError as calling any undefined name does.
 */
export function helpersOf(helpers: Record<string, DeclaredHelper>, lumia: LumiaBuild): [string, DeclaredHelper][] {
  return Object.entries(helpers).filter(([, helper]) => lumia === 'newer' || !helper.newerOnly);
}

/**
 * The newer-only helper a `ReferenceError: name is not defined` names, when the script ran as the
 * tracked version: the script called a helper that only newer builds have.
 */
export function missingNewerHelper(error: string | undefined, helpers: Record<string, DeclaredHelper>, lumia: LumiaBuild): string | undefined {
  if (lumia === 'newer' || error === undefined) return undefined;
  const name = /ReferenceError:\s*(\w+) is not defined/.exec(error)?.[1];
  return name !== undefined && Object.hasOwn(helpers, name) && helpers[name].newerOnly ? name : undefined;
}

/** Newer builds refuse to run code whose text has no `done(` call at all; the tracked version's docs say nothing of it. */
export function refusedWithoutDone(code: string, lumia: LumiaBuild): boolean {
  return lumia === 'newer' && !code.includes('done(');
}

/** Characters newer builds remove from viewer text before it reaches the code, as a character class. */
export const removedFromViewerText = '["\'`áéíóúñü]';

/** Viewer text as newer builds clean it. */
export function cleanViewerText(text: string): string {
  return text.replace(new RegExp(removedFromViewerText, 'g'), '');
}

/** Tokens holding text a viewer typed, which newer builds clean: `{{message}}`, `{{prompt}}`, `{{arg=N}}`. */
export function isViewerText(name: string): boolean {
  return name === 'message' || name === 'prompt' || /^arg=\d+/.test(name);
}

/** A `{{token}}` of the code text; its name is the text between the braces, trimmed. */
const tokenPattern = /\{\{([^{}]+)\}\}/g;

/** The names of the code's `{{tokens}}`, each once, in the order they first appear. */
export function listTokens(code: string): string[] {
  return [...new Set(Array.from(code.matchAll(tokenPattern), (match) => match[1].trim()))];
}

/** Every `{{token}}` of the code with its name and where it stands. */
export function tokenPlaces(code: string): {name: string; from: number; to: number}[] {
  return Array.from(code.matchAll(tokenPattern), (match) => ({name: match[1].trim(), from: match.index, to: match.index + match[0].length}));
}

function tokenText(name: string, value: unknown): string {
  if (value === undefined) throw new Error(`No value is given for {{${name}}}`);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`{{${name}}} holds ${value === null ? 'null' : `a ${typeof value}`}, whose text form is not documented`);
}

/**
 * The value of a `{{name}}` token, as the build pastes it in. `{{arg=N}}` without a value of its own
 * is word N of `message` in newer builds; what the tracked version pastes for it is not documented,
 * and here it is empty text.
 */
export function valueOf(name: string, variables: Record<string, unknown>, lumia: LumiaBuild): string {
  let text: string;
  const arg = /^arg=(\d+)$/.exec(name);
  if (arg && variables[name] === undefined && lumia !== 'newer') {
    text = '';
  } else if (arg && variables[name] === undefined) {
    const words = tokenText('message', variables.message).trim().split(/\s+/);
    text = words[Number(arg[1]) - 1] ?? '';
  } else {
    text = tokenText(name, variables[name]);
  }
  return lumia === 'newer' && isViewerText(name) ? cleanViewerText(text) : text;
}

/** The code text with every `{{token}}` replaced, before anything runs. Throws for a token without a value. */
export function substituteTokens(code: string, variables: Record<string, unknown>, lumia: LumiaBuild = 'tracked'): string {
  return code.replace(tokenPattern, (_token, name: string) => valueOf(name.trim(), variables, lumia));
}

/** The state the helpers read and change. */
export interface HelperState {
  /** Variables of the running command or alert: what `getVariable` reads first. */
  variables: Record<string, unknown>;
  lumia: LumiaBuild;
  store: Map<string, unknown>;
  files: Map<string, string>;
  /** Saved Lumia variables (`setVariable`), read by `getVariable` after the running command's own. */
  savedVariables: Map<string, unknown>;
  /** The argument of each `done(...)` call. */
  done: unknown[];
  /** What `getStoreItem` gives for a name that was never saved; the docs do not say. */
  missingStoreItem?: unknown;
  /** `removedFromViewerText`, passed in so this stays self-contained. */
  removedFromViewerText: string;
}

/**
 * What each helper does beyond being recorded; every other helper answers nothing. The runner's
 * worker gets this function as text (`Function.prototype.toString`), so it must stay
 * self-contained: no imports, no module-level values, only its argument and standard globals.
 */
export function helperBehaviours(state: HelperState): Record<string, (...args: never[]) => unknown> {
  const {variables, lumia, store, files, savedVariables} = state;
  const readVariable = (name: string): unknown => {
    const value = name in variables ? variables[name] : savedVariables.get(name);
    return lumia === 'newer' && name === 'message' && typeof value === 'string'
      ? value.replace(new RegExp(state.removedFromViewerText, 'g'), '')
      : value;
  };
  return {
    done: (result?: unknown) => void state.done.push(result),
    getVariable: (name: string) => readVariable(name),
    getAllVariables: () => ({...Object.fromEntries(savedVariables), ...variables}),
    setVariable: ({name, value}: {name: string; value: unknown}) => void savedVariables.set(name, value),
    deleteVariable: (names: string | string[]) => [names].flat().forEach((name) => savedVariables.delete(name)),
    getStore: () => structuredClone(Object.fromEntries(store)),
    getStoreItem: (name: string) => (store.has(name) ? structuredClone(store.get(name)) : state.missingStoreItem),
    setStore: ({name, value}: {name: string; value: unknown}) => void store.set(name, structuredClone(value)),
    resetStore: () => store.clear(),
    removeStoreItem: (name: string) => void store.delete(name),
    readFile: (path: string) => {
      const text = files.get(path);
      // The runner's choice: what Lumia Stream does for a missing file is not documented.
      if (text === undefined) throw new Error(`No file at ${path} here; what Lumia Stream does for a missing file is not documented`);
      return text;
    },
    writeFile: ({path, message, append}: {path: string; message: unknown; append?: boolean}) =>
      void files.set(path, (append ? (files.get(path) ?? '') : '') + String(message)),
  };
}
