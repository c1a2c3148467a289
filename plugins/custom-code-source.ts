import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const customCodeDir = path.resolve(__dirname, '../src/custom-code');
const examplesDir = path.join(customCodeDir, 'examples');
const snippetsDir = path.join(customCodeDir, 'snippets');
const declarationFile = path.join(customCodeDir, 'lumia-custom-code.d.ts');

async function jsFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.js')).sort();
}

/** `get-variable.js` and `play-sound.newer.js` are `get-variable` and `play-sound` on the page. */
function snippetName(fileName: string): string {
  return fileName.replace(/(\.newer)?\.js$/, '');
}

/** Module name → JSON value, for every module this plugin writes. */
async function loadModules(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {
    declaration: await readFile(declarationFile, 'utf8'),
  };
  for (const name of await jsFiles(examplesDir)) {
    modules[`example-${path.basename(name, '.js')}`] = await readFile(path.join(examplesDir, name), 'utf8');
  }
  for (const page of await readdir(snippetsDir)) {
    const snippets: Record<string, string> = {};
    for (const name of await jsFiles(path.join(snippetsDir, page))) {
      snippets[snippetName(name)] = await readFile(path.join(snippetsDir, page, name), 'utf8');
    }
    modules[`snippets-${page}`] = snippets;
  }
  return modules;
}

/**
 * Publishes the custom-code sources as JSON modules under `@generated/custom-code-source/default/`:
 * `example-<name>.json` (the text of `examples/<name>.js`), `snippets-<page>.json` (snippet name →
 * text, from `snippets/<page>/`) and `declaration.json` (the `.d.ts` text). Pages therefore show
 * exactly the files that `tests/unit/customCodeExamples.test.ts` type-checks; the build has no
 * raw-loader, and this keeps one source of truth without one.
 */
export default function customCodeSourcePlugin(): Plugin {
  return {
    name: 'custom-code-source',
    async contentLoaded({actions}) {
      const modules = await loadModules();
      await Promise.all(Object.entries(modules).map(([name, value]) => actions.createData(`${name}.json`, JSON.stringify(value))));
    },
    getPathsToWatch() {
      return [path.join(customCodeDir, '**/*.js'), declarationFile];
    },
  };
}
