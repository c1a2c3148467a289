import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {buildDir, pageRoutes, waitForHydration} from './site';

// Byte budgets of a first visit. Search files load at idle, after the page (see states.spec.ts),
// and are measured on their own: their ceiling is what they weighed when the search was last
// reworked (473 KB gzip, see CONTRIBUTING) plus 10%.
const budgets = {scriptGzip: 140 * 1024, styleGzip: 25 * 1024, imageBytes: 60 * 1024, searchGzip: 520 * 1024};

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function builtFile(url: string): string {
  return path.join(buildDir, decodeURIComponent(new URL(url).pathname));
}

for (const route of pageRoutes) {
  test(`${route} stays within the first-visit script and style budgets`, async ({page}) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
      if (request.resourceType() === 'stylesheet') styles.add(request.url());
    });
    // Search code and files load at idle, after the page, and have their own budget below; on a
    // connection that saves data they wait for the reader, so only what the page needs is counted.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})}));
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scriptBytes = [...scripts].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
    const styleBytes = [...styles].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
    expect(scriptBytes, `${route} runs ${kb(scriptBytes)} of JavaScript (gzip), budget ${kb(budgets.scriptGzip)}`).toBeLessThanOrEqual(
      budgets.scriptGzip,
    );
    expect(styleBytes, `${route} loads ${kb(styleBytes)} of CSS (gzip), budget ${kb(budgets.styleGzip)}`).toBeLessThanOrEqual(budgets.styleGzip);
  });
}

test('no image in the build is over 60 KB', () => {
  const images: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(entry.name)) images.push(full);
    }
  };
  walk(buildDir);
  const oversized = images
    .filter((file) => fs.statSync(file).size > budgets.imageBytes)
    .map((file) => `${path.relative(buildDir, file)} ${kb(fs.statSync(file).size)}`);
  expect(oversized).toEqual([]);
});

test('the search files a visitor fetches stay within their ceiling together', async ({page}) => {
  const searchFiles = new Set<string>();
  page.on('request', (request) => {
    if (/\/(search-doc|lunr-index)-\d+\.json$/.test(request.url())) searchFiles.add(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#search_input_react')).toBeEnabled();
  // REQUIREMENTS.md §7: the search document file and the search index file.
  expect(searchFiles.size).toBe(2);
  const total = [...searchFiles].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
  expect(total, `search files weigh ${kb(total)} gzip`).toBeLessThanOrEqual(budgets.searchGzip);
});
