/**
 * Worst main-thread block of the interactive parts under hostile input, at 4x CPU slowdown:
 * the Try it panel fed nested and huge bodies and answers, and the live events console fed
 * nested, huge and flooding events, and the overlay sandbox running code that never ends or floods
 * the page with calls. Each scenario runs in a fresh page against stand-in servers
 * on 127.0.0.1; the longest task is read from a `longtask` PerformanceObserver.
 *
 * Used by scripts/bench.mjs; alone: node scripts/bench-hostile.mjs (serves build/ itself).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {WebSocketServer} from 'ws';
import {startBuildServer} from './serve-build.mjs';

const cpuSlowdown = 4;
const nested = (levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const corsHeaders = {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type'};

/** An HTTP stand-in answering every call with `body`, and a socket on the same port for events. */
async function startStandIn() {
  const state = {body: '{}'};
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {...corsHeaders, 'Content-Type': 'application/json'});
      res.end(state.body);
    });
  });
  const sockets = new WebSocketServer({server, path: '/api'});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    answerWith: (body) => (state.body = body),
    emit: (text) => sockets.clients.forEach((client) => client.send(text)),
    clientCount: () => sockets.clients.size,
    close: () => {
      sockets.clients.forEach((client) => client.terminate());
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function openPage(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
  await page.evaluate(() => {
    window.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
    }).observe({type: 'longtask'});
  });
  return page;
}

async function fillConnection(scope, port) {
  await scope.getByLabel('Host').fill('127.0.0.1');
  await scope.getByLabel('Port').fill(String(port));
  await scope.getByLabel('Token', {exact: true}).fill('bench-token');
}

/** The longest main-thread task in a Chromium trace: wall time, and thread (CPU) time. */
function longestTraceTask(trace) {
  const {traceEvents} = JSON.parse(trace.toString('utf8'));
  const mainThreads = new Set(
    traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  let wallUs = 0;
  let cpuUs = 0;
  for (const event of traceEvents) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    wallUs = Math.max(wallUs, event.dur ?? 0);
    cpuUs = Math.max(cpuUs, event.tdur ?? 0);
  }
  return {wallMs: Math.round(wallUs / 1000), cpuMs: Math.round(cpuUs / 1000)};
}

/**
 * Runs `act` at the slowdown and returns its longest main-thread task, in ms: as the page's
 * `longtask` observer saw it (wall time, 0 when none passed 50 ms), and the thread time of the
 * longest task from a trace. Wall time grows when other programs share the CPU; thread time
 * does not, which makes it the steadier figure on a busy machine.
 */
async function longestTask(page, act) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.evaluate(() => (window.__longestTask = 0));
  await page
    .context()
    .browser()
    .startTracing(page, {categories: ['devtools.timeline', 'toplevel']});
  await act();
  // Let queued rendering finish before reading the observer.
  await page.waitForTimeout(1500);
  const trace = await page.context().browser().stopTracing();
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  const observedMs = Math.round(await page.evaluate(() => window.__longestTask));
  return {observedMs, ...longestTraceTask(trace)};
}

/** @returns {Promise<{scenario: string, observedMs: number, wallMs: number, cpuMs: number}[]>} */
export async function measureHostileInput(browser, origin) {
  const standIn = await startStandIn();
  const results = [];
  try {
    const tryIt = async (scenario, act) => {
      const page = await openPage(browser, `${origin}/docs/rest/tts`);
      const example = page.locator('figure[data-request-example]').first();
      await example.getByRole('button', {name: 'Try it'}).click();
      await fillConnection(example, standIn.port);
      // Opening Try it loads the command catalogue: let that settle, it is not what is measured.
      await page.waitForTimeout(1500);
      results.push({scenario, ...(await longestTask(page, () => act(page, example)))});
      await page.close();
    };
    const send = async (example) => {
      await example.getByRole('button', {name: /^Send POST/}).click();
      await example.getByText(/HTTP \d+ · \d+ ms/).waitFor({timeout: 60_000});
    };
    await tryIt('Try it: paste a body nested 10,000 levels and send', async (_page, example) => {
      await example.getByLabel('Request body (JSON)').fill(`{"type":"tts","params":{"value":"hi"},"x":${nested(10_000)}}`);
      standIn.answerWith('{"status":400}');
      await send(example);
    });
    await tryIt('Try it: answer of 4,500 nested arrays (9 KB)', async (_page, example) => {
      standIn.answerWith(nested(4_500));
      await send(example);
    });
    await tryIt('Try it: 5 MB answer', async (_page, example) => {
      standIn.answerWith(JSON.stringify({status: 200, message: 'x'.repeat(5 * 1024 * 1024)}));
      await send(example);
    });
    await tryIt('Try it: 200 KB answer of shallow JSON', async (_page, example) => {
      standIn.answerWith(JSON.stringify(Array.from({length: 4000}, (_, index) => ({index, name: `light ${index}`, on: true}))));
      await send(example);
    });
    await tryIt('Try it: one keystroke in a 1 MB body', async (page, example) => {
      const editor = example.getByLabel('Request body (JSON)');
      await editor.fill(`{"type":"tts","params":{"value":"${'y'.repeat(1024 * 1024)}"}}`);
      await page.waitForTimeout(1500);
      await page.evaluate(() => (window.__longestTask = 0));
      await editor.press('End');
      await editor.press('Space');
    });
    {
      // Reference for the scenario above: the browser's own cost of editing that much text.
      const page = await browser.newPage();
      await page.setContent('<textarea aria-label="bare"></textarea>');
      const bare = page.getByLabel('bare');
      await bare.fill(`{"type":"tts","params":{"value":"${'y'.repeat(1024 * 1024)}"}}`);
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        window.__longestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
        }).observe({type: 'longtask'});
      });
      results.push({
        scenario: 'Reference: one keystroke in a bare textarea holding 1 MB',
        ...(await longestTask(page, async () => {
          await bare.press('End');
          await bare.press('Space');
        })),
      });
      await page.close();
    }

    const events = async (scenario, emit) => {
      const page = await openPage(browser, `${origin}/docs/websockets/listen-to-events`);
      const panel = page.locator('[data-live-events]');
      // The console loads when it comes near the screen.
      await panel.scrollIntoViewIfNeeded();
      await fillConnection(panel, standIn.port);
      await panel.getByRole('button', {name: 'Connect', exact: true}).click();
      await panel.locator('[data-live-state="open"]').waitFor();
      results.push({
        scenario,
        ...(await longestTask(page, async () => {
          emit();
          await panel.locator('[data-live-entry]').first().waitFor({timeout: 60_000});
        })),
      });
      await page.close();
    };
    await events('Live events: event nested 3,000 levels', () => standIn.emit(`{"type":"chat","data":${nested(3_000)}}`));
    await events('Live events: event nested 10,000 levels', () => standIn.emit(`{"type":"chat","data":${nested(10_000)}}`));
    await events('Live events: twenty 2 MB events', () => {
      const big = JSON.stringify({type: 'chat', data: {message: 'z'.repeat(2 * 1024 * 1024)}});
      for (let index = 0; index < 20; index += 1) standIn.emit(big);
    });
    await events('Live events: 5,000 small events at once', () => {
      for (let index = 0; index < 5000; index += 1) standIn.emit(JSON.stringify({type: 'chat', origin: 'twitch', data: {message: `hi ${index}`}}));
    });

    // The sandbox opens from a shared link (the format of src/lib/sandbox/share.ts) holding the hostile JS tab.
    const sandbox = async (scenario, js, settled) => {
      const tabs = {html: '<p id="out"></p>', css: '', js, configs: '{}', data: '{}'};
      const fragment = `overlay-sandbox-blank=${zlib.deflateRawSync(Buffer.from(JSON.stringify(tabs))).toString('base64url')}`;
      const page = await openPage(browser, `${origin}/docs/custom-overlays/custom-overlays-documentation#${fragment}`);
      const region = page.getByRole('region', {name: 'Blank overlay sandbox'});
      results.push({scenario, ...(await longestTask(page, () => region.getByText(settled).first().waitFor({timeout: 60_000})))});
      await page.close();
    };
    await sandbox('Overlay sandbox: a JS tab that never ends (while (true) {})', 'while (true) {}', /Not answering/);
    await sandbox(
      'Overlay sandbox: 10,000 Overlay calls at once',
      "for (let i = 0; i < 10000; i++) Overlay.chatbot({message: 'flood ' + i, platform: 'twitch'});",
      /were left out/,
    );
  } finally {
    await standIn.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3500);
  const server = await startBuildServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('observer  trace wall  trace thread  (ms, longest task at 4x slowdown)');
    for (const {scenario, observedMs, wallMs, cpuMs} of await measureHostileInput(browser, `http://127.0.0.1:${port}`)) {
      console.log(`${String(observedMs).padStart(8)}  ${String(wallMs).padStart(10)}  ${String(cpuMs).padStart(12)}  ${scenario}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
