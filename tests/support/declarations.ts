import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The installed `@lumiastream/lumia-types` directory. */
export const lumiaTypesDir = path.dirname(require.resolve('@lumiastream/lumia-types/package.json'));

/**
 * Names of the top-level declarations of a declaration file, as the TypeScript parser reads them:
 * what `src/lib/declarationIndex.ts` (a line scanner, so pages ship no compiler) must find.
 */
export function topLevelDeclarationNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    const name = (statement as ts.Statement & {name?: ts.Node}).name;
    return name ? [name.getText(source)] : [];
  });
}

/** The same, for a file of the installed package (`dist/custom-overlays/custom-overlays.d.ts`). */
export function packageDeclarationNames(packagePath: string): string[] {
  return topLevelDeclarationNames(packagePath, fs.readFileSync(path.join(lumiaTypesDir, packagePath), 'utf8'));
}
