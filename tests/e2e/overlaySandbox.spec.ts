import fs from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import {overlayAlerts} from '../../src/data/overlayAlerts';
import {explorer} from '../support/packageAlertExplorer';
import {axeViolations, repoRoot, switchToDarkMode, test, waitForHydration} from './site';

const examplesPage = '/docs/custom-overlays/custom-overlays-examples';
const documentationPage = '/docs/custom-overlays/custom-overlays-documentation';

/** The sandbox of one example (or of the blank overlay), opened and running. */
async function openSandbox(page: Page, route: string, button: string, heading: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('button', {name: button}).click();
  const sandbox = page.getByRole('region', {name: heading});
  await expect(sandbox.getByRole('status')).toContainText('Running.');
  return sandbox;
}

const openExample = (page: Page, title: string) => openSandbox(page, examplesPage, `Run the ${title.toLowerCase()} here`, `${title} sandbox`);

const overlayFrame = (sandbox: Locator) => sandbox.frameLocator('iframe');
const log = (sandbox: Locator) => sandbox.getByRole('log');

async function fire(sandbox: Locator, event: string, fields: Record<string, string> = {}, roles: string[] = []): Promise<void> {
  await sandbox.getByLabel('Event', {exact: true}).selectOption({label: event});
  for (const [label, value] of Object.entries(fields)) {
    const field = sandbox.getByLabel(label, {exact: true});
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  for (const role of roles) await sandbox.getByLabel(role).check();
  await sandbox.getByRole('button', {name: /^Fire /}).click();
}

/** Replaces the code of the open editor tab with `code`. */
async function replaceCode(page: Page, sandbox: Locator, tab: string, code: string): Promise<void> {
  await sandbox.getByRole('tab', {name: tab}).click();
  await sandbox.getByRole('textbox', {name: new RegExp(`${tab} tab$`)}).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test.describe('overlay sandbox: every example reacts to the events its text describes', () => {
  test('alert box shows a card for a follow fired from the package alert samples', async ({page}) => {
    const follow = overlayAlerts(explorer)
      .flatMap(({alerts}) => alerts)
      .find(({value}) => value === 'twitch-follower');
    const username = String(follow?.actions[0]?.extraSettings.username);
    const sandbox = await openExample(page, 'Alert box');
    await fire(sandbox, 'Alert');
    await expect(overlayFrame(sandbox).locator('body')).toContainText(username);
  });

  test('chat display shows a chat message and marks a moderator', async ({page}) => {
    const sandbox = await openExample(page, 'Chat display');
    await fire(sandbox, 'Chat message', {Username: 'sandboxfan', Message: 'hello from the test'}, ['Moderator']);
    await expect(overlayFrame(sandbox).locator('#chat-list')).toContainText('hello from the test');
  });

  test('HFX banner names who set off the HFX', async ({page}) => {
    const sandbox = await openExample(page, 'HFX banner');
    await fire(sandbox, 'HFX', {Username: 'confettifan', Command: 'confetti'});
    await expect(overlayFrame(sandbox).locator('body')).toContainText('confettifan');
  });

  test('light glow keeps the light colour in storage', async ({page}) => {
    const sandbox = await openExample(page, 'Light glow');
    await fire(sandbox, 'Virtual light');
    await expect(log(sandbox)).toContainText("in this overlay's storage");
  });

  test('goal bar takes an adjustment sent as custom overlay content', async ({page}) => {
    const sandbox = await openExample(page, 'Goal bar');
    await fire(sandbox, 'Custom overlay content', {'Content, as text, for code id goal-bar': '{"add": 7}'});
    await expect(log(sandbox)).toContainText('Would set the Lumia variable "goal_progress" to 7');
  });

  test('chat vote opens for a moderator, counts a vote and posts to chat', async ({page}) => {
    const sandbox = await openExample(page, 'Chat vote');
    await fire(sandbox, 'Chat message', {Username: 'helper', Message: '!startvote'}, ['Moderator']);
    await expect(log(sandbox)).toContainText('Would post to the chat of every connected platform: Vote is open!');
    await sandbox.getByLabel('Moderator').uncheck();
    await fire(sandbox, 'Chat message', {Username: 'viewer1', Message: '!vote 1'});
    await expect(overlayFrame(sandbox).locator('#vote-choices li').first()).toContainText(': 1');
  });

  test("scoreboard sets a score variable on a moderator's command", async ({page}) => {
    const sandbox = await openExample(page, 'Scoreboard');
    await fire(sandbox, 'Chat message', {Username: 'helper', Message: '!score home 5'}, ['Moderator']);
    await expect(log(sandbox)).toContainText('Would set the Lumia variable');
  });

  test('points desk answers a balance in chat', async ({page}) => {
    const sandbox = await openExample(page, 'Points desk');
    await fire(sandbox, 'Chat message', {Username: 'viewer1', Message: '!points'});
    await expect(log(sandbox)).toContainText('Would post to twitch chat: @Viewer1 you have 0 points');
  });

  test('top chatters counts a chatter and resets from its Configs button (newer Lumia)', async ({page}) => {
    const sandbox = await openExample(page, 'Top chatters');
    await fire(sandbox, 'Chat message', {Username: 'ann', Message: 'hello'});
    await expect(overlayFrame(sandbox).locator('#chatter-list li')).toHaveText(['Ann: 1']);
    await fire(sandbox, 'Configs button (newer Lumia)');
    await expect(overlayFrame(sandbox).locator('#chatter-list li')).toHaveCount(0);
    await expect(log(sandbox)).toContainText('Toast (success): Top chatters reset');
  });

  test('cat facts shows a fact from the API, served here by a local stand-in, and posts it once the Data tab turns posting on', async ({page}) => {
    await page.context().route('https://catfact.ninja/fact', (route) => route.fulfill({json: {fact: 'Cats sleep for most of the day.', length: 31}}));
    const sandbox = await openExample(page, 'Cat facts');
    const data = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/examples/cat-facts.data.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await replaceCode(page, sandbox, 'Data', JSON.stringify({...data, postInChat: true}));
    await sandbox.getByRole('button', {name: 'Restart'}).click();
    await fire(sandbox, 'Chat message', {Message: '!catfact'});
    await expect(overlayFrame(sandbox).locator('#fact-text')).toHaveText('Cats sleep for most of the day.');
    await expect(log(sandbox)).toContainText('Would post to the chat of every connected platform: Cat fact: Cats sleep for most of the day.');
  });
});

test('reading Overlay.codeId is logged once, marked as newer Lumia, with the code id the sandbox gives', async ({page}) => {
  const sandbox = await openSandbox(page, documentationPage, 'Run a blank overlay here', 'Blank overlay sandbox');
  await replaceCode(page, sandbox, 'JS', 'console.log(Overlay.codeId, Overlay.codeId === Overlay.codeId);');
  await sandbox.getByRole('button', {name: 'Restart'}).click();
  await expect(log(sandbox)).toContainText('console.log: my-overlay true');
  const reads = log(sandbox).locator('li', {hasText: 'Read Overlay.codeId: "my-overlay"'});
  await expect(reads).toHaveCount(1);
  await expect(reads).toContainText('Newer Lumia');
});

test.describe('overlay sandbox: safe by construction', () => {
  test('code in the sandbox cannot read a token Try it stored, see the page or navigate it', async ({page}) => {
    const sandbox = await openSandbox(page, documentationPage, 'Run a blank overlay here', 'Blank overlay sandbox');
    const secret = 'secret-token-from-try-it';
    await page.evaluate((token) => window.localStorage.setItem('lumia-token', token), secret);
    const hostile = [
      "const tryIt = (label, read) => { try { console.log(label, String(read())); } catch (error) { console.log(label, 'blocked:', error.name); } };",
      "tryIt('localStorage', () => localStorage.getItem('lumia-token'));",
      "tryIt('cookies', () => document.cookie);",
      "tryIt('parent page', () => parent.document.body.innerText);",
      "tryIt('navigate', () => { top.location.href = 'https://example.com/'; return 'asked'; });",
      "tryIt('open', () => window.open('https://example.com/'));",
    ].join('\n');
    await replaceCode(page, sandbox, 'JS', hostile);
    await sandbox.getByRole('button', {name: 'Restart'}).click();
    await expect(log(sandbox)).toContainText('console.log: open');
    await expect(log(sandbox)).toContainText('localStorage blocked: SecurityError');
    await expect(log(sandbox)).toContainText('parent page blocked: SecurityError');
    await expect(log(sandbox)).not.toContainText(secret);
    expect(page.url()).toContain(documentationPage);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('a loop that never ends is reported, Stop ends it, and the page keeps answering', async ({page}) => {
    const sandbox = await openSandbox(page, documentationPage, 'Run a blank overlay here', 'Blank overlay sandbox');
    await replaceCode(page, sandbox, 'JS', "Overlay.on('chat', () => { while (true) {} });");
    await sandbox.getByRole('button', {name: 'Restart'}).click();
    await expect(sandbox.getByRole('status')).toContainText('Running.');
    await fire(sandbox, 'Chat message');
    await expect(sandbox.getByRole('status')).toContainText('Not answering');
    // The docs page itself still answers: its own controls work while the frame loops.
    await sandbox.getByRole('tab', {name: 'CSS'}).click();
    await expect(sandbox.getByRole('tab', {name: 'CSS'})).toHaveAttribute('aria-selected', 'true');
    await sandbox.getByRole('button', {name: 'Stop'}).click();
    await expect(sandbox.getByRole('status')).toContainText('Stopped.');
    await expect(sandbox.locator('iframe')).toHaveCount(0);
  });

  test('a flood of 10,000 calls is cut to a bounded log that says what was left out', async ({page}) => {
    const sandbox = await openSandbox(page, documentationPage, 'Run a blank overlay here', 'Blank overlay sandbox');
    await replaceCode(page, sandbox, 'JS', "for (let i = 0; i < 10000; i++) Overlay.chatbot({message: 'flood ' + i, platform: 'twitch'});");
    await sandbox.getByRole('button', {name: 'Restart'}).click();
    await expect(log(sandbox)).toContainText('were left out');
    expect(await log(sandbox).locator('li').count()).toBeLessThanOrEqual(200);
    await sandbox.getByRole('button', {name: 'Stop'}).click();
    await expect(sandbox.getByRole('status')).toContainText('Stopped.');
  });
});

test.describe('overlay sandbox: keep and share', () => {
  test('a shared link reopens the edited code, and Reset returns to the example', async ({page, context}) => {
    const sandbox = await openSandbox(page, documentationPage, 'Run a blank overlay here', 'Blank overlay sandbox');
    await replaceCode(page, sandbox, 'HTML', '<p id="last-message">Edited in the sandbox</p>');
    await sandbox.getByRole('button', {name: 'Share link'}).click();
    await expect(sandbox.getByRole('status')).toContainText('link');
    const shared = page.url();
    expect(new URL(shared).hash).toMatch(/^#overlay-sandbox-blank=[\w-]+$/);

    const reader = await context.newPage();
    await reader.goto(shared);
    const reopened = reader.getByRole('region', {name: 'Blank overlay sandbox'});
    await expect(reopened.getByRole('status')).toContainText('Running.');
    await expect(overlayFrame(reopened).locator('#last-message')).toHaveText('Edited in the sandbox');
    await reopened.getByRole('button', {name: 'Reset'}).click();
    await expect(overlayFrame(reopened).locator('#last-message')).toHaveText('Send a chat message from the panel.');
  });

  test('a damaged shared link says so and runs the example as the page shows it', async ({page}) => {
    await page.goto(`${documentationPage}#overlay-sandbox-blank=not-a-real-link`);
    const sandbox = page.getByRole('region', {name: 'Blank overlay sandbox'});
    await expect(sandbox.getByRole('status')).toContainText("This link's code cannot be opened");
    await expect(overlayFrame(sandbox).locator('#last-message')).toHaveText('Send a chat message from the panel.');
  });
});

test('an opened sandbox passes axe in light and dark mode', async ({page}) => {
  const sandbox = await openExample(page, 'Alert box');
  await expect(sandbox).toBeVisible();
  expect(await axeViolations(page, ['section[aria-labelledby]'])).toEqual([]);
  await switchToDarkMode(page);
  expect(await axeViolations(page, ['section[aria-labelledby]'])).toEqual([]);
});
