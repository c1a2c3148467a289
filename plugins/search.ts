import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import lunrSearch from 'docusaurus-lunr-search';
import {keepFirstPositions, type SerializedLunrIndex} from '../src/lib/searchIndex';

/**
 * docusaurus-lunr-search, with smaller files: after it writes its index, the index keeps only
 * the positions the search bar reads, and the untimestamped copies it writes for old swizzles
 * (which this site never fetches) are removed.
 */
export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const plugin = lunrSearch(context, (options ?? {}) as Record<string, unknown>) as Plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild!(props);
      const {outDir} = props;
      await Promise.all(['lunr-index.json', 'search-doc.json'].map((name) => rm(path.join(outDir, name), {force: true})));
      for (const name of await readdir(outDir)) {
        if (!/^lunr-index-\d+\.json$/.test(name)) continue;
        const file = path.join(outDir, name);
        const index = JSON.parse(await readFile(file, 'utf8')) as SerializedLunrIndex;
        await writeFile(file, JSON.stringify(keepFirstPositions(index)));
      }
    },
  };
}
