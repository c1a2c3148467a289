import {expect, type Page} from '@playwright/test';
import {
  axeViolations,
  budgets,
  builtFile,
  docTitle,
  gzipSize,
  kb,
  openInMode,
  pageErrors,
  pageRoutes,
  savingData,
  siteTitle,
  switchToDarkMode,
  test,
  waitForHydration,
} from './site';

// Search code and files load at idle, after the page, and have their own budget; on a connection
// that saves data they wait for the reader, so only what the page needs is counted.
test.use({connection: savingData});

// Every page of REQUIREMENTS.md §2, opened once as a first visit and checked for all a reader is owed
// on every page: its title in the docs layout, the first-visit byte budgets, no axe violations in light
// and dark mode, on a phone no sideways scrolling, wide tables in named scrolling regions and
// identifiers on one line, and no uncaught error. One visit per page instead of
// one per check: on the 2-core machine a page load takes 2-3 s of CPU, as much as both axe runs on a
// short page.

const phone = {width: 375, height: 800};

/** Inline code with no space in it and at most this many characters is an identifier to keep on one line. */
const identifierMaxLength = 40;

/**
 * In the page: every table that is wider than the box it scrolls in, with that box, and each identifier
 * (inline code without spaces, at most identifierMaxLength characters) in a table or the table of
 * contents that runs over two lines.
 */
function readTables(maxLength: number) {
  const scroller = (table: HTMLTableElement): HTMLElement | null => {
    for (let box: HTMLElement | null = table; box && box.tagName !== 'ARTICLE'; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') return box;
    }
    return null;
  };
  const wide = Array.from(document.querySelectorAll<HTMLTableElement>('article table')).flatMap((table) => {
    const box = scroller(table);
    if (!box) return [];
    return [
      {
        head: (table.querySelector('th')?.textContent ?? '').trim(),
        role: box.getAttribute('role'),
        tabIndex: box.tabIndex,
        name: box.getAttribute('aria-label') ?? '',
      },
    ];
  });
  const lines = (element: Element) => new Set(Array.from(element.getClientRects()).map((rect) => Math.round(rect.top))).size;
  const split = Array.from(document.querySelectorAll('article table code, .table-of-contents code'))
    .filter((code) => code.getClientRects().length > 0)
    .map((code) => code.textContent ?? '')
    .filter((text, index, all) => !/\s/.test(text) && text.length <= maxLength && all.indexOf(text) === index)
    .filter((text) => {
      const codes = Array.from(document.querySelectorAll('article table code, .table-of-contents code')).filter((code) => code.textContent === text);
      return codes.some((code) => lines(code) > 1);
    });
  const labels = Array.from(document.querySelectorAll('[role="region"][aria-label]')).map((region) => region.getAttribute('aria-label'));
  return {
    wide,
    split,
    duplicateLabels: labels.filter((label, index) => labels.indexOf(label) !== index),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

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
    // The phone's table of contents open, so its entries are laid out as a reader sees them.
    const toc = page.locator('.theme-doc-toc-mobile button');
    if (await toc.count()) await toc.click();
    const {wide, split, duplicateLabels, overflow} = await page.evaluate(readTables, identifierMaxLength);
    expect(overflow, `${route} is ${overflow} px wider than a ${phone.width} px screen`).toBeLessThanOrEqual(0);
    // A table wider than the screen scrolls in a named region the keyboard can reach.
    expect
      .soft(
        wide.filter((table) => table.role !== 'region' || table.tabIndex !== 0 || !table.name).map((table) => table.head),
        'tables scrolling outside a named, focusable region',
      )
      .toEqual([]);
    expect.soft(duplicateLabels, 'regions sharing a name').toEqual([]);
    expect.soft(split, 'identifiers running over two lines').toEqual([]);
    expect(errors, `uncaught errors on ${route}`).toEqual([]);
  });
}
