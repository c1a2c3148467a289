import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {DeclaredHelper} from '../src/lib/customCode';

/** The custom-code declaration file: every helper Lumia Stream gives a script, as a global. */
export const customCodeDeclarationPath = path.resolve(__dirname, '../src/custom-code/lumia-custom-code.d.ts');

const markedNewer = (statement: ts.FunctionDeclaration) => ts.getJSDocTags(statement).some((tag) => tag.tagName.text === 'newerLumia');

/**
 * Every helper the declaration file declares: whether its declared result is a promise (a helper
 * declared twice returns one if either declaration does), and whether only newer Lumia Stream
 * builds have it (every declaration of it is marked `@newerLumia`). `plugins/custom-code-source.ts`
 * publishes it as `custom-code-helpers.json` for the code runner on the pages, and
 * `tests/support/customCodeRunner.ts` builds its stubs from it: one parse for both.
 */
export function declaredHelpers(text = readFileSync(customCodeDeclarationPath, 'utf8')): Record<string, DeclaredHelper> {
  const source = ts.createSourceFile(customCodeDeclarationPath, text, ts.ScriptTarget.Latest, true);
  const helpers: Record<string, DeclaredHelper> = {};
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    const returnsPromise = statement.type?.getText(source).startsWith('Promise') ?? false;
    const earlier = helpers[statement.name.text] as DeclaredHelper | undefined;
    helpers[statement.name.text] = {
      returnsPromise: (earlier?.returnsPromise ?? false) || returnsPromise,
      newerOnly: (earlier?.newerOnly ?? true) && markedNewer(statement),
    };
  }
  return helpers;
}
