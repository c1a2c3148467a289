import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {fileErrors, sourceFileOf} from '../support/scriptChecks';

// /docs/rest/to-default says which TypeScript body of the installed package's ILumiaSendPack
// sends to-default; this type-checks that body as the page writes it.
const root = fileURLToPath(new URL('../../', import.meta.url));
const pageText = readFileSync(path.join(root, 'docs/rest/to-default.mdx'), 'utf8');
const virtualPath = path.join(root, 'tests/typecheck/to-default-body.ts');

/** The body the page shows in its TypeScript gotcha: the code span that names `TO_DEFAULT`. */
const shownBody = /`(\{type: LumiaActivityCommandTypes\.TO_DEFAULT[^`]*\})`/.exec(pageText)?.[1];

function errorsFor(text: string): string[] {
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    fileName === virtualPath
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : readSourceFile(fileName, languageVersion, onError, shouldCreate);
  host.fileExists = (
    (fileExists) => (fileName: string) =>
      fileName === virtualPath || fileExists(fileName)
  )(host.fileExists.bind(host));
  const program = ts.createProgram({rootNames: [virtualPath], options, host});
  return fileErrors(program, sourceFileOf(program, virtualPath), root);
}

describe('the TypeScript body /docs/rest/to-default shows', () => {
  it('is named on the page', () => {
    expect(shownBody).toBeDefined();
  });

  it('type-checks as ILumiaSendPack of the installed package without a cast', () => {
    const source = [
      "import {LumiaActivityCommandTypes, type ILumiaSendPack} from '@lumiastream/lumia-types';",
      `export const body: ILumiaSendPack = ${shownBody};`,
    ].join('\n');
    expect(errorsFor(source)).toEqual([]);
    expect(shownBody).not.toMatch(/\bas\b/);
  });

  it('does not tell readers to cast the body', () => {
    expect(pageText).not.toMatch(/\bcast the body\b/);
  });
});
