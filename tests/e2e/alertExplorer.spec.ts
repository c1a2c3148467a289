import {expect, type Page} from '@playwright/test';
import {maxFilterLength} from '../../src/lib/filterLength';
import {test, waitForHydration} from './site';

const route = '/docs/rest/send-alerts';
const status = (page: Page) => page.getByRole('status').filter({hasText: /alerts shown|No alert matches/});
const nameFilter = (page: Page) => page.getByRole('searchbox', {name: 'Name or value'});
const variableFilter = (page: Page) => page.getByRole('searchbox', {name: 'Variable'});
const shownAlerts = (page: Page) => page.locator('details[data-alert]:visible');

test('a link to an alert opens it in view, with its quick actions as live request examples', async ({page}) => {
  await page.goto(`${route}#twitch-bits`);
  await waitForHydration(page);
  const alert = page.locator('details#twitch-bits');
  await expect(alert).toHaveAttribute('open', '');
  await expect(alert).toBeInViewport();
  // The package's connection, labelled as such: nothing documents it as the origin of the alert's events.
  await expect(alert.getByText('Connection', {exact: true})).toBeVisible();
  await expect(alert.getByText('Input fields', {exact: true})).toBeVisible();
  const example = alert.locator('figure[data-request-example]').first();
  await expect(example).toContainText('"value": "twitch-bits"');
  await expect(alert.getByText("Overlay.on('alert') payload").first()).toBeVisible();
  const event = alert.locator('.theme-code-block').filter({hasText: '"event": "twitch-bits"'}).first();
  await expect(event).toBeVisible();
  // The event's shape is documented for newer builds only; the overlay payload is the tracked version's.
  await expect(event.getByText('Newer Lumia', {exact: true})).toBeVisible();
  const payload = alert.locator('.theme-code-block').filter({hasText: "Overlay.on('alert') payload"}).first();
  await expect(payload).toBeVisible();
  await expect(payload.getByText('Newer Lumia', {exact: true})).toHaveCount(0);
});

test('an alert the package gives no name shows its value only', async ({page}) => {
  await page.goto(`${route}#youtube-sessionSubs`);
  await waitForHydration(page);
  await expect(page.locator('details#youtube-sessionSubs > summary')).toHaveText('youtube-sessionSubs');
  await expect(page.locator('details#twitch-bits > summary')).toContainText(/twitch-bits\s+\S/);
});

test('an alert without a config says so', async ({page}) => {
  await page.goto(`${route}#pulse-calories`);
  await waitForHydration(page);
  await expect(page.locator('details#pulse-calories')).toContainText('has no entry for this value');
});

test('the filter narrows alerts by name, platform and variable, says when none match and cuts a pasted page short', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const total = await page.locator('details[data-alert]').count();
  await expect(status(page)).toHaveText(`${total} of ${total} alerts shown.`);
  // Platforms go by their names, as in the variables reference, not by the ids in alert values.
  await expect(page.locator('#alerts-lumiastream')).toContainText(/^Lumia Stream \(\d+\)/);
  await expect(page.locator('#alerts-twitch')).toContainText(/^Twitch \(\d+\)/);
  await expect(page.getByRole('combobox', {name: 'Platform'}).locator('option[value="lumiastream"]')).toHaveText(/^Lumia Stream \(\d+\)$/);

  await nameFilter(page).fill('gift');
  await expect(status(page)).not.toHaveText(`${total} of ${total} alerts shown.`);
  // An alert's value and name are its summary.
  for (const names of await shownAlerts(page).locator('summary').allTextContents()) {
    expect(names.toLowerCase()).toContain('gift');
  }

  // Each platform heading counts the alerts it shows, not all of its alerts.
  for (const section of await page.locator('[data-alert-platform]:visible').all()) {
    const visible = await section.locator('details[data-alert]:visible').count();
    await expect(section.getByRole('heading')).toContainText(`(${visible})`);
  }

  await page.getByRole('combobox', {name: 'Platform'}).selectOption('kick');
  for (const value of await shownAlerts(page).evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.alert ?? ''))) {
    expect(value).toMatch(/^kick-.*gift/i);
  }
  await expect(page.locator('#alerts-twitch')).toBeHidden();

  await nameFilter(page).fill('');
  await variableFilter(page).fill('{{giftAmount}}');
  // A closed alert holds its variables' tokens all the same.
  const withVariable = await shownAlerts(page).allTextContents();
  expect(withVariable.length).toBeGreaterThan(0);
  for (const text of withVariable) expect(text).toContain('{{giftAmount}}');

  await variableFilter(page).fill('no_such_variable');
  await expect(status(page)).toHaveText('No alert matches the filter.');

  // A page pasted into either box is cut to what a filter needs, so matching it cannot freeze the tab.
  for (const filter of [nameFilter(page), variableFilter(page)]) {
    await filter.fill('gift '.repeat(maxFilterLength));
    expect(await filter.inputValue()).toHaveLength(maxFilterLength);
  }
});

test('filter, open, copy and Try it work from the keyboard', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await nameFilter(page).focus();
  await page.keyboard.type('twitch-raid');
  const summary = page.locator('details#twitch-raid > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const alert = page.locator('details#twitch-raid');
  await expect(alert).toHaveAttribute('open', '');
  const tryIt = alert.getByRole('button', {name: 'Try it'}).first();
  await tryIt.focus();
  await page.keyboard.press('Enter');
  await expect(alert.getByRole('button', {name: 'Close Try it'})).toBeVisible();
  // The websocket event's copy button is a real button in the tab order.
  const copy = alert.locator('.theme-code-block').filter({hasText: '"event": "twitch-raid"'}).first().getByRole('button', {name: /copy/i});
  await copy.focus();
  await expect(copy).toBeFocused();
});

test('an opened alert fits a 375 px wide screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto(`${route}#twitch-subscriber`);
  await waitForHydration(page);
  await expect(page.locator('details#twitch-subscriber figure[data-request-example]').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
