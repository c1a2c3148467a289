import {expect, type Locator, type Page} from '@playwright/test';
import {openInMode, searchInput, switchToDarkMode, test, waitForHydration} from './site';

// Tables, identifiers and the table of contents as a reader sees them on a phone and a desk. That every
// wide table scrolls in a named region and identifiers keep to one line on a phone is checked on every
// page by pages.spec.ts.

const phone = {width: 375, height: 800};
const desk = {width: 1280, height: 900};

/**
 * How far the region's own painting departs from the page background at its left and right edges, from
 * 0 to 255: its contents are hidden, so what is left is the cue that more of the table lies that way.
 */
async function edgeCues(page: Page, region: Locator): Promise<{left: number; right: number}> {
  await region.evaluate((element) => element.setAttribute('data-cue-probe', ''));
  const style = await page.addStyleTag({
    content: '[data-cue-probe] > * { visibility: hidden !important; }',
  });
  const png = await region.screenshot({animations: 'disabled'});
  await style.evaluate((element) => (element as HTMLStyleElement).remove());
  await region.evaluate((element) => element.removeAttribute('data-cue-probe'));
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const {data, width, height} = context.getImageData(0, 0, image.width, image.height);
    // Rows of the lower half only: the fixed navbar may cover the top of the region.
    const pixel = (x: number, y: number) => [0, 1, 2].map((channel) => data[(y * width + x) * 4 + channel]);
    const background = pixel(Math.floor(width / 2), Math.floor(height * 0.75));
    const departure = (xs: number[]) => {
      let most = 0;
      for (let y = Math.floor(height / 2); y < height - 2; y += 1) {
        for (const x of xs) most = Math.max(most, ...pixel(x, y).map((value, channel) => Math.abs(value - background[channel])));
      }
      return most;
    };
    return {
      left: departure([0, 1, 2, 3]),
      right: departure([width - 4, width - 3, width - 2, width - 1]),
    };
  }, png.toString('base64'));
}

test('at 375 px a wide table shows which way it scrolls and scrolls from the keyboard, in light and dark mode', async ({page}) => {
  await page.setViewportSize(phone);
  await openInMode(page, '/docs/rest/chat-mod-commands', 'light');
  await waitForHydration(page);
  const region = page.getByRole('region', {
    name: 'Platform support, table',
  });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.scrollIntoViewIfNeeded();
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await region.evaluate((element) => (element.scrollLeft = 0));
      await switchToDarkMode(page);
    }
    const atStart = await edgeCues(page, region);
    expect.soft(atStart.right, `${mode}: a cue at the right edge while more of the table is to the right`).toBeGreaterThanOrEqual(24);
    expect.soft(atStart.left, `${mode}: no cue at the left edge before scrolling`).toBeLessThanOrEqual(2);

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      (element as HTMLElement).blur();
    });
    const atEnd = await edgeCues(page, region);
    expect.soft(atEnd.right, `${mode}: no cue at the right edge at the end`).toBeLessThanOrEqual(2);
    expect.soft(atEnd.left, `${mode}: a cue at the left edge once scrolled`).toBeGreaterThanOrEqual(24);
  }
});

test('at 1280 px the platform support table of the chat moderation page fits its column, nothing cut off', async ({page}) => {
  await page.setViewportSize(desk);
  await page.goto('/docs/rest/chat-mod-commands');
  const region = page.getByRole('region', {name: 'Platform support, table'});
  const fit = await region.evaluate((box) => {
    const table = box.querySelector('table')!;
    const cells = Array.from(table.querySelectorAll('th, td'));
    return {
      table: table.getBoundingClientRect().width,
      column: box.parentElement!.getBoundingClientRect().width,
      scrolls: box.scrollWidth - box.clientWidth,
      cut: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    };
  });
  expect(fit.scrolls, `the table is ${fit.table} px wide in a ${fit.column} px column`).toBeLessThanOrEqual(0);
  expect(fit.table).toBeLessThanOrEqual(fit.column);
  expect(fit.cut).toEqual([]);
});

/** Where the text of an element goes onto a new line: for each break, the characters either side of it. */
function lineBreaks(element: Element): [string, string][] {
  const characters: {character: string; top: number}[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (rect) characters.push({character: text[index], top: Math.round(rect.top)});
    }
  }
  return characters.flatMap(({top}, index) =>
    index > 0 && top > characters[index - 1].top + 2 ? [[characters[index - 1].character, characters[index].character] as [string, string]] : [],
  );
}

/** A break between words of an identifier: after a dot, slash, hyphen or underscore, or where a capital starts a word. */
const sensibleBreak = ([before, after]: [string, string]) => /[./_-]/.test(before) || (/[a-z0-9]/.test(before) && /[A-Z]/.test(after));

test('at 1280 px the table of contents keeps identifiers whole, and breaks a longer one only between its words', async ({page}) => {
  await page.setViewportSize(desk);
  const breaks: string[] = [];
  for (const route of ['/docs/custom-code/helper-functions', '/docs/custom-overlays/custom-overlays-documentation']) {
    await page.goto(route);
    const codes = page.locator('.table-of-contents code');
    expect(await codes.count()).toBeGreaterThan(10);
    for (const code of await codes.all()) {
      const found = await code.evaluate(lineBreaks);
      const text = (await code.textContent()) ?? '';
      // Whether the identifier, with its own padding, fits on a line of its entry.
      const fitsTheColumn = await code.evaluate((element) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const width =
          context.measureText(element.textContent ?? '').width +
          parseFloat(style.paddingLeft) +
          parseFloat(style.paddingRight) +
          parseFloat(style.borderLeftWidth) +
          parseFloat(style.borderRightWidth);
        const link = element.closest('a')!;
        const linkStyle = getComputedStyle(link);
        return width <= link.clientWidth - parseFloat(linkStyle.paddingLeft) - parseFloat(linkStyle.paddingRight);
      });
      if (found.length > 0 && fitsTheColumn) breaks.push(`${route}: ${text} fits a line but is split`);
      for (const pair of found) if (!sensibleBreak(pair)) breaks.push(`${route}: ${text} breaks between ${pair.join(' and ')}`);
    }
  }
  expect(breaks).toEqual([]);
});

/** Opens a page on a screen of `size` (a phone's unless told) and moves to the search box with Ctrl+K, as a reader with a keyboard does. */
async function openSearch(page: Page, size = phone) {
  await page.setViewportSize(size);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const search = searchInput(page);
  await expect(search).toBeFocused();
  return search;
}

test('search results break a long identifier only between its words', async ({page}) => {
  const search = await openSearch(page);
  await search.fill('overlaySetLayerVisibility');
  const option = page.getByRole('listbox').getByRole('option').filter({hasText: 'overlaySetLayerVisibility'}).first();
  await expect(option).toBeVisible();
  const texts = option.locator('[class$="subcategory-column-text"], [class$="--title"]').filter({hasText: 'overlaySetLayerVisibility'});
  expect(await texts.count()).toBeGreaterThan(0);
  for (const text of await texts.all()) {
    if (!(await text.isVisible())) continue;
    expect((await text.evaluate(lineBreaks)).filter((pair) => !sensibleBreak(pair))).toEqual([]);
  }
});

// Reported at 375 px: in a column a third of the panel wide, "Authentica / tion", "displayna / me".
test('on a phone a search result has its section above it, as wide as the result, and words break only between them', async ({page}) => {
  const search = await openSearch(page);
  const listbox = page.getByRole('listbox');
  for (const query of ['authentication', 'displayname']) {
    await search.fill(query);
    await expect(
      listbox
        .getByRole('option')
        .filter({hasText: new RegExp(query, 'i')})
        .first(),
    ).toBeVisible();
    const sections = listbox.locator('[class$="--subcategory-column"]');
    let shown = 0;
    for (const section of await sections.all()) {
      if (!(await section.isVisible())) continue;
      shown += 1;
      const option = section.locator('xpath=ancestor::a[1]');
      const [box, optionBox] = [(await section.boundingBox())!, (await option.boundingBox())!];
      expect(box.width, `${query}: the section takes the result's width`).toBeGreaterThan(optionBox.width * 0.9);
      const title = option.locator('[class$="--title"]');
      if ((await title.count()) === 0) continue;
      expect(box.y + box.height, `${query}: the section is above the title`).toBeLessThanOrEqual((await title.boundingBox())!.y + 1);
    }
    expect(shown, `${query}: some result shows its section`).toBeGreaterThan(0);
    const texts = listbox.locator('[class$="subcategory-column-text"], [class$="--title"]');
    for (const text of await texts.all()) {
      if (!(await text.isVisible())) continue;
      const inside = (await text.evaluate(lineBreaks)).filter(
        ([before, after]) => /\w/.test(before) && /\w/.test(after) && !sensibleBreak([before, after]),
      );
      expect(inside, `${query}: ${await text.textContent()}`).toEqual([]);
    }
  }
});

// Reported at 375 px: the list ended mid-result over the page's text, with nothing to say it scrolls;
// on a desk it ran past the bottom of the window.
for (const [screen, size] of [
  ['phone', phone],
  ['desk', desk],
] as const) {
  test(`on a ${screen} a results list longer than the screen fades out where it is cut, and its last result scrolls clear of the fade`, async ({
    page,
  }) => {
    const search = await openSearch(page, size);
    await search.fill('websocket');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const list = page.locator('.ds-dropdown-menu [class^="ds-dataset-"]');
    const looks = await list.evaluate((element) => {
      const fade = getComputedStyle(element, '::after');
      const results = getComputedStyle(element.querySelector('.ds-suggestions')!);
      return {
        scrolls: element.scrollHeight > element.clientHeight,
        position: fade.position,
        image: fade.backgroundImage,
        height: parseFloat(fade.height),
        // Drawn over the results, not under them.
        overResults: Number(fade.zIndex) > (Number(results.zIndex) || 0),
      };
    });
    expect(looks.scrolls, 'the list scrolls inside the panel').toBe(true);
    expect([looks.position, looks.image, looks.overResults], 'a fade stays at the bottom edge of the list, over the results').toEqual([
      'sticky',
      expect.stringMatching(/^linear-gradient\(/),
      true,
    ]);
    if (screen === 'phone') {
      // The page below the panel is dimmed: a shadow as deep as the screen, offset down by as much.
      const shadow = await page.locator('.ds-dropdown-menu').evaluate((menu) => getComputedStyle(menu).boxShadow);
      expect(shadow, 'the page below the results is dimmed').toMatch(/^rgba\(0, 0, 0, 0\.\d+\) 0px (\d+)px 0px \1px$/);
    }
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const [last, box] = [(await options.last().boundingBox())!, (await list.boundingBox())!];
    expect(last.y + last.height, 'the last result ends above the fade').toBeLessThanOrEqual(box.y + box.height - looks.height + 1);
  });
}

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
