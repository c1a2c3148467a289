import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {interfaceMembers, packageOverlayDeclarations} from '../../plugins/search';
import {commands} from '../../src/data/commands';
import {baseName, entryName, type AllVariablesLike} from '../../src/data/variables';
import {docsRoutes} from '../../src/data/siteRoutes';
import {createSiteSearch, highlightClass, maxQueryLength, type SearchDocFile, type SearchResult} from '../../src/lib/siteSearch';
import {readerQueries} from './searchQueries';

// The search as the browser runs it, over the built files, with the lunr the plugin built them with.
const buildDir = path.resolve(__dirname, '../../build');
const builtFile = (pattern: RegExp) =>
  path.join(
    buildDir,
    fs.readdirSync(buildDir).find((name) => pattern.test(name))!,
  );
const docFile = JSON.parse(fs.readFileSync(builtFile(/^search-doc-\d+\.json$/), 'utf8')) as SearchDocFile;
// createSiteSearch's parameters: the lunr library, the document file and the serialized index.
type SearchInputs = Parameters<typeof createSiteSearch>;
const lunr = createRequire(require.resolve('docusaurus-lunr-search'))('lunr') as SearchInputs[0];
const search = createSiteSearch(lunr, docFile, JSON.parse(fs.readFileSync(builtFile(/^lunr-index-\d+\.json$/), 'utf8')) as SearchInputs[2]);

const pageOf = (url: string) => url.replace(/[?#].*$/, '');

/** The results on the first `count` pages the dropdown lists (it groups results by page). */
function onFirstPages(results: SearchResult[], count = 3): SearchResult[] {
  const pages = [...new Set(results.map(({url}) => pageOf(url)))].slice(0, count);
  return results.filter(({url}) => pages.includes(pageOf(url)));
}

const pageHtml = new Map<string, string>();
/** Whether the built page has an element with this id. */
function pageHasId(page: string, id: string): boolean {
  if (!pageHtml.has(page)) pageHtml.set(page, fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8'));
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=(?:"${escaped}"|${escaped}(?=[\\s>]))`).test(pageHtml.get(page)!);
}

function helperNames(): string[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../../src/custom-code/lumia-custom-code.d.ts'), 'utf8');
  return [...new Set([...text.matchAll(/^declare function (\w+)/gm)].map((match) => match[1]))];
}

const allVariables = lumiaTypes.AllVariables as AllVariablesLike;
/** Every variable name with the platforms that list it. */
const variablePlatforms = new Map<string, Set<string>>();
for (const [platform, groups] of Object.entries(allVariables)) {
  const entries = [...(groups.variables ?? []), ...Object.values(groups.chat ?? {}).flat(), ...Object.values(groups.alerts ?? {}).flat()];
  for (const name of entries.map((entry) => baseName(entryName(entry)))) {
    variablePlatforms.set(name, (variablePlatforms.get(name) ?? new Set()).add(platform));
  }
}

/** Each kind of name, and whether a result is the entry that documents it. */
const kinds: {kind: string; names: string[]; documents: (name: string, url: URL) => boolean}[] = [
  {
    kind: 'variables',
    names: [...variablePlatforms.keys()],
    documents: (name, url) => {
      const platform = url.searchParams.get('platform') ?? '';
      return url.pathname === '/docs/variables' && variablePlatforms.get(name)!.has(platform) && url.hash === `#var-${platform}-${name}`;
    },
  },
  {
    kind: 'alert values',
    names: Object.values(lumiaTypes.LumiaAlertValues),
    documents: (name, url) => url.pathname === '/docs/rest/send-alerts' && url.hash === `#${name}`,
  },
  {
    kind: 'command types',
    names: commands.map(({type}) => type),
    documents: (name, url) => url.pathname === commands.find(({type}) => type === name)!.page && url.hash !== '',
  },
  {
    kind: 'custom-code helpers',
    names: helperNames(),
    documents: (_, url) => url.pathname === '/docs/custom-code/helper-functions' && url.hash !== '',
  },
  {
    kind: 'Overlay members',
    names: interfaceMembers(packageOverlayDeclarations, 'Overlay'),
    documents: (_, url) => url.pathname.startsWith('/docs/custom-overlays/') && url.hash !== '',
  },
];
const everyName = kinds.flatMap(({names}) => names.map((name) => name.toLowerCase()));

/** The shortest prefix of 6 characters or more that no other name starts with, if there is one. */
function uniquePrefix(name: string): string | undefined {
  for (let length = 6; length < name.length; length += 1) {
    const prefix = name.slice(0, length).toLowerCase();
    if (everyName.filter((other) => other.startsWith(prefix)).length === 1) return prefix;
  }
  return undefined;
}

describe.each(kinds)('every one of the $kind', ({names, documents}) => {
  it('is found by its exact name, with the entry that documents it on the first three result pages', () => {
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter((name) => !onFirstPages(search(name)).some(({url}) => documents(name, new URL(url, 'http://site'))));
    expect(missing).toEqual([]);
  });

  it('is found by a prefix of 6 characters or more that only it has', () => {
    const missing = names.filter((name) => {
      const prefix = uniquePrefix(name);
      return prefix !== undefined && !onFirstPages(search(prefix)).some(({url}) => documents(name, new URL(url, 'http://site')));
    });
    expect(missing).toEqual([]);
  });

  it('opens at an element of its page that exists', () => {
    const broken = names
      .map((name) => onFirstPages(search(name)).find(({url}) => documents(name, new URL(url, 'http://site'))))
      .filter((result) => result !== undefined)
      .map(({url}) => new URL(url, 'http://site'))
      .filter((url) => !pageHasId(url.pathname, decodeURIComponent(url.hash.slice(1))))
      .map((url) => `${url.pathname}${url.hash}`);
    expect(broken).toEqual([]);
  });
});

describe('ranking', () => {
  it.each([
    ['tts', '/docs/rest/tts'],
    ['chatbot', '/docs/rest/chatbot'],
  ])('a page titled or named for the query (%s) comes before pages that mention it', (query, page) => {
    expect(pageOf(search(query)[0].url)).toBe(page);
  });

  it.each([
    ['websocket', '/docs/websockets/'],
    ['overlays', '/docs/custom-overlays/'],
    ['variables', '/docs/variables'],
    ['custom code', '/docs/custom-code/'],
  ])('a query that names a section (%s) lists every page of that section first', (query, section) => {
    const sectionRoutes = docsRoutes.filter((route) => route === section || route.startsWith(section));
    expect(sectionRoutes.length).toBeGreaterThan(0);
    const firstPages = [...new Set(search(query).map(({url}) => pageOf(url)))].slice(0, sectionRoutes.length);
    // The list holds eight results: a section with more pages fills it.
    expect(firstPages.length).toBe(Math.min(sectionRoutes.length, 8));
    expect(
      firstPages.every((page) => sectionRoutes.includes(page)),
      firstPages.join(', '),
    ).toBe(true);
  });

  it('a helper typed as separate words ("call alert") opens at its entry first', () => {
    const helpers = (docFile.names ?? []).filter(([name, , kind]) => kind === 'Custom-code helper' && /[a-z][A-Z]/.test(name));
    expect(helpers.length).toBeGreaterThan(0);
    const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const [name, url] of helpers) {
      const words = name.split(/(?=[A-Z])/).join(' ');
      // Names that read the same as words (the helper getCommands, the variable get_commands) share the top.
      const alike = (docFile.names ?? []).filter(([other]) => compact(other) === compact(name)).length;
      expect(
        search(words)
          .slice(0, alike)
          .map((result) => result.url),
        words,
      ).toContain(url);
    }
  });

  it('finds a page that answers at least 95% of the reader questions among the first three pages', () => {
    // The questions ask for every page that teaches something (a next-steps page at /congratulations only ends a walkthrough).
    const answered = new Set(readerQueries.flatMap(([, pages]) => pages.map((page) => `/docs/${page}`)));
    expect(docsRoutes.filter((route) => !route.endsWith('/congratulations') && !answered.has(route))).toEqual([]);
    const misses = readerQueries.filter(
      ([query, pages]) => !onFirstPages(search(query)).some(({url}) => pages.some((page) => pageOf(url) === `/docs/${page}`)),
    );
    const hitRate = 1 - misses.length / readerQueries.length;
    expect(hitRate, `missed: ${misses.map(([query]) => query).join('; ')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('pasted text', () => {
  it('a paste of many words is searched by its start and answered (names are matched against every run of words)', () => {
    const pasted = 'call alert '.repeat(50_000);
    expect(pasted.length).toBeGreaterThan(maxQueryLength * 1000);
    const callAlert = docFile.names!.find(([name]) => name === 'callAlert')!;
    expect(search(pasted)[0].url).toBe(callAlert[1]);
  });
});

describe('previews', () => {
  it.each([
    ['displayname', /^Lumia Stream variable \(Chat command\)\.$/],
    ['twitch-follower', /^Alert value: Twitch Follower\.$/],
  ])('of a reference name (%s) say what it is, with its platform', (name, preview) => {
    const result = search(name).find(({sectionTitle}) => sectionTitle?.replace(/<[^>]+>/g, '') === name);
    expect(result?.preview).toMatch(preview);
  });

  it('show the words the reader searched for', () => {
    // A reference name's result describes the name instead: its kind.
    const nameUrls = new Set(docFile.names!.map(([, url]) => url));
    for (const [query] of readerQueries) {
      for (const {url, preview} of search(query)) {
        if (preview !== undefined && !nameUrls.has(url)) expect(preview, query).toContain(`class="${highlightClass}"`);
      }
    }
  });

  it('leave the ellipsis to the dropdown, which adds one where a stretch is cut, so none is doubled', () => {
    for (const [query] of readerQueries) {
      for (const {preview} of search(query)) if (preview !== undefined) expect(preview, query).not.toMatch(/^…|…$/);
    }
  });

  it('never quote tab labels: the index reads no interface text', () => {
    const tabLabels = new Set<string>();
    for (const doc of docFile.searchDocs.filter(({type}) => type === 0)) {
      const html = fs.readFileSync(path.join(buildDir, doc.url, 'index.html'), 'utf8');
      for (const [, list] of html.matchAll(/role=(?:"tablist"|tablist)[^>]*>(.*?)<\/ul>/g)) {
        tabLabels.add([...list.matchAll(/<li[^>]*>([^<]*)/g)].map((match) => match[1]).join(''));
      }
    }
    expect(tabLabels.size).toBeGreaterThan(0);
    const quoting = docFile.searchDocs.filter(({content}) => [...tabLabels].some((labels) => content.includes(labels)));
    expect(quoting.map(({url}) => url)).toEqual([]);
  });
});
