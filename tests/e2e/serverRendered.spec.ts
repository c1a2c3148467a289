import {expect, type Page} from '@playwright/test';
import {axeViolations, docTitle, openInMode, switchToDarkMode, test, waitForHydration} from './site';

// Generated reference (command params, alert values, event fields) comes with the page's HTML;
// its data is downloaded only when a client-side navigation has no such HTML to keep. The alert
// explorer's filter index and quick actions load when a reader first filters or opens an alert.
const referenceChunk =
  /\/assets\/js\/(command-reference|alert-values|alert-filter|alert-quick-actions|command-index|event-fields|legacy-event-names)\.[^/]+\.js$/;

const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
/** A REST page's sidebar link: the category opens first, as a page outside it shows it closed. */
async function restLink(page: Page, name: string) {
  await sidebar(page).getByRole('button', {name: 'REST API'}).click();
  return sidebar(page).getByRole('link', {name});
}
const alertParams = (page: Page) => page.getByRole('region', {name: 'Params of alert'});

test('a first visit shows the generated reference without downloading its data', async ({page}) => {
  const referenceScripts: string[] = [];
  page.on('request', (request) => {
    if (referenceChunk.test(request.url())) referenceScripts.push(request.url());
  });
  await page.goto('/docs/rest/send-alerts');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(alertParams(page).getByRole('row')).not.toHaveCount(0);
  await expect(page.locator('#alerts-twitch')).toBeAttached();
  expect(referenceScripts).toEqual([]);
});

test('a link inside server-rendered reference moves within the site without reloading it', async ({page}) => {
  await page.goto('/docs/rest/send-alerts');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  // The facts line of the command reference: "alert · runs through the activity queue · answers true".
  await page.locator('p', {hasText: 'runs through the activity queue'}).first().getByRole('link', {name: 'activity queue'}).click();
  await expect(page).toHaveURL(/\/docs\/rest\/intro-to-send-api#the-activity-queue$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(docTitle('/docs/rest/intro-to-send-api'));
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('after a client-side navigation the reference loads and shows', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await (await restLink(page, 'Send alerts')).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(docTitle('/docs/rest/send-alerts'));
  await expect(alertParams(page).getByRole('row').first()).toBeVisible();
  await expect(page.getByRole('heading', {name: /^twitch \(\d+\)/i})).toBeVisible();
});

test('reference that cannot load after a navigation says so and offers a reload, readable in light and dark mode', async ({page}) => {
  await openInMode(page, '/docs/intro', 'light');
  await waitForHydration(page);
  await page.route(referenceChunk, (route) => route.abort('failed'));
  await (await restLink(page, 'Send alerts')).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(docTitle('/docs/rest/send-alerts'));
  const message = page.getByRole('alert').filter({hasText: 'The command reference could not load'});
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', {name: 'reload the page'})).toBeVisible();
  // The rest of the page is still there to read.
  await expect(page.getByRole('heading', {name: 'Alert values', level: 2})).toBeVisible();
  const light = await axeViolations(page, ['[role="alert"]']);
  await switchToDarkMode(page);
  expect({light, dark: await axeViolations(page, ['[role="alert"]'])}).toEqual({light: [], dark: []});
});

test('code on a page reached by client-side navigation is highlighted, with a copy button', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await (await restLink(page, 'Text to speech')).click();
  await expect(page).toHaveURL(/\/docs\/rest\/tts$/);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await expect(block.getByRole('button', {name: /copy/i})).toBeVisible();
});

test('a first visit runs no syntax highlighter: the server already highlighted the code', async ({page}) => {
  const prism: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/prism\.[^/]+\.js$/.test(request.url())) prism.push(request.url());
  });
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(prism).toEqual([]);
});

test('a closed declaration file loads its text when opened', async ({page}) => {
  await page.goto('/docs/custom-code/helper-functions');
  await waitForHydration(page);
  const block = page.locator('details').filter({hasText: 'lumia-custom-code.d.ts'});
  await block.locator('summary').click();
  await expect(block.locator('pre')).toContainText('declare function done');
});

test('a declaration file that cannot load says so, and opening it again retries', async ({page}) => {
  await page.goto('/docs/custom-code/helper-functions');
  await waitForHydration(page);
  // The listing fetches the published file; an error answer must not be shown as its text.
  const file = '**/downloads/lumia-custom-code.d.ts';
  await page.route(file, (route) => route.fulfill({status: 404, body: 'missing'}));
  const block = page.locator('details').filter({hasText: 'lumia-custom-code.d.ts'});
  await block.locator('summary').click();
  await expect(block.getByRole('alert')).toContainText('could not load');
  await expect(block.locator('pre')).toHaveCount(0);
  await page.unroute(file);
  await block.locator('summary').click(); // close
  await block.locator('summary').click(); // open again
  await expect(block.locator('pre')).toContainText('declare function done');
});
