import {defineConfig} from 'vitest/config';

// Tests that read the production build: run after `docusaurus build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
