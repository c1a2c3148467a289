import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeStylesheet} from '../src/codeThemes';

const prismHighlightModule = path.resolve(__dirname, '../src/lib/prismHighlight.ts');
const noHighlightModule = path.resolve(__dirname, '../src/lib/prismHighlight.browser.ts');
export const stockLanguageRegistration = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * Code highlighting without Prism on a first visit:
 * - the code colours of both modes ship as a stylesheet generated from `src/codeThemes.ts`;
 * - the server build highlights every code block with Prism (`@initial-prism-highlight`), and the
 *   browser reuses those lines as they are, so its bundle gets Prism only as a lazy chunk
 *   (`src/lib/codeHighlight.ts`) for code drawn after load: a tab shown later, a client-side
 *   navigation. The stock client module that registers `additionalLanguages` would pull Prism
 *   back into the main bundle, so the browser build drops it and the lazy chunk registers them.
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'code-themes.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, `${codeThemeStylesheet()}\n`);
  return {
    name: 'code-highlighting',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer) {
      const alias: Record<string, string | false> = isServer
        ? {'@initial-prism-highlight$': prismHighlightModule}
        : {'@initial-prism-highlight$': noHighlightModule, [`${stockLanguageRegistration}$`]: false};
      return {resolve: {alias}};
    },
  };
}
