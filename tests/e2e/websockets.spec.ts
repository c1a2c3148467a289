import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import {eventExamples, eventTypeDocs} from '../../src/data/events';
import {startLumiaStandIn} from '../standin/lumiaStandIn';
import {repoRoot, test, waitForHydration} from './site';

const browserClient = fs.readFileSync(path.join(repoRoot, 'src/websocket-clients/browser.js'), 'utf8');

test('listen-to-events shows a field table per event type and the three client files', async ({page}) => {
  await page.goto('/docs/websockets/listen-to-events');
  await waitForHydration(page);
  await expect(page.locator('table caption')).toHaveCount(eventTypeDocs.length + 1);
  await expect(page.getByText('function connectToLumia()')).toBeVisible();
  // The first listener comes before the complete clients, in its own tabs.
  const firstListener = page.locator('.tabs-container', {has: page.getByText('first-listener.mjs')});
  await expect(firstListener.getByText('new WebSocket(')).toBeVisible();
  await firstListener.getByRole('tab', {name: 'Python'}).click();
  await expect(firstListener.getByText('async for message in socket:')).toBeVisible();
  // The complete clients' tabs, not the first listener's or the request examples' language tabs.
  const clients = page.locator('.tabs-container', {has: page.getByRole('tab', {name: 'Browser'})});
  await clients.getByRole('tab', {name: 'Python'}).click();
  await expect(page.getByText('async def listen(args):')).toBeVisible();
  await expect(page.locator('#watch-events-live')).toHaveCount(1);
});

test('event-mocks shows every example as parseable JSON', async ({page}) => {
  await page.goto('/docs/websockets/event-mocks');
  const blocks = await page.locator('.theme-code-block code').allInnerTexts();
  const parsed = blocks.map((text) => JSON.parse(text) as unknown);
  expect(parsed).toEqual(eventExamples.map((example) => example.event));
});

test('browser.js runs in Chromium: logs events from the stand-in and sends nothing', async ({page}) => {
  const token = 'e2e-browser-token';
  const standIn = await startLumiaStandIn({token});
  try {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`/docs/websockets/event-mocks?token=${token}&port=${standIn.port}`);
    await page.addScriptTag({content: browserClient});
    await expect.poll(() => standIn.socket.clientCount()).toBe(1);
    for (const example of eventExamples) standIn.socket.emit(example.event);
    await expect
      .poll(() => logged.filter((line) => /^(chat|command|alert|states|premium|modqueue_list|chat_platform_register)/.test(line)).length)
      .toBe(eventExamples.length);
    expect(logged).toContain('chat: Rowan_Codes: that lighting change was smooth');
    expect(standIn.socket.received).toEqual([]);
    await page.evaluate(() => (window as unknown as {stopListening: () => void}).stopListening());
    await expect.poll(() => standIn.socket.clientCount()).toBe(0);
  } finally {
    await standIn.close();
  }
});

test('browser.js never logs the token, but Chromium logs the whole address of a refused connection, as the page warns', async ({page}) => {
  const standIn = await startLumiaStandIn({token: 'the-right-token'});
  const refusedToken = 'e2e-refused-token-61';
  try {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`/docs/websockets/event-mocks?token=${refusedToken}&port=${standIn.port}`);
    await page.addScriptTag({content: browserClient});
    await expect.poll(() => logged.some((line) => line.startsWith('Could not connect'))).toBe(true);
    // The client's own line leaves the token out; the browser's line about the failure names it.
    expect(logged.filter((line) => line.startsWith('Could not connect')).every((line) => !line.includes(refusedToken))).toBe(true);
    expect(logged.some((line) => line.includes('WebSocket connection to') && line.includes(`token=${refusedToken}`))).toBe(true);
    await page.evaluate(() => (window as unknown as {stopListening: () => void}).stopListening());
  } finally {
    await standIn.close();
  }
});

test('the alert section links each sample alert to its variables on /docs/variables', async ({page}) => {
  await page.goto('/docs/websockets/listen-to-events');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Twitch follower', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/variables\?platform=twitch#alert-vars-twitch-follower$/);
  const group = page.locator('#alert-vars-twitch-follower');
  await expect(group).toBeInViewport();
  await expect(group).toContainText('twitch-follower');
});
