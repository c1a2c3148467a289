import {isDeepStrictEqual} from 'node:util';
import {createRequire} from 'node:module';
import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import lunrSearch from 'docusaurus-lunr-search';
import {
  keepFirstPositions,
  packLunrIndex,
  packSearchDocs,
  restoreLunrIndex,
  unpackSearchDocs,
  type IndexedField,
  type Lunr,
  type SearchDocFile,
  type SerializedLunrIndex,
} from '../src/lib/searchIndex';

// The lunr the plugin built its index with.
const lunr = createRequire(require.resolve('docusaurus-lunr-search'))('lunr') as Lunr;

/** The options of docusaurus-lunr-search that change its index. */
interface IndexOptions {
  fields?: Record<string, {boost?: number}>;
}

/** The plugin's fields and boosts: its defaults, under any `fields` set in its options. */
function indexedFields(options: IndexOptions): IndexedField[] {
  const defaults = {title: 200, content: 2, keywords: 100};
  return Object.entries(defaults).map(([name, boost]) => ({name, boost: options.fields?.[name]?.boost ?? boost}));
}

/**
 * Packs the plugin's files into their small forms, under the same timestamped names, and fails
 * the build unless the browser would restore from them exactly what the plugin wrote.
 */
async function packSearchFiles(outDir: string, docFile: string, indexFile: string, options: IndexOptions): Promise<void> {
  const docs = JSON.parse(await readFile(docFile, 'utf8')) as SearchDocFile;
  const index = JSON.parse(await readFile(indexFile, 'utf8')) as SerializedLunrIndex;
  const packedDocs = JSON.stringify(packSearchDocs(docs));
  const packedIndex = JSON.stringify(packLunrIndex(index, indexedFields(options)));

  const restoredDocs = unpackSearchDocs(JSON.parse(packedDocs));
  if (!isDeepStrictEqual(restoredDocs, docs)) {
    throw new Error(`${path.relative(outDir, docFile)}: the packed search documents do not restore to the plugin's documents`);
  }
  const restoredIndex = restoreLunrIndex(lunr, JSON.parse(packedIndex), restoredDocs.searchDocs);
  if (JSON.stringify(restoredIndex) !== JSON.stringify(keepFirstPositions(index))) {
    throw new Error(`${path.relative(outDir, indexFile)}: the packed search index does not restore to the plugin's index`);
  }
  await Promise.all([writeFile(docFile, packedDocs), writeFile(indexFile, packedIndex)]);
}

/**
 * docusaurus-lunr-search, with small files: after it writes its documents and index, both are
 * packed (see src/lib/searchIndex.ts; the search bar restores them), and the untimestamped copies
 * it writes for old swizzles, which this site never fetches, are removed.
 */
export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const pluginOptions = (options ?? {}) as Record<string, unknown>;
  const plugin = lunrSearch(context, pluginOptions) as Plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild!(props);
      const {outDir} = props;
      await Promise.all(['lunr-index.json', 'search-doc.json'].map((name) => rm(path.join(outDir, name), {force: true})));
      const names = await readdir(outDir);
      const docFile = names.find((name) => /^search-doc-\d+\.json$/.test(name));
      const indexFile = names.find((name) => /^lunr-index-\d+\.json$/.test(name));
      if (!docFile || !indexFile) throw new Error(`The search plugin wrote no timestamped search files in ${outDir}`);
      await packSearchFiles(outDir, path.join(outDir, docFile), path.join(outDir, indexFile), pluginOptions as IndexOptions);
    },
  };
}
