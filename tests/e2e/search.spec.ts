import * as lumiaTypes from '@lumiastream/lumia-types';
import {expect, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import type {AllVariablesLike} from '../../src/data/variables';
import {fastConnection, openInMode, searchInput, test, waitForHydration} from './site';

// Search as most readers meet it: on a fast connection, ready on its own after the page.
test.use({connection: fastConnection});

/** Opens search with Ctrl+K and types `query`; returns the listed options. */
async function searchFor(page: Page, query: string) {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const search = searchInput(page);
  await expect(search).toBeFocused();
  await search.fill(query);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

const alertValue = Object.values(lumiaTypes.LumiaAlertValues).find((value) => value.startsWith('twitch-'))!;
const queuedCommand = commands.find(({execution, internal}) => execution === 'queue' && !internal)!;
const variableName = Object.values(lumiaTypes.AllVariables as AllVariablesLike).find((platform) => platform.variables?.length)!
  .variables![0] as string;

// The names come from the name dictionary; the dropdown only shows them if the site's search
// answers it (see src/theme/SearchBar/dropdown.ts), so this also guards the plugin's internals.
test('an exact alert value, command type or variable opens its page at the entry that documents it', async ({page}) => {
  for (const {kind, name, page: documented} of [
    {kind: 'alert value', name: alertValue, page: '/docs/rest/send-alerts'},
    {kind: 'command type', name: queuedCommand.type, page: queuedCommand.page},
    {kind: 'variable', name: variableName, page: '/docs/variables'},
  ]) {
    await test.step(`the ${kind} ${name}`, async () => {
      const options = await searchFor(page, name);
      const entry = options.filter({hasText: name}).first();
      const href = (await entry.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${documented}[?#]`));
      await entry.click();
      await expect(page).toHaveURL((url) => url.pathname === documented && url.hash !== '');
      const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
      // After a client-side navigation the reference comes in its own chunk, slow on a busy machine.
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }
});

test('a result opens in a new tab with a middle click, as any link does', async ({page, context}) => {
  const options = await searchFor(page, 'text to speech');
  const first = options.first();
  const href = (await first.getAttribute('href'))!;
  const [tab] = await Promise.all([context.waitForEvent('page'), first.click({button: 'middle'})]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
  await expect(page).toHaveURL(/\/docs\/intro$/); // the reader stays where they were
});

test('every result is a link; Escape closes the list', async ({page}) => {
  const options = await searchFor(page, 'queue');
  for (const option of await options.all()) await expect(option).toHaveAttribute('href', /^\/docs\//);
  await searchInput(page).press('Escape');
  await expect(options.first()).toBeHidden();
});

// The plugin's stylesheet draws the dropdown for light mode: in dark mode its panel had the page's
// background and nothing around it, and its group headings lost their bar.
test('the results panel stands apart from the page in dark mode, and group headings look the same in both modes', async ({page}) => {
  const looks: Record<string, {heading: string[]; border: string; borderColor: string; pageBackground: string}> = {};
  for (const mode of ['light', 'dark'] as const) {
    await openInMode(page, '/docs/intro', mode);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const search = searchInput(page);
    await expect(search).toBeFocused();
    await search.fill('queue');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    looks[mode] = await page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector('.algolia-docsearch-suggestion__main .algolia-docsearch-suggestion--category-header')!);
      const panel = getComputedStyle(document.querySelector('.ds-dropdown-menu')!);
      return {
        heading: [heading.backgroundColor, heading.color, heading.fontWeight, heading.textTransform],
        border: panel.borderTopWidth,
        borderColor: panel.borderTopColor,
        pageBackground: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
  }
  expect(looks.dark.heading).toEqual(looks.light.heading);
  expect(looks.dark.border).not.toBe('0px');
  expect(looks.dark.borderColor).not.toBe(looks.dark.pageBackground);
});
