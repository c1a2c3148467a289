import net from 'node:net';
import type {AddressInfo} from 'node:net';
import {expect, type Locator, type Page} from '@playwright/test';
import {WebSocketServer} from 'ws';
import {eventExamples, type LumiaSocketEvent} from '../../src/data/events';
import {maxPayloadChars} from '../../src/lib/liveEvents';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {axeViolations, openInMode, pageErrors, switchToDarkMode, test, waitForHydration} from './site';

const token = 'live-token-9d31';
const route = '/docs/websockets/listen-to-events';

const example = (id: string): LumiaSocketEvent => eventExamples.find((e) => e.id === id)!.event;

// Every test gets its own stand-in, so tests can run in parallel and restart theirs.
let standIn: LumiaStandIn;
test.beforeEach(async () => {
  standIn = await startLumiaStandIn({token});
});
test.afterEach(() => standIn.close());

async function openConsole(page: Page, {port, secret = token, mode}: {port: number; secret?: string; mode?: 'light' | 'dark'}): Promise<Locator> {
  if (mode) await openInMode(page, route, mode);
  else await page.goto(route);
  await waitForHydration(page);
  const panel = page.locator('[data-live-events]');
  // The console loads once the reader scrolls near it.
  await panel.scrollIntoViewIfNeeded();
  await panel.getByLabel('Host').fill('127.0.0.1');
  await panel.getByLabel('Port').fill(String(port));
  await panel.getByLabel('Token', {exact: true}).fill(secret);
  return panel;
}

test('the console loads when the reader scrolls to it, not with the page', async ({page}) => {
  const consoleChunks: string[] = [];
  page.on('request', (request) => /\/live-events\.[0-9a-f]+\.js$/.test(request.url()) && consoleChunks.push(request.url()));
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(consoleChunks).toEqual([]);
  const panel = page.locator('[data-live-events]');
  await expect(panel).toContainText('Loading the live events console');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', {name: 'Connect', exact: true})).toBeVisible();
  expect(consoleChunks).toHaveLength(1);
});

const stateOf = (panel: Locator) => panel.locator('[data-live-state]');
const entriesOf = (panel: Locator) => panel.locator('[data-live-entry]');

async function connect(panel: Locator): Promise<void> {
  await panel.getByRole('button', {name: 'Connect', exact: true}).click();
  await expect(stateOf(panel)).toHaveAttribute('data-live-state', 'open');
  await expect(stateOf(panel)).toContainText('this page sends nothing on the socket');
  await expect.poll(() => standIn.socket.clientCount()).toBe(1);
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('events arrive newest first and can be filtered, paused, copied and cleared', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await openConsole(page, {port: standIn.port});
  await expect(panel.getByText('No events yet.')).toBeVisible();
  await connect(panel);

  standIn.socket.emit(example('chat-message'));
  standIn.socket.emit(example('alert-twitch-follower'));
  standIn.socket.emit(example('states'));
  await expect(entriesOf(panel)).toHaveCount(3);
  await expect(entriesOf(panel).first()).toHaveAttribute('data-live-entry', 'states');
  await expect(entriesOf(panel).nth(1)).toContainText('alert · twitch-follower · from twitch');
  await expect(entriesOf(panel).first().locator('time')).toHaveText(/^\d\d:\d\d:\d\d$/);

  // Filter by type.
  await panel.getByLabel('Show').selectOption({label: 'chat (1)'});
  await expect(entriesOf(panel)).toHaveCount(1);
  await expect(entriesOf(panel).first()).toHaveAttribute('data-live-entry', 'chat');
  await panel.getByLabel('Show').selectOption({label: 'All types (3)'});
  await expect(entriesOf(panel)).toHaveCount(3);

  // Pause holds new events back; resume shows them.
  await panel.getByRole('button', {name: 'Pause'}).click();
  await expect(panel.getByRole('button', {name: 'Resume'})).toHaveAttribute('aria-pressed', 'true');
  standIn.socket.emit(example('command'));
  await expect(panel.locator('[data-live-paused]')).toContainText('1 new event is held back');
  await expect(entriesOf(panel)).toHaveCount(3);
  await panel.getByRole('button', {name: 'Resume'}).click();
  await expect(entriesOf(panel)).toHaveCount(4);
  await expect(entriesOf(panel).first()).toHaveAttribute('data-live-entry', 'command');

  // Expand with the keyboard and copy one payload.
  await entriesOf(panel).first().locator('summary').focus();
  await page.keyboard.press('Enter');
  const payload = entriesOf(panel).first().locator('pre');
  await expect(payload).toContainText('"command": "lurk"');
  await entriesOf(panel).first().getByRole('button', {name: 'Copy payload'}).click();
  await expect(panel.getByText('Copied the payload of the command event')).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(example('command'));

  // A malformed message is listed as unreadable, and the console keeps working.
  standIn.socket.emitRaw('{"type": "chat", ');
  await expect(entriesOf(panel).first()).toContainText('Unreadable message: not valid JSON.');
  standIn.socket.emit(example('premium'));
  await expect(entriesOf(panel).first()).toHaveAttribute('data-live-entry', 'premium');

  await panel.getByRole('button', {name: 'Clear'}).click();
  await expect(entriesOf(panel)).toHaveCount(0);
  await expect(panel.getByText('No events yet.')).toBeVisible();

  await panel.getByRole('button', {name: 'Disconnect'}).click();
  await expect(stateOf(panel)).toHaveText('Disconnected.');
  await expect.poll(() => standIn.socket.clientCount()).toBe(0);
});

test('a payload containing HTML is shown as text, never run', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>';
  const panel = await openConsole(page, {port: standIn.port});
  await connect(panel);
  standIn.socket.emit({origin: 'twitch', type: 'chat', data: {message: hostile}});
  standIn.socket.emitRaw(hostile);
  await expect(entriesOf(panel)).toHaveCount(2);
  for (const entry of await entriesOf(panel).all()) await entry.locator('summary').click();
  await expect(entriesOf(panel).first().locator('pre')).toHaveText(hostile);
  await expect(entriesOf(panel).nth(1).locator('pre')).toContainText(`"message": "${hostile}"`);
  await expect(panel.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('a wrong token is explained', async ({page}) => {
  const panel = await openConsole(page, {port: standIn.port, secret: 'not-the-token'});
  await panel.getByRole('button', {name: 'Connect', exact: true}).click();
  await expect(stateOf(panel)).toContainText('Lumia Stream refused the token.');
  await expect(stateOf(panel)).toHaveAttribute('data-live-state', 'failed');
  expect(standIn.socket.clientCount()).toBe(0);
});

test('an app that is not running is explained', async ({page}) => {
  const panel = await openConsole(page, {port: await closedPort()});
  await panel.getByRole('button', {name: 'Connect', exact: true}).click();
  await expect(stateOf(panel)).toContainText('Nothing answered at that host and port.');
  await expect(panel.getByRole('button', {name: 'Connect', exact: true})).toBeEnabled();
});

test('it reconnects with backoff after the app restarts, and says so', async ({page}) => {
  const panel = await openConsole(page, {port: standIn.port});
  await connect(panel);
  const {port} = standIn;

  // The app quits: the socket breaks (1006) and the console waits before retrying.
  await standIn.close();
  await expect(stateOf(panel)).toContainText(/without a closing message.*Reconnecting in \d+ s, attempt \d+ of 10\./);
  standIn = await startLumiaStandIn({token, port});
  await expect(stateOf(panel)).toHaveAttribute('data-live-state', 'open');
  await expect.poll(() => standIn.socket.clientCount()).toBe(1);
  standIn.socket.emit(example('states'));
  await expect(entriesOf(panel).first()).toHaveAttribute('data-live-entry', 'states');

  // The API restarts after a settings change (1012): reconnects without the slow start of a deliberate stop.
  standIn.socket.closeClients(1012);
  await expect(stateOf(panel)).toContainText(/restarting its API.*Reconnecting in \d+ s, attempt \d+ of 10\./);
  await expect(stateOf(panel)).toHaveAttribute('data-live-state', 'open');
});

test('after a token reset it stops retrying and says the token was refused', async ({page}) => {
  const panel = await openConsole(page, {port: standIn.port});
  await connect(panel);
  const {port} = standIn;
  standIn.socket.closeClients(1012);
  await standIn.close();
  standIn = await startLumiaStandIn({token: 'token-after-reset', port});
  await expect(stateOf(panel)).toContainText('Lumia Stream refused the token.');
  await expect(stateOf(panel)).toHaveAttribute('data-live-state', 'failed');
  await expect(panel.getByRole('button', {name: 'Connect', exact: true})).toBeEnabled();
});

test('the console sends nothing on the socket and the token goes only to the chosen host', async ({page}) => {
  const carriers: string[] = [];
  const framesSent: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    const text = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (text.includes(token)) carriers.push(new URL(request.url()).host);
  });
  page.on('websocket', (socket) => {
    if (socket.url().includes(token)) carriers.push(new URL(socket.url()).host);
    socket.on('framesent', (frame) => framesSent.push(String(frame.payload)));
  });
  page.on('console', (message) => consoleLines.push(message.text()));

  const panel = await openConsole(page, {port: standIn.port});
  await connect(panel);
  standIn.socket.emit(example('chat-message'));
  standIn.socket.emit(example('alert-twitch-follower'));
  await expect(entriesOf(panel)).toHaveCount(2);
  await panel.getByRole('button', {name: 'Disconnect'}).click();
  await expect.poll(() => standIn.socket.clientCount()).toBe(0);

  expect(framesSent).toEqual([]);
  expect(standIn.socket.received).toEqual([]);
  expect(carriers.length).toBeGreaterThanOrEqual(1);
  expect(new Set(carriers)).toEqual(new Set([`127.0.0.1:${standIn.port}`]));
  expect(page.url()).not.toContain(token);
  expect(consoleLines.join('\n')).not.toContain(token);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(token);
  await expect(stateOf(panel)).not.toContainText(token);
});

test('nested and huge events are listed bounded, as text, with a note, and none is lost', async ({page}) => {
  const errors = pageErrors(page);
  const panel = await openConsole(page, {port: standIn.port});
  await connect(panel);
  const nested = (levels: number) => `{"type":"chat","data":${'['.repeat(levels)}${']'.repeat(levels)}}`;
  const huge = JSON.stringify({type: 'alert', event: 'twitch-follower', data: {message: 'x'.repeat(2 * 1024 * 1024)}});
  standIn.socket.emitRaw(nested(3_000));
  standIn.socket.emitRaw(nested(10_000));
  standIn.socket.emitRaw(huge);
  await expect(entriesOf(panel)).toHaveCount(3);
  for (const entry of await entriesOf(panel).all()) await entry.locator('summary').click();
  // Too large to read at all: listed, with its start kept as text.
  await expect(entriesOf(panel).first().locator('summary')).toContainText(`too large to read (${huge.length.toLocaleString('en')} characters)`);
  await expect(entriesOf(panel).first().locator('[data-live-note]')).toContainText(
    `Only the first ${maxPayloadChars.toLocaleString('en')} characters are kept; the message had ${huge.length.toLocaleString('en')}.`,
  );
  for (const index of [1, 2]) {
    await expect(entriesOf(panel).nth(index)).toHaveAttribute('data-live-entry', 'chat');
    await expect(entriesOf(panel).nth(index).locator('[data-live-note]')).toContainText('Nested more than');
  }
  for (const payload of await panel.locator('[data-live-entry] pre').allTextContents()) expect(payload.length).toBeLessThanOrEqual(maxPayloadChars);
  expect(errors).toEqual([]);
});

test('a server that accepts and drops at once meets a growing wait, not a retry every second', async ({page}) => {
  const dropping = new WebSocketServer({host: '127.0.0.1', port: 0});
  let connections = 0;
  dropping.on('connection', (socket) => {
    connections += 1;
    socket.terminate();
  });
  await new Promise<void>((resolve) => dropping.once('listening', () => resolve()));
  const errors = pageErrors(page);
  try {
    const panel = await openConsole(page, {port: (dropping.address() as AddressInfo).port});
    await panel.getByRole('button', {name: 'Connect', exact: true}).click();
    await expect(stateOf(panel)).toContainText(/Reconnecting in 1 s, attempt 1 of 10\./);
    await expect(stateOf(panel)).toContainText(/Reconnecting in 2 s, attempt 2 of 10\./);
    await expect(stateOf(panel)).toContainText(/Reconnecting in 4 s, attempt 3 of 10\./);
    // Three connections in the first few seconds, where a reset count would have made one a second.
    expect(connections).toBe(3);
    await panel.getByRole('button', {name: 'Disconnect'}).click();
    expect(errors).toEqual([]);
  } finally {
    await new Promise((resolve) => dropping.close(resolve));
  }
});

test('the busy console has no axe violations in light or dark mode', async ({page}) => {
  const panel = await openConsole(page, {port: standIn.port, mode: 'light'});
  await connect(panel);
  standIn.socket.emit(example('chat-message'));
  standIn.socket.emitRaw('not json');
  await expect(entriesOf(panel)).toHaveCount(2);
  for (const entry of await entriesOf(panel).all()) await entry.locator('summary').click();
  await panel.getByRole('button', {name: 'Pause'}).click();
  const light = await axeViolations(page, ['[data-live-events]']);
  await switchToDarkMode(page);
  expect({light, dark: await axeViolations(page, ['[data-live-events]'])}).toEqual({light: [], dark: []});
});
