import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {fileErrors, programWithText, sourceFileOf} from '../support/scriptChecks';

// /docs/rest/to-default says which TypeScript body of the installed package's ILumiaSendPack
// sends to-default; this type-checks that body as the page writes it.
const root = fileURLToPath(new URL('../../', import.meta.url));
const pageText = readFileSync(path.join(root, 'docs/rest/to-default.mdx'), 'utf8');
const virtualPath = path.join(root, 'tests/typecheck/to-default-body.ts');

/** The body the page shows in its TypeScript gotcha: the code span that names `TO_DEFAULT`. */
const shownBody = /`(\{type: LumiaActivityCommandTypes\.TO_DEFAULT[^`]*\})`/.exec(pageText)?.[1];

function errorsFor(text: string): string[] {
  const program = programWithText(virtualPath, text);
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
