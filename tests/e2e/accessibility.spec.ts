import {expect, test} from '@playwright/test';
import {axeViolations, openInMode, pageRoutes, searchInput, switchToDarkMode, waitForHydration} from './site';

// Every page, in both colour modes, with zero axe violations: light as opened, then dark as the
// reader's toggle makes it, in one page load.
for (const route of pageRoutes) {
  test(`${route} has no axe violations in light or dark mode`, async ({page}) => {
    // Axe walks every node, twice; the long reference pages need more than the default minute on 2 cores.
    test.slow();
    await openInMode(page, route, 'light');
    await waitForHydration(page);
    const light = await axeViolations(page);
    await switchToDarkMode(page);
    expect({light, dark: await axeViolations(page)}).toEqual({light: [], dark: []});
  });
}

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
    expect(await axeViolations(page, '.algolia-autocomplete')).toEqual([]);
  });
}

// The alert explorer draws an opened alert's detail and live request examples after hydration.
test('an opened alert of the alert explorer has no axe violations in light or dark mode', async ({page}) => {
  test.slow();
  await openInMode(page, '/docs/rest/send-alerts#twitch-subscriber', 'light');
  await waitForHydration(page);
  const alert = page.locator('details#twitch-subscriber');
  await expect(alert.locator('figure[data-request-example]').first()).toBeVisible();
  await alert.getByRole('button', {name: 'Try it'}).first().click();
  await expect(alert.getByRole('button', {name: 'Close Try it'})).toBeVisible();
  const parts = ['details#twitch-subscriber', '[role="search"]'];
  const light = await axeViolations(page, ...parts);
  await switchToDarkMode(page);
  expect({light, dark: await axeViolations(page, ...parts)}).toEqual({light: [], dark: []});
});
