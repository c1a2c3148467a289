import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {docTitle, openInMode, waitForHydration} from './site';

// The five control pages: no axe violations in either colour mode, one example per command type.
const pages = {
  '/docs/rest/control-command-folder-state': ['set-command-state', 'set-folder-state', 'create-chatbot-command', 'update-chatbot-command', 'delete-chatbot-command'],
  '/docs/rest/control-fuze': ['start-fuze', 'stop-fuze', 'toggle-fuze', 'fuze-audio-sensitivity'],
  '/docs/rest/control-lumia-state': ['start-lumia', 'stop-lumia', 'set-lumia'],
  '/docs/rest/control-overlays': [
    'overlay-set-visibility',
    'overlay-set-layer-visibility',
    'overlay-set-layer-position',
    'overlay-set-layer-size',
    'overlay-set-content',
    'hud-toggle',
    'hud-volume-set',
    'hud-opacity-set',
    'hud-overlay-change',
    'overlay-screenshot',
  ],
  '/docs/rest/control-queue-state': ['pause-queue', 'resume-queue', 'clear-queue', 'clear-cooldowns'],
} as const;

for (const [route, types] of Object.entries(pages)) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} has no axe violations in ${mode} mode`, async ({page}) => {
      await openInMode(page, route, mode);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(docTitle(route));
      const results = await new AxeBuilder({page}).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test(`${route} shows an example for each of its command types`, async ({page}) => {
    await page.goto(route);
    const shown = await page
      .locator('figure[data-request-example]')
      .evaluateAll((figures) => figures.map((figure) => JSON.parse(figure.getAttribute('data-request-example') ?? '{}').body?.type));
    for (const type of types) expect(shown, type).toContain(type);
  });
}
