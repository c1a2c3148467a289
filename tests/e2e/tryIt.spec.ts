import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type {AddressInfo} from 'node:net';
import {expect, type Locator, type Page} from '@playwright/test';
import {maxShownChars} from '../../src/lib/boundedJson';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {pageErrors, test, waitForHydration} from './site';

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
  return example.locator('[aria-live="polite"] > pre');
}

/** A hostile stand-in on a free loopback port; `handle` decides what it answers. */
async function hostileServer(handle: http.RequestListener): Promise<{port: number; close: () => Promise<void>}> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const corsHeaders = {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type'};

/** Answers the browser's preflight as Lumia Stream would, then leaves the call itself to `answer`. */
function withPreflight(answer: http.RequestListener): http.RequestListener {
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    answer(req, res);
  };
}

const sendButton = (example: Locator) => example.getByRole('button', {name: /^Send POST/});

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
    await expect(example.getByRole('alert')).toContainText('Lumia Stream did not answer in time.');
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
  const methods: string[] = [];
  const noCors = await hostileServer((req, res) => {
    methods.push(req.method ?? '');
    res.writeHead(200, {'Content-Type': 'application/json'});
    res.end('{"status":200,"message":true}');
  });
  const errors = pageErrors(page);
  try {
    const example = await openTryIt(page, {port: noCors.port});
    // A plain GET is sent, only its answer is hidden from the page.
    await example.getByRole('button', {name: 'Test connection'}).click();
    await expect(example.getByRole('status').first()).toContainText('it does not let web pages read its answers (CORS)');
    // A JSON POST needs the browser's permission check first; refused, the call is never sent.
    await sendButton(example).click();
    await expect(example.getByRole('alert')).toContainText("refused the browser's permission check");
    await expect(example.getByRole('alert')).toContainText('the request was never sent');
    await expect(example.getByRole('alert')).not.toContainText('may still have worked');
    expect(methods).not.toContain('POST');
    expect(errors).toEqual([]);
  } finally {
    await noCors.close();
  }
});

test('a deeply nested body neither crashes the page nor leaves it unsendable', async ({page}) => {
  const errors = pageErrors(page);
  const example = await openTryIt(page, {port: standIn.port, secret: 'not-the-token'});
  const levels = 10_000;
  const body = `{"type":"tts","params":{"value":"hi"},"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
  await example.getByLabel('Request body (JSON)').fill(body);
  await expect(sendButton(example)).toBeEnabled();
  await sendButton(example).click();
  // The failure shows the terminal fallback, which must cope with the body too.
  await expect(example.getByRole('alert')).toContainText('Lumia Stream refused the token.');
  await expect(example.locator('code').filter({hasText: "-d '@body.json'"})).toBeVisible();
  await expect(example.getByText('save the body you sent as body.json')).toBeVisible();
  expect(standIn.received.at(-1)).toMatchObject({path: '/api/send', body: {type: 'tts'}});
  expect(errors).toEqual([]);
});

test('nested and huge answers are shown bounded, as text, with the rest to download', async ({page}) => {
  const nested = `${'['.repeat(4_500)}${']'.repeat(4_500)}`;
  const huge = JSON.stringify({status: 200, message: 'x'.repeat(5 * 1024 * 1024)});
  let next = nested;
  const server = await hostileServer(
    withPreflight((_req, res) => {
      res.writeHead(200, {...corsHeaders, 'Content-Type': 'application/json'});
      res.end(next);
    }),
  );
  const errors = pageErrors(page);
  try {
    const example = await openTryIt(page, {port: server.port});
    await sendButton(example).click();
    await expect(example.getByText(/HTTP 200 · \d+ ms/)).toBeVisible();
    await expect(answerBody(example)).toHaveText(nested);
    await expect(example.locator('[data-answer-note]')).toContainText('Nested more than');

    next = huge;
    await sendButton(example).click();
    await expect(example.locator('[data-answer-note]')).toContainText(
      `Showing the first ${maxShownChars.toLocaleString('en')} of ${huge.length.toLocaleString('en')} characters`,
    );
    expect((await answerBody(example).textContent())?.length).toBe(maxShownChars);
    const [download] = await Promise.all([page.waitForEvent('download'), example.getByRole('button', {name: 'Download the whole answer'}).click()]);
    expect(fs.statSync(await download.path()).size).toBe(huge.length);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});

for (const host of ['127.0.0.1:39241/x#', 'javascript:alert(1)', '127.0.0.1@evil']) {
  test(`host ${host} blocks Test connection and Send alike, and nothing is requested`, async ({page}) => {
    const errors = pageErrors(page);
    const requested: string[] = [];
    const example = await openTryIt(page, {port: standIn.port});
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(page.url()).origin) requested.push(request.url());
    });
    await example.getByLabel('Host').fill(host);
    await expect(example.getByText(/^Enter only the host/).first()).toBeVisible();
    await expect(example.getByRole('button', {name: 'Test connection'})).toBeDisabled();
    await expect(sendButton(example)).toBeDisabled();
    await expect(example.getByText(/^To send: Enter only the host/)).toBeVisible();
    await sendButton(example).click({force: true});
    await expect(sendButton(example)).toHaveText(/^Send POST/);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an invalid port blocks Send as it blocks Test connection', async ({page}) => {
  const example = await openTryIt(page, {port: standIn.port});
  await example.getByLabel('Port').fill('99999');
  await expect(example.getByText('The port is a whole number from 1 to 65535.').first()).toBeVisible();
  await expect(sendButton(example)).toBeDisabled();
  await expect(example.getByRole('button', {name: 'Test connection'})).toBeDisabled();
});

test('an answer cut off mid-body is reported with its status, and the button is ready again', async ({page}) => {
  const server = await hostileServer(
    withPreflight((_req, res) => {
      res.writeHead(200, {...corsHeaders, 'Content-Type': 'application/json', 'Content-Length': '5000'});
      res.write('{"status":200,"mess');
      // Chromium can drop bytes the page has not read yet when the connection breaks; on a busy machine the
      // page can take hundreds of milliseconds to read them, so the break comes well after (and before
      // the call's own time limit).
      setTimeout(() => res.socket?.destroy(), 2000);
    }),
  );
  const errors = pageErrors(page);
  try {
    const example = await openTryIt(page, {port: server.port});
    await sendButton(example).click();
    await expect(example.getByRole('alert')).toContainText(
      'Lumia Stream answered with HTTP 200, but the connection broke before the whole answer arrived.',
    );
    await expect(example.getByRole('alert')).toContainText('check the result there before sending it again');
    await expect(example.getByText(/^HTTP 200 · \d+ ms/)).toBeVisible();
    await expect(answerBody(example)).toHaveText('{"status":200,"mess');
    await expect(sendButton(example)).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});

test('a redirect is reported, not followed, so the command and token go nowhere else', async ({page}) => {
  const elsewhere: string[] = [];
  const target = await hostileServer((req, res) => {
    elsewhere.push(`${req.method} ${req.url}`);
    res.writeHead(200, corsHeaders);
    res.end('{}');
  });
  const redirecting = await hostileServer(
    withPreflight((_req, res) => {
      res.writeHead(307, {...corsHeaders, Location: `http://127.0.0.1:${target.port}/api/send`});
      res.end();
    }),
  );
  const errors = pageErrors(page);
  try {
    const example = await openTryIt(page, {port: redirecting.port});
    await sendButton(example).click();
    await expect(example.getByRole('alert')).toContainText('That address answered with a redirect to somewhere else.');
    await expect(example.getByRole('alert')).toContainText('does not follow redirects');
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await redirecting.close();
    await target.close();
  }
});

test('a host outside the local network gets the token only after the reader agrees, once per host', async ({page}) => {
  const carriers: string[] = [];
  // Answered inside the browser: nothing in the tests reaches the internet.
  await page.route('http://evil.example:39231/**', (route) => {
    carriers.push(route.request().url());
    return route.fulfill({
      status: 200,
      headers: {'Access-Control-Allow-Origin': '*'},
      contentType: 'application/json',
      body: '{"status":200,"data":{"types":[],"lights":[]}}',
    });
  });
  const errors = pageErrors(page);
  const example = await openTryIt(page, {port: 39231});
  await example.getByLabel('Host').fill('evil.example');
  const consent = example.getByLabel('Send my token to evil.example');
  await expect(consent).not.toBeChecked();
  await expect(example.getByRole('button', {name: 'Test connection'})).toBeDisabled();
  await expect(sendButton(example)).toBeDisabled();
  await expect(example.getByText(/^To send: evil\.example is not this computer or an address on your local network/)).toBeVisible();

  await consent.check();
  await example.getByRole('button', {name: 'Test connection'}).click();
  await expect(example.getByRole('status').first()).toContainText('Connected in');
  expect(carriers).toHaveLength(1);

  // Another host asks again.
  await example.getByLabel('Host').fill('other.example');
  await expect(example.getByLabel('Send my token to other.example')).not.toBeChecked();
  await expect(sendButton(example)).toBeDisabled();
  expect(errors).toEqual([]);
});
