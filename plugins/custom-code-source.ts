import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {indexDeclarationFile, type Declaration} from '../src/lib/declarationIndex';
import {customCodeDeclarationDownload, overlayDeclarationDownloads} from '../src/lib/downloads';
import {declaredHelpers} from './customCodeHelpers';

const customCodeDir = path.resolve(__dirname, '../src/custom-code');
const examplesDir = path.join(customCodeDir, 'examples');
const snippetsDir = path.join(customCodeDir, 'snippets');
const declarationFile = path.join(customCodeDir, 'lumia-custom-code.d.ts');

const overlayExamplesDir = path.resolve(__dirname, '../src/custom-overlays/examples');
const overlaySnippetsDir = path.resolve(__dirname, '../src/custom-overlays/snippets');
/** The overlay typings `@lumiastream/lumia-types` ships, as they sit in the package. */
const overlayDeclarationFiles = Object.keys(overlayDeclarationDownloads) as (keyof typeof overlayDeclarationDownloads)[];
const overlayPackageDir = path.dirname(require.resolve('@lumiastream/lumia-types/package.json'));

/** One custom overlay example: the text of each editor tab. */
export interface OverlayExampleSource {
  js: string;
  html: string;
  css: string;
  configs: string;
  data: string;
  /** Its files are named `<name>.newer.*`: it needs a newer Lumia Stream than the installed lumia-types describes. */
  newer: boolean;
}

/** Segments longer than this (the `Overlay` interface and the two generated enums) start closed. */
const collapsedSegmentLines = 100;

/**
 * A segment of a declaration file as the page gets it. A long one starts closed, so its text is
 * published as a module of its own (`overlay-segment-<anchor>.json`), loaded when it is opened.
 */
export type PublishedSegment = {startLine: number; lineCount: number; declaration?: Declaration} & (
  | {code: string}
  /** Name of the module that holds the text: `overlay-segment-<module>.json`. */
  | {module: string}
);

/** One package declaration file: where it is, its declaration index and its segments. */
export interface OverlayDeclarationSource {
  fileName: string;
  packagePath: string;
  /** URL path (without the base URL) of the copy the build publishes, see `overlayDeclarationDownloads`. */
  downloadPath: string;
  version: string;
  declarations: Declaration[];
  segments: PublishedSegment[];
}

async function jsFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.js')).sort();
}

/** `get-variable.js` and `play-sound.newer.js` are `get-variable` and `play-sound` on the page. */
function snippetName(fileName: string): string {
  return fileName.replace(/(\.newer)?\.js$/, '');
}

/** Module name → JSON value, for every module this plugin writes. */
async function loadModules(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {};
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
  modules['custom-code-helpers'] = declaredHelpers(await readFile(declarationFile, 'utf8'));
  return {...modules, ...(await loadOverlayModules())};
}

/** `overlay-examples.json` (every example), `overlay-snippets.json`, `overlay-declarations.json` and `overlay-segment-<anchor>.json`. */
async function loadOverlayModules(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {};
  const examples: Record<string, OverlayExampleSource> = {};
  for (const fileName of await jsFiles(overlayExamplesDir)) {
    // `top-chatters.newer.js` and its tabs `top-chatters.newer.html`… are the example `top-chatters`.
    const base = path.basename(fileName, '.js');
    const tab = (extension: string) => readFile(path.join(overlayExamplesDir, `${base}.${extension}`), 'utf8');
    examples[snippetName(fileName)] = {
      js: await tab('js'),
      html: await tab('html'),
      css: await tab('css'),
      configs: await tab('configs.json'),
      data: await tab('data.json'),
      newer: base.endsWith('.newer'),
    };
  }
  modules['overlay-examples'] = examples;
  const snippets: Record<string, string> = {};
  for (const fileName of await jsFiles(overlaySnippetsDir)) {
    snippets[snippetName(fileName)] = await readFile(path.join(overlaySnippetsDir, fileName), 'utf8');
  }
  modules['overlay-snippets'] = snippets;
  const {version} = JSON.parse(await readFile(path.join(overlayPackageDir, 'package.json'), 'utf8')) as {version: string};
  const declarations: OverlayDeclarationSource[] = [];
  for (const fileName of overlayDeclarationFiles) {
    const packagePath = `dist/custom-overlays/${fileName}`;
    const text = await readFile(path.join(overlayPackageDir, packagePath), 'utf8');
    const index = indexDeclarationFile(fileName, text);
    const segments = index.segments.map(({code, ...segment}): PublishedSegment => {
      const lineCount = code.split('\n').length;
      const anchor = segment.declaration?.anchor;
      if (lineCount <= collapsedSegmentLines || !anchor) return {...segment, lineCount, code};
      modules[`overlay-segment-${anchor}`] = code;
      return {...segment, lineCount, module: anchor};
    });
    declarations.push({
      fileName,
      packagePath,
      downloadPath: overlayDeclarationDownloads[fileName].path,
      version,
      declarations: index.declarations,
      segments,
    });
  }
  modules['overlay-declarations'] = declarations;
  return modules;
}

/**
 * Emits the custom-code declaration file into the browser build at `customCodeDeclarationDownload.path`,
 * and the package's overlay declaration files at `overlayDeclarationDownloads`, so readers can
 * download them and the pages can show them without a copy in any script. Emitted by the compiler
 * rather than copied after the build, so `npm start` serves them too and they are in place before
 * `plugins/llms-files.ts` puts their text into the Markdown twins.
 */
class EmitDeclarationFile {
  apply(compiler: Compiler): void {
    const name = 'custom-code-declaration-file';
    const files: [string, string][] = [
      [customCodeDeclarationDownload.path, declarationFile],
      ...overlayDeclarationFiles.map((fileName): [string, string] => [
        overlayDeclarationDownloads[fileName].path,
        path.join(overlayPackageDir, 'dist/custom-overlays', fileName),
      ]),
    ];
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, async () => {
        for (const [urlPath, file] of files) {
          compilation.emitAsset(urlPath.slice(1), new compiler.webpack.sources.RawSource(await readFile(file, 'utf8')));
        }
      });
    });
  }
}

/**
 * Publishes the custom-code sources as JSON modules under `@generated/custom-code-source/default/`:
 * `example-<name>.json` (the text of `examples/<name>.js`), `snippets-<page>.json` (snippet name →
 * text, from `snippets/<page>/`) and `custom-code-helpers.json` (every helper the declaration file
 * declares → whether it returns a promise and whether only newer builds have it, for the code runner's stand-in helpers). Pages therefore show exactly the files that
 * `tests/typecheck/customCodeExamples.test.ts` type-checks; the build has no raw-loader, and this keeps
 * one source of truth without one. The declaration file itself becomes a static file of the build
 * (`EmitDeclarationFile`).
 *
 * For the custom overlay pages it also writes `overlay-examples.json` (example name → the tabs of
 * `src/custom-overlays/examples/<name>.*`, one module the Custom overlay examples page loads when a reader turns to them; checked by `tests/typecheck/customOverlayExamples.test.ts`),
 * `overlay-snippets.json` (snippet name → text, from `src/custom-overlays/snippets/`) and `overlay-declarations.json` (the overlay `.d.ts` files of the installed
 * `@lumiastream/lumia-types`, cut into declarations by `src/lib/declarationIndex.ts`), with the
 * text of each long segment in `overlay-segment-<anchor>.json`.
 */
export default function customCodeSourcePlugin(): Plugin {
  return {
    name: 'custom-code-source',
    async contentLoaded({actions}) {
      const modules = await loadModules();
      await Promise.all(Object.entries(modules).map(([name, value]) => actions.createData(`${name}.json`, JSON.stringify(value))));
    },
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [new EmitDeclarationFile()]}),
    getPathsToWatch() {
      return [path.join(customCodeDir, '**/*.js'), declarationFile, path.join(overlayExamplesDir, '*'), path.join(overlaySnippetsDir, '*.js')];
    },
  };
}
