import {expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {axeViolations, openInMode, repoRoot, switchToDarkMode, test, waitForHydration} from './site';

const route = '/docs/rest/tts';

test('Copy page puts the Markdown twin on the clipboard and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInMode(page, route, 'light');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Copy page as Markdown'});
  await button.click();
  await expect(page.getByRole('status').filter({hasText: 'Copied this page as Markdown'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Text to speech\n/);
  expect(copied).toContain('```bash\ncurl ');
});

test('Copy page reports a failure when the twin is missing', async ({page}) => {
  await page.route('**/*.md', (request) => request.fulfill({status: 404, body: 'missing'}));
  await openInMode(page, route, 'dark');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('#copy-page-status')).toContainText('Could not copy the page');
  expect(await axeViolations(page, ['[data-llms="skip"]'])).toEqual([]);
});

test('View as Markdown opens the twin', async ({page}) => {
  await openInMode(page, route, 'light');
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', '/docs/rest/tts.md');
  const response = await page.request.get('/docs/rest/tts.md');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Source: https://dev.lumiastream.com/docs/rest/tts');
});

test('the custom-code declaration file downloads under its own name, whole', async ({page}) => {
  await openInMode(page, '/docs/custom-code/helper-functions', 'light');
  await waitForHydration(page);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', {name: 'Download lumia-custom-code.d.ts'}).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('lumia-custom-code.d.ts');
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toBe(readFileSync(path.join(repoRoot, 'src/custom-code/lumia-custom-code.d.ts'), 'utf8'));
});

test('llms.txt, openapi.json and asyncapi.json are served', async ({request}) => {
  for (const file of ['/llms.txt', '/llms-full.txt', '/openapi.json', '/asyncapi.json']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
  }
});

test('the page actions pass axe in light and dark mode, with a message shown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInMode(page, '/docs/intro', 'light');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  // The rest of the page is checked in both modes by pages.spec.ts.
  const light = await axeViolations(page, ['[data-llms="skip"]']);
  await switchToDarkMode(page);
  expect({light, dark: await axeViolations(page, ['[data-llms="skip"]'])}).toEqual({light: [], dark: []});
});

test('Copy page is a 44 px target with 14 px text, as is View as Markdown, at 375 and 1280 px', async ({page}) => {
  await page.goto(route);
  for (const viewport of [
    {width: 375, height: 800},
    {width: 1280, height: 900},
  ]) {
    await page.setViewportSize(viewport);
    for (const control of [page.getByRole('button', {name: 'Copy page as Markdown'}), page.getByRole('link', {name: 'View as Markdown'})]) {
      const name = `at ${viewport.width} px, ${await control.textContent()}`;
      const box = (await control.boundingBox())!;
      expect.soft(box.height, `${name} is ${box.height} px high`).toBeGreaterThanOrEqual(44);
      expect.soft(box.width, `${name} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
      const fontSize = await control.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect.soft(fontSize, `${name} text`).toBeGreaterThanOrEqual(14);
    }
  }
});
