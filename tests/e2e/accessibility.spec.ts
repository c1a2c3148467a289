import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {openInMode, pageRoutes, searchInput, waitForHydration} from './site';

// Every page, in both colour modes, with zero axe violations.
for (const route of pageRoutes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} has no axe violations in ${mode} mode`, async ({page}) => {
      // Axe walks every node; the long reference pages need more than the default minute on 2 cores.
      test.slow();
      await openInMode(page, route, mode);
      await waitForHydration(page);
      const results = await new AxeBuilder({page}).analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
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
    const results = await new AxeBuilder({page}).include('.algolia-autocomplete').analyze();
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

// The alert explorer draws an opened alert's detail and live request examples after hydration.
for (const mode of ['light', 'dark'] as const) {
  test(`an opened alert of the alert explorer has no axe violations in ${mode} mode`, async ({page}) => {
    test.slow();
    await openInMode(page, '/docs/rest/send-alerts#twitch-subscriber', mode);
    await waitForHydration(page);
    const alert = page.locator('details#twitch-subscriber');
    await expect(alert.locator('figure[data-request-example]').first()).toBeVisible();
    await alert.getByRole('button', {name: 'Try it'}).first().click();
    await expect(alert.getByRole('button', {name: 'Close Try it'})).toBeVisible();
    const results = await new AxeBuilder({page}).include('details#twitch-subscriber').include('[role="search"]').analyze();
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
