import {defineConfig} from '@playwright/test';
import baseConfig from '../../playwright.config';

// `npm run pictures`: renders static/img/overlay-examples/ from the examples' code with the
// browser the end-to-end suite uses, and needs no build or server.
export default defineConfig({
  testDir: '.',
  testMatch: 'render.pictures.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {browserName: 'chromium', launchOptions: baseConfig.use?.launchOptions},
});
