import {expect} from '@playwright/test';
import {searchInput, test, waitForHydration} from './site';

const navbarEntries = [
  ['API Docs', '/docs/intro'],
  ['Variables', '/docs/variables'],
  ['Custom code', '/docs/custom-code/what-is-custom-javascript'],
  ['Custom overlays', '/docs/custom-overlays/custom-overlays-documentation'],
] as const;

test('the navbar has the specified entries, the repository link and the controls', async ({page}) => {
  await page.goto('/docs/intro');
  const navbar = page.locator('nav.navbar');
  for (const [label, target] of navbarEntries) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', target);
  }
  const repository = navbar.getByRole('link', {name: /GitHub/});
  await expect(repository).toHaveAttribute('href', 'https://github.com/lumiastream/Developer-Docs');
  await expect(repository).toHaveAttribute('target', '_blank');
  await expect(searchInput(page)).toBeVisible();
  await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
});

test('each navbar entry opens its page, where it is marked active', async ({page}) => {
  // One visit, then the entries one after another from the navbar of the page the last one opened.
  await page.goto('/');
  await waitForHydration(page);
  for (const [label, target] of navbarEntries) {
    const entry = page.locator('nav.navbar').getByRole('link', {name: label, exact: true});
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(entry, `${label} is marked active on ${target}`).toHaveClass(/navbar__link--active/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

test('the footer links the intro, both demo repos, the community and the main website', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/docs/intro',
      '/docs/rest/clone-the-repo',
      '/docs/websockets/clone-the-repo',
      'https://discord.gg/R8rCaKb',
      'https://twitter.com/lumiastream',
      'https://youtube.com/lumiastream',
      'https://instagram.com/lumiastream',
      'https://forum.lumiastream.com/dev',
      'https://lumiastream.com',
    ]),
  );
  // External links are checked for form only: absolute https URLs.
  for (const href of hrefs) expect(href).toMatch(/^(\/docs\/|https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$))/);
  await expect(footer).toContainText('Copyright © 2025');
});

test('internal footer links open their pages', async ({page}) => {
  for (const target of ['/docs/intro', '/docs/rest/clone-the-repo', '/docs/websockets/clone-the-repo']) {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

test('a page opens with only its own category open, and an opened category stays open', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/websockets/listen-to-events');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'Sample events'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Text to speech'})).toBeHidden();
  await page.goto('/docs/rest/tts');
  await expect(sidebar.getByRole('link', {name: 'Sample events'})).toBeHidden();
  // Opening another category leaves REST open, also after moving to a page of that category:
  // categories do not auto-collapse.
  await sidebar.getByRole('button', {name: 'Websockets'}).click();
  await sidebar.getByRole('link', {name: 'Sample events'}).click();
  await expect(page).toHaveURL(/\/docs\/websockets\/event-mocks$/);
  await expect(sidebar.getByRole('link', {name: 'Text to speech'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
});

test('the sidebar lists the sections in reading order', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  const topLevel = page.locator('nav[aria-label="Docs sidebar"] > ul > li > a, nav[aria-label="Docs sidebar"] > ul > li > div > a');
  await expect(topLevel).toHaveText(['Intro', 'Get a token', 'REST API', 'Websockets', 'Platform variables', 'Custom code', 'Custom overlays']);
});

test('breadcrumbs lead back from a nested page', async ({page}) => {
  await page.goto('/docs/custom-code/examples/roll-dice');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs).toContainText('Custom code');
  await expect(crumbs).toContainText('Examples');
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
});

// REQUIREMENTS.md §9: desktop breakpoint 996 px.
test('the layout switches to mobile at 996 px and below', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await page.goto('/docs/intro');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await page.setViewportSize({width: 996, height: 800});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
});

test('the mobile menu opens and closes at 375 px', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Get a token'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(menu).toBeHidden();
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 360});
  await page.goto('/docs/rest/intro-to-send-api');
  await waitForHydration(page);
  const navbarTop = () => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(await navbarTop()).toBeGreaterThan(0);
  // The navbar hides once a scroll continues downward past its own height.
  for (const step of [200, 200, 200]) {
    await page.mouse.wheel(0, step);
    await page.waitForFunction((y) => window.scrollY >= y, step);
  }
  await expect.poll(navbarTop).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(navbarTop).toBeGreaterThan(0);
});

// REQUIREMENTS.md §9: table of contents levels 2 to 3.
test('the table of contents lists h2 and h3 headings but not h4', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/rest/intro-to-send-api');
  const toc = page.locator('.table-of-contents');
  const headingText = (level: number) =>
    page
      .locator(`article h${level}`)
      .first()
      .evaluate((h) => (h.textContent ?? '').replace(/\u200b/g, '').trim());
  await expect(toc.getByRole('link', {name: await headingText(2), exact: true})).toBeVisible();
  await expect(toc.getByRole('link', {name: await headingText(3), exact: true})).toBeVisible();
  await expect(toc.getByRole('link', {name: await headingText(4), exact: true})).toHaveCount(0);
});

test('the sidebar opens scrolled to the current page, without moving the page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/custom-overlays/custom-overlays-documentation');
  await waitForHydration(page);
  const current = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/custom-overlays/custom-overlays-documentation');
  // Wholly in view, within the sidebar's own scrolling box, which clips it otherwise.
  await expect(current).toBeInViewport({ratio: 1});
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('after a move from the navbar the sidebar shows the new current page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Custom overlays', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/custom-overlays\/custom-overlays-documentation$/);
  const current = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/custom-overlays/custom-overlays-documentation');
  await expect(current).toBeInViewport({ratio: 1});
});

test('the phone menu opens on the current page', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/docs/custom-overlays/custom-overlays-documentation');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const current = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/custom-overlays/custom-overlays-documentation');
  await expect(current).toBeInViewport({ratio: 1});
});

test('choosing a page in the sidebar does not move the sidebar under the pointer', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/rest/tts');
  await waitForHydration(page);
  const link = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Chatbot messages', exact: true});
  await link.scrollIntoViewIfNeeded();
  const before = (await link.boundingBox())!.y;
  await link.click();
  await expect(page).toHaveURL(/\/docs\/rest\/chatbot$/);
  await expect(link).toHaveAttribute('aria-current', 'page');
  expect((await link.boundingBox())!.y).toBeCloseTo(before, 0);
});
