import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import axe, {type AxeResults} from 'axe-core';
import {test as base, expect, type BrowserContext, type Page, type Response} from '@playwright/test';
import {docsRoutes} from '../../src/data/siteRoutes';

export const siteTitle = 'Lumia Stream Developers';
export const repoRoot = path.resolve(__dirname, '../..');
export const buildDir = path.join(repoRoot, 'build');

/**
 * Byte budgets: a first visit's scripts and styles (gzip, checked on every page by pages.spec.ts),
 * any image of the build, and the search files, which load at idle after the page (see states.spec.ts)
 * and whose ceiling is what they weighed when search was last reworked (521 KB gzip)
 * plus 10% (budgets.spec.ts).
 */
export const budgets = {scriptGzip: 158 * 1024, styleGzip: 25 * 1024, imageBytes: 60 * 1024, searchGzip: 575 * 1024};

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The file of the build a URL of the served site names. */
export const builtFile = (url: string) => path.join(buildDir, decodeURIComponent(new URL(url).pathname));

/** Every page route of REQUIREMENTS.md §2: the landing page and the docs pages. */
export const pageRoutes: readonly string[] = ['/', ...docsRoutes];

/** The `title` front matter of the docs page behind a route. */
export function docTitle(route: string): string {
  const file = path.join(repoRoot, `${route.replace(/^\/docs\//, 'docs/')}.mdx`);
  const match = /^title:\s*"?(.+?)"?\s*$/m.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`No title front matter in ${file}`);
  return match[1];
}

/** Opens a route with the colour mode already chosen, as a returning reader would have it. */
export async function openInMode(page: Page, route: string, mode: 'light' | 'dark'): Promise<Response | null> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const response = await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}

/** What `navigator.connection` tells the site, by which prefetching and search's own loading decide. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Opens pages as on a connection with these hints: on save-data or 2g, search waits for the reader.
 * A browser's connection always names its effective type (Docusaurus's prefetch reads it without a
 * check, and threw when a hint left it out), so it is 4g unless the hints say otherwise.
 */
export async function emulateConnection(target: Page | BrowserContext, hints: ConnectionHints): Promise<void> {
  const connection = {effectiveType: '4g', saveData: false, ...hints};
  await target.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', {get: () => value}), connection);
}

/** A reader whose connection saves data: search and route chunks wait until the reader reaches for them. */
export const savingData: ConnectionHints = {saveData: true};
/** A reader on a fast connection, as most are: search readies itself and links prefetch at idle. */
export const fastConnection: ConnectionHints = {};

/**
 * Playwright's test, for the browser context each worker reuses (playwright.config.ts):
 * - Playwright's reset between tests leaves granted permissions in place, and granting one denies the
 *   others (local network access among them), so every test starts with none granted.
 * - Pages open on the `connection` option. Spec files about search or prefetching choose
 *   `fastConnection`; the others read pages as a reader who saves data, so search and prefetching do
 *   not run in the background of every test (a quarter of a CPU-second each).
 */
export const test = base.extend<{connection: ConnectionHints; firstVisit: void}>({
  connection: [savingData, {option: true}],
  firstVisit: [
    async ({context, connection}, use) => {
      await context.clearPermissions();
      await emulateConnection(context, connection);
      await use();
    },
    {auto: true},
  ],
});

/** Switches the colour mode with the navbar toggle, from light to dark, and waits until the colours have settled. */
export async function switchToDarkMode(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // A click without the pointer, so no toggle is left hovered or focused. On a phone the navbar's
  // toggle is hidden (readers use the one in the menu): the click reaches it all the same.
  await page
    .getByRole('button', {name: /Switch between dark and light mode/, includeHidden: true})
    .first()
    .dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours ease into the new mode: axe must read them once the transitions have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

export interface AxeRun {
  /** Only inside these selectors (the whole page when empty)... */
  include?: string[];
  /** ...and outside these. */
  exclude?: string[];
}

/**
 * Runs axe-core inside the page through its public API: injected once per document (injecting its
 * 570 KB source on every run, as @axe-core/playwright does, cost a quarter of a run on a short page),
 * reset to its defaults, every rule on every element. The site has no frames, so axe runs in the page
 * alone. Only violations are described, which is all the tests assert on: on long pages, describing
 * every passing node took most of the time.
 */
export async function runAxe(page: Page, {include = [], exclude = []}: AxeRun = {}): Promise<AxeResults> {
  // Not `'axe' in window`: an element with the id "axe" would answer true.
  const injected = await page.evaluate(() => typeof (window as unknown as {axe?: {run?: unknown}}).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  // Typed as unknown inside: Playwright's mapping of axe's types through its handle types goes too deep.
  const results = await page.evaluate(
    ({include, exclude}): Promise<unknown> => {
      const inPage = (window as unknown as {axe: typeof axe}).axe;
      inPage.reset();
      const context: axe.ElementContext = include.length > 0 ? {include, exclude} : exclude.length > 0 ? {exclude} : document;
      return inPage.run(context, {resultTypes: ['violations']});
    },
    {include, exclude},
  );
  return results as AxeResults;
}

/** Axe's violations on the page, or only inside `include` and outside `exclude`, one line each. */
export async function axeViolations(page: Page, include: string[] = [], exclude: string[] = []): Promise<string[]> {
  const results = await runAxe(page, {include, exclude});
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/** Collects the page's uncaught errors from now on: none may escape whatever a server or the reader sends. */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Resolves once the docs page has hydrated, so client-side behaviour can be exercised. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** What a reader does on the way to the search box, which starts loading search at once: the pointer enters the navbar. */
export async function reachForSearch(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('nav.navbar').hover();
}

/** The navbar search input; once ready, the search library turns its role into a combobox. */
export function searchInput(page: Page) {
  return page.locator('nav.navbar input#search_input_react');
}
