import {expect} from '@playwright/test';
import {docTitle, fastConnection, searchInput, test, waitForHydration} from './site';

// The chunk failure test waits for search to ready itself, as it does on a fast connection.
test.use({connection: fastConnection});

declare global {
  interface Window {
    simulateObserverFailure?: boolean;
    beforeReload?: boolean;
  }
}

// REQUIREMENTS.md §8: a crash inside a page shows the crash screen with the error and a working Try again.
test('a crashing page shows "This page crashed." with the error and a working Try again', async ({page}) => {
  // Code blocks watch their size with ResizeObserver: make that browser API fail.
  await page.addInitScript(() => {
    const RealObserver = window.ResizeObserver;
    window.simulateObserverFailure = true;
    window.ResizeObserver = class extends RealObserver {
      constructor(callback: ResizeObserverCallback) {
        if (window.simulateObserverFailure) throw new Error('Simulated ResizeObserver failure');
        super(callback);
      }
    };
  });
  await page.goto('/docs/rest/intro-to-send-api');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Simulated ResizeObserver failure')).toBeVisible();
  // The navbar survives, so the reader is never stranded.
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'API Docs'})).toBeVisible();
  await page.evaluate(() => (window.simulateObserverFailure = false));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(docTitle('/docs/rest/intro-to-send-api'));
});

// REQUIREMENTS.md §8: a route chunk that fails to load logs a warning and reloads the page.
test('a route chunk that fails to load logs a warning and reloads into the page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Search loads its own scripts on its own after the page; once it is ready, the next script fetched is the route's.
  await expect(searchInput(page)).toBeEnabled();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let failedOnce = false;
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.abort('failed');
  });
  await page.evaluate(() => (window.beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a token'}).click();
  await reloaded;
  expect(failedOnce).toBe(true);
  expect(await page.evaluate(() => window.beforeReload)).toBeUndefined();
  await expect(page).toHaveURL(/\/docs\/get-a-token$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a token');
  expect(warnings.join('\n')).toMatch(/chunk|Loading|failed/i);
});

// REQUIREMENTS.md §8: the base-URL banner appears when the site's scripts cannot load at its base URL.
test('the wrong base URL banner appears when the scripts cannot load', async ({page}) => {
  await page.route(/\.(js|css)$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText('baseUrl');
});
