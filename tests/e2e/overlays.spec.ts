import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import type {AlertEvent} from '../../src/types/customOverlays';
import type {Page} from '@playwright/test';
import {alertEvent, chatMessage, emit, openOverlayExample, openOverlaySnippet, overlayState, type FailingCall} from './overlayHarness';
import {lumiaTypesDir, packageDeclarationNames} from '../support/declarations';
import {axeViolations, builtFile, openInMode, repoRoot, switchToDarkMode, test, waitForHydration} from './site';

const documentation = '/docs/custom-overlays/custom-overlays-documentation';
const examples = '/docs/custom-overlays/custom-overlays-examples';
const types = '/docs/custom-overlays/types';
// One example per JS file in src/custom-overlays/examples.
const exampleCount = fs.readdirSync(path.join(repoRoot, 'src/custom-overlays/examples')).filter((name) => name.endsWith('.js')).length;

test.describe('custom overlay pages', () => {
  test('the documentation page lists every Overlay member with a working link', async ({page}) => {
    await openInMode(page, documentation, 'light');
    await waitForHydration(page);
    const memberLinks = page.locator('article table').filter({hasText: 'Overlay.deleteStorage'}).locator('tbody tr td:first-child a');
    // The table lists exactly the members the section documents below it, in the same order.
    const documentedIds = await page.evaluate(() => {
      const ids: string[] = [];
      for (let node = document.getElementById('the-overlay-api')?.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
        if (node.tagName === 'H3') ids.push(node.id);
      }
      return ids;
    });
    expect(documentedIds).toContain('overlaydeletestorage');
    expect(await memberLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(documentedIds.map((id) => `#${id}`));
    for (const link of await memberLinks.all()) {
      const id = (await link.getAttribute('href'))?.split('#')[1];
      expect(id).toBeTruthy();
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // Snippets come from the checked files, not from the page.
    await expect(page.locator('#overlaygetstorage ~ div pre').first()).toContainText('getStorage');
  });

  test('the examples page switches editor tabs and passes axe in light and dark mode', async ({page}) => {
    test.slow();
    await openInMode(page, examples, 'light');
    await waitForHydration(page);
    const firstTabs = page.getByRole('tablist').first();
    // The examples' code loads when the reader reaches for them; the first click already counts.
    await firstTabs.getByRole('tab', {name: 'Configs'}).click();
    // The tabs share a group: every example now shows its Configs tab.
    await expect(page.getByRole('tabpanel').filter({hasText: '"type"'})).toHaveCount(exampleCount);
    await expect(page.getByRole('tabpanel').filter({hasText: 'Overlay.on('})).toHaveCount(0);
    // The page as it opens is checked by pages.spec.ts; here the examples with their other tab shown.
    const light = await axeViolations(page, ['.tabs-container']);
    await switchToDarkMode(page);
    expect({light, dark: await axeViolations(page, ['.tabs-container'])}).toEqual({light: [], dark: []});
  });

  test('every example shows its picture on stream, and the documentation page the editor diagram with its text', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openInMode(page, examples, 'light');
    await waitForHydration(page);
    const firstVisitScripts = [...scripts];
    const figures = page.locator('article figure').filter({has: page.locator('img[src*="/img/overlay-examples/"]')});
    await expect(figures).toHaveCount(exampleCount);
    // The pictures' texts stay in the examples' chunk, which a first visit does not load (captions in
    // plain ASCII: a minifier may escape other characters).
    // The caption's first span is its text from pictures.ts; the rest, the crop and a link, is made from the manifest.
    const captions = (await figures.locator('figcaption > span:first-child').allTextContents()).filter((caption) => /^[\x20-\x7e]+$/.test(caption));
    expect(captions.length).toBeGreaterThan(0);
    for (const url of firstVisitScripts) {
      const script = fs.readFileSync(builtFile(url), 'utf8');
      for (const caption of captions) expect(script, url).not.toContain(caption);
    }
    for (const figure of await figures.all()) {
      const picture = figure.locator('img');
      await expect(picture).toHaveAttribute('alt', /\S{3}/);
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('width', /^\d+$/);
      await expect(figure.locator('figcaption a')).toHaveAttribute('href', /\/img\/overlay-examples\/[a-z-]+-frame\.jpg$/);
      await expect(figure.locator('figcaption')).toHaveText(/^On stream /);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    }
    await openInMode(page, documentation, 'dark');
    const diagram = page.locator('article figure').filter({hasText: 'In the overlay editor'});
    await expect(diagram).toBeVisible();
    const text = diagram.locator('figcaption');
    for (const tab of ['HTML', 'CSS', 'JS', 'Configs', 'Data', 'Configuration sidebar', 'Overlay.data']) await expect(text).toContainText(tab);
  });

  // A picture drawn 2 px high until it loaded pushed everything below it down under the reader's
  // finger, and a click aimed at a Run button below it landed elsewhere.
  test('a picture holds its place before it loads, so nothing below it moves', async ({page}) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/img\/overlay-examples\/[^/]+\.jpg$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(examples);
    await waitForHydration(page);
    const picture = page.locator('article figure img[src*="/img/overlay-examples/"]').first();
    const run = page.getByRole('button', {name: /^Run the .+ here$/}).first();
    await run.scrollIntoViewIfNeeded();
    const top = () => run.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    const held = await picture.evaluate((image: HTMLImageElement) => ({
      complete: image.complete,
      height: image.clientHeight,
      ratioHeight: (image.clientWidth * Number(image.getAttribute('height'))) / Number(image.getAttribute('width')),
    }));
    expect(held.complete, 'the picture is still on its way').toBe(false);
    expect(held.height).toBeCloseTo(held.ratioHeight, 0);
    release();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await top()).toBe(before);
  });

  test('a tab chosen while the examples are still loading is the tab they show', async ({page}) => {
    // Hold the examples' chunk back until the click has happened.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/overlay-examples\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await openInMode(page, examples, 'light');
    await waitForHydration(page);
    await page.getByRole('tablist').first().getByRole('tab', {name: 'Configs'}).click();
    release();
    await expect(page.getByRole('tabpanel').filter({hasText: '"type"'})).toHaveCount(exampleCount);
  });

  test('the declaration index links to the rendered declarations', async ({page}) => {
    await openInMode(page, types, 'light');
    await waitForHydration(page);
    const rows = page.locator('table').filter({hasText: 'Top-level declarations'});
    // One table per declaration file of the package's overlay folder, naming each top-level declaration.
    const files = fs.readdirSync(path.join(lumiaTypesDir, 'dist/custom-overlays')).filter((name) => name.endsWith('.d.ts'));
    await expect(rows).toHaveCount(files.length);
    for (const table of await rows.all()) {
      const packagePath = (await table.locator('caption code').textContent())!;
      expect(files).toContain(path.basename(packagePath));
      await expect(table.locator('tbody tr td:first-child')).toHaveText(packageDeclarationNames(packagePath));
    }
    await rows.nth(0).getByRole('link', {name: 'Overlay', exact: true}).click();
    await expect(page).toHaveURL(/#custom-overlays-overlay$/);
    await expect(page.locator('#custom-overlays-overlay')).toBeInViewport();
    await expect(page.locator('#custom-overlays-overlay')).toContainText('removeStorage');
    // A link to a closed declaration opens it.
    await rows.nth(0).getByRole('link', {name: 'LumiaAlertValues', exact: true}).click();
    await expect(page.locator('#custom-overlays-lumiaalertvalues pre')).toContainText('TWITCH_FOLLOWER');
  });
});

/** An alert as a plugin sends one that has no variations: without `dynamic`. */
function withoutDynamic(alert: AlertEvent): Omit<AlertEvent, 'dynamic'> {
  const {alert: value, extraSettings, fromLumia} = alert;
  return {alert: value, extraSettings, fromLumia};
}

// Each example runs in Chromium against the stand-in Overlay (overlayHarness.ts); the checks are
// what a viewer sees on stream and what reaches Lumia Stream.
test.describe('custom overlay examples run', () => {
  test('alert box names gifter and recipient of a gifted sub, formats a donation from its currency code and shows viewer text as text', async ({
    page,
  }) => {
    await page.clock.install();
    await openOverlayExample(page, 'alert-box');
    const headline = page.locator('#alert-headline');
    await emit(
      page,
      'alert',
      alertEvent(
        'twitch-subscriber',
        {value: '1000', isGift: true, username: 'generous'},
        {username: 'generous', gifter: 'generous', recipient: 'luckyviewer'},
      ),
    );
    await expect(headline).toHaveText('generous gifted a sub to luckyviewer!');
    await emit(
      page,
      'alert',
      alertEvent('streamlabs-donation', {value: 5}, {username: 'kindfan', amount: 5, currency: 'USD', message: '<img src=x>Thanks!'}),
    );
    // Alerts queue: the second card follows once the first has had its time.
    await page.clock.runFor(7000);
    await expect(headline).toHaveText(/^kindfan donated \$5(\.00)? ?!?/);
    await expect(headline).not.toContainText('undefined');
    await expect(page.locator('#alert-detail')).toHaveText('<img src=x>Thanks!');
    await expect(page.locator('#alert-card img:not(#alert-avatar)')).toHaveCount(0);
  });

  test('alert box names an anonymous gifter and every recipient of a gift', async ({page}) => {
    await openOverlayExample(page, 'alert-box');
    await emit(page, 'alert', alertEvent('twitch-subscriber', {value: '1000', isGift: true, isAnon: true, username: ''}, {recipients: 'ann,bob'}));
    await expect(page.locator('#alert-headline')).toHaveText('An anonymous gifter gifted a sub to ann, bob!');
  });

  // dynamic may be missing: extraSettings.gifter alone marks the gift.
  test('alert box takes extraSettings.gifter alone as a gift', async ({page}) => {
    await openOverlayExample(page, 'alert-box');
    await emit(page, 'alert', alertEvent('twitch-subscriber', {}, {username: 'generous', gifter: 'generous'}));
    await expect(page.locator('#alert-headline')).toHaveText('generous gifted a sub to a viewer!');
  });

  // The package's youtube-giftMembers alert reads "{{gifter}} gifted {{giftAmount}} {{tier}} members to
  // {{recipients}}" (alert.types.js): YouTube gifts memberships, not subs.
  test('alert box calls a YouTube gift memberships and a Twitch gift subs', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'alert-box');
    const headline = page.locator('#alert-headline');
    const youtubeGift = (giftAmount: number) =>
      alertEvent(
        'youtube-giftMembers',
        {value: '1', giftAmount},
        {username: 'lumiastream', gifter: 'lumiastream', giftAmount, recipients: 'worldlights'},
      );
    await emit(page, 'alert', youtubeGift(5));
    await emit(page, 'alert', youtubeGift(1));
    await emit(page, 'alert', alertEvent('twitch-giftSubscription', {value: '1000'}, {gifter: 'generous', giftAmount: 3}));
    await expect(headline).toHaveText('lumiastream gifted 5 memberships!');
    await page.clock.runFor(7000);
    await expect(headline).toHaveText('lumiastream gifted 1 membership!');
    await page.clock.runFor(7000);
    await expect(headline).toHaveText('generous gifted 3 subs!');
  });

  test('alert box shows alerts that come without dynamic, and its queue goes on after them', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'alert-box');
    const headline = page.locator('#alert-headline');
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-subscriber', {}, {username: 'plainsub'})));
    await expect(headline).toHaveText('plainsub subscribed!');
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-bits', {}, {username: 'cheerer', amount: 100})));
    await page.clock.runFor(7000);
    await expect(headline).toHaveText('cheerer cheered 100 bits!');
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('alert box ignores alerts it has no card for', async ({page}) => {
    await openOverlayExample(page, 'alert-box');
    await emit(page, 'alert', alertEvent('twitch-hypeTrainStarted', {}, {username: 'someone'}));
    await expect(page.locator('#alert-card')).not.toHaveClass(/is-visible/);
  });

  test('chat display keeps the latest messages, hides commands and marks moderators', async ({page}) => {
    // As many messages as the example's Data tab keeps, the default a streamer starts with.
    const {maxMessages} = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/examples/chat-display.data.json'), 'utf8')) as {
      maxMessages: number;
    };
    await openOverlayExample(page, 'chat-display');
    // Three more than it keeps, with the moderator's message: messages 1 to 3 scroll away.
    for (let index = 1; index <= maxMessages + 2; index++) await emit(page, 'chat', chatMessage(`viewer${index}`, `message ${index}`));
    await emit(page, 'chat', chatMessage('command-user', '!points'));
    await emit(page, 'chat', chatMessage('helper', '<b>be nice</b>', {mod: true}));
    const items = page.locator('#chat-list li');
    await expect(items).toHaveCount(maxMessages);
    await expect(items.first()).toContainText('message 4');
    await expect(items.last()).toContainText('<b>be nice</b>');
    await expect(items.last().locator('.chat-name')).toHaveClass(/is-mod/);
    await expect(page.locator('#chat-list')).not.toContainText('!points');
    await expect(page.locator('#chat-list')).not.toContainText('message 3');
  });

  test('HFX banner says who used which HFX, for as long as it plays', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'hfx-banner');
    await emit(page, 'hfx', {
      layer: 'hfx',
      content: 'asset',
      command: 'confetti',
      origin: 'command',
      playAudio: true,
      volume: 1,
      duration: 8000,
      username: 'partyfan',
      message: 'woo',
      avatar: '',
      commandDuration: 8000,
    });
    const banner = page.locator('#hfx-banner');
    await expect(banner).toHaveClass(/is-visible/);
    await expect(banner).toContainText('partyfan used confetti');
    await expect(page.locator('#hfx-detail')).toHaveText('woo');
    await page.clock.runFor(5000);
    await expect(banner).toHaveClass(/is-visible/);
    await page.clock.runFor(3500);
    await expect(banner).not.toHaveClass(/is-visible/);
  });

  test('light glow takes the light colour, keeps it in storage and comes back from it', async ({page}) => {
    await openOverlayExample(page, 'light-glow');
    const glow = page.locator('#light-glow');
    await expect(glow).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await emit(page, 'virtuallight', {uuid: 'desk', brightness: 50, color: {r: 255, g: 0, b: 0}, transition: 0, delay: 0, duration: 0});
    await expect(glow).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
    const {storage} = await overlayState(page);
    expect(JSON.parse(String(storage.lastLight))).toMatchObject({r: 255, g: 0, b: 0, brightness: 50, on: true});
    await emit(page, 'virtuallight', {uuid: 'desk', brightness: 50, color: {r: 255, g: 0, b: 0}, power: false, transition: 0, delay: 0, duration: 0});
    await expect(glow).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    const reloaded = await page.context().newPage();
    await openOverlayExample(reloaded, 'light-glow', {storage});
    await expect(reloaded.locator('#light-glow')).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
  });

  test('light glow stays off when only the colour changes after the light was turned off', async ({page}) => {
    await openOverlayExample(page, 'light-glow');
    const glow = page.locator('#light-glow');
    const change = {uuid: 'desk', brightness: 50, transition: 0, delay: 0, duration: 0};
    await emit(page, 'virtuallight', {...change, color: {r: 255, g: 0, b: 0}});
    await expect(glow).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
    await emit(page, 'virtuallight', {...change, color: {r: 255, g: 0, b: 0}, power: false});
    await expect(glow).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // power is left out: the colour changed, the light is still off.
    await emit(page, 'virtuallight', {...change, color: {r: 0, g: 255, b: 0}});
    await expect(glow).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const {storage} = await overlayState(page);
    const reloaded = await page.context().newPage();
    await openOverlayExample(reloaded, 'light-glow', {storage});
    await emit(reloaded, 'virtuallight', {...change, color: {r: 0, g: 0, b: 255}});
    await expect(reloaded.locator('#light-glow')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await emit(reloaded, 'virtuallight', {...change, color: {r: 0, g: 0, b: 255}, power: true});
    await expect(reloaded.locator('#light-glow')).toHaveCSS('background-color', 'rgba(0, 0, 255, 0.5)');
  });

  test('light glow saves text, which storage as 3.1.7 types it keeps, and comes back from it', async ({page}) => {
    await openOverlayExample(page, 'light-glow', {textStorage: true});
    await emit(page, 'virtuallight', {uuid: 'desk', brightness: 50, color: {r: 255, g: 0, b: 0}, transition: 0, delay: 0, duration: 0});
    await expect(page.locator('#light-glow')).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
    const {calls, storage} = await overlayState(page);
    const saved = calls.filter((call) => call.member === 'saveStorage').map((call) => typeof call.args[1]);
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter((type) => type !== 'string')).toEqual([]);
    const reloaded = await page.context().newPage();
    await openOverlayExample(reloaded, 'light-glow', {storage, textStorage: true});
    await expect(reloaded.locator('#light-glow')).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
  });

  test('goal bar counts alerts into storage and a variable, and takes adjustments as overlaycontent', async ({page}) => {
    await openOverlayExample(page, 'goal-bar', {storage: {progress: 41}});
    const label = page.locator('#goal-label');
    await expect(label).toHaveText('Follower goal: 41 / 100');
    await emit(page, 'alert', alertEvent('twitch-follower', {}, {username: 'newfan'}));
    await expect(label).toHaveText('Follower goal: 42 / 100');
    await expect.poll(async () => (await overlayState(page)).storage.progress).toBe('42');
    expect((await overlayState(page)).variables.goal_progress).toBe(42);
    await emit(page, 'overlaycontent', {codeId: 'goal-bar', content: JSON.stringify({add: 60})});
    await expect(label).toHaveText('Follower goal: 102 / 100');
    await emit(page, 'alert', alertEvent('twitch-follower', {}, {username: 'latefan'}));
    await expect(label).toHaveText('Follower goal: 103 / 100');
    // The goal is announced once, when the bar reaches it.
    expect((await overlayState(page)).toasts).toEqual([{message: 'Follower goal reached!', type: 'success'}]);
    await emit(page, 'overlaycontent', {codeId: 'goal-bar', content: JSON.stringify({set: 0})});
    await expect(label).toHaveText('Follower goal: 0 / 100');
    await emit(page, 'overlaycontent', {codeId: 'goal-bar', content: 'not json'});
    await expect.poll(async () => (await overlayState(page)).toasts.map((toast) => toast.type)).toContain('error');
  });

  test('goal bar starts at zero when nothing was stored yet', async ({page}) => {
    await openOverlayExample(page, 'goal-bar');
    await expect(page.locator('#goal-label')).toHaveText('Follower goal: 0 / 100');
    expect((await overlayState(page)).storage.progress).toBe('0');
  });

  test('goal bar refuses content that is JSON but not an object, and counts on', async ({page}) => {
    await openOverlayExample(page, 'goal-bar', {storage: {progress: '10'}});
    const label = page.locator('#goal-label');
    for (const content of ['null', '5', '"add"', '[1]']) await emit(page, 'overlaycontent', {codeId: 'goal-bar', content});
    await expect.poll(async () => (await overlayState(page)).toasts.filter((toast) => toast.type === 'error')).toHaveLength(4);
    await emit(page, 'overlaycontent', {codeId: 'goal-bar', content: JSON.stringify({add: 2})});
    await expect(label).toHaveText('Follower goal: 12 / 100');
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('goal bar counting bits takes an alert without dynamic and counts on', async ({page}) => {
    await openOverlayExample(page, 'goal-bar', {data: {countWhat: 'bits'}, storage: {progress: '0'}});
    const label = page.locator('#goal-label');
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-bits', {}, {username: 'cheerer'})));
    await emit(page, 'alert', alertEvent('twitch-bits', {value: 50}, {username: 'cheerer'}));
    await expect(label).toHaveText('Follower goal: 50 / 100');
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('goal bar counting bits takes the amount variable of an alert whose dynamic holds no bits, as an alert sent through the API may', async ({
    page,
  }) => {
    await openOverlayExample(page, 'goal-bar', {data: {countWhat: 'bits'}, storage: {progress: '0'}});
    const label = page.locator('#goal-label');
    // The REST body has no dynamic field, and send-alerts tells readers to send the amount in extraSettings.
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-bits', {}, {username: 'cheerer', amount: 30})));
    await expect(label).toHaveText('Follower goal: 30 / 100');
    // A dynamic without a number in value counts the amount too.
    await emit(page, 'alert', alertEvent('twitch-bits', {}, {username: 'cheerer', amount: '20'}));
    await expect(label).toHaveText('Follower goal: 50 / 100');
    // dynamic.value, where it holds the bits, counts once, not added to the amount.
    await emit(page, 'alert', alertEvent('twitch-bits', {value: 5}, {username: 'cheerer', amount: 5}));
    await expect(label).toHaveText('Follower goal: 55 / 100');
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('chat vote counts one vote per viewer, names the winner and runs the winner command', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'chat-vote', {data: {winnerCommand: 'celebrate'}});
    await emit(page, 'chat', chatMessage('viewer1', '!startvote'));
    await expect(page.locator('#vote-panel')).not.toHaveClass(/is-open/);
    await emit(page, 'chat', chatMessage('helper', '!startvote', {mod: true}));
    await expect(page.locator('#vote-panel')).toHaveClass(/is-open/);
    for (const [viewer, vote] of [
      ['viewer1', '1'],
      ['viewer2', '1'],
      ['viewer2', '2'],
      ['viewer3', '3'],
    ])
      await emit(page, 'chat', chatMessage(viewer, `!vote ${vote}`));
    await expect(page.locator('#vote-choices li').first()).toContainText('Racing: 2');
    await page.clock.runFor(61_000);
    await expect(page.locator('#vote-status')).toHaveText('Winner: Racing');
    const state = await overlayState(page);
    expect(state.variables.vote_winner).toBe('Racing');
    expect(state.calls).toContainEqual({member: 'callCommand', args: ['celebrate', {winner: 'Racing', votes: 2}]});
    expect(state.calls.filter((call) => call.member === 'chatbot').map((call) => JSON.stringify(call.args))).toEqual([
      expect.stringContaining('Vote is open'),
      expect.stringContaining('Racing wins with 2 votes'),
    ]);
  });

  test('chat vote ends, runs the winner command and hides when posting in chat fails', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'chat-vote', {data: {winnerCommand: 'celebrate'}, chatbotFails: true});
    const panel = page.locator('#vote-panel');
    await emit(page, 'chat', chatMessage('helper', '!startvote', {mod: true}));
    await expect(panel).toHaveClass(/is-open/);
    await emit(page, 'chat', chatMessage('viewer1', '!vote 1'));
    await page.clock.runFor(61_000);
    await expect(page.locator('#vote-status')).toHaveText('Winner: Racing');
    await expect
      .poll(async () => (await overlayState(page)).calls)
      .toContainEqual({member: 'callCommand', args: ['celebrate', {winner: 'Racing', votes: 1}]});
    await page.clock.runFor(8_000);
    await expect(panel).not.toHaveClass(/is-open/);
    // The next vote opens as usual.
    await emit(page, 'chat', chatMessage('helper', '!startvote', {mod: true}));
    await expect(panel).toHaveClass(/is-open/);
    const state = await overlayState(page);
    expect(state.variables.vote_winner).toBe('Racing');
    expect(state.uncaught).toEqual([]);
    expect(state.toasts.map((toast) => toast.type)).toContain('warning');
  });

  test('chat vote keeps a vote opened soon after the last one ended on screen until it ends', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'chat-vote');
    const panel = page.locator('#vote-panel');
    await emit(page, 'chat', chatMessage('helper', '!startvote', {mod: true}));
    // The first vote ends after its 60 seconds; its panel is due to hide 8 seconds later.
    await page.clock.runFor(61_000);
    await expect(page.locator('#vote-status')).toHaveText('No votes');
    await page.clock.runFor(3_000);
    await emit(page, 'chat', chatMessage('helper', '!startvote', {mod: true}));
    await expect(panel).toHaveClass(/is-open/);
    // Past the moment the first vote's panel was due to hide: the second vote is still running.
    await page.clock.runFor(10_000);
    await expect(panel).toHaveClass(/is-open/);
    await expect(page.locator('#vote-status')).toHaveText(/^Vote now/);
    // The second vote ends, and its own timer hides the panel.
    await page.clock.runFor(60_000);
    await expect(panel).not.toHaveClass(/is-open/);
  });

  // Newer builds show a red error toast when getStorage reads a key that was never saved; the first
  // load of a new overlay cannot avoid that read, so it saves the key and no later load meets it.
  for (const example of ['light-glow', 'top-chatters.newer']) {
    test(`${example} saves its storage key on the first load, so a reload reads no never-saved key`, async ({page}) => {
      await openOverlayExample(page, example);
      const first = await overlayState(page);
      expect(first.lumiaToasts).toHaveLength(1);
      const reloaded = await page.context().newPage();
      await openOverlayExample(reloaded, example, {storage: first.storage});
      expect((await overlayState(reloaded)).lumiaToasts).toEqual([]);
      expect(Object.keys(first.storage)).toHaveLength(1);
    });
  }

  test('scoreboard reads its scores from variables and only the streamer and mods change them', async ({page}) => {
    await openOverlayExample(page, 'scoreboard', {variables: {score_home: 2}});
    await expect(page.locator('#home-score')).toHaveText('2');
    await expect(page.locator('#away-score')).toHaveText('0');
    await expect(page.getByText('Chat', {exact: true})).toBeVisible();
    await emit(page, 'chat', chatMessage('viewer1', '!score home 5'));
    await emit(page, 'chat', chatMessage('helper', '!score away', {mod: true}));
    await expect(page.locator('#away-score')).toHaveText('1');
    await expect(page.locator('#home-score')).toHaveText('2');
    await expect.poll(async () => (await overlayState(page)).variables).toMatchObject({score_home: 2, score_away: 1});
  });

  test('points desk answers balances and lets only the streamer and mods give points', async ({page}) => {
    await openOverlayExample(page, 'points-desk', {points: {'twitch:viewer1': 120}});
    await emit(page, 'chat', chatMessage('viewer1', '!points'));
    await expect(page.locator('#points-card')).toHaveText('Viewer1: 120 points');
    await emit(page, 'chat', chatMessage('viewer2', '!give @viewer2 1000'));
    await emit(page, 'chat', chatMessage('helper', '!give @viewer1 30', {mod: true}));
    await expect(page.locator('#points-card')).toHaveText('viewer1 +30 points = 150');
    const state = await overlayState(page);
    expect(state.points).toEqual({'twitch:viewer1': 150});
    expect(state.calls.filter((call) => call.member === 'chatbot').map((call) => call.args[0])).toEqual([
      {message: '@Viewer1 you have 120 points', platform: 'twitch'},
      {message: 'viewer1 now has 150 points', platform: 'twitch'},
    ]);
  });

  test('points desk gives to the username of a viewer named by display name, in any capitals, and to other names as typed', async ({page}) => {
    await openOverlayExample(page, 'points-desk', {points: {'twitch:fan_4821': 10}});
    await emit(page, 'chat', {...chatMessage('fan_4821', 'hello'), displayname: 'StreamFan'});
    const mod = (message: string) => chatMessage('helper', message, {mod: true});
    await emit(page, 'chat', mod('!give @StreamFan 5'));
    await emit(page, 'chat', mod('!give @streamfan 5'));
    await emit(page, 'chat', mod('!give @FAN_4821 5'));
    // Someone who has not chatted since the overlay loaded: the name goes on as typed.
    await emit(page, 'chat', mod('!give @Quiet_One 7'));
    await expect.poll(async () => (await overlayState(page)).points).toEqual({'twitch:fan_4821': 25, 'twitch:Quiet_One': 7});
    // The same display name on another platform is another viewer.
    await emit(page, 'chat', {...chatMessage('helper', '!give @StreamFan 1', {mod: true}), origin: 'kick'});
    await expect.poll(async () => (await overlayState(page)).points['kick:StreamFan']).toBe(1);
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('points desk takes placeholder openings out of names before posting them in chat', async ({page}) => {
    await openOverlayExample(page, 'points-desk', {points: {'twitch:viewer1': 120}});
    await emit(page, 'chat', {...chatMessage('viewer1', '!points'), displayname: '{{twitch_total_follower_count}}'});
    await emit(page, 'chat', chatMessage('helper', '!give @a${b}$(c){${{d 30', {mod: true}));
    await expect.poll(async () => (await overlayState(page)).calls.filter((call) => call.member === 'chatbot').length).toBe(2);
    const {calls, points} = await overlayState(page);
    expect(calls.filter((call) => call.member === 'chatbot').map((call) => call.args[0])).toEqual([
      {message: '@{twitch_total_follower_count}} you have 120 points', platform: 'twitch'},
      {message: 'a{b}(c){d now has 30 points', platform: 'twitch'},
    ]);
    // The loyalty points call gets the name as typed; only the chat post is cleaned.
    expect(points['twitch:a${b}$(c){${{d']).toBe(30);
  });

  test('top chatters ranks chatters, saves the counts and resets from the Configs button', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'top-chatters.newer');
    for (const viewer of ['ann', 'bob', 'bob', 'cat', 'bob', 'cat']) await emit(page, 'chat', chatMessage(viewer, 'hello'));
    await emit(page, 'chat', chatMessage('ann', '!points'));
    await expect(page.locator('#chatter-list li')).toHaveText(['Bob: 3', 'Cat: 2', 'Ann: 1']);
    await page.clock.runFor(5500);
    // Saved as JSON text.
    const savedChatters = async () => {
      const saved = (await overlayState(page)).storage.chatters;
      return typeof saved === 'string' ? Object.keys(JSON.parse(saved) as object).length : 0;
    };
    await expect.poll(savedChatters).toBe(3);
    await emit(page, 'configAction', {key: 'resetCounts'});
    await expect(page.locator('#chatter-list li')).toHaveCount(0);
    await expect.poll(async () => (await overlayState(page)).toasts).toContainEqual({message: 'Top chatters reset', type: 'success'});
    // The reset deletes the counts and saves an empty list, so a reload finds the key.
    const {calls, storage} = await overlayState(page);
    expect(calls.map((call) => call.member).slice(-2)).toEqual(['deleteStorage', 'saveStorage']);
    expect(storage).toEqual({chatters: '{}'});
    const reloaded = await page.context().newPage();
    await openOverlayExample(reloaded, 'top-chatters.newer', {storage});
    expect((await overlayState(reloaded)).lumiaToasts).toEqual([]);
  });

  test('cat facts shows a fact from the API, served here by a local stand-in', async ({page}) => {
    await openOverlayExample(page, 'cat-facts', {
      answers: {'https://catfact.ninja/fact': {json: {fact: 'Cats sleep for most of the day.', length: 31}}},
    });
    await emit(page, 'chat', chatMessage('viewer1', '!catfact'));
    await expect(page.locator('#fact-text')).toHaveText('Cats sleep for most of the day.');
    await expect(page.locator('#fact-card')).toHaveClass(/is-visible/);
    await expect(page.locator('#fact-card figcaption')).toHaveText('Cat fact');
  });

  test('cat facts shows the fact and a toast when posting it in chat fails', async ({page}) => {
    await openOverlayExample(page, 'cat-facts', {
      data: {postInChat: true},
      chatbotFails: true,
      answers: {'https://catfact.ninja/fact': {json: {fact: 'Cats have five toes on their front paws.', length: 40}}},
    });
    await emit(page, 'chat', chatMessage('viewer1', '!catfact'));
    await expect(page.locator('#fact-text')).toHaveText('Cats have five toes on their front paws.');
    await expect.poll(async () => (await overlayState(page)).toasts.map((toast) => toast.type)).toEqual(['error']);
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('cat facts posts a fact without the openings of placeholders, and shows it on the card as it came', async ({page}) => {
    const fact = 'Cats like {{twitch_followage}}, ${fish} and $(naps).';
    await openOverlayExample(page, 'cat-facts', {
      data: {postInChat: true},
      answers: {'https://catfact.ninja/fact': {json: {fact, length: fact.length}}},
    });
    await emit(page, 'chat', chatMessage('viewer1', '!catfact'));
    await expect(page.locator('#fact-text')).toHaveText(fact);
    await expect
      .poll(async () => (await overlayState(page)).calls.filter((call) => call.member === 'chatbot').map((call) => call.args[0]))
      .toEqual([{message: 'Cat fact: Cats like {twitch_followage}}, {fish} and (naps).'}]);
  });

  test('cat facts shows an error toast when the API fails, and no card', async ({page}) => {
    await openOverlayExample(page, 'cat-facts', {answers: {'https://catfact.ninja/fact': {status: 500, json: {}}}});
    await emit(page, 'chat', chatMessage('viewer1', '!catfact'));
    await expect.poll(async () => (await overlayState(page)).toasts.map((toast) => toast.type)).toEqual(['error']);
    await expect(page.locator('#fact-card')).not.toHaveClass(/is-visible/);
  });

  // fetch has no timeout of its own: without one, a server that takes the request and never
  // answers would leave the fetch pending for good, with no toast and no card.
  test('cat facts gives up on an API that never answers, with an error toast and no card', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'cat-facts');
    let asked = false;
    // Registered after the harness's own route, so it takes the request: and never answers it.
    await page.route('https://catfact.ninja/fact', () => {
      asked = true;
    });
    await emit(page, 'chat', chatMessage('viewer1', '!catfact'));
    await expect.poll(() => asked).toBe(true);
    await page.clock.runFor(9_000);
    expect((await overlayState(page)).toasts).toEqual([]);
    await page.clock.runFor(2_000);
    await expect
      .poll(async () => (await overlayState(page)).toasts)
      .toEqual([{message: 'Cat facts: the API did not answer within 10 seconds', type: 'error'}]);
    await expect(page.locator('#fact-card')).not.toHaveClass(/is-visible/);
    expect((await overlayState(page)).uncaught).toEqual([]);
  });
});

// The documentation page's snippets a reader pastes, run the same way.
test.describe('custom overlay snippets run', () => {
  test('on-alert names the gifter and recipients of a gifted sub, an anonymous one, and takes an alert without dynamic', async ({page}) => {
    await openOverlaySnippet(page, 'on-alert');
    await emit(
      page,
      'alert',
      alertEvent('twitch-subscriber', {value: '1000', isGift: true, username: 'generous'}, {username: 'generous', recipient: 'lucky'}),
    );
    await emit(page, 'alert', alertEvent('twitch-subscriber', {value: '1000', isGift: true, isAnon: true, username: ''}, {recipients: 'ann,bob'}));
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-subscriber', {}, {username: 'plainsub', subPlan: '1000'})));
    const {logs, uncaught} = await overlayState(page);
    expect(logs).toEqual(['generous gifted a sub to lucky', 'An anonymous gifter gifted a sub to ann,bob', 'plainsub subscribed at tier 1000']);
    expect(uncaught).toEqual([]);
  });

  test('on-alert takes the bits of a cheer from extraSettings.amount, with or without dynamic', async ({page}) => {
    await openOverlaySnippet(page, 'on-alert');
    // Bits sent as the alert's amount variable only, as an alert sent through the API carries them.
    await emit(page, 'alert', withoutDynamic(alertEvent('twitch-bits', {}, {username: 'cheerer', amount: 100})));
    // The shape of the package's quick actions for twitch-bits.
    await emit(page, 'alert', alertEvent('twitch-bits', {value: 500}, {username: 'bigcheerer', amount: 500}));
    const {logs, uncaught} = await overlayState(page);
    expect(logs).toEqual(['cheerer cheered 100 bits', 'bigcheerer cheered 500 bits']);
    expect(uncaught).toEqual([]);
  });

  test('get-loyalty-points answers with the balance and takes placeholder openings out of the username', async ({page}) => {
    await openOverlaySnippet(page, 'get-loyalty-points', {points: {'twitch:viewer1': 40}});
    await emit(page, 'chat', chatMessage('viewer1', '!points'));
    await emit(page, 'chat', chatMessage('x${y}{{z}}', '!points'));
    await expect
      .poll(async () => (await overlayState(page)).calls.filter((call) => call.member === 'chatbot').map((call) => call.args[0]))
      .toEqual([
        {message: '@viewer1 has 40 points', platform: 'twitch'},
        {message: '@x{y}{z}} has 0 points', platform: 'twitch'},
      ]);
  });

  test('on-virtuallight keeps a light that was turned off dark when only its colour changes', async ({page}) => {
    await openOverlaySnippet(page, 'on-virtuallight');
    const body = page.locator('body');
    const change = {uuid: 'desk', brightness: 100, transition: 0, delay: 0, duration: 0};
    await emit(page, 'virtuallight', {...change, color: {r: 255, g: 0, b: 0}});
    await expect(body).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await emit(page, 'virtuallight', {...change, color: {r: 255, g: 0, b: 0}, power: false});
    await emit(page, 'virtuallight', {...change, color: {r: 0, g: 255, b: 0}});
    await expect(body).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test("on-chat clears the page on the streamer's own !clear", async ({page}) => {
    await openOverlaySnippet(page, 'on-chat');
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('p'), {textContent: 'old message'})));
    await emit(page, 'chat', chatMessage('viewer1', '!clear'));
    await expect(page.getByText('old message')).toBeVisible();
    await emit(page, 'chat', chatMessage('streamer', '!clear', {isSelf: true}));
    await expect(page.getByText('old message')).toHaveCount(0);
  });

  test('on-hfx shows who used the effect while it plays, with viewer text as text', async ({page}) => {
    await openOverlaySnippet(page, 'on-hfx');
    await emit(page, 'hfx', {username: 'viewer1', command: '<b>confetti</b>', duration: 1500});
    await expect(page.getByText('viewer1 used <b>confetti</b>')).toBeVisible();
    await expect(page.getByText('viewer1 used <b>confetti</b>')).toHaveCount(0);
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('on-overlaycontent logs JSON content as data and other content as text', async ({page}) => {
    await openOverlaySnippet(page, 'on-overlaycontent');
    await emit(page, 'overlaycontent', {codeId: 'demo', content: '{"score":3}'});
    await emit(page, 'overlaycontent', {codeId: 'demo', content: 'plain words'});
    const {logs, uncaught} = await overlayState(page);
    expect(logs).toEqual(['Received {"score":3}', 'Received text plain words']);
    expect(uncaught).toEqual([]);
  });

  test('on-config-action deletes the scores and shows a toast only for resetScores', async ({page}) => {
    await openOverlaySnippet(page, 'on-config-action.newer', {storage: {scores: '{"a":1}'}});
    await emit(page, 'configAction', {key: 'somethingElse'});
    await emit(page, 'configAction', {key: 'resetScores'});
    await expect.poll(async () => (await overlayState(page)).toasts).toEqual([{message: 'Scores reset', type: 'success'}]);
    const {storage, uncaught} = await overlayState(page);
    expect(storage).toEqual({});
    expect(uncaught).toEqual([]);
  });
});

test.describe('custom overlay examples when Lumia Stream sends less', () => {
  test('points desk shows each answer and gives points once when the chat post is refused', async ({page}) => {
    await openOverlayExample(page, 'points-desk', {points: {'twitch:viewer1': 120}, chatbotFails: true});
    const card = page.locator('#points-card');
    await emit(page, 'chat', chatMessage('viewer1', '!points'));
    await expect(card).toHaveText('Viewer1: 120 points');
    await emit(page, 'chat', chatMessage('helper', '!give @viewer1 30', {mod: true}));
    await expect(card).toHaveText('viewer1 +30 points = 150');
    await expect.poll(async () => (await overlayState(page)).toasts.length).toBe(2);
    const {points, calls, toasts, uncaught} = await overlayState(page);
    expect(points).toEqual({'twitch:viewer1': 150});
    expect(calls.filter((call) => call.member === 'addLoyaltyPoints')).toHaveLength(1);
    expect(toasts.map((toast) => toast.type)).toEqual(['error', 'error']);
    expect(toasts.every((toast) => toast.message.includes('could not post in chat'))).toBe(true);
    expect(uncaught).toEqual([]);
  });

  test('light glow goes dark on a power-off event without a colour and comes back in the last colour', async ({page}) => {
    await openOverlayExample(page, 'light-glow');
    const glow = page.locator('#light-glow');
    const change = {uuid: 'desk', transition: 0, delay: 0, duration: 0};
    await emit(page, 'virtuallight', {...change, brightness: 50, color: {r: 255, g: 0, b: 0}, power: true});
    await expect(glow).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
    await emit(page, 'virtuallight', {...change, power: false});
    await expect(glow).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const {storage, uncaught} = await overlayState(page);
    expect(uncaught).toEqual([]);
    expect(JSON.parse(String(storage.lastLight))).toEqual({r: 255, g: 0, b: 0, brightness: 50, on: false});
    await emit(page, 'virtuallight', {...change, power: true});
    await expect(glow).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
  });
});

test.describe('custom overlay examples when a storage or variable call fails', () => {
  const errorToasts = async (page: Page) => (await overlayState(page)).toasts.filter((toast) => toast.type === 'error');
  const light = {uuid: 'desk', transition: 0, delay: 0, duration: 0};

  // A failed call at load must not stop the JS tab before its listeners are registered.
  const loadFailures: {example: string; fails: FailingCall; reacts: (page: Page) => Promise<void>}[] = [
    ...(['getStorage', 'saveStorage'] as const).map((fails) => ({
      example: 'light-glow',
      fails,
      reacts: async (page: Page) => {
        await emit(page, 'virtuallight', {...light, brightness: 50, color: {r: 255, g: 0, b: 0}, power: true});
        await expect(page.locator('#light-glow')).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
      },
    })),
    ...(['getStorage', 'saveStorage'] as const).map((fails) => ({
      example: 'goal-bar',
      fails,
      reacts: async (page: Page) => {
        await emit(page, 'alert', alertEvent('twitch-follower', {}, {username: 'newfan'}));
        await expect(page.locator('#goal-label')).toHaveText('Follower goal: 1 / 100');
      },
    })),
    ...(['getStorage', 'saveStorage'] as const).map((fails) => ({
      example: 'top-chatters.newer',
      fails,
      reacts: async (page: Page) => {
        await emit(page, 'chat', chatMessage('ann', 'hello'));
        await expect(page.locator('#chatter-list li')).toHaveText(['Ann: 1']);
      },
    })),
    {
      example: 'scoreboard',
      fails: 'getVariable',
      reacts: async (page: Page) => {
        await emit(page, 'chat', chatMessage('helper', '!score home', {mod: true}));
        await expect(page.locator('#home-score')).toHaveText('1');
      },
    },
  ];
  for (const {example, fails, reacts} of loadFailures) {
    test(`${example} loads, shows an error toast and still reacts when ${fails} fails at load`, async ({page}) => {
      await openOverlayExample(page, example, {failingCalls: [fails]});
      await expect.poll(async () => (await errorToasts(page)).length).toBeGreaterThan(0);
      await reacts(page);
      expect((await overlayState(page)).uncaught).toEqual([]);
    });
  }

  // What the examples page says of a failed read: counting starts from nothing and the next save
  // replaces what was stored.
  test('top chatters and scoreboard replace the stored data with their next save after a failed read', async ({page, context}) => {
    await page.clock.install();
    const old = JSON.stringify({'twitch:bob': {name: 'Bob', count: 40}});
    await openOverlayExample(page, 'top-chatters.newer', {storage: {chatters: old}, failingCalls: ['getStorage']});
    await emit(page, 'chat', chatMessage('ann', 'hello'));
    await page.clock.runFor(5500);
    await expect.poll(async () => (await overlayState(page)).storage.chatters).toBe(JSON.stringify({'twitch:ann': {name: 'Ann', count: 1}}));

    const scoreboard = await context.newPage();
    await openOverlayExample(scoreboard, 'scoreboard', {variables: {score_home: 7, score_away: 4}, failingCalls: ['getVariable']});
    await emit(scoreboard, 'chat', chatMessage('helper', '!score home', {mod: true}));
    await expect.poll(async () => (await overlayState(scoreboard)).variables).toEqual({score_home: 1, score_away: 0});
  });

  test('goal bar sets goal_progress and announces the goal when saving the progress fails', async ({page}) => {
    await openOverlayExample(page, 'goal-bar', {storage: {progress: '99'}, failingCalls: ['saveStorage']});
    await emit(page, 'alert', alertEvent('twitch-follower', {}, {username: 'newfan'}));
    await expect(page.locator('#goal-label')).toHaveText('Follower goal: 100 / 100');
    await expect.poll(async () => (await overlayState(page)).variables.goal_progress).toBe(100);
    const {toasts, uncaught} = await overlayState(page);
    expect(toasts.map((toast) => toast.type).sort()).toEqual(['error', 'success']);
    expect(uncaught).toEqual([]);
  });

  test('goal bar saves the progress and announces the goal when setting goal_progress fails', async ({page}) => {
    await openOverlayExample(page, 'goal-bar', {storage: {progress: '99'}, failingCalls: ['setVariable']});
    await emit(page, 'alert', alertEvent('twitch-follower', {}, {username: 'newfan'}));
    await expect.poll(async () => (await errorToasts(page)).length).toBe(1);
    const {storage, toasts, uncaught} = await overlayState(page);
    expect(storage.progress).toBe('100');
    expect(toasts.map((toast) => toast.type).sort()).toEqual(['error', 'success']);
    expect(uncaught).toEqual([]);
  });

  test('scoreboard shows the new score and an error toast when setting a score variable fails', async ({page}) => {
    await openOverlayExample(page, 'scoreboard', {failingCalls: ['setVariable']});
    await emit(page, 'chat', chatMessage('helper', '!score home', {mod: true}));
    await expect(page.locator('#home-score')).toHaveText('1');
    await expect.poll(async () => (await errorToasts(page)).length).toBe(2);
    expect((await overlayState(page)).uncaught).toEqual([]);
  });

  test('top chatters reset saves the empty list and confirms when deleting the saved counts fails', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'top-chatters.newer', {failingCalls: ['deleteStorage']});
    await emit(page, 'chat', chatMessage('ann', 'hello'));
    await page.clock.runFor(5500);
    await emit(page, 'chat', chatMessage('streamer', '!resetchatters', {isSelf: true}));
    await expect(page.locator('#chatter-list li')).toHaveCount(0);
    await expect.poll(async () => (await overlayState(page)).toasts).toContainEqual({message: 'Top chatters reset', type: 'success'});
    const {calls, storage, toasts, uncaught} = await overlayState(page);
    expect(calls.map((call) => call.member).slice(-2)).toEqual(['deleteStorage', 'saveStorage']);
    expect(storage).toEqual({chatters: '{}'});
    expect(toasts.filter((toast) => toast.type === 'error')).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});

test.describe('custom overlay examples keep what storage gives back and what an event leaves out', () => {
  const light = {uuid: 'desk', transition: 0, delay: 0, duration: 0};

  test('top chatters keeps its counts across a reload when storage gives them back as text', async ({page}) => {
    await page.clock.install();
    await openOverlayExample(page, 'top-chatters.newer', {textStorage: true});
    for (const viewer of ['ann', 'bob', 'bob']) await emit(page, 'chat', chatMessage(viewer, 'hello'));
    await page.clock.runFor(5500);
    await expect.poll(async () => (await overlayState(page)).calls.filter((call) => call.member === 'saveStorage')).toHaveLength(2);
    const {storage} = await overlayState(page);
    const reloaded = await page.context().newPage();
    await openOverlayExample(reloaded, 'top-chatters.newer', {storage, textStorage: true});
    await expect(reloaded.locator('#chatter-list li')).toHaveText(['Bob: 2', 'Ann: 1']);
  });

  test('top chatters also takes counts that storage gives back as an object', async ({page}) => {
    await openOverlayExample(page, 'top-chatters.newer', {storage: {chatters: {'twitch:ann': {name: 'Ann', count: 4}}}});
    await expect(page.locator('#chatter-list li')).toHaveText(['Ann: 4']);
  });

  test('light glow shows a first event without a colour or brightness as white at full brightness', async ({page}) => {
    await openOverlayExample(page, 'light-glow', {data: {showLabel: true}});
    await emit(page, 'virtuallight', {...light, power: true});
    await expect(page.locator('#light-glow')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('#light-label')).toHaveText('#ffffff at 100%');
    const fresh = await page.context().newPage();
    await openOverlayExample(fresh, 'light-glow');
    await emit(fresh, 'virtuallight', {...light, color: {r: 0, g: 255, b: 0}});
    await expect(fresh.locator('#light-glow')).toHaveCSS('background-color', 'rgb(0, 255, 0)');
  });

  test('on-virtuallight keeps the last colour when an event comes without one', async ({page}) => {
    await openOverlaySnippet(page, 'on-virtuallight');
    const body = page.locator('body');
    await emit(page, 'virtuallight', {...light, brightness: 100, color: {r: 255, g: 0, b: 0}, power: true});
    await expect(body).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await emit(page, 'virtuallight', {...light, brightness: 50});
    await expect(body).toHaveCSS('background-color', 'rgba(255, 0, 0, 0.5)');
    expect((await overlayState(page)).uncaught).toEqual([]);
  });
});
