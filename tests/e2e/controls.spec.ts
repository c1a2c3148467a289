import {expect, type Locator, type Page} from '@playwright/test';
import {openInMode, test, waitForHydration} from './site';

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

/** Opens a route in light mode (the default) or, as a returning reader who chose it, in dark mode. */
async function openRoute(page: Page, route: string, mode: 'light' | 'dark'): Promise<void> {
  if (mode === 'dark') await openInMode(page, route, mode);
  else await page.goto(route);
  await waitForHydration(page);
}

/** One interactive panel: how a reader opens it, and its primary action once open. */
interface Panel {
  open: (page: Page, mode: 'light' | 'dark') => Promise<Locator>;
  primary: (panel: Locator) => Locator;
}

/** The first request example of a route, with Try it opened. */
async function openTryIt(page: Page, route: string, mode: 'light' | 'dark', within = page.locator('article')): Promise<Locator> {
  await openRoute(page, route, mode);
  const example = within.locator('figure[data-request-example]').first();
  await example.getByRole('button', {name: 'Try it', exact: true}).click();
  await expect(example.getByRole('button', {name: 'Test connection'})).toBeVisible();
  return example;
}

const sendButton = (example: Locator) => example.getByRole('button', {name: /^Send (GET|POST) /});

const panels: Record<string, Panel> = {
  'Try it': {open: (page, mode) => openTryIt(page, '/docs/rest/tts', mode), primary: sendButton},
  'the live events console': {
    open: async (page, mode) => {
      await openRoute(page, '/docs/websockets/listen-to-events', mode);
      const panel = page.locator('[data-live-events]');
      // The console loads once the reader scrolls near it.
      await panel.scrollIntoViewIfNeeded();
      await expect(panel.getByRole('button', {name: 'Connect', exact: true})).toBeVisible();
      return panel;
    },
    primary: (panel) => panel.getByRole('button', {name: 'Connect', exact: true}),
  },
  'the alert explorer': {
    // An opened alert's quick action is a live request example: its Try it is the explorer's panel.
    open: async (page, mode) => {
      const alert = page.locator('details#twitch-bits');
      const example = await openTryIt(page, '/docs/rest/send-alerts#twitch-bits', mode, alert);
      await expect(alert).toHaveAttribute('open', '');
      return example;
    },
    primary: sendButton,
  },
};

/**
 * What a panel's fields do wrong on a phone: a text field or select with text below 16 px (iOS zooms
 * the page on focus) or less than 44 px high, a checkbox under 24 × 24 px, or a label set apart from
 * its field. A label belongs beside its field (its middle within the field's height, at most 16 px
 * left or right of it) or directly above it (its bottom at most 16 px above the field's top, the two
 * overlapping across); the middle, not the bottom, because a label's line can be a little higher than
 * the 24 px checkbox it is centred on.
 */
function fieldProblems(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const visible = (node: Element) => node.getBoundingClientRect().width > 0;
    const describe = (node: Element) => `${node.tagName.toLowerCase()}#${node.id}`;
    const fields = Array.from(root.querySelectorAll<HTMLElement>('input, select, textarea'))
      .filter(visible)
      .flatMap((field) => {
        const box = field.getBoundingClientRect();
        if (field.matches('[type="checkbox"], [type="radio"]'))
          return box.width < 24 || box.height < 24 ? [`${describe(field)} is ${Math.round(box.width)}×${Math.round(box.height)} px`] : [];
        const fontSize = parseFloat(getComputedStyle(field).fontSize);
        return [
          ...(fontSize < 16 ? [`${describe(field)} has ${fontSize} px text`] : []),
          ...(box.height < 44 ? [`${describe(field)} is ${Math.round(box.height)} px high`] : []),
        ];
      });
    const labels = Array.from(root.querySelectorAll<HTMLLabelElement>('label[for]'))
      .filter(visible)
      .flatMap((label) => {
        const field = root.ownerDocument.getElementById(label.htmlFor);
        if (!field || !visible(field)) return [`label "${label.textContent}" has no visible field`];
        const l = label.getBoundingClientRect();
        const f = field.getBoundingClientRect();
        const across = Math.max(f.left - l.right, l.left - f.right);
        const middle = (l.top + l.bottom) / 2;
        const beside = middle >= f.top && middle <= f.bottom && across <= 16;
        const above = l.bottom <= f.top + 1 && l.bottom >= f.top - 16 && across <= 0;
        return beside || above ? [] : [`label "${label.textContent}" is apart from ${describe(field)}`];
      });
    return [...fields, ...labels];
  });
}

for (const name of ['Try it', 'the live events console']) {
  test(`on a phone the fields of ${name} have 16 px text, are 44 px high and keep their labels beside or above them`, async ({page}) => {
    const panel = await panels[name].open(page, 'light');
    expect(await fieldProblems(panel)).toEqual([]);
    // Show token stays on the token field's row.
    const token = (await panel.getByLabel('Token', {exact: true}).boundingBox())!;
    const show = (await panel.getByRole('button', {name: 'Show token'}).boundingBox())!;
    expect(show.y + show.height / 2).toBeGreaterThanOrEqual(token.y);
    expect(show.y + show.height / 2).toBeLessThanOrEqual(token.y + token.height);
  });
}

/** What makes two buttons look alike, and how high one is. */
async function buttonLook(button: Locator) {
  await expect(button).toBeVisible();
  return button.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      primary: node.classList.contains('button--primary'),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      padding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(' '),
      borderRadius: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].join(' '),
      borderWidth: style.borderTopWidth,
      height: Math.round(node.getBoundingClientRect().height * 10) / 10,
    };
  });
}

test('on a phone the primary actions of Try it, the live events console and the alert explorer look the same and are 44 px high', async ({page}) => {
  const looks: Record<string, Awaited<ReturnType<typeof buttonLook>>> = {};
  for (const [name, panel] of Object.entries(panels)) looks[name] = await buttonLook(panel.primary(await panel.open(page, 'light')));
  for (const [name, look] of Object.entries(looks)) {
    expect(look.primary, `${name}'s primary action is a primary button`).toBe(true);
    expect(look.height, `${name}'s primary action is ${look.height} px high`).toBeGreaterThanOrEqual(44);
    expect(look, `${name}'s primary action looks like Try it's`).toEqual(looks['Try it']);
  }
});

/**
 * The buttons of a panel that are not its primary action, each with the relative luminance (WCAG) of
 * the background it shows: its own colour laid over those of its parents, down to the first opaque one.
 */
function secondaryBackgrounds(panel: Locator): Promise<{name: string; luminance: number}[]> {
  return panel.evaluate((root) => {
    const rgba = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return {r, g, b, a: color.startsWith('rgba') || color.includes('/') ? a : 1};
    };
    const shown = (node: HTMLElement) => {
      const layers: ReturnType<typeof rgba>[] = [];
      for (let element: HTMLElement | null = node; element; element = element.parentElement) {
        const layer = rgba(getComputedStyle(element).backgroundColor);
        layers.push(layer);
        if (layer.a >= 1) break;
      }
      // Below every layer, the canvas: white unless a layer above is opaque.
      return layers.reduceRight(
        (below, {r, g, b, a}) => ({r: r * a + below.r * (1 - a), g: g * a + below.g * (1 - a), b: b * a + below.b * (1 - a)}),
        {
          r: 255,
          g: 255,
          b: 255,
        },
      );
    };
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return Array.from(root.querySelectorAll<HTMLElement>('button.button:not(.button--primary)'))
      .filter((button) => button.getBoundingClientRect().width > 0)
      .map((button) => {
        const {r, g, b} = shown(button);
        return {name: (button.textContent ?? '').trim().slice(0, 30), luminance: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)};
      });
  });
}

const darkModePanels: Record<string, Panel['open']> = {
  ...Object.fromEntries(Object.entries(panels).map(([name, panel]) => [name, panel.open])),
  'the code runner': async (page, mode) => {
    await openRoute(page, '/docs/custom-code/what-is-custom-javascript', mode);
    await page.getByRole('button', {name: 'Run it here'}).click();
    const runner = page.locator('[data-code-runner]');
    await expect(runner.locator('section .cm-content')).toBeVisible();
    return runner;
  },
  'the overlay sandbox': async (page, mode) => {
    await openRoute(page, '/docs/custom-overlays/custom-overlays-examples', mode);
    await page.getByRole('button', {name: 'Run the alert box here'}).click();
    const sandbox = page.getByRole('region', {name: 'Alert box sandbox'});
    await expect(sandbox.getByRole('status')).toContainText('Running.');
    return sandbox;
  },
};

for (const [name, open] of Object.entries(darkModePanels)) {
  test(`in dark mode no secondary button of ${name} has a light background`, async ({page}) => {
    const panel = await open(page, 'dark');
    // Nothing hovered: a hovered button shows its hover colour.
    await page.mouse.move(0, 0);
    const secondary = await secondaryBackgrounds(panel);
    expect(secondary.length, `${name} has secondary buttons`).toBeGreaterThan(0);
    // Buttons ease between colours: poll until any transition has ended.
    await expect
      .poll(async () =>
        (await secondaryBackgrounds(panel))
          .filter(({luminance}) => luminance > 0.5)
          .map(({name: button, luminance}) => `${button}: ${luminance.toFixed(2)}`),
      )
      .toEqual([]);
  });
}
