import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {openInMode, waitForHydration} from './site';

const documentation = '/docs/custom-overlays/custom-overlays-documentation';
const examples = '/docs/custom-overlays/custom-overlays-examples';
const types = '/docs/custom-overlays/types';

async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
  if (selector) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

test.describe('custom overlay pages', () => {
  test('the documentation page lists every Overlay member with a working link', async ({page}) => {
    await openInMode(page, documentation, 'light');
    await waitForHydration(page);
    const memberLinks = page.locator('article table').filter({hasText: 'Overlay.deleteStorage'}).locator('a');
    await expect(memberLinks).toHaveCount(13);
    for (const link of await memberLinks.all()) {
      const id = (await link.getAttribute('href'))?.split('#')[1];
      expect(id).toBeTruthy();
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // Snippets come from the checked files, not from the page.
    await expect(page.locator('#overlaygetstorage ~ div pre').first()).toContainText('getStorage');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the documentation page passes axe in ${mode} mode`, async ({page}) => {
      test.setTimeout(120_000);
      await openInMode(page, documentation, mode);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the examples page switches editor tabs and passes axe in ${mode} mode`, async ({page}) => {
      await openInMode(page, examples, mode);
      await waitForHydration(page);
      const firstTabs = page.getByRole('tablist').first();
      await firstTabs.getByRole('tab', {name: 'Configs'}).click();
      // The tabs share a group: every example now shows its Configs tab.
      await expect(page.getByRole('tabpanel').filter({hasText: '"type"'})).toHaveCount(3);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the types page opens a long declaration and passes axe in ${mode} mode`, async ({page}) => {
      // The whole page is covered by accessibility.spec.ts; here the parts this page adds.
      test.setTimeout(120_000);
      await openInMode(page, types, mode);
      await waitForHydration(page);
      expect(await axeViolations(page, '#custom-overlays-customtabs')).toEqual([]);
      expect(await axeViolations(page, 'article table')).toEqual([]);
      const summary = page.locator('#custom-overlays-systemvariables summary');
      await summary.click();
      await expect(page.locator('#custom-overlays-systemvariables pre')).toContainText('SystemVariables');
      expect(await axeViolations(page, '#custom-overlays-systemvariables')).toEqual([]);
    });
  }

  test('the declaration index links to the rendered declarations', async ({page}) => {
    await openInMode(page, types, 'light');
    await waitForHydration(page);
    const rows = page.locator('table').filter({hasText: 'Top-level declarations'});
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('tbody tr')).toHaveCount(13);
    await expect(rows.nth(1).locator('tbody tr')).toHaveCount(25);
    await rows.nth(0).getByRole('link', {name: 'Overlay', exact: true}).click();
    await expect(page).toHaveURL(/#custom-overlays-overlay$/);
    await expect(page.locator('#custom-overlays-overlay')).toBeInViewport();
    await expect(page.locator('#custom-overlays-overlay')).toContainText('removeStorage');
    // A link to a closed declaration opens it.
    await rows.nth(0).getByRole('link', {name: 'LumiaAlertValues', exact: true}).click();
    await expect(page.locator('#custom-overlays-lumiaalertvalues pre')).toContainText('TWITCH_FOLLOWER');
  });
});
