import type {LumiaBuild} from '@site/src/lib/customCode';

/**
 * What the code runner's form holds, and how a shared link's content is checked before it is used.
 * Pure, for tests/unit/codeRunner.test.ts.
 */

/** What a shared link holds: the runner it belongs to, its code, the form's values and build. */
export interface SharedRun {
  runner: string;
  code: string;
  values: Record<string, string>;
  lumia: LumiaBuild;
}

/** A shared script longer than this is refused. */
export const maxSharedCodeChars = 100_000;
const maxSharedValues = 100;
const maxValueChars = 10_000;

/** The shared run in `value` (what readShareFragment parsed), or an Error saying what is wrong with it. */
export function readSharedRun(value: unknown): SharedRun | Error {
  const fail = (reason: string) => new Error(`This link's code cannot be opened: ${reason}.`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('it holds no script');
  const {runner, code, values, lumia} = value as Record<string, unknown>;
  if (typeof runner !== 'string' || typeof code !== 'string') return fail('it holds no script');
  if (code.length > maxSharedCodeChars) return fail(`its script is longer than ${maxSharedCodeChars.toLocaleString('en')} characters`);
  if (lumia !== 'tracked' && lumia !== 'newer') return fail('it names no Lumia Stream build');
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return fail('its values are not a list of names and texts');
  const entries: [string, unknown][] = Object.entries(values);
  if (entries.length > maxSharedValues || entries.some(([, text]) => typeof text !== 'string' || text.length > maxValueChars))
    return fail('its values are not a list of names and texts');
  return {runner, code, values: Object.fromEntries(entries.map(([name, text]) => [name, String(text)])), lumia};
}

/** A plausible value for each variable a script may read; the reader changes them in the form. */
const sampleValues: Record<string, string> = {
  username: 'lumia_fan',
  displayname: 'Lumia_Fan',
  userId: '141981764',
  command: 'hello',
  message: 'hello everyone',
  prompt: 'play something calm',
  amount: '100',
  recipient: 'NewSubscriber',
  recipients: '',
  gifter: 'GenerousGifter',
  giftAmount: '5',
  userLevelsRaw: '{"subscriber": true, "follower": true}',
};

/**
 * The value a field starts with. `{{arg=N}}` starts empty, which means word N of `message` in newer builds. A name
 * the script reads only with `getVariable` and that has no sample starts empty too: it is probably a
 * variable the script saves itself (a counter), and an empty field reads the saved value instead of
 * hiding it.
 */
export function sampleValue(name: string, readOnlyWithGetVariable = false): string {
  return sampleValues[name] ?? (/^arg=\d+/.test(name) || readOnlyWithGetVariable ? '' : 'sample');
}

/** What a viewer can type that a template literal runs as code (the important-notes page's example). */
export const templateAttackSample = '${resetStore()}';

/**
 * The variables of a run: every token's text as the reader typed it (`{{arg=N}}` left empty is
 * left out: `valueOf` makes it word N of `message` in newer builds), and for a name read only with `getVariable`, the text or, when it is JSON
 * for an object or a list, that value; empty leaves the name out, so `getVariable` reads the saved
 * variable of that name, or nothing.
 */
export function runVariables(tokens: string[], readNames: string[], values: Record<string, string>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const name of tokens) {
    const text = values[name] ?? sampleValue(name);
    if (!(/^arg=\d+/.test(name) && text === '')) variables[name] = text;
  }
  for (const name of readNames) {
    if (tokens.includes(name)) continue;
    const text = values[name] ?? sampleValue(name, true);
    if (text === '') continue;
    if (/^\s*[[{]/.test(text)) {
      try {
        variables[name] = JSON.parse(text) as unknown;
        continue;
      } catch {
        // Not JSON: the text itself.
      }
    }
    variables[name] = text;
  }
  return variables;
}
