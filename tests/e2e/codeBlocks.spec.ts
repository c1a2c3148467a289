import {expect, type Page} from '@playwright/test';
import {openInMode, test, waitForHydration} from './site';
import {accessibleLightCodeTheme, darkCodeTheme} from '../../src/codeThemes';

/** `rgb(r, g, b)` of a `#rrggbb` or `rgb(...)` theme colour, as the browser reports computed colours. */
function computed(colour: string): string {
  if (colour.startsWith('rgb')) return colour;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const stringColour = (theme: typeof darkCodeTheme) => computed(theme.styles.find((entry) => entry.types.includes('string'))!.style.color!);
const firstString = (page: Page) => page.locator('.theme-code-block .token.string').first();

test('code tokens take the colours of the mode the reader opened the page in', async ({page}) => {
  await openInMode(page, '/docs/rest/tts', 'dark');
  await waitForHydration(page);
  await expect(firstString(page)).toHaveCSS('color', stringColour(darkCodeTheme));
});

test('code tokens change colour as soon as the reader switches mode', async ({page}) => {
  await openInMode(page, '/docs/rest/tts', 'light');
  await waitForHydration(page);
  await expect(firstString(page)).toHaveCSS('color', stringColour(accessibleLightCodeTheme));
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstString(page)).toHaveCSS('color', stringColour(darkCodeTheme));
});

test('hydration keeps the server-rendered code blocks instead of building them again', async ({page}) => {
  // Re-creating every block after hydration used to freeze long pages for about a second on phones.
  await page.addInitScript(() => {
    const win = window as unknown as {codeLinesAdded: number};
    win.codeLinesAdded = 0;
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          const inCode =
            node instanceof Element
              ? node.matches('.prism-code, .prism-code *') || node.querySelector('.prism-code')
              : node.parentElement?.closest('.prism-code');
          if (inCode) win.codeLinesAdded += 1;
        });
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener('DOMContentLoaded', () => (win.codeLinesAdded = 0));
  });
  await page.goto('/docs/rest/send-alerts');
  await waitForHydration(page);
  const codeBlock = page.locator('.theme-code-block').first();
  await codeBlock.hover();
  await expect(codeBlock.getByRole('button', {name: /copy/i})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {codeLinesAdded: number}).codeLinesAdded)).toBe(0);
});

test('a stored language choice still applies to every request example after hydration', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.request-language', 'python'));
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  const selected = page.locator('figure[data-request-example] [role="tab"][aria-selected="true"]');
  await expect(selected.first()).toHaveText('Python');
  expect(new Set(await selected.allTextContents())).toEqual(new Set(['Python']));
  await expect(page.locator('figure[data-request-example] [role="tabpanel"]:not([hidden])').first()).toContainText('import requests');
});

test('switching a request example to another language shows it highlighted, with a copy button', async ({page}) => {
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  const example = page.locator('figure[data-request-example]').first();
  await example.getByRole('tab', {name: 'JavaScript'}).click();
  const shown = example.locator('[role="tabpanel"]:not([hidden])');
  await expect(shown.locator('.prism-code .token.keyword').first()).toBeVisible();
  await shown.locator('.theme-code-block').hover();
  await expect(shown.getByRole('button', {name: /copy/i})).toBeVisible();
  await expect(shown).toContainText("fetch('http://127.0.0.1:39231/api/send");
});

test('language tabs work from the keyboard: arrows, Home and End move, Enter and Space choose', async ({page}) => {
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  const tabs = page.locator('figure[data-request-example]').first().getByRole('tab');
  await tabs.filter({hasText: 'curl'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.filter({hasText: 'JavaScript'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.filter({hasText: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.filter({hasText: 'Python'})).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tabs.filter({hasText: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.filter({hasText: 'curl'})).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.filter({hasText: 'Python'})).toBeFocused();
});

test('a code block wider than a phone screen offers word wrap, which wraps it and unwraps it again', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'curl'}).first();
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await overflows()).toBe(true);
  await block.hover();
  const wrap = block.getByRole('button', {name: /word wrap/i});
  await wrap.click();
  await expect.poll(overflows).toBe(false);
  await wrap.click();
  await expect.poll(overflows).toBe(true);
});

test('a code block shows its source line for line, and its copy button copies exactly that', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/custom-code/helper-functions');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'This one stay'}).first();
  const shown = await block.locator('pre').innerText();
  expect(shown.split('\n').length).toBeGreaterThan(3);
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replace(/\n$/, ''));
});

test('a code block that fits its box offers no word wrap', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/custom-code/helper-functions');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'log('}).first();
  expect(await block.locator('pre').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await block.hover();
  await expect(block.getByRole('button', {name: /copy/i})).toBeVisible();
  await expect(block.getByRole('button', {name: /word wrap/i})).toHaveCount(0);
});
