import {expect, type Page, type Route} from '@playwright/test';
import {searchIdleStartPauseMs} from '../../src/lib/searchLoading';
import {
  type ConnectionHints,
  emulateConnection,
  fastConnection,
  openInMode,
  pageErrors,
  reachForSearch,
  savingData,
  searchInput,
  test,
  waitForHydration,
} from './site';

// Search's own loading and link prefetching, as a reader on a fast connection meets them.
test.use({connection: fastConnection});

const toggleName = /Switch between dark and light mode/;

test('colour mode starts light, toggles to dark and back, and is kept across reloads', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Default light even when the system prefers dark: the config does not follow it.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', {name: toggleName});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the announcement bar can be dismissed and stays dismissed for its id', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bar = page.getByRole('region', {name: 'Announcement'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('These docs track')).toHaveCount(0);
  // A different stored id means a different bar: it shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
  await page.reload();
  await expect(page.getByText('These docs track')).toBeVisible();
});

test('the announcement bar follows dark mode and takes two lines at most on a phone', async ({page}) => {
  await page.setViewportSize({width: 375, height: 700});
  await openInMode(page, '/docs/intro', 'dark');
  const bar = page.getByRole('region', {name: 'Announcement'});
  const {background, lines} = await bar.evaluate((element) => {
    const content = element.querySelector('[class*="content"]')!;
    const lineHeight = parseFloat(getComputedStyle(content).lineHeight);
    return {background: getComputedStyle(element).backgroundColor, lines: Math.round(content.getBoundingClientRect().height / lineHeight)};
  });
  // A dark bar in dark mode: every channel of its background is dim.
  for (const channel of background.match(/\d+/g)!.slice(0, 3).map(Number)) expect(channel, background).toBeLessThan(100);
  // Its close button is drawn in a light colour there, not the stock black.
  const close = await bar.getByRole('button', {name: 'Close'}).evaluate((button) => getComputedStyle(button).color);
  for (const channel of close.match(/\d+/g)!.slice(0, 3).map(Number)) expect(channel, close).toBeGreaterThan(150);
  expect(lines).toBeLessThanOrEqual(2);
});

/** Holds the search files until `release` is called, to observe the loading state. */
async function holdSearchFiles(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(search-doc|lunr-index)-\d+\.json$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the search box reads Loading... and is disabled until its index has loaded', async ({page}) => {
  const release = await holdSearchFiles(page);
  await page.goto('/docs/intro');
  await reachForSearch(page);
  const search = searchInput(page);
  await expect(search).toBeDisabled();
  await expect(search).toHaveAttribute('placeholder', 'Loading...');
  release();
  await expect(search).toBeEnabled();
  await expect(search).toHaveAttribute('placeholder', 'Search Ctrl+K');
});

test('the search label names the Mac shortcut on a Mac', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
  await page.goto('/docs/intro');
  await reachForSearch(page);
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search ⌘+K');
});

test('search gets ready on its own after the page has loaded, with no reader action', async ({page}) => {
  await page.goto('/docs/variables');
  await waitForHydration(page);
  await expect(searchInput(page)).toBeEnabled();
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
});

// As Docusaurus skips prefetching there: the files wait until the reader reaches for search.
for (const connection of [savingData, {effectiveType: '2g'}]) {
  test.describe(() => {
    test.use({connection});
    test(`on a connection with ${JSON.stringify(connection)}, search files wait for the reader`, async ({page}) => {
      // The page's clock, moved on by hand below, so no test waits for the pause in real time.
      await page.clock.install();
      const searchFiles: string[] = [];
      page.on('request', (request) => {
        if (/\/(search-doc|lunr-index)-\d+\.json$/.test(request.url())) searchFiles.push(request.url());
      });
      await page.goto('/docs/variables');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Past the moment search would have started on its own on any other connection.
      await page.clock.runFor(searchIdleStartPauseMs + 1000);
      await page.waitForLoadState('networkidle');
      expect(searchFiles).toEqual([]);
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Loading...');
      await reachForSearch(page);
      await expect(searchInput(page)).toBeEnabled();
    });
  });
}

test.describe(() => {
  // Saving data, so search waits for the reader instead of loading at idle.
  test.use({connection: savingData});
  test('when the search code cannot load, the box says search is unavailable instead of loading forever', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // From here on, every script request fails, as on a dropped connection.
    await page.route(/\/assets\/js\/.+\.js$/, (route) => route.abort());
    await page.locator('nav.navbar').hover();
    const search = searchInput(page);
    await expect(search).toHaveAttribute('placeholder', 'Search unavailable');
    await expect(search).toHaveAttribute('title', /reload the page/);
    await expect(search).toBeDisabled();
  });
});

const brokenSearchFiles = [
  {problem: 'its index file is missing', file: /\/lunr-index-\d+\.json$/, answer: {status: 404, body: 'Not found'}},
  {
    problem: 'its document file is malformed',
    file: /\/search-doc-\d+\.json$/,
    answer: {status: 200, contentType: 'application/json', body: '{"runs": 7}'},
  },
  {problem: 'its index file is not JSON', file: /\/lunr-index-\d+\.json$/, answer: {status: 200, contentType: 'application/json', body: '<html>'}},
];

for (const {problem, file, answer} of brokenSearchFiles) {
  test(`when ${problem}, the box says search is unavailable and the page keeps working`, async ({page}) => {
    const errors = pageErrors(page);
    await page.route(file, (route) => route.fulfill(answer));
    await page.goto('/docs/intro');
    await reachForSearch(page);
    const search = searchInput(page);
    await expect(search).toHaveAttribute('placeholder', 'Search unavailable');
    await expect(search).toBeDisabled();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a token'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a token');
    expect(errors).toEqual([]);
  });
}

test('a search file that fails is fetched once per page, not again at every move of the pointer', async ({page}) => {
  let indexRequests = 0;
  await page.route(/\/lunr-index-\d+\.json$/, (route) => {
    indexRequests += 1;
    return route.fulfill({status: 503, body: 'Unavailable'});
  });
  await page.goto('/docs/intro');
  await reachForSearch(page);
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search unavailable');
  for (let move = 0; move < 5; move += 1) {
    await page.locator('article h1').hover();
    await page.locator('nav.navbar').hover();
  }
  await page.keyboard.press('Control+k');
  expect(indexRequests).toBe(1);
});

test('a page left alone readies search without the dropdown code, which comes when the reader reaches for it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(searchInput(page)).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const beforeReaching = scripts.length;
  expect(await page.locator('.algolia-autocomplete').count()).toBe(0);
  await page.locator('nav.navbar').hover();
  await expect(page.locator('.algolia-autocomplete')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(beforeReaching);
});

test('words typed before the dropdown code arrives are searched as soon as it does', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(searchInput(page)).toBeEnabled();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await searchInput(page).click();
  await searchInput(page).pressSequentially('fuze', {delay: 20});
  release();
  await expect(page.getByRole('option').filter({hasText: 'Control Fuze'}).first()).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
});

test('keyboard focus entering the navbar starts loading search, so Tab reaches a ready box', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav.navbar a').first().focus();
  await expect(searchInput(page)).toBeEnabled();
});

// REQUIREMENTS.md §7: the search document and index are fetched under timestamped names.
test('search fetches its timestamped document and index files', async ({page}) => {
  const searchDoc = page.waitForResponse(/\/search-doc-\d{13}\.json$/);
  const lunrIndex = page.waitForResponse(/\/lunr-index-\d{13}\.json$/);
  await page.goto('/');
  await reachForSearch(page);
  expect((await searchDoc).status()).toBe(200);
  expect((await lunrIndex).status()).toBe(200);
});

test('Ctrl+K focuses search, a query finds the page and the word is highlighted there', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const search = searchInput(page);
  // Pressed before the index is loaded: the box is focused as soon as it is ready.
  await page.keyboard.press('Control+k');
  await expect(search).toBeEnabled();
  await expect(search).toBeFocused();
  await search.pressSequentially('fuze', {delay: 20});
  const suggestion = page.getByRole('option').filter({hasText: 'Control Fuze'}).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/docs\/rest\/control-fuze/);
  await expect(page.locator('article mark').first()).toHaveText(/fuze/i);
});

test('search results are options a keyboard chooses: arrows move, Enter opens the page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const search = searchInput(page);
  await expect(search).toBeFocused();
  // One input event, so one set of results: typed key by key, a late answer to an earlier prefix
  // could redraw the list, and move the cursor back to the top, between the arrow presses.
  await search.fill('toggle stream');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // Each option is itself a link with an address, not a link nested in an option.
  await expect(page.getByRole('listbox').getByRole('link')).toHaveCount(0);
  await expect(options.first()).toHaveAttribute('href', /^\/docs\//);
  await expect(search).toHaveAttribute('aria-controls', (await page.getByRole('listbox').getAttribute('id'))!);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true'); // the best match is preselected
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).not.toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/docs\/rest\/toggle-stream-mode/);
  await expect(search).toHaveValue('');
});

test('on a phone the search results open under the search box, within the screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/docs/intro'); // at the top, under the announcement bar
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const search = searchInput(page);
  await expect(search).toBeFocused();
  await search.pressSequentially('alert', {delay: 20});
  const results = page.getByRole('listbox');
  await expect(results.getByRole('option').first()).toBeVisible();
  const box = (await search.boundingBox())!;
  const list = (await results.boundingBox())!;
  expect(list.y, 'the results start below the search box, which stays readable').toBeGreaterThanOrEqual(box.y + box.height);
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(375);
  expect(list.y + list.height, 'the list ends on screen; it scrolls inside').toBeLessThanOrEqual(740);
});

// REQUIREMENTS.md §4 and §9: the progress bar appears when a navigation takes longer than 200 ms.
test('a slow navigation shows the progress bar; an instant one does not', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Going back to an already loaded page is instant: no bar.
  await page.locator('nav.navbar').getByRole('link', {name: 'Variables', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/variables$/);
  // The address changes at the click; wait until the page itself is shown, so intro is what was loaded before.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Platform variables');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);

  // Hold every new script chunk until the bar has shown, so the next navigation is slow.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a token'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/docs\/get-a-token$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('visiting a route loads its content chunk lazily', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const chunk = page.waitForRequest(/\/assets\/js\/.+\.js$/);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a token'}).click();
  await chunk;
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a token');
});

/** Script chunks fetched while a reader on `connection` opens the home page and points at a card. */
async function chunksFetchedOnVisit(page: Page, connection: ConnectionHints): Promise<string[]> {
  await emulateConnection(page, connection);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('link', {name: /Custom overlays/})
    .first()
    .hover();
  await page.waitForLoadState('networkidle');
  return chunks;
}

// REQUIREMENTS.md §9: prefetch is skipped on 2g or save-data connections.
for (const slow of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`no route is prefetched on a ${slow.saveData ? 'save-data' : '2g'} connection`, async ({browser}) => {
    const slowPage = await browser.newPage();
    const fastPage = await browser.newPage();
    const onSlow = await chunksFetchedOnVisit(slowPage, slow);
    const onFast = await chunksFetchedOnVisit(fastPage, {effectiveType: '4g', saveData: false});
    // The fast reader also fetches chunks of the pages linked from home; the slow reader only what home needs.
    expect(onFast.length).toBeGreaterThan(onSlow.length);
    expect(onFast).toEqual(expect.arrayContaining(onSlow));
    await slowPage.close();
    await fastPage.close();
  });
}
