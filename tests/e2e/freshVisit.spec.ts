import {expect, type Page} from '@playwright/test';
import {openInMode, test, waitForHydration} from './site';

// Each worker reuses one browser context (playwright.config.ts). A test must still start as a first
// visit, or it could pass on what an earlier test left behind. These two run in one worker, in order.
test.describe.configure({mode: 'serial'});

const route = '/docs/rest/intro-to-send-api';

/** What the page reads of its state: colour mode, stored values, the clock, the connection and Chrome's local network permission. */
const readState = (page: Page) =>
  page.evaluate(async () => {
    const connection = (navigator as Navigator & {connection: {effectiveType: string; saveData: boolean}}).connection;
    return {
      theme: document.documentElement.dataset.theme,
      session: sessionStorage.getItem('left-behind'),
      local: localStorage.getItem('left-behind'),
      year: new Date().getFullYear(),
      connection: {effectiveType: connection.effectiveType, saveData: connection.saveData},
      localNetwork: (await navigator.permissions.query({name: 'local-network-access' as PermissionName})).state,
    };
  });

test.describe(() => {
  test.use({connection: {effectiveType: '2g'}});
  test('a test leaves a colour mode, stored values, a stopped clock, a connection and a permission behind', async ({page, context}) => {
    await page.clock.install({time: new Date('2001-02-03T04:05:06Z')});
    // Granting one permission denies the others: local network access becomes "denied".
    await context.grantPermissions(['clipboard-read']);
    await openInMode(page, route, 'dark');
    await waitForHydration(page);
    await page.evaluate(() => {
      sessionStorage.setItem('left-behind', 'yes');
      localStorage.setItem('left-behind', 'yes');
    });
    expect(await readState(page)).toEqual({
      theme: 'dark',
      session: 'yes',
      local: 'yes',
      year: 2001,
      connection: {effectiveType: '2g', saveData: false},
      localNetwork: 'denied',
    });
  });
});

test('the next test starts as a first visit, on the connection it asks for', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const {year, ...state} = await readState(page);
  expect(year).toBeGreaterThan(2001);
  expect(state).toEqual({theme: 'light', session: null, local: null, connection: {effectiveType: '4g', saveData: true}, localNetwork: 'prompt'});
});
