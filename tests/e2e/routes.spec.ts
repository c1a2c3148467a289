import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {docsRoutes, siteRedirects, siteSections} from '../../src/data/siteRoutes';
import {buildDir, docTitle, pageRoutes, searchInput, siteTitle, test, waitForHydration} from './site';

// REQUIREMENTS.md §2: the built site has exactly the specified pages, no more and no fewer.
test('the built page list matches the specification', () => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const built = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]).sort();
  expect(built).toEqual([...pageRoutes].sort());
  expect(docsRoutes).toHaveLength(42);
});

// REQUIREMENTS.md §3: site metadata has one docs version, 'current', labelled Next, listing doc ids and paths.
test('there is one docs version, current, labelled Next, with every doc', () => {
  const globalData = JSON.parse(fs.readFileSync(path.join(buildDir, '..', '.docusaurus', 'globalData.json'), 'utf8')) as {
    'docusaurus-plugin-content-docs': {default: GlobalPluginData};
  };
  const versions = globalData['docusaurus-plugin-content-docs'].default.versions;
  expect(versions.map((v) => [v.name, v.label])).toEqual([['current', 'Next']]);
  const docs = versions[0].docs;
  expect(docs.map((d) => d.path).sort()).toEqual([...docsRoutes].sort());
  for (const doc of docs) expect(doc.path).toBe(`/docs/${doc.id}`);
});

test('the landing page has its own hero and one entry card per section', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Developer documentation | ${siteTitle}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Lumia Stream for developers');
  // REQUIREMENTS.md §1: the site is organised in four sections.
  const cards = page.getByRole('list', {name: 'Documentation sections'}).getByRole('link');
  await expect(cards).toHaveCount(4);
  const targets = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual(siteSections.map((section) => section.to));
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({page}) => {
  await page.goto('/docs/no-such-page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await page.goto('/completely/unknown');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('the not-found page leads on: its button opens search, and it links the intro and every section', async ({page}) => {
  await page.goto('/completely/unknown');
  await waitForHydration(page);
  const sections = page.getByRole('list', {name: 'Documentation sections'}).getByRole('link');
  await expect(sections).toHaveCount(siteSections.length + 1);
  for (const {to} of [{to: '/docs/intro'}, ...siteSections]) await expect(page.locator(`main a[href="${to}"]`)).toHaveCount(1);
  await page.getByRole('button', {name: 'Search the docs'}).click();
  await expect(searchInput(page)).toBeFocused();
});

// One visit after another in one tab, as a reader following old links would: each is its own step.
test('every old address of the specification redirects to its page', async ({page}) => {
  for (const {from, to} of siteRedirects) {
    for (const source of from) {
      await test.step(`${source} redirects to ${to}`, async () => {
        await page.goto(source);
        await expect.soft(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
        await expect.soft(page.getByRole('heading', {level: 1})).toHaveText(docTitle(to));
      });
    }
  }
});

test('/docs/variables is itself the variables page', async ({page}) => {
  await page.goto('/docs/variables');
  await expect(page).toHaveURL(/\/docs\/variables$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(docTitle('/docs/variables'));
});

test('a path ending in .html or /index.html shows the page without it', async ({page}) => {
  for (const suffix of ['.html', '/index.html']) {
    await page.goto(`/docs/rest/tts${suffix}`);
    await expect.soft(page.getByRole('heading', {level: 1}), suffix).toHaveText(docTitle('/docs/rest/tts'));
  }
});
