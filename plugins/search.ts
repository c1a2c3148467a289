import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as lumiaTypes from '@lumiastream/lumia-types';
import lunrSearch from 'docusaurus-lunr-search';
import ts from 'typescript';
import {alertPlatform} from '../src/data/alerts';
import {alertAnchor, commandAnchor, headingAnchor, variableAnchor} from '../src/data/anchors';
import {commands} from '../src/data/commands';
import {baseName, groupVariables, platformLabel} from '../src/data/variables';
import {indexDeclarationFile} from '../src/lib/declarationIndex';
import type {NameEntry, SearchDoc, SearchDocFile} from '../src/lib/siteSearch';

const customCodeDeclarations = path.resolve(__dirname, '../src/custom-code/lumia-custom-code.d.ts');
const overlayRuntimeDeclarations = path.resolve(__dirname, '../src/types/customOverlays.d.ts');
export const packageOverlayDeclarations = require.resolve('@lumiastream/lumia-types/dist/custom-overlays/custom-overlays.d.ts');

/** The members of an interface as the type checker sees them, inherited and picked ones included. */
export function interfaceMembers(file: string, name: string): string[] {
  const program = ts.createProgram([file], {noEmit: true});
  const checker = program.getTypeChecker();
  const declaration = program.getSourceFile(file)!.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === name);
  if (!declaration) throw new Error(`${file} declares no interface ${name}`);
  return checker.getPropertiesOfType(checker.getTypeAtLocation(declaration)).map((symbol) => symbol.name);
}

/**
 * Every reference name a reader may type, with the entry that documents it, from the same data as
 * the reference pages: `AllVariables`, `LumiaAlertValues`, the command catalogue, the helpers of
 * the custom-code declaration file and the members of `Overlay`.
 */
async function nameDictionary(searchDocs: SearchDoc[]): Promise<NameEntry[]> {
  const entries: NameEntry[] = [];
  const alertValues = Object.values(lumiaTypes.LumiaAlertValues);
  const friendlyAlertNames: Readonly<Record<string, string | undefined>> = lumiaTypes.LumiaAlertFriendlyValues;
  for (const value of alertValues) {
    const friendly = friendlyAlertNames[value];
    const kind = friendly ? `Alert value: ${friendly}` : `${platformLabel(alertPlatform(value))} alert value`;
    entries.push([value, `/docs/rest/send-alerts#${alertAnchor(value)}`, kind]);
  }

  for (const command of commands) {
    // A type without a <CommandParams> block of its own opens at the first section that names it.
    const hasBlock = !command.internal && !command.explainedInProse;
    const mention = searchDocs.find((doc) => doc.type === 1 && doc.url.startsWith(`${command.page}#`) && doc.content.includes(command.type));
    entries.push([command.type, hasBlock ? `${command.page}#${commandAnchor(command.type)}` : (mention?.url ?? command.page), 'Command type']);
  }

  const helpers = indexDeclarationFile('lumia-custom-code.d.ts', await readFile(customCodeDeclarations, 'utf8')).declarations;
  for (const name of new Set(helpers.filter(({kind}) => kind === 'function').map(({name}) => name))) {
    entries.push([name, `/docs/custom-code/helper-functions#${headingAnchor(name)}`, 'Custom-code helper']);
  }

  // The page documents the runtime's members; a member only the 3.1.7 typings declare (wrongly)
  // opens at the list of what those typings get wrong.
  const runtime = new Set(interfaceMembers(overlayRuntimeDeclarations, 'OverlayRuntime'));
  for (const name of new Set([...runtime, ...interfaceMembers(packageOverlayDeclarations, 'Overlay')])) {
    const url = runtime.has(name)
      ? `/docs/custom-overlays/custom-overlays-documentation#${headingAnchor(`Overlay.${name}`)}`
      : '/docs/custom-overlays/types#where-the-317-typings-are-wrong';
    entries.push([name, url, 'Overlay member']);
  }

  // A variable opens in the list of the first platform that has it, a global list first.
  const lists = groupVariables(lumiaTypes.AllVariables, alertValues, lumiaTypes.LumiaAlertFriendlyValues).flatMap(({id, label, groups}) =>
    groups.map((group) => ({id, label, group})),
  );
  const inGlobalListFirst = lists.sort((a, b) => Number(a.group.kind !== 'global') - Number(b.group.kind !== 'global'));
  const seen = new Set<string>();
  for (const {id, label, group} of inGlobalListFirst) {
    const kind = group.kind === 'global' ? `${label} variable` : `${label} variable (${group.label}${group.kind === 'alert' ? ' alert' : ''})`;
    for (const name of group.variables.map(baseName).filter((variable) => !seen.has(variable) && seen.add(variable))) {
      entries.push([name, `/docs/variables?platform=${id}#${variableAnchor(id, name)}`, kind]);
    }
  }
  return entries;
}

/** Marks what the index must not read as text: tab labels, buttons, interactive UI (`data-llms="skip"`) and badges (`data-search="skip"`). */
function hideInterfaceText(html: string): string {
  // Hidden elements are left out by the plugin's text extraction, as a browser leaves them out of innerText.
  return html.replace(
    /<(button|[a-z]+(?=\s)(?=(?:[^>"']|"[^"]*"|'[^']*')*\s(?:role=(?:"tablist"|tablist)|data-(?:llms|search)=(?:"skip"|skip))[\s>]))/g,
    '<$1 hidden',
  );
}

/**
 * docusaurus-lunr-search, indexing the pages' text without their interface text, with two changes
 * to the files it writes under its timestamped names:
 * - the index leaves out the positions of terms (what an index built without position metadata
 *   holds): the search bar finds the reader's words in the text itself, and they were half the bytes;
 * - the document file also carries the name dictionary (see `nameDictionary`).
 * The untimestamped copies it writes for old swizzles, which this site never fetches, are not kept.
 */
export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const plugin = lunrSearch(context, (options ?? {}) as Record<string, unknown>) as Plugin;
  return {
    ...plugin,
    async postBuild(props) {
      const {outDir} = props;
      const textDir = await mkdtemp(path.join(tmpdir(), 'search-text-'));
      try {
        for (const file of (await readdir(outDir, {recursive: true})).filter((name) => name.endsWith('.html'))) {
          await mkdir(path.dirname(path.join(textDir, file)), {recursive: true});
          await writeFile(path.join(textDir, file), hideInterfaceText(await readFile(path.join(outDir, file), 'utf8')));
        }
        await plugin.postBuild!({...props, outDir: textDir});
        const names = await readdir(textDir);
        const docName = names.find((name) => /^search-doc-\d+\.json$/.test(name));
        const indexName = names.find((name) => /^lunr-index-\d+\.json$/.test(name));
        if (!docName || !indexName) throw new Error('The search plugin wrote no timestamped search files');

        const docFile = JSON.parse(await readFile(path.join(textDir, docName), 'utf8')) as SearchDocFile;
        docFile.names = await nameDictionary(docFile.searchDocs);
        await writeFile(path.join(outDir, docName), JSON.stringify(docFile));

        // Term positions are lunr's only metadata here, and half the index.
        const index = JSON.parse(await readFile(path.join(textDir, indexName), 'utf8')) as unknown;
        await writeFile(
          path.join(outDir, indexName),
          JSON.stringify(index, (key, value: unknown) => (key === 'position' ? undefined : value)),
        );
      } finally {
        await rm(textDir, {recursive: true, force: true});
      }
    },
  };
}
