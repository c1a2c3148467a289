import {expect, test} from '@playwright/test';
import type {AxeResults} from 'axe-core';
import {axeViolations, openInMode, runAxe, searchInput, waitForHydration} from './site';

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

// contrastLooks.ts: axe measures colour contrast once per look. Faint text forced onto elements of
// many kinds (prose, list items, table cells, code tokens, short lines) and a dark background onto some
// table rows and under one paragraph must fail exactly the looks that measuring every element fails, and
// only elements it fails too.
test('measuring contrast once per look fails the same looks as measuring every element', async ({page}) => {
  test.slow(); // axe measures every element of the page once
  await page.goto('/docs/rest/send-commands');
  await waitForHydration(page);
  // Text axe treats apart: a lone symbol and a lone letter (too short to judge), then words. And two
  // paragraphs that differ only in the layer positioned under them, which is not an ancestor.
  await page
    .locator('article')
    .evaluate((article) =>
      article.insertAdjacentHTML(
        'beforeend',
        [
          '<p class="faint">→</p><p class="faint">x</p><p class="faint">Words after short lines</p>',
          '<div class="layered"><div></div><p>Words over a clear layer</p></div>',
          '<div class="layered"><div class="dark"></div><p>Words over a dark layer</p></div>',
        ].join(''),
      ),
    );
  await page.addStyleTag({
    content: [
      'article p:nth-of-type(3n), article li:nth-child(2), article tr:nth-child(4n) td, article .token.string, .faint { color: #b4b4b4 !important; }',
      'article tr:nth-child(5n), .layered > .dark { background-color: #6f6f6f !important; }',
      '.layered, .layered > p { position: relative; } .layered > div { position: absolute; inset: 0; }',
    ].join('\n'),
  });
  const lookAttribute = 'data-test-look';
  const every = await runAxe(page, {rules: ['color-contrast'], contrast: 'every element'});
  const perLook = await runAxe(page, {rules: ['color-contrast'], lookAttribute});
  // Each element axe failed, as its place in the document and its look.
  const failed = (results: AxeResults) =>
    page.evaluate(
      ({targets, lookAttribute}) => {
        const all = Array.from(document.querySelectorAll('*'));
        return targets.map((target) => {
          const element = document.querySelector(target);
          return {place: element ? all.indexOf(element) : -1, look: element?.getAttribute(lookAttribute) ?? `none: ${target}`};
        });
      },
      {targets: results.violations.flatMap((violation) => violation.nodes.map((node) => String(node.target[0]))), lookAttribute},
    );
  const failedMeasuringEvery = await failed(every);
  const failedPerLook = await failed(perLook);
  const looksFailing = new Set(failedMeasuringEvery.map(({look}) => look));
  // The faint text fails many elements that share a handful of looks: the case the grouping is for.
  expect(looksFailing.size).toBeGreaterThanOrEqual(4);
  expect(failedMeasuringEvery.length).toBeGreaterThan(3 * looksFailing.size);
  expect(new Set(failedPerLook.map(({look}) => look))).toEqual(looksFailing);
  expect(failedMeasuringEvery.map(({place}) => place)).toEqual(expect.arrayContaining(failedPerLook.map(({place}) => place)));
});
