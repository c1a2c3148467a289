import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** A repository path as documents and comments write it: `src/lib/openApi.ts`, not `@site/src/…` or `pkg/src/…`. */
const repositoryPath = /(?<![\w/.@-])(?:src|tests|plugins|scripts|docs|static)\/[\w./-]+\.(?:ts|tsx|mjs|js|mdx|md|css|json|py|sh)\b/g;

function filesUnder(directory: string): string[] {
  return readdirSync(path.join(root, directory), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const documents = [...readdirSync(root).filter((name) => name.endsWith('.md')), '.prettierignore', 'eslint.config.mjs'];
const sources = ['src', 'plugins', 'scripts', 'tests'].flatMap(filesUnder).filter((file) => /\.(ts|tsx|mjs|js|sh|css)$/.test(file));

/** Comment lines only: string literals in code may name virtual files of a compiler program. */
const commentLine = /^\s*(\/\/|\/\*|\*|#)|\s\/\/\s/;

function missingPaths(file: string, lines: string[]): string[] {
  return lines
    .flatMap((line) => [...line.matchAll(repositoryPath)].map(([match]) => match))
    .filter((named) => !existsSync(path.join(root, named)))
    .map((named) => `${file} names ${named}`);
}

describe('documents and comments', () => {
  it('name only repository paths that exist', () => {
    const missing = [
      ...documents.flatMap((file) => missingPaths(file, readFileSync(path.join(root, file), 'utf8').split('\n'))),
      ...sources.flatMap((file) =>
        missingPaths(
          file,
          readFileSync(path.join(root, file), 'utf8')
            .split('\n')
            .filter((line) => commentLine.test(line)),
        ),
      ),
    ];
    expect(missing).toEqual([]);
  });
});
