import {readFileSync} from 'node:fs';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {createElement, type ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {buildVariablesReference, contextId, describeEntry, parseSystemVariableDocs, toPageData, variableToken} from '../../src/data/variables';
import {pageToMarkdown} from '../../src/lib/markdownTwin';
import {renderToStaticMarkup} from 'react-dom/server';

// The variables list as the build renders it, Docusaurus modules replaced by what they do on the server.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children?: ReactNode}) => createElement('a', {href: to}, children),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}));
vi.mock('@site/src/data/anchors', () => import('../../src/data/anchors'));
vi.mock('@site/src/data/variables', () => import('../../src/data/variables'));
vi.mock('@site/src/lib/identifiers', () => import('../../src/lib/identifiers'));

const translations = (
  JSON.parse(readFileSync(require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json'), 'utf8')) as {
    variables: Record<string, unknown>;
  }
).variables;
const docComments = parseSystemVariableDocs(readFileSync(require.resolve('@lumiastream/lumia-types/dist/variables.types.d.ts'), 'utf8'));
const reference = buildVariablesReference(
  lumiaTypes.AllVariables,
  {translations, docComments},
  Object.values(lumiaTypes.LumiaAlertValues),
  lumiaTypes.LumiaAlertFriendlyValues,
);
const data = toPageData(reference);
const platformIds = reference.platforms.map((platform) => platform.id);

describe('the Markdown twin of the variables reference', () => {
  it('sets our own descriptions in italics, as the page says, and the sources’ descriptions upright', async () => {
    const {default: PanelContent} = await import('../../src/components/VariablesReference/PanelContent');
    const twitch = reference.platforms.find((platform) => platform.id === 'twitch')!;
    const html = renderToStaticMarkup(createElement(PanelContent, {platform: twitch, data, platformIds}));
    const page = `<html><head><title>Platform variables | Site</title></head><body><main><div class="theme-doc-markdown markdown">${html}</div></main></body></html>`;
    const entryLines = pageToMarkdown(page, '/docs/variables')
      .markdown.split('\n')
      .filter((line) => line.startsWith('- `{{'));
    // The entries in the order the panel draws them: global, chat, then alert groups.
    const groups = (['global', 'chat', 'alert'] as const).flatMap((kind) => twitch.groups.filter((group) => group.kind === kind));
    const entries = groups.flatMap((group) =>
      group.variables.map((name) => ({name, ...describeEntry(name, contextId('twitch', group), data, platformIds)})),
    );
    expect(entryLines).toHaveLength(entries.length);
    let hints = 0;
    for (const [index, {name, text, hint}] of entries.entries()) {
      // Turndown escapes Markdown characters such as _ in the text: compare without the escapes.
      const line = entryLines[index].replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1');
      expect(line.startsWith(`- \`${variableToken(name)}\``), line).toBe(true);
      if (hint) hints++;
      // Our own text in *…*, a source's text as it is.
      expect(line.endsWith(hint ? `*${text}*` : text), line).toBe(true);
      if (!hint) expect(line.endsWith('*'), line).toBe(false);
    }
    expect(hints).toBeGreaterThan(0);
    expect(hints).toBeLessThan(entries.length);
  });
});
