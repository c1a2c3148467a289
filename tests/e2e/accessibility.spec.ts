import {expect} from '@playwright/test';
import {axeViolations, openInMode, searchInput, switchToDarkMode, test, waitForHydration} from './site';

// Every page in both colour modes is checked by pages.spec.ts; here, states no page opens in.

// The search dropdown is drawn by the plugin's stylesheet; its results must read in both modes.
test('the open search results have no axe violations in light and dark mode', async ({page}) => {
  await openInMode(page, '/docs/intro', 'light');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const search = searchInput(page);
  await expect(search).toBeFocused();
  await search.pressSequentially('queue', {delay: 20});
  const results = page.getByRole('option').first();
  await expect(results).toBeVisible();
  const light = await axeViolations(page, ['.algolia-autocomplete']);
  await switchToDarkMode(page);
  await expect(results).toBeVisible();
  expect({light, dark: await axeViolations(page, ['.algolia-autocomplete'])}).toEqual({light: [], dark: []});
});
