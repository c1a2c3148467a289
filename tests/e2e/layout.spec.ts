import {expect, test} from '@playwright/test';
import {pageRoutes} from './site';

// On a phone, wide tables and code scroll inside their own box; the page itself never scrolls sideways.
test.use({viewport: {width: 375, height: 800}});

for (const route of pageRoutes) {
  test(`${route} fits a 375 px screen without sideways scrolling`, async ({page}) => {
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${route} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
  });
}
