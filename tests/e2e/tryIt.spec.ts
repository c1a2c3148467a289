import http from 'node:http';
import net from 'node:net';
import type {AddressInfo} from 'node:net';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {waitForHydration} from './site';

const token = 'reader-token-5f2c';
const examplePage = '/docs/rest/intro-to-send-api';

let standIn: LumiaStandIn;
test.beforeAll(async () => {
  standIn = await startLumiaStandIn({token});
});
test.afterAll(() => standIn.close());

/** Opens the first example's Try it panel and fills in the connection. */
async function openTryIt(page: Page, {port, secret = token, remember = false}: {port: number; secret?: string; remember?: boolean}) {
  await page.goto(examplePage);
  await waitForHydration(page);
  const example = page.locator('figure[data-request-example]').first();
  await example.getByRole('button', {name: 'Try it'}).click();
  await example.getByLabel('Host').fill('127.0.0.1');
  await example.getByLabel('Port').fill(String(port));
  await example.getByLabel('Token', {exact: true}).fill(secret);
  if (remember) await example.getByLabel('Remember on this device').check();
  return example;
}

/** The answer's body: the text block inside the polite live region that announces the answer. */
function answerBody(example: Locator) {
  return example.locator('[aria-live="polite"] pre');
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a successful send shows the status, the time and the answer, and what success means', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port});
  const before = standIn.received.length;
  await example.getByRole('button', {name: /^Send POST/}).click();
  await expect(example.getByText(/HTTP 200 · \d+ ms/)).toBeVisible();
  await expect(answerBody(example)).toContainText('"status": 200');
  await expect(example.getByText('Success means Lumia Stream accepted the request, not that it worked')).toBeVisible();
  expect(standIn.received.slice(before)).toMatchObject([{path: '/api/send', token, body: {type: 'tts'}}]);
});

test('Test connection reports what it found', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port});
  await example.getByRole('button', {name: 'Test connection'}).click();
  await expect(example.getByRole('status')).toContainText(/Connected in \d+ ms: Lumia Stream accepts \d+ command types and controls 2 lights/);
});

test('a wrong token is explained', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port, secret: 'not-the-token'});
  await example.getByRole('button', {name: /^Send POST/}).click();
  await expect(example.getByRole('alert')).toContainText('Lumia Stream refused the token.');
  await expect(example.getByText('HTTP 401')).toBeVisible();
  await expect(example.locator('code').filter({hasText: `127.0.0.1:${standIn.port}/api/send?token=YOUR_TOKEN`})).toBeVisible();
});

test('an app that is not running is explained, with a curl fallback', async ({page}) => {
  const example = await openTryIt(page, {port: await closedPort()});
  await example.getByRole('button', {name: /^Send POST/}).click();
  await expect(example.getByRole('alert')).toContainText('Nothing answered at that host and port.');
  await expect(example.locator('code').filter({hasText: 'YOUR_TOKEN'}).last()).toBeVisible();
});

test('a server that never answers ends in a timeout message', async ({page}) => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const example = await openTryIt(page, {port: (silent.address() as AddressInfo).port});
    await example.getByRole('button', {name: /^Send POST/}).click();
    await expect(example.getByRole('alert')).toContainText('Lumia Stream did not answer in time.', {timeout: 15_000});
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
});

test('malformed JSON cannot be sent and says what is wrong', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port});
  await example.getByLabel('Request body (JSON)').fill('{"type": "tts", "params": {');
  await expect(example.getByText(/^Malformed JSON:/)).toBeVisible();
  await expect(example.getByRole('button', {name: /^Send POST/})).toBeDisabled();
});

test('an unknown type and a missing param are flagged, and the body can still be sent', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port});
  await example.getByLabel('Request body (JSON)').fill('{"type": "brand-new-type"}');
  await expect(example.getByText('"brand-new-type" is not a command type these docs know.')).toBeVisible();
  await expect(example.getByRole('button', {name: /^Send POST/})).toBeEnabled();
  await example.getByLabel('Request body (JSON)').fill('{"type": "tts", "params": {}}');
  await expect(example.getByText('tts needs params.value.')).toBeVisible();
  await example.getByLabel('Request body (JSON)').fill('{"type": "toggle-stream-mode", "params": {"value": "false"}}');
  await expect(example.getByText(/the string "false" counts as true/)).toBeVisible();
});

test('an answer containing HTML is shown as text, never run', async ({page}) => {
  const hostile = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Content-Type': 'text/plain',
    });
    res.end('<img src=x onerror=alert(1)>');
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  try {
    const example = await openTryIt(page, {port: (hostile.address() as AddressInfo).port});
    await example.getByRole('button', {name: /^Send POST/}).click();
    await expect(answerBody(example)).toHaveText('<img src=x onerror=alert(1)>');
    await expect(example.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  } finally {
    await new Promise((resolve) => hostile.close(resolve));
  }
});

test('the token survives a reload only when the reader opts in', async ({page}) => {
  await openTryIt(page, {port: standIn.port});
  await page.reload();
  // Same tab: sessionStorage keeps it for this tab only.
  expect(await page.evaluate(() => window.localStorage.getItem('lumia-docs.connection'))).toBeNull();
  const freshTab = await page.context().newPage();
  await freshTab.goto(examplePage);
  await waitForHydration(freshTab);
  await freshTab.locator('figure[data-request-example]').first().getByRole('button', {name: 'Try it'}).click();
  await expect(freshTab.getByLabel('Token', {exact: true})).toHaveValue('');

  await openTryIt(page, {port: standIn.port, remember: true});
  const anotherTab = await page.context().newPage();
  await anotherTab.goto(examplePage);
  await waitForHydration(anotherTab);
  await anotherTab.locator('figure[data-request-example]').first().getByRole('button', {name: 'Try it'}).click();
  await expect(anotherTab.getByLabel('Token', {exact: true})).toHaveValue(token);

  await anotherTab.getByLabel('Remember on this device').uncheck();
  expect(await anotherTab.evaluate(() => window.localStorage.getItem('lumia-docs.connection'))).toBeNull();
});

test('the token goes only to the chosen host, never into the URL, history or console', async ({page}) => {
  const carriers: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    const text = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (text.includes(token)) carriers.push(new URL(request.url()).host);
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  const example = await openTryIt(page, {port: standIn.port});
  await example.getByRole('button', {name: 'Test connection'}).click();
  await expect(example.getByRole('status')).toContainText('Connected');
  await example.getByRole('button', {name: /^Send POST/}).click();
  await expect(example.getByText(/HTTP 200/)).toBeVisible();
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a token'}).click();
  await page.goBack();

  expect(carriers.length).toBeGreaterThanOrEqual(2);
  expect(new Set(carriers)).toEqual(new Set([`127.0.0.1:${standIn.port}`]));
  expect(page.url()).not.toContain(token);
  expect(consoleLines.join('\n')).not.toContain(token);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(token);
});

test('a Lumia that refuses browser calls (CORS) is told apart from one that is not running', async ({page}) => {
  const noCors = http.createServer((_req, res) => {
    res.writeHead(200, {'Content-Type': 'application/json'});
    res.end('{"status":200,"message":true}');
  });
  await new Promise<void>((resolve) => noCors.listen(0, '127.0.0.1', resolve));
  try {
    const example = await openTryIt(page, {port: (noCors.address() as AddressInfo).port});
    await example.getByRole('button', {name: /^Send POST/}).click();
    await expect(example.getByRole('alert')).toContainText('it does not let web pages read its answers (CORS)');
  } finally {
    await new Promise((resolve) => noCors.close(resolve));
  }
});
