import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The custom-code declaration file: every helper Lumia Stream gives a script, as a global. */
export const customCodeDeclarationPath = path.resolve(__dirname, '../src/custom-code/lumia-custom-code.d.ts');

/**
 * Every helper the declaration file declares, with whether its declared result is a promise (a
 * helper declared twice returns one if either declaration does). `plugins/custom-code-source.ts`
 * publishes it as `custom-code-helpers.json` for the code runner on the pages, and
 * `tests/support/customCodeRunner.ts` builds its stubs from it: one parse for both.
 */
export function declaredHelpers(text = readFileSync(customCodeDeclarationPath, 'utf8')): Record<string, boolean> {
  const source = ts.createSourceFile(customCodeDeclarationPath, text, ts.ScriptTarget.Latest, true);
  const helpers: Record<string, boolean> = {};
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    const returnsPromise = statement.type?.getText(source).startsWith('Promise') ?? false;
    helpers[statement.name.text] = (helpers[statement.name.text] ?? false) || returnsPromise;
  }
  return helpers;
}
