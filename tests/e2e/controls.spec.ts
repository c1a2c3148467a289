import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './site';

// A phone the size of the smallest common ones.
test.use({viewport: {width: 375, height: 812}});

/** Where an element starts, in screens from the top of the page. */
async function screensDown(page: Page, selector: string): Promise<number> {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return element.evaluate((node) => (node.getBoundingClientRect().top + window.scrollY) / window.innerHeight);
}

test('on a phone the variables filter and the alert explorer filter are within the first three screens', async ({page}) => {
  await page.goto('/docs/variables');
  await waitForHydration(page);
  expect(await screensDown(page, 'article input[type="search"]')).toBeLessThan(3);
  await page.goto('/docs/rest/send-alerts');
  await waitForHydration(page);
  expect(await screensDown(page, 'article input[type="search"]')).toBeLessThan(3);
});

for (const path of ['/docs/rest/tts', '/docs/websockets/listen-to-events', '/docs/rest/send-alerts', '/docs/variables']) {
  test(`on a phone every control of ${path} is at least 24 px square and every text field has 16 px text`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const tooSmall = await page.locator('article').evaluate((article) =>
      Array.from(article.querySelectorAll<HTMLElement>('button, input, select, textarea, summary'))
        .filter((control) => control.getBoundingClientRect().width > 0)
        .flatMap((control) => {
          const box = control.getBoundingClientRect();
          const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
          const textField = control.matches('input:not([type="checkbox"]):not([type="radio"]), select, textarea');
          const fontSize = parseFloat(getComputedStyle(control).fontSize);
          return [
            ...(box.width < 24 || box.height < 24 ? [`${name} is ${Math.round(box.width)}×${Math.round(box.height)} px`] : []),
            ...(textField && fontSize < 16 ? [`${name} has ${fontSize} px text`] : []),
          ];
        }),
    );
    expect([...new Set(tooSmall)]).toEqual([]);
  });
}

test('on a phone the five editor tabs of an overlay example fit in one row', async ({page}) => {
  await page.goto('/docs/custom-overlays/custom-overlays-examples');
  await waitForHydration(page);
  const tabList = page.getByRole('tablist').first();
  const listBox = (await tabList.boundingBox())!;
  const last = (await tabList.getByRole('tab').last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(listBox.x + listBox.width);
});
