import {expect} from '@playwright/test';
import {diagramParts} from '../../src/components/ArchitectureDiagram/parts';
import {openInMode, test, waitForHydration} from './site';

// Axe for every page and mode lives in pages.spec.ts; this checks the diagram itself.
test.describe('architecture diagram on the intro', () => {
  for (const width of [1280, 400]) {
    test(`reads as text with working links at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openInMode(page, '/docs/intro', 'light');
      await waitForHydration(page);
      const figure = page.locator('figure', {has: page.locator('[data-part="rest"]')});
      await expect(figure.locator('figcaption')).toContainText('REST API');
      // Every part of the diagram's data is drawn, in order.
      expect(await figure.locator('[data-part]').evaluateAll((parts) => parts.map((part) => part.getAttribute('data-part')))).toEqual(
        diagramParts.map((part) => part.id),
      );
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
