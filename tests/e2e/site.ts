import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {docsRoutes} from '../../src/data/siteRoutes';

export const siteTitle = 'Lumia Stream Developers';
export const repoRoot = path.resolve(__dirname, '../..');
export const buildDir = path.join(repoRoot, 'build');

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
export async function openInMode(page: Page, route: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Resolves once the docs page has hydrated, so client-side behaviour can be exercised. */
export async function waitForHydration(page: Page): Promise<void> {
  // Large reference pages hydrate slowly on a busy 2-core machine: allow time, this is not a timing test.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

/** The navbar search input; once ready, the search library turns its role into a combobox. */
export function searchInput(page: Page) {
  return page.locator('nav.navbar input#search_input_react');
}
