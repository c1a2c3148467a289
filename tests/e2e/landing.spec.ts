import {expect, type Locator, type Page, type Route} from '@playwright/test';
import {fastConnection, openInMode, switchToDarkMode, test, waitForHydration} from './site';

// The search box's Loading... state is what a reader on a fast connection sees before search readies itself.
test.use({connection: fastConnection});

/** The text colour of a hero button and every colour its text can sit on: the button's own, or the hero's gradient stops. */
async function heroButtonColours(page: Page, name: string): Promise<{text: string; backgrounds: string[]}> {
  return page.getByRole('link', {name, exact: true}).evaluate((button) => {
    const style = getComputedStyle(button);
    const own = style.backgroundColor;
    const opaque = !/rgba\(.*,\s*0\)$/.test(own) && own !== 'transparent';
    const hero = button.closest('header')!;
    const stops = getComputedStyle(hero).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [getComputedStyle(hero).backgroundColor];
    return {text: style.color, backgrounds: opaque ? [own] : stops};
  });
}

function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('the hero buttons are readable over the gradient in light and dark mode', async ({page}) => {
  await openInMode(page, '/', 'light');
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchToDarkMode(page);
    for (const name of ['Make your first call', 'Read the intro']) {
      const {text, backgrounds} = await heroButtonColours(page, name);
      // Axe cannot judge text over a gradient, so every stop the text may sit on is checked; 4.5 : 1 as for body text.
      for (const background of backgrounds) {
        expect.soft(contrast(text, background), `${mode} mode, ${name}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  }
});

test('the landing page shows a first call with a copyable request, and every section card leads somewhere different', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Make your first call'}).click();
  const firstCall = page.locator('section', {has: page.getByRole('heading', {name: 'Your first call'})});
  await expect(firstCall).toBeInViewport();
  await expect(firstCall.getByRole('link', {name: 'Get a token'})).toHaveAttribute('href', '/docs/get-a-token');
  await expect(firstCall.locator('figure[data-request-example]')).toContainText('"type": "tts"');
  await expect(firstCall.getByRole('button', {name: /copy/i}).first()).toBeVisible();
  const cards = await page
    .getByRole('list', {name: 'Documentation sections'})
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(cards).size).toBe(cards.length);
  expect(cards).not.toContain('/docs/intro');
});

test('on a phone the search box never covers the site name, and takes its place while the reader types', async ({page}) => {
  await page.setViewportSize({width: 375, height: 700});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const title = page.locator('.navbar__inner .navbar__title');
  const box = page.locator('nav.navbar input#search_input_react');
  await expect(box).toBeEnabled();
  const [titleBox, searchBox] = [await title.boundingBox(), await box.boundingBox()];
  expect(titleBox!.x + titleBox!.width, 'the site name ends before the search box').toBeLessThanOrEqual(searchBox!.x);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await expect(title).toBeHidden();
  expect((await box.boundingBox())!.width).toBeGreaterThan(250);
});

/**
 * What the search box shows of its placeholder: the text, its colour and opacity, the box's colour, and
 * whether the text fits, read from a copy of the box holding it as its value (a placeholder has no width to read).
 */
function placeholderShown(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const placeholder = getComputedStyle(input, '::placeholder');
    const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(placeholder.color);
    const copy = input.cloneNode() as HTMLInputElement;
    copy.removeAttribute('id');
    copy.disabled = false;
    copy.value = input.placeholder;
    input.after(copy);
    const fits = copy.scrollWidth <= copy.clientWidth;
    copy.remove();
    return {
      text: input.placeholder,
      colour: placeholder.color,
      background: getComputedStyle(input).backgroundColor,
      opacity: (alpha ? Number(alpha[1]) : 1) * Number(placeholder.opacity || 1),
      fits,
    };
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`on a phone the search box reads Loading..., then its label, beside the whole site name, in ${mode} mode`, async ({page}) => {
    await page.setViewportSize({width: 375, height: 700});
    // The search files wait until the test lets them through, so the box stays in its loading state.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(search-doc|lunr-index)-\d+\.json$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await openInMode(page, '/docs/intro', mode);
    await waitForHydration(page);
    const title = page.locator('.navbar__inner .navbar__title');
    const box = page.locator('nav.navbar input#search_input_react');
    const nameInFull = () => title.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);

    await expect(box).toBeDisabled();
    const loading = await placeholderShown(box);
    expect(loading.text).toBe('Loading...');
    expect(loading.opacity, 'Loading... is drawn, not transparent').toBeGreaterThan(0.9);
    expect(loading.fits, 'Loading... has room in the box').toBe(true);
    expect(contrast(loading.colour, loading.background), `Loading... in ${loading.colour} on ${loading.background}`).toBeGreaterThanOrEqual(4.5);
    const titleWhileLoading = (await title.boundingBox())!;
    expect(titleWhileLoading.x + titleWhileLoading.width, 'the site name ends before the search box').toBeLessThanOrEqual(
      (await box.boundingBox())!.x,
    );
    expect(await nameInFull(), 'the site name is shown in full').toBe(true);

    release();
    await expect(box).toBeEnabled();
    const ready = await placeholderShown(box);
    expect(ready.text).toBe('Search Ctrl+K');
    expect(ready.opacity).toBeGreaterThan(0.9);
    expect(ready.fits, 'the label has room in the box').toBe(true);
    expect(contrast(ready.colour, ready.background)).toBeGreaterThanOrEqual(4.5);
    expect(await title.boundingBox(), 'the site name stays where it was').toEqual(titleWhileLoading);
    expect(titleWhileLoading.x + titleWhileLoading.width).toBeLessThanOrEqual((await box.boundingBox())!.x);
    expect(await nameInFull()).toBe(true);
  });
}
