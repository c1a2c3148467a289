import {expect, test} from '@playwright/test';

// Tables, identifiers and the table of contents as a reader sees them on a phone and a desk.

const desk = {width: 1280, height: 900};

test('table headers line up with their cells, at the left', async ({page}) => {
  await page.setViewportSize(desk);
  const centred: string[] = [];
  // A Markdown table, a generated parameters table, and tables inside hand-written regions.
  for (const route of ['/docs/rest/chat-mod-commands', '/docs/variables', '/docs/websockets/listen-to-events']) {
    await page.goto(route);
    centred.push(
      ...(await page.evaluate(() =>
        Array.from(document.querySelectorAll('article th')).flatMap((th) => {
          const style = getComputedStyle(th);
          const range = document.createRange();
          range.selectNodeContents(th);
          const textLeft = range.getBoundingClientRect().left;
          const contentLeft = th.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
          return Math.abs(textLeft - contentLeft) > 1
            ? [`${location.pathname}: "${th.textContent}" starts ${Math.round(textLeft - contentLeft)} px in`]
            : [];
        }),
      )),
    );
  }
  expect(centred).toEqual([]);
});
