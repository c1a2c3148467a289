import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as lumiaTypes from '@lumiastream/lumia-types';
import lunrSearch from 'docusaurus-lunr-search';
import ts from 'typescript';
import {alertAnchor, commandAnchor, headingAnchor, variableAnchor} from '../src/data/anchors';
import {commands} from '../src/data/commands';
import {baseName, groupVariables} from '../src/data/variables';
import {indexDeclarationFile} from '../src/lib/declarationIndex';
import type {NameEntry, SearchDoc, SearchDocFile, SerializedIndex} from '../src/lib/siteSearch';

const customCodeDeclarations = path.resolve(__dirname, '../src/custom-code/lumia-custom-code.d.ts');
const overlayRuntimeDeclarations = path.resolve(__dirname, '../src/types/customOverlays.d.ts');
const packageOverlayDeclarations = path.join(
  path.dirname(require.resolve('@lumiastream/lumia-types/package.json')),
  'dist/custom-overlays/custom-overlays.d.ts',
);

/** The member names of an interface: its own and those it takes with `extends Pick<…, 'a' | 'b'>`. */
async function interfaceMembers(file: string, name: string): Promise<Set<string>> {
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  const members = new Set<string>();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== name) return;
    for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) members.add(member.name.text);
    for (const type of node.heritageClauses?.flatMap((clause) => clause.types) ?? []) {
      const picked = type.expression.getText(source) === 'Pick' ? type.typeArguments?.[1] : undefined;
      for (const literal of picked && ts.isUnionTypeNode(picked) ? picked.types : picked ? [picked] : []) {
        if (ts.isLiteralTypeNode(literal) && ts.isStringLiteral(literal.literal)) members.add(literal.literal.text);
      }
    }
  });
  return members;
}

/**
 * Every reference name a reader may type, with the entry that documents it, from the same data as
 * the reference pages: `AllVariables`, `LumiaAlertValues`, the command catalogue, the helpers of
 * the custom-code declaration file and the members of `Overlay`.
 */
async function nameDictionary(outDir: string, searchDocs: SearchDoc[]): Promise<NameEntry[]> {
  const entries: NameEntry[] = [];
  const alertValues = Object.values(lumiaTypes.LumiaAlertValues);
  for (const value of alertValues) entries.push([value, `/docs/rest/send-alerts#${alertAnchor(value)}`, 'Alert value']);

  for (const command of commands) {
    const html = await readFile(path.join(outDir, command.page, 'index.html'), 'utf8');
    // A type without a reference block of its own opens at the first section that names it.
    const hasBlock = new RegExp(`id="?${commandAnchor(command.type)}[" >]`).test(html);
    const mention = searchDocs.find((doc) => doc.type === 1 && doc.url.startsWith(`${command.page}#`) && doc.content.includes(command.type));
    entries.push([command.type, hasBlock ? `${command.page}#${commandAnchor(command.type)}` : (mention?.url ?? command.page), 'Command type']);
  }

  const helpers = indexDeclarationFile('lumia-custom-code.d.ts', await readFile(customCodeDeclarations, 'utf8')).declarations;
  for (const name of new Set(helpers.filter(({kind}) => kind === 'function').map(({name}) => name))) {
    entries.push([name, `/docs/custom-code/helper-functions#${headingAnchor(name)}`, 'Custom-code helper']);
  }

  // The page documents the runtime's members; a member only the 3.1.7 typings declare (wrongly)
  // opens at the list of what those typings get wrong.
  const runtime = await interfaceMembers(overlayRuntimeDeclarations, 'OverlayRuntime');
  for (const name of new Set([...runtime, ...(await interfaceMembers(packageOverlayDeclarations, 'Overlay'))])) {
    const url = runtime.has(name)
      ? `/docs/custom-overlays/custom-overlays-documentation#${headingAnchor(`Overlay.${name}`)}`
      : '/docs/custom-overlays/types#where-the-317-typings-are-wrong';
    entries.push([name, url, 'Overlay member']);
  }

  // A variable opens in the list of the first platform that has it, a global list first.
  const variables = new Map<string, string>();
  const platforms = groupVariables(lumiaTypes.AllVariables, alertValues);
  for (const kinds of [['global'], ['chat', 'alert']]) {
    for (const {id, groups} of platforms) {
      for (const group of groups.filter(({kind}) => kinds.includes(kind))) {
        for (const name of group.variables.map(baseName)) {
          if (!variables.has(name)) variables.set(name, `/docs/variables?platform=${id}#${variableAnchor(id, name)}`);
        }
      }
    }
  }
  for (const [name, url] of variables) entries.push([name, url, 'Variable']);
  return entries;
}

/** Marks what the index must not read as text: tab labels, buttons and interactive UI (`data-llms="skip"`). */
function hideInterfaceText(html: string): string {
  // Hidden elements are left out by the plugin's text extraction, as a browser leaves them out of innerText.
  return html.replace(
    /<(button|[a-z]+(?=\s)(?=(?:[^>"']|"[^"]*"|'[^']*')*\s(?:role=(?:"tablist"|tablist)|data-llms=(?:"skip"|skip))[\s>]))/g,
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
        docFile.names = await nameDictionary(outDir, docFile.searchDocs);
        await writeFile(path.join(outDir, docName), JSON.stringify(docFile));

        const index = JSON.parse(await readFile(path.join(textDir, indexName), 'utf8')) as SerializedIndex;
        for (const [, entry] of index.invertedIndex) {
          for (const [field, postings] of Object.entries(entry)) {
            if (field !== '_index') for (const ref of Object.keys(postings as object)) (postings as Record<string, object>)[ref] = {};
          }
        }
        await writeFile(path.join(outDir, indexName), JSON.stringify(index));
      } finally {
        await rm(textDir, {recursive: true, force: true});
      }
    },
  };
}
