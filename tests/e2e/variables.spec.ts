import * as lumiaTypes from '@lumiastream/lumia-types';
import {alertAnchor, variableAnchor} from '../../src/data/anchors';
import {baseName} from '../../src/data/variables';
import {maxFilterLength} from '../../src/lib/filterLength';
import {expect, type Locator, type Page} from '@playwright/test';
import {axeViolations, openInMode, switchToDarkMode, test, waitForHydration} from './site';

const route = '/docs/variables';

/** The labelled list that picks the platform, at every width. */
const platformPicker = (page: Page) => page.getByLabel('Platform', {exact: true});

/** A platform's panel, by its name ("Twitch variables"); a hidden one is not found by its role. */
const platformPanel = (page: Page, label: string) => page.getByRole('region', {name: `${label} variables`, exact: true});

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

/** The number at the start of the live status: all platforms together ("412 of 1,601 variables match, …"). */
async function shownCount(status: Locator): Promise<number> {
  const text = (await status.textContent()) ?? '';
  const match = /^([\d,]+)/.exec(text.trim());
  if (!match) throw new Error(`No count in status: ${text}`);
  return Number(match[1].replaceAll(',', ''));
}

test('every variable of the package is in the server-rendered page', async ({request}) => {
  const response = await request.get(route);
  expect(response.ok()).toBe(true);
  const html = (await response.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  const missing = packageTokens().filter((token) => !html.includes(`<code>${token}</code>`));
  expect(missing).toEqual([]);
});

test('the filter narrows the list as you type, shows an empty state and cuts a pasted page short', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const status = page.getByTestId('variables-status');
  const total = await shownCount(status);
  // The status counts every entry of the lists, the platforms not shown included.
  expect(total).toBeGreaterThan(0);
  expect(total).toBe(await page.locator('li[data-variable]').count());
  const totalText = total.toLocaleString('en'); // as the page writes it: 1,601
  const filter = page.getByLabel('Filter variables by name or description');
  // One status for the reference and the platform on screen, no second count in the panel.
  await expect(status).toHaveText(new RegExp(`^${totalText} variables on \\d+ platforms, \\d+ of them on Lumia Stream\\.$`));
  await expect(platformPanel(page, 'Lumia Stream')).not.toContainText('variables shown');
  const statusBox = (await status.boundingBox())!;
  await filter.fill('followage');
  await expect(status).toContainText(`of ${totalText} variables match`);
  // The count follows the typing a moment later (a deferred render), so wait for it to drop.
  await expect.poll(() => shownCount(status)).toBeLessThan(total);
  expect(await shownCount(status)).toBeGreaterThan(0);
  await platformPicker(page).selectOption('twitch');
  await expect(platformPanel(page, 'Twitch')).toContainText('{{twitch_followage={{username}}}}');
  // The status follows the platform as well as the filter.
  await expect(status).toHaveText(/ variables match, [1-9]\d* of them on Twitch\.$/);
  await filter.fill('zzqq-no-such-variable');
  await expect(status).toHaveText(`0 of ${totalText} variables match.`);
  // Its lines are reserved: the shorter text does not move what follows it.
  expect((await status.boundingBox())!.height).toBe(statusBox.height);
  await expect(platformPanel(page, 'Twitch')).toContainText('No Twitch variable matches');
  // A page pasted into the box is cut to what a filter needs, so matching it cannot freeze the tab.
  await filter.fill('{{twitch_ '.repeat(maxFilterLength));
  expect(await filter.inputValue()).toHaveLength(maxFilterLength);
  await filter.fill('');
  await expect(status).toHaveText(new RegExp(`^${totalText} variables on \\d+ platforms, \\d+ of them on Twitch\\.$`));
});

test('a filtered platform with no match offers the platforms that have matches, and one tap opens one', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByLabel('Filter variables by name or description').fill('gift');
  const panel = platformPanel(page, 'Lumia Stream');
  // Lumia Stream, shown as the page loads, has no variable about gifts.
  await expect(panel).toContainText('No Lumia Stream variable matches “gift”. These platforms have matches:');
  const twitch = panel.getByRole('button', {name: /^Twitch \(\d+\)$/});
  await twitch.click();
  await expect(page).toHaveURL(/[?&]platform=twitch\b/);
  await expect(platformPicker(page)).toHaveValue('twitch');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('variables-status')).toHaveText(/ variables match, [1-9]\d* of them on Twitch\.$/);
});

test('the chosen platform is kept in the URL and survives a reload', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await platformPicker(page).selectOption('youtube');
  await expect(page).toHaveURL(/[?&]platform=youtube\b/);
  await expect(platformPanel(page, 'YouTube')).toContainText('YouTube global variables');
  await page.reload();
  await waitForHydration(page);
  await expect(platformPicker(page)).toHaveValue('youtube');
  await expect(platformPanel(page, 'YouTube')).toContainText('YouTube global variables');
  // One platform at a time: the others' lists are in the page, hidden.
  await expect(platformPanel(page, 'Lumia Stream')).toBeHidden();
  await expect(page.getByRole('region', {name: / variables$/})).toHaveCount(1);
});

// Reported at 1280 px: with the button after the name, the Copy buttons zig-zagged down the list.
test('every row starts with its Copy button and its name at the same place, at 375 and 1280 px', async ({page}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 800});
    await page.goto(`${route}?platform=twitch`);
    await waitForHydration(page);
    const starts = await page
      .getByRole('region', {name: 'Twitch variables'})
      .locator('li[data-variable]')
      .evaluateAll((rows) =>
        rows.slice(0, 40).map((row) => ({
          button: Math.round(row.querySelector('button')!.getBoundingClientRect().left),
          name: Math.round(row.querySelector('code')!.getBoundingClientRect().left),
        })),
      );
    expect(starts.length, `${width} px: rows`).toBeGreaterThan(10);
    expect(new Set(starts.map(({button}) => button)).size, `${width} px: Copy buttons start in one column`).toBe(1);
    expect(new Set(starts.map(({name}) => name)).size, `${width} px: names start in one column`).toBe(1);
  }
});

test('a copy button copies the {{name}} form and confirms it without moving the row', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${route}?platform=twitch`);
  await waitForHydration(page);
  const row = page.locator(`[id="${variableAnchor('twitch', 'twitch_last_follower')}"]`);
  const button = row.getByRole('button', {name: 'Copy {{twitch_last_follower}}'});
  const other = page.getByRole('button', {name: 'Copy {{twitch_last_raider}}'}).first();
  // The button's label is drawn by CSS: Copy, or Copied on the row copied last.
  const label = (locator: typeof button) => locator.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(await label(button)).toBe('"Copy"');
  // Boxes in the page, not the viewport: the click may scroll the button into view.
  const box = (locator: typeof button) =>
    locator.evaluate((element) => {
      const {left, top, width, height} = element.getBoundingClientRect();
      return {left, top: top + window.scrollY, width, height};
    });
  const before = {button: await box(button), row: await box(row)};
  await button.click();
  await expect(page.getByTestId('variables-status')).toContainText('Copied {{twitch_last_follower}} to the clipboard.');
  expect(await label(button)).toBe('"Copied"');
  expect(await label(other)).toBe('"Copy"');
  expect({button: await box(button), row: await box(row)}).toEqual(before);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{{twitch_last_follower}}');
  // The confirmation goes after a moment.
  await expect.poll(() => label(button)).toBe('"Copy"');
  await expect(page.getByTestId('variables-status')).not.toContainText('Copied');
});

test('the filter loads its data when the reader first types, and says so if it cannot', async ({page}) => {
  const filterChunk = /\/assets\/js\/variables-filter\.[^/]+\.js$/;
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (filterChunk.test(request.url())) loaded.push(request.url());
  });
  await page.route(filterChunk, (request) => request.abort('failed'));
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  const filter = page.getByLabel('Filter variables by name or description');
  const status = page.getByTestId('variables-status');
  await filter.fill('gift');
  await expect(status).toHaveText('The filter could not load. Check your connection and type again.');
  expect(loaded).toHaveLength(1);
  // The next keystroke tries again.
  await page.unroute(filterChunk);
  await filter.fill('gifts');
  await expect(status).toHaveText(/^[1-9][\d,]* of [\d,]+ variables match/);
  expect(loaded).toHaveLength(2);
});

/** The variables reference: the filter, the platform picker and the lists. */
const referenceSelector = 'div:has(> div > [data-testid="variables-status"])';

test('the reference passes axe in light and dark mode, filtered and empty', async ({page}) => {
  // Axe walks every node of the lists, four times: more than the default minute on 2 cores.
  test.slow();
  await openInMode(page, `${route}?platform=twitch`, 'light');
  await waitForHydration(page);
  const filter = page.getByLabel('Filter variables by name or description');
  const status = page.getByTestId('variables-status');
  const found: Record<string, string[]> = {};
  const check = async (mode: string, query: string, shown: RegExp) => {
    await filter.fill(query);
    await expect(status).toHaveText(shown);
    // Filtering changes only the reference; the whole page is checked in both modes by pages.spec.ts.
    found[`"${query}" in ${mode} mode`] = await axeViolations(page, [referenceSelector]);
  };
  await check('light', 'gift', /^[1-9][\d,]* of [\d,]+ variables match/);
  await check('light', 'zzqq-no-such-variable', /^0 of [\d,]+ variables match/);
  await switchToDarkMode(page);
  await check('dark', 'zzqq-no-such-variable', /^0 of [\d,]+ variables match/);
  await check('dark', 'gift', /^[1-9][\d,]* of [\d,]+ variables match/);
  expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
});

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
  const panel = platformPanel(page, 'Lumia Stream');
  await expect(panel).toContainText('{{now_playing_title}}');
  await page.getByLabel('Filter variables by name or description').fill('now_playing_title');
  await expect(page.getByTestId('variables-status')).toContainText(' of ');
  await expect(panel.locator('li[data-variable]:not([hidden])').first()).toContainText('now_playing_title');
  await expect(panel.locator('li[data-variable]:not([hidden])')).toHaveCount(1);
});

test('a search-style deep link selects the platform and scrolls its entry into view', async ({page}) => {
  await page.goto(`${route}?platform=twitch#${variableAnchor('twitch', 'twitch_last_raid_amount')}`);
  await waitForHydration(page);
  await expect(platformPicker(page)).toHaveValue('twitch');
  const entry = platformPanel(page, 'Twitch').locator(`[id="${variableAnchor('twitch', 'twitch_last_raid_amount')}"]`);
  await expect(entry).toContainText('{{twitch_last_raid_amount}}');
  await expect(entry).toBeInViewport();
  // Marked, so the reader sees which row the link meant.
  await expect(entry).toHaveCSS('outline-style', 'solid');
  // The fragment stays in the address; choosing another platform afterwards must still work.
  await platformPicker(page).selectOption('youtube');
  await expect(platformPanel(page, 'YouTube')).toBeVisible();
  await expect(page).toHaveURL(/[?&]platform=youtube\b/);
});

test('an entry link without ?platform= still opens the right platform', async ({page}) => {
  await page.goto(`${route}#${variableAnchor('kick', 'kick_session_kicks_with_amount')}`);
  await waitForHydration(page);
  await expect(page).toHaveURL(/[?&]platform=kick\b/);
  await expect(page.locator(`[id="${variableAnchor('kick', 'kick_session_kicks_with_amount')}"]`)).toBeInViewport();
});

test('a deep link reached by client-side navigation scrolls to its entry', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const target = `${route}?platform=facebook#${variableAnchor('facebook', 'facebook_session_stars_with_amount')}`;
  await page.evaluate(() => {
    (window as unknown as {spaMarker: boolean}).spaMarker = true;
  });
  // Move the site's router without a page load, as its links do: it follows the browser's history.
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await expect(page).toHaveURL(/platform=facebook/);
  const entry = page.locator(`[id="${variableAnchor('facebook', 'facebook_session_stars_with_amount')}"]`);
  // After a client-side navigation the lists come in their own chunk, slow on a busy machine.
  await expect(entry).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as {spaMarker?: boolean}).spaMarker)).toBe(true);
});

test('a link on the page to a variable of another platform switches to it', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('link', {name: '{{kick_session_kicks_with_amount}}'}).click();
  await expect(page).toHaveURL(/[?&]platform=kick\b/);
  await expect(platformPicker(page)).toHaveValue('kick');
  await expect(page.locator(`[id="${variableAnchor('kick', 'kick_session_kicks_with_amount')}"]`)).toBeInViewport();
});

test('every entry of a platform carries its anchor once, and alert groups link to send-alerts', async ({request}) => {
  // The anchors a link lands on are in the server-rendered page, before any script runs. Its HTML is
  // minified: attribute values without spaces or quotes in them are written without quotes.
  const html = await (await request.get(route)).text();
  const ids = Array.from(html.matchAll(/\sid="?(var-[^"\s>]+)/g), (match) => match[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [platformId, platform] of Object.entries(lumiaTypes.AllVariables) as [
    string,
    {variables?: readonly string[]; alerts?: Record<string, readonly string[]>},
  ][]) {
    for (const name of platform.variables ?? []) expect(ids).toContain(variableAnchor(platformId, baseName(name)));
    for (const list of Object.values(platform.alerts ?? {}))
      for (const name of list) expect(ids).toContain(variableAnchor(platformId, baseName(name)));
  }
  const alertLink = `href="?/docs/rest/send-alerts#${alertAnchor('twitch-follower')}[\\s">]`;
  expect(html.match(new RegExp(`<a [^>]*${alertLink}`, 'g'))).toHaveLength(1);
});

test.describe('on a 1280 px desk', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a labelled list picks the platform, and the list starts right below it', async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    // No strip of 31 tabs wrapping into rows above the list.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const picker = platformPicker(page);
    await expect(picker).toBeVisible();
    const pickerBox = (await picker.boundingBox())!;
    // Compact: it does not stretch across the column.
    const filterBox = (await page.getByLabel('Filter variables by name or description').boundingBox())!;
    expect(pickerBox.width).toBeLessThanOrEqual(filterBox.width);
    const firstRow = platformPanel(page, 'Lumia Stream').locator('li[data-variable]').first();
    const rowBox = (await firstRow.boundingBox())!;
    expect(rowBox.y).toBeGreaterThan(pickerBox.y + pickerBox.height);
    expect(rowBox.y - (pickerBox.y + pickerBox.height)).toBeLessThan(300);
  });

  test('the list names Lumia Stream first and the other platforms alphabetically, with their counts', async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const options = await platformPicker(page).locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    const labels = options.map((option) => {
      const match = /^(.+) \((\d+)\)$/.exec(option);
      if (!match) throw new Error(`No count in option: ${option}`);
      return match[1];
    });
    expect(labels[0]).toBe('Lumia Stream');
    const rest = labels.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  test('filtering updates the counts of the list', async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const picker = platformPicker(page);
    await expect(picker.locator('option[value="twitch"]')).toHaveText(/^Twitch \(\d+\)$/);
    await page.getByLabel('Filter variables by name or description').fill('gift');
    await expect(page.getByTestId('variables-status')).toContainText(' variables match');
    // Lumia Stream has no variable about gifts; Twitch has some, fewer than all of its own.
    await expect(picker.locator('option[value="lumiastream"]')).toHaveText('Lumia Stream (0 shown)');
    const twitch = picker.locator('option[value="twitch"]');
    await expect(twitch).toHaveText(/^Twitch \([1-9]\d* shown\)$/);
    await picker.selectOption('twitch');
    const shownRows = platformPanel(page, 'Twitch').locator('li[data-variable]:not([hidden])');
    const shown = Number(/\((\d+) shown\)/.exec((await twitch.textContent()) ?? '')![1]);
    await expect(shownRows).toHaveCount(shown);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the labelled list picks the platform, as high as a finger needs', async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const picker = platformPicker(page);
    expect((await picker.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await picker.focus();
    await picker.selectOption('youtube');
    await expect(page).toHaveURL(/[?&]platform=youtube\b/);
    await expect(platformPanel(page, 'YouTube')).toContainText('YouTube global variables');
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the alert jump list opens, passes axe in light and dark mode, and leads to an alert group', async ({page}) => {
    await openInMode(page, `${route}?platform=twitch`, 'light');
    await waitForHydration(page);
    const panel = platformPanel(page, 'Twitch');
    await panel.getByText(/^Jump to one of \d+ Twitch alerts$/).click();
    const link = panel.getByRole('link', {name: 'Raid', exact: true});
    await expect(link).toBeVisible();
    // The open list alone: the rest of the page is checked in both modes by pages.spec.ts.
    const openList = ['section[aria-label="Twitch variables"] details[open]'];
    const light = await axeViolations(page, openList);
    await switchToDarkMode(page);
    expect({light, dark: await axeViolations(page, openList)}).toEqual({light: [], dark: []});
    await link.click();
    await expect(page).toHaveURL(/#alert-vars-twitch-raid$/);
    await expect(panel.locator('#alert-vars-twitch-raid')).toBeInViewport();
  });
});
