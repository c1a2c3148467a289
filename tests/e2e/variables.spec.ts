import * as lumiaTypes from '@lumiastream/lumia-types';
import {expect, test} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {openInMode, waitForHydration} from './site';

const route = '/docs/variables';

/** Every `{{name}}` the installed package lists, read straight from `AllVariables`. */
function packageTokens(): string[] {
  const names = new Set<string>();
  for (const platform of Object.values(lumiaTypes.AllVariables) as {
    variables?: readonly string[];
    chat?: Record<string, readonly string[]>;
    alerts?: Record<string, readonly string[]>;
  }[]) {
    for (const name of platform.variables ?? []) names.add(name);
    for (const list of Object.values(platform.chat ?? {})) for (const name of list) names.add(name);
    for (const list of Object.values(platform.alerts ?? {})) for (const name of list) names.add(name);
  }
  return [...names].map((name) => `{{${name}}}`);
}

/** The number at the start of the live status ("412 of 1601 variables shown …"). */
async function shownCount(status: import('@playwright/test').Locator): Promise<number> {
  const text = (await status.textContent()) ?? '';
  const match = /^(\d+)/.exec(text.trim());
  if (!match) throw new Error(`No count in status: ${text}`);
  return Number(match[1]);
}

test('every variable of the package is in the server-rendered page', async ({request}) => {
  const response = await request.get(route);
  expect(response.ok()).toBe(true);
  const html = (await response.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  const missing = packageTokens().filter((token) => !html.includes(`<code>${token}</code>`));
  expect(missing).toEqual([]);
});

test('the filter narrows the list as you type and shows an empty state', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const status = page.getByTestId('variables-status');
  const total = await shownCount(status);
  expect(total).toBeGreaterThan(1000);
  const filter = page.getByLabel('Filter variables by name or description');
  await filter.fill('followage');
  await expect(status).toContainText(`of ${total} variables shown`);
  // The count follows the typing a moment later (a deferred render), so wait for it to drop.
  await expect.poll(() => shownCount(status)).toBeLessThan(total);
  expect(await shownCount(status)).toBeGreaterThan(0);
  await page.getByRole('tab', {name: /^Twitch/}).click();
  await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText('{{twitch_followage={{username}}}}');
  await filter.fill('zzqq-no-such-variable');
  await expect(status).toContainText(`0 of ${total} variables shown`);
  await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText('No Twitch variable matches');
  await filter.fill('');
  await expect(status).toContainText(`${total} variables shown`);
});

test('the chosen platform tab is kept in the URL and survives a reload', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'YouTube', exact: true}).click();
  await expect(page).toHaveURL(/[?&]platform=youtube\b/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'YouTube', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText('YouTube global variables');
});

test('a copy button copies the {{name}} form', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${route}?platform=twitch`);
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Copy {{twitch_last_follower}}'});
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{{twitch_last_follower}}');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the reference passes axe in ${mode} mode, filtered and empty`, async ({page}) => {
    await openInMode(page, `${route}?platform=twitch`, mode);
    await waitForHydration(page);
    const filter = page.getByLabel('Filter variables by name or description');
    for (const query of ['gift', 'zzqq-no-such-variable']) {
      await filter.fill(query);
      await expect(page.getByTestId('variables-status')).toContainText(' of ');
      const results = await new AxeBuilder({page}).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });
}

test('after a client-side navigation the lists load and filter too', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as {spaMarker: boolean}).spaMarker = true;
  });
  await page.locator('.menu a[href="/docs/variables"]').first().click();
  await expect(page).toHaveURL(/\/docs\/variables/);
  // Still the same document: the router swapped the page, so the lists came from the data chunk.
  expect(await page.evaluate(() => (window as unknown as {spaMarker?: boolean}).spaMarker)).toBe(true);
  const panel = page.getByRole('tabpanel').filter({visible: true});
  await expect(panel).toContainText('{{now_playing_title}}');
  await page.getByLabel('Filter variables by name or description').fill('now_playing_title');
  await expect(page.getByTestId('variables-status')).toContainText(' of ');
  await expect(panel.locator('li[data-variable]:not([hidden])').first()).toContainText('now_playing_title');
  await expect(panel.locator('li[data-variable]:not([hidden])')).toHaveCount(1);
});
