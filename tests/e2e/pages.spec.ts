import {expect, test, type Page} from '@playwright/test';
import {
  axeViolations,
  budgets,
  builtFile,
  docTitle,
  emulateConnection,
  gzipSize,
  kb,
  openInMode,
  pageErrors,
  pageRoutes,
  siteTitle,
  switchToDarkMode,
  waitForHydration,
} from './site';

// Every page of REQUIREMENTS.md §2, opened once as a first visit and checked for all a reader is owed
// on every page: its title in the docs layout, the first-visit byte budgets, no axe violations in light
// and dark mode, no sideways scrolling on a phone, and no uncaught error. One visit per page instead of
// one per check: on the 2-core machine a page load takes 2-3 s of CPU, as much as both axe runs on a
// short page.

const phone = {width: 375, height: 800};

/**
 * Pages that draw more once the reader acts, put in that state before axe runs, so one check covers
 * the page as it opens and as it is used: whatever the action adds is checked too.
 */
const readerActions: Record<string, (page: Page) => Promise<void>> = {
  // The alert explorer draws an opened alert's detail, request examples and Try it after hydration.
  '/docs/rest/send-alerts': async (page) => {
    const alert = page.locator('details#twitch-subscriber');
    await alert.locator('summary').click();
    await expect(alert.locator('figure[data-request-example]').first()).toBeVisible();
    await alert.getByRole('button', {name: 'Try it'}).first().click();
    await expect(alert.getByRole('button', {name: 'Close Try it'})).toBeVisible();
  },
  // A declaration closed as the page opens: hundreds of highlighted lines once the reader opens it.
  '/docs/custom-overlays/types': async (page) => {
    const declaration = page.locator('#custom-overlays-systemvariables');
    await declaration.locator('summary').click();
    await expect(declaration.locator('pre')).toContainText('SystemVariables');
  },
  '/docs/websockets/listen-to-events': async (page) => {
    const legacyNames = page.getByText(/^All \d+ legacy names$/);
    await legacyNames.click();
    await expect(page.locator('details', {has: legacyNames}).locator('li').first()).toBeVisible();
  },
};

/** The docs layout of REQUIREMENTS.md §9: the page's title as heading and document title, the sidebar and breadcrumbs. */
async function expectDocsLayout(page: Page, route: string): Promise<void> {
  const title = docTitle(route);
  await expect.soft(page.getByRole('heading', {level: 1})).toHaveText(title);
  // REQUIREMENTS.md §9: the page title delimiter is the vertical bar.
  await expect.soft(page).toHaveTitle(`${title} | ${siteTitle}`);
  await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect.soft(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect.soft(sidebar).toBeVisible();
  await expect.soft(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', route);
  await expect.soft(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
}

for (const route of pageRoutes) {
  test(`${route}: title and layout, first-visit budgets, axe in light and dark mode, a 375 px screen`, async ({page}) => {
    // Axe walks every node, twice; the long reference pages need more than the default minute on 2 cores.
    test.slow();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
      if (request.resourceType() === 'stylesheet') styles.add(request.url());
    });
    // Search code and files load at idle, after the page, and have their own budget; on a connection
    // that saves data they wait for the reader, so only what the page needs is counted.
    await emulateConnection(page, {saveData: true});
    const errors = pageErrors(page);
    const response = await openInMode(page, route, 'light');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const scriptBytes = [...scripts].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
    const styleBytes = [...styles].reduce((sum, url) => sum + gzipSize(builtFile(url)), 0);
    expect
      .soft(scriptBytes, `${route} runs ${kb(scriptBytes)} of JavaScript (gzip), budget ${kb(budgets.scriptGzip)}`)
      .toBeLessThanOrEqual(budgets.scriptGzip);
    expect.soft(styleBytes, `${route} loads ${kb(styleBytes)} of CSS (gzip), budget ${kb(budgets.styleGzip)}`).toBeLessThanOrEqual(budgets.styleGzip);

    if (route !== '/') await expectDocsLayout(page, route);

    await readerActions[route]?.(page);
    const light = await axeViolations(page);
    await switchToDarkMode(page);
    expect.soft({light, dark: await axeViolations(page)}).toEqual({light: [], dark: []});

    // On a phone, wide tables and code scroll inside their own box; the page itself never scrolls sideways.
    await page.setViewportSize(phone);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    // The docs layout has redrawn for a phone: the sidebar moved into the navbar's menu.
    if (route !== '/') await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${route} is ${overflow} px wider than a ${phone.width} px screen`).toBeLessThanOrEqual(0);
    expect(errors, `uncaught errors on ${route}`).toEqual([]);
  });
}
