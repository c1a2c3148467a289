import {defineConfig} from '@playwright/test';

/** Port of the production build served for the end-to-end suite. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium: browser downloads are not possible on our machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // On the 2-core machine a third worker was as fast as two or faster in every paired run: it works
  // while another test waits on a timer, a stand-in or the network.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Limits are for hangs, not speed: a machine half as fast, or running a second suite beside this
  // one, stays well inside them. A test that waits for something checks it again until it holds.
  timeout: 120_000,
  expect: {timeout: 30_000},
  use: {
    // One browser context per worker, reset by Playwright between tests (storage, cache, routes, init
    // scripts, clock, viewport; permissions by the `test` of tests/e2e/site.ts). A fresh context per
    // test cost each test about 1 CPU-s more in starting a renderer and compiling the site's scripts,
    // a third of the suite on two cores. Tests that need more isolation make their own context.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${e2ePort} --no-open`,
    url: `http://127.0.0.1:${e2ePort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
