import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {openInMode, pageRoutes, waitForHydration} from './site';

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
