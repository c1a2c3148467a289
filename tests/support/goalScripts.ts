import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import vm from 'node:vm';

/** One call a goal script made to a stub helper. */
export interface GoalScriptCall {
  helper: string;
  args: unknown[];
}

const snippetsDir = fileURLToPath(new URL('../../src/custom-code/snippets/custom-overlays-examples/', import.meta.url));

/**
 * Runs one of the goal bar's custom-code scripts (`goal-bar-add`, `goal-bar-reset`) in-process, as
 * the code box holds it: one `async function () {…}`, called with no arguments. The only globals are
 * stubs of the helpers these scripts use; `getVariable` answers from `variables`. Returns every
 * helper call in order. A helper the stubs lack fails the run with a ReferenceError.
 */
export async function runGoalScript(name: 'goal-bar-add' | 'goal-bar-reset', variables: Record<string, unknown>): Promise<GoalScriptCall[]> {
  const source = readFileSync(path.join(snippetsDir, `${name}.js`), 'utf8');
  const calls: GoalScriptCall[] = [];
  const record =
    (helper: string) =>
    (...args: unknown[]) => {
      // A copy made here: objects from the script's own realm compare badly with this one's.
      calls.push({helper, args: JSON.parse(JSON.stringify(args)) as unknown[]});
    };
  const context = vm.createContext({
    getVariable: async (variable: string) => {
      calls.push({helper: 'getVariable', args: [variable]});
      return variables[variable];
    },
    overlaySendCustomContent: record('overlaySendCustomContent'),
    done: record('done'),
  });
  const script = vm.runInContext(`(${source})`, context, {filename: `${name}.js`}) as () => Promise<void>;
  await script();
  return calls;
}
