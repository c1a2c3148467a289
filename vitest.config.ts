import {defineConfig} from 'vitest/config';

// Tests are laid out by what they start, so each kind can be run on its own
// (`npx vitest run --project unit`); `npx vitest run` runs all three. Tests of the production
// build have their own config, vitest.build.config.ts, as they need `docusaurus build` first.
export default defineConfig({
  // The React 17+ JSX transform, as the site's own build uses: components render without a global React.
  esbuild: {jsx: 'automatic'},
  test: {
    environment: 'node',
    // A loaded 2-core machine ran a 0.5 s test in 5.3 s: the limits are for hangs, not for speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files share their workers' modules instead of importing them afresh: no test relies on a
    // module's state (the one that stubs globals and timers restores them after each test), and it
    // halved the CPU time of `npx vitest run` on the 2-core machine (36 to 20 CPU-seconds).
    isolate: false,
    projects: [
      // Pure functions and data, in process: no child process, server, socket or compiler program.
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx']}},
      // The TypeScript compiler checks code the pages show against declaration files: seconds per program.
      {extends: true, test: {name: 'typecheck', include: ['tests/typecheck/**/*.test.ts']}},
      // Servers on 127.0.0.1 (the Lumia stand-in) and the client scripts run as Node and Python processes.
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
});
