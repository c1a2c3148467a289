import {expect, type Page} from '@playwright/test';
import {axeViolations, openInMode, pageErrors, test, waitForHydration} from './site';

// The custom-code runner (src/components/CodeRunner): "Run it here" under each worked example and a
// blank script on /docs/custom-code/what-is-custom-javascript. The script runs in a worker inside an
// opaque-origin frame; the transcript lists what each helper would do.

const examplePage = (name: string) => `/docs/custom-code/examples/${name}`;
const blankPage = '/docs/custom-code/what-is-custom-javascript';

const runner = (page: Page) => page.locator('[data-code-runner] section');
const status = (page: Page) => runner(page).getByRole('status');
const rows = (page: Page) => runner(page).getByRole('list', {name: 'Helper calls, in order'}).getByRole('listitem');

async function openRunner(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Run it here'}).click();
  await expect(runner(page).locator('.cm-content')).toBeVisible();
}

/** Runs the script and waits until the runner says how it ended; gives the transcript's lines. */
async function run(page: Page): Promise<string[]> {
  await runner(page).getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).not.toHaveText(/^(Running|Not run)/);
  return (await rows(page).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Replaces the editor's text, as a reader who selects all and pastes. */
async function typeScript(page: Page, code: string): Promise<void> {
  const editor = runner(page).locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(editor).toContainText(code.split('\n')[1]?.trim() ?? code);
}

test.describe('each worked example produces the helper calls its page describes', () => {
  test('Roll dice: hands the roll to the command as dice_roll, and speaks only on a 3', async ({page}) => {
    await openRunner(page, examplePage('roll-dice'));
    const transcript = await run(page);
    await expect(status(page)).toHaveText('Finished: the script called done().');
    const roll = Number(/dice_roll = (\d)/.exec(transcript.at(-1) ?? '')?.[1]);
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(roll).toBeLessThanOrEqual(6);
    expect(transcript.at(-1)).toMatch(/^done Tells Lumia Stream the script is complete and hands dice_roll = \d to the later actions/);
    expect(transcript.some((line) => line.startsWith('tts Would speak: “Lucky lumia_fan! You rolled a 3.”'))).toBe(roll === 3);
  });

  test('Create counter: saves the count and counts on across runs', async ({page}) => {
    await openRunner(page, examplePage('create-counter'));
    expect(await run(page)).toEqual([
      'getVariable Reads the variable “redeemCount”',
      'setVariable Would set the variable “redeemCount” to 1',
      'done Tells Lumia Stream the script is complete and hands redeem_count = 1 to the later actions. Options: {"variables":{"redeem_count":1}}',
    ]);
    const second = await run(page);
    expect(second[1]).toBe('setVariable Would set the variable “redeemCount” to 2');
    await expect(runner(page)).toContainText('Saved variables: redeemCount = 2');
  });

  test('Global store: the first run starts a list, the second welcomes the viewer back', async ({page}) => {
    await openRunner(page, examplePage('global-store'));
    const first = await run(page);
    await expect(status(page)).toHaveText('Finished: the script called done().');
    expect(first).toEqual([
      'getStoreItem Reads the store item “users”',
      'setStore Would save the store item “users”: ["lumia_fan"]',
      'showToast Would show a toast: “Welcome, lumia_fan. Viewers in the list: 1” for 10 s',
      'done Tells Lumia Stream the script is complete and hands known_viewers = 1 to the later actions. Options: {"variables":{"known_viewers":1}}',
    ]);
    const second = await run(page);
    expect(second).toContain('showToast Would show a toast: “Welcome back, lumia_fan. Viewers in the list: 1” for 10 s');
    expect(second.some((line) => line.startsWith('setStore'))).toBe(false);
    await runner(page).getByRole('button', {name: 'Clear store'}).click();
    await expect(runner(page)).toContainText('Store: empty');
  });

  test('Random Twitch clip: without a Twitch login it reports the failure and skips the chat reply', async ({page}) => {
    await openRunner(page, examplePage('random-twitch-clip'));
    expect(await run(page)).toEqual([
      'getToken Called with “twitch”',
      'getClientId Called with “twitch”',
      'showToast Would show a toast: “Random clip failed: Twitch is not connected in Lumia Stream.”',
      'done Tells Lumia Stream the script is complete and skips these actions: chatbot. Options: {"shouldStop":true,"actionsToStop":["chatbot"]}',
    ]);
  });

  test('Chatbot message per user level: the first matching role answers, once', async ({page}) => {
    await openRunner(page, examplePage('send-different-chatbot-for-userlevel'));
    const subscriber = await run(page);
    expect(subscriber).toContain('chatbot Would post to chat: “Subscriber spotted: thank you for the support, lumia_fan!”');
    expect(subscriber.at(-1)).toBe(
      'done Tells Lumia Stream the script is complete and skips these actions: chatbot. Options: {"shouldStop":true,"actionsToStop":["chatbot"]}',
    );
    await runner(page).getByLabel("getVariable('userLevelsRaw')").fill('{"mod": true, "subscriber": true}');
    const moderator = await run(page);
    expect(moderator.filter((line) => line.startsWith('chatbot'))).toEqual([
      'chatbot Would post to chat: “Thanks for keeping chat tidy, lumia_fan!”',
    ]);
  });

  test('Track subscribers: a gifted sub records the recipient, not the gifter', async ({page}) => {
    await openRunner(page, examplePage('track-subscribers'));
    await runner(page).getByLabel('{{username}}').fill('GenerousGifter');
    await runner(page).getByLabel("getVariable('recipient')").fill('NewSubscriber');
    const transcript = await run(page);
    await expect(status(page)).toHaveText('Finished: the script called done().');
    expect(transcript).toEqual([
      'getVariable Reads the variable “recipient”',
      'writeFile Would overwrite the file “C:\\Users\\YourName\\Documents\\Lumia\\latest-subscriber.txt”: “NewSubscriber”',
      'writeFile Would append to the file “C:\\Users\\YourName\\Documents\\Lumia\\subscribers.txt”: “\nNewSubscriber”'.replace('\n', ' '),
      'readFile Reads the file “C:\\Users\\YourName\\Documents\\Lumia\\subscribers.txt”',
      'showToast Would show a toast: “New subscriber NewSubscriber. Names in the file: 1” for 8 s',
      'done Tells Lumia Stream the script is complete and hands tracked_subscribers = 1 to the later actions. Options: {"variables":{"tracked_subscribers":1}}',
    ]);
    expect(transcript.join('\n')).not.toContain('GenerousGifter');
  });
});

test('a getVariable field starts empty and lets the saved variable through, so a counter counts on', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(
    page,
    "async function () {\n  const count = (Number(await getVariable('visits')) || 0) + 1;\n  setVariable({name: 'visits', value: count});\n  done();\n}",
  );
  const field = runner(page).getByLabel("getVariable('visits')");
  await expect(field).toHaveValue('');
  expect((await run(page))[1]).toBe('setVariable Would set the variable “visits” to 1');
  expect((await run(page))[1]).toBe('setVariable Would set the variable “visits” to 2');
  // A value typed in stands for a variable of the running command and hides the saved one.
  await field.fill('10');
  expect((await run(page))[1]).toBe('setVariable Would set the variable “visits” to 11');
});

test('the filled-in script shows the token values as Lumia Stream pastes them, per build', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  const text = '{{message}}';\n  done();\n}");
  const filled = runner(page).locator('.theme-code-block');
  await runner(page).getByLabel('{{message}}').fill("it's café");
  await expect(filled).toContainText("const text = 'it's café';");
  await runner(page).getByLabel('Lumia Stream build').selectOption('newer');
  await expect(filled).toContainText("const text = 'its caf';");
});

test('with Newer Lumia selected, a script without done( is refused and does not run', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  chatbot({message: 'never ends'});\n}");
  await runner(page).getByLabel('Lumia Stream build').selectOption('newer');
  await runner(page).getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveText('Did not run: newer builds refuse code whose text has no done( call.');
  await expect(rows(page)).toHaveCount(0);
  await expect(runner(page).locator('iframe')).toHaveCount(0);
  await expect(runner(page)).not.toContainText('done() was never called');
});

test('a helper only newer builds have is not defined with the tracked version selected', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  await removeStoreItem('visits');\n  done();\n}");
  await run(page);
  await expect(status(page)).toHaveText('Finished with an error: the script threw ReferenceError: removeStoreItem is not defined.');
  await expect(rows(page)).toHaveText([/^removeStoreItem Not defined here: the runner leaves removeStoreItem out with \d+\.\d+\.\d+ selected/]);
  await runner(page).getByLabel('Lumia Stream build').selectOption('newer');
  const newer = await run(page);
  expect(newer[0]).toBe('removeStoreItem Would delete the store item “visits”');
  expect(newer[1]).toMatch(/^done /);
  await expect(status(page)).toHaveText('Finished: the script called done().');
});

test('readFile of a file the page never wrote fails, and the transcript says Lumia Stream’s answer is not documented', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  try {\n    await readFile('C:/missing.txt');\n  } catch (error) {}\n  done();\n}");
  const transcript = await run(page);
  expect(transcript[0]).toBe('readFile Reads the file “C:/missing.txt”');
  expect(transcript[1]).toBe(
    'readFile Fails here: Error: No file at C:/missing.txt here; what Lumia Stream does for a missing file is not documented.',
  );
  await expect(runner(page)).toContainText(
    'readFile of a file this page never wrote rejects; what Lumia Stream does in either case is not documented.',
  );
});

test('hostile code cannot read the Try it connection, reach the page or navigate it', async ({page}) => {
  const errors = pageErrors(page);
  const secret = 'try-it-token-7f3a9c';
  await page.goto(blankPage);
  await page.evaluate((token) => localStorage.setItem('lumia-docs.connection', JSON.stringify({host: '127.0.0.1', port: 39231, token})), secret);
  await page.reload();
  await waitForHydration(page);
  const address = page.url();
  const origin = new URL(address).origin;
  await page.getByRole('button', {name: 'Run it here'}).click();
  await expect(runner(page).locator('.cm-content')).toBeVisible();
  await typeScript(
    page,
    [
      'async function () {',
      "  const key = 'lumia-docs.connection';",
      `  const origin = '${origin}';`,
      '  const found = [];',
      '  const attempt = async (label, read) => {',
      '    try { found.push(label + ": " + String(await read())); } catch (error) { found.push(label + " failed: " + error.name); }',
      '  };',
      '  await attempt("localStorage", () => localStorage.getItem(key));',
      '  await attempt("parent", () => parent.localStorage.getItem(key));',
      '  await attempt("top", () => { top.location.href = "https://example.com/"; return "navigated"; });',
      '  await attempt("self.parent", () => self.parent.postMessage({kind: "entries", entries: []}, "*"));',
      '  await attempt("fetch", async () => (await fetch(origin + "/")).status);',
      '  await attempt("real fetch", async () => (await WorkerGlobalScope.prototype.fetch.call(self, origin + "/")).status);',
      '  await attempt("xhr", () => { const request = new XMLHttpRequest(); request.open("GET", origin + "/", false); request.send(); return request.status; });',
      '  await attempt("cookie", () => document.cookie);',
      '  chatbot({message: found.join(" | ")});',
      '  done();',
      '}',
    ].join('\n'),
  );
  const transcript = await run(page);
  await expect(status(page)).toHaveText('Finished: the script called done().');
  const report = transcript.find((line) => line.startsWith('chatbot')) ?? '';
  expect(report).toContain('localStorage failed: ReferenceError');
  expect(report).toContain('parent failed: ReferenceError');
  expect(report).toContain('top failed: ReferenceError');
  expect(report).toContain('fetch failed: TypeError');
  expect(report).toContain('real fetch failed: TypeError');
  expect(report).toContain('xhr failed: NetworkError');
  expect(report).not.toMatch(/fetch: \d|xhr: \d/);
  expect(await page.content()).not.toContain(secret);
  expect(page.url()).toBe(address);
  expect(errors).toEqual([]);
});

test('a script that never ends leaves the page answering, and the runner stops it', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  chatbot({message: 'before the loop'});\n  while (true) {}\n}");
  await runner(page).getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveText('Running…');
  // The loop runs in the frame's worker: the docs page still answers, and its buttons still work.
  expect(await page.evaluate(() => document.title)).toContain('What is custom JavaScript?');
  // Nothing is stored yet, so Clear store cannot act and is disabled; Copy script still answers.
  await expect(runner(page).getByRole('button', {name: 'Clear store'})).toBeDisabled();
  await runner(page).getByRole('button', {name: 'Copy script'}).click();
  await expect(runner(page)).toContainText(/Script copied|Copying failed/);
  await expect(status(page)).toHaveText('Stopped after 5 s: done() was never called.');
  await expect(rows(page)).toHaveText(['chatbot Would post to chat: “before the loop”']);
  await expect(runner(page)).toContainText("done() was never called. In Lumia Stream the script's worker stays open until done() is called");

  // Stop ends a run at once.
  await runner(page).getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveText('Running…');
  await runner(page).getByRole('button', {name: 'Stop'}).click();
  await expect(status(page)).toHaveText('Stopped: you stopped the run.');
  await expect(runner(page).locator('iframe')).toHaveCount(0);
});

test('a flood of calls is cut to the transcript limit and counted', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  for (let i = 0; i < 10000; i++) chatbot({message: 'flood ' + i});\n  done();\n}");
  const transcript = await run(page);
  await expect(status(page)).toHaveText('Finished: the script called done().');
  expect(transcript).toHaveLength(300);
  await expect(runner(page)).toContainText('9,701 more calls were left out: the transcript shows the first 300.');
});

test('a script that throws or never calls done() says so', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  log('starting');\n  throw new Error('boom');\n}");
  await run(page);
  await expect(status(page)).toHaveText('Finished with an error: the script threw Error: boom.');
  await expect(runner(page)).toContainText('What Lumia Stream does when a script throws is not documented.');
  await expect(runner(page)).toContainText('done() was never called; whether the worker then stays open is not documented.');
  await expect(runner(page)).not.toContainText("the script's worker stays open until done() is called");
  await typeScript(page, 'async function () {\n  const broken = ;\n}');
  await run(page);
  await expect(status(page)).toHaveText(/^Did not run: the script has a syntax error \(SyntaxError: /);
});

test('viewer text in a template literal is flagged, and a viewer’s ${…} runs as code', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, 'async function () {\n  chatbot({message: `You said: {{message}}`});\n  done();\n}');
  const warning = runner(page).locator('.alert--warning');
  await expect(warning).toContainText('{{message}} on line 2 sits inside backticks');
  await expect(warning.getByRole('link', {name: 'never put viewer text in the code'})).toHaveAttribute(
    'href',
    '/docs/custom-code/important-notes#read-viewer-text-with-getvariable',
  );
  await warning.getByRole('button', {name: /as a viewer who types/}).click();
  await expect(runner(page).locator('.theme-code-block')).toContainText('chatbot({message: `You said: ${resetStore()}`});');
  expect(await run(page)).toEqual([
    'resetStore Would delete every item of the store',
    'chatbot Would post to chat: “You said: [object Promise]”',
    'done Tells Lumia Stream the script is complete; the rest of the command or alert runs as usual.',
  ]);
  // Quotes keep the warning away.
  await typeScript(page, "async function () {\n  chatbot({message: 'You said: {{message}}'});\n  done();\n}");
  await expect(warning).toHaveCount(0);
});

test('{{arg=N}} left empty is word N of message only with Newer Lumia selected', async ({page}) => {
  await openRunner(page, blankPage);
  await typeScript(page, "async function () {\n  const second = '{{arg=2}}';\n  done();\n}");
  const filled = runner(page).locator('.theme-code-block');
  const hint = runner(page).getByLabel('{{arg=2}}').locator('xpath=following-sibling::span');
  await expect(hint).toContainText('Empty: word 2 of message in newer builds');
  await expect(hint.getByText('Newer Lumia')).toBeVisible();
  await expect(hint).toContainText('pastes is not documented');
  await expect(filled).toContainText("const second = '';");
  await runner(page).getByLabel('Lumia Stream build').selectOption('newer');
  await expect(filled).toContainText("const second = 'everyone';");
});

test('a shared link reopens the edited script, and a damaged one says so', async ({page, context}) => {
  await openRunner(page, examplePage('roll-dice'));
  await typeScript(page, 'async function () {\n  chatbot({message: "shared {{username}}"});\n  done();\n}');
  await runner(page).getByLabel('{{username}}').fill('a_friend');
  await runner(page).getByRole('button', {name: 'Share link'}).click();
  await expect(runner(page).getByLabel('Link to this script')).toHaveValue(/#code-runner=/);
  const link = page.url();
  expect(link).toMatch(/\/docs\/custom-code\/examples\/roll-dice#code-runner=[\w-]+$/);

  const other = await context.newPage();
  await other.goto(link);
  await expect(runner(other).locator('.cm-content')).toContainText('chatbot({message: "shared {{username}}"});');
  await expect(runner(other).getByLabel('{{username}}')).toHaveValue('a_friend');
  await expect(runner(other)).toBeInViewport();
  expect(await run(other)).toContain('chatbot Would post to chat: “shared a_friend”');
  // Reset returns to the example.
  await runner(other).getByRole('button', {name: 'Reset'}).click();
  await expect(runner(other).locator('.cm-content')).toContainText('const sides = 6;');

  const errors = pageErrors(other);
  await other.goto(`${examplePage('roll-dice')}#code-runner=not*base64`);
  await expect(runner(other).getByRole('alert')).toContainText("This link's code cannot be opened");
  await expect(runner(other).locator('.cm-content')).toContainText('const sides = 6;');
  await other.goto(`${examplePage('global-store')}#code-runner=${'A'.repeat(300_000)}`);
  await expect(runner(other).getByRole('alert')).toContainText('longer than 200,000 characters');
  expect(errors).toEqual([]);
});

test('nothing of the runner loads before the reader opens it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(examplePage('roll-dice'));
  await waitForHydration(page);
  expect(scripts.filter((path) => /code-runner/.test(path))).toEqual([]);
  await page.getByRole('button', {name: 'Run it here'}).click();
  await expect(runner(page).locator('.cm-content')).toBeVisible();
  expect(scripts.filter((path) => /code-runner/.test(path))).toHaveLength(1);
});

for (const mode of ['light', 'dark'] as const) {
  test(`an opened runner has no axe violations in ${mode} mode`, async ({page}) => {
    await openInMode(page, blankPage, mode);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Run it here'}).click();
    await typeScript(page, 'async function () {\n  chatbot({message: `You said: {{message}}`});\n  log("hi");\n}');
    await run(page);
    await expect(runner(page).locator('.alert--warning')).toBeVisible();
    expect(await axeViolations(page, ['[data-code-runner]'])).toEqual([]);
  });
}

test('an opened runner fits a 375 px screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await openRunner(page, blankPage);
  await typeScript(page, 'async function () {\n  chatbot({message: `You said: {{message}}`});\n  done();\n}');
  await run(page);
  await expect(runner(page).locator('.alert--warning')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  // Every control, field and line of text ends inside the screen; only code scrolls sideways.
  const outside = await runner(page).evaluate((section) =>
    Array.from(section.querySelectorAll('button, input, select, label, p, li, legend'))
      .filter((element) => !element.closest('pre, .cm-editor') && element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
  );
  expect(outside).toEqual([]);
});
