import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import {budgets, buildDir, builtFile, gzipSize, kb, reachForSearch, searchInput, test} from './site';

// The byte budgets of site.ts that are not a page's own: each page's first visit is checked by pages.spec.ts.

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
  await reachForSearch(page);
  await expect(searchInput(page)).toBeEnabled();
  // REQUIREMENTS.md §7: the search document file and the search index file.
  expect(searchFiles.size).toBe(2);
  const total = [...searchFiles].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
  expect(total, `search files weigh ${kb(total)} gzip`).toBeLessThanOrEqual(budgets.searchGzip);
});
