import {defineConfig} from 'vitest/config';

// Tests that read the production build: run after `docusaurus build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // Limits for hangs, not speed: the examples' interpreters start slowly on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
