import {expect, test} from '@playwright/test';
import {axeViolations, openInMode, searchInput, waitForHydration} from './site';

// Every page in both colour modes is checked by pages.spec.ts; here, states no page opens in.

// The search dropdown is drawn by the plugin's stylesheet; its results must read in both modes.
for (const mode of ['light', 'dark'] as const) {
  test(`the open search results have no axe violations in ${mode} mode`, async ({page}) => {
    await openInMode(page, '/docs/intro', mode);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const search = searchInput(page);
    await expect(search).toBeFocused();
    await search.pressSequentially('queue', {delay: 20});
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page, ['.algolia-autocomplete'])).toEqual([]);
  });
}
