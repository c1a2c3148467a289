import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {openInMode, waitForHydration} from './site';

// The pages of the getting-started track and two small command pages.
const routes = [
  '/docs/intro',
  '/docs/get-a-token',
  '/docs/rest/get-settings',
  '/docs/rest/clone-the-repo',
  '/docs/rest/congratulations',
  '/docs/rest/to-default',
  '/docs/rest/toggle-stream-mode',
];

for (const route of routes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} has no axe violations in ${mode} mode`, async ({page}) => {
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

test.describe('architecture diagram on the intro', () => {
  for (const width of [1280, 400]) {
    test(`reads as text with working links at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openInMode(page, '/docs/intro', 'light');
      await waitForHydration(page);
      const figure = page.locator('figure', {has: page.locator('[data-part="rest"]')});
      await expect(figure.locator('figcaption')).toContainText('REST API');
      await expect(figure.locator('[data-part]')).toHaveCount(8);
      // Arrows are decoration: hidden from assistive technology.
      for (const connector of await figure.locator('[aria-hidden="true"]').all()) await expect(connector).toBeVisible();
      // Nothing spills out sideways on a narrow screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await figure.getByRole('link', {name: 'REST API'}).click();
      await expect(page).toHaveURL(/\/docs\/rest\/intro-to-send-api$/);
    });
  }
});
