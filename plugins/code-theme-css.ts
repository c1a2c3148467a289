import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeStylesheet} from '../src/codeThemes';

/** Ships the code colours of both modes as a stylesheet generated from `src/codeThemes.ts`. */
export default function codeThemeCssPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-theme-css', 'code-themes.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, `${codeThemeStylesheet()}\n`);
  return {name: 'code-theme-css', getClientModules: () => [stylesheet]};
}
