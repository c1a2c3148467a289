// ESLint for the whole tree (CONTRIBUTING.md, "Code style"): `npm run lint`, `npm run format`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['build/', '.docusaurus/', 'test-results/', 'playwright-report/', 'bench-results/']),
  // Reader-pasted custom JavaScript: each file is what Lumia Stream's code box takes, an anonymous
  // `async function () { … }` that no JavaScript parser accepts as a file of its own.
  // tests/typecheck/customCodeExamples.test.ts type-checks and inspects them instead.
  globalIgnores(['src/custom-code/**/*.js']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files tsconfig.json leaves out: the tool configs, and the custom-code declaration file,
          // whose globals the site itself must not see.
          allowDefaultProject: ['eslint.config.mjs', 'prettier.config.mjs', 'src/custom-code/lumia-custom-code.d.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // As tsc's noUnusedLocals: a property left out of a `...rest` copy is used, by leaving it out.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: {
      // tsc does not check JavaScript (tsconfig.json has no checkJs): untyped values are `any` by design.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // What runs in the browser: the site's components, theme and libraries.
  {
    files: ['src/**'],
    ignores: ['src/websocket-clients/*.mjs'],
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks. The plugin's recommended set also has React Compiler rules; the site
    // does not use React Compiler, and they reject code React 18 runs correctly.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrolling code (`pre`) and table boxes (`role="region"`) take focus so a keyboard can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region'], allowExpressionValues: true}],
    },
  },

  // What runs in Node.js: the build plugins, scripts, tests, configuration files and the Node.js
  // websocket clients a reader runs.
  {
    files: ['plugins/**', 'scripts/**', 'tests/**', '*.{ts,mjs}', 'src/websocket-clients/*.mjs'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['tests/**'],
    // Stand-ins implement async interfaces (fetch, the overlay runtime) with bodies that need not wait.
    rules: {'@typescript-eslint/require-await': 'off'},
  },
  {
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/site.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './site': it starts each test as a first visit in the reused browser context.",
            },
          ],
        },
      ],
    },
  },
  {
    // Their page.evaluate and addInitScript callbacks run in the browser.
    files: ['scripts/bench*.mjs'],
    languageOptions: {globals: globals.browser},
  },
  {
    // A classic script a reader loads with <script src>: its top-level functions are the page's.
    files: ['src/websocket-clients/browser.js'],
    languageOptions: {sourceType: 'script'},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {vars: 'local', ignoreRestSiblings: true}]},
  },

  // A custom overlay's JS tab: a script in the overlay's page with two globals of its own
  // (src/types/customOverlays.d.ts). tsconfig.json takes these files without checking them or
  // knowing those globals, so the type-aware rules would only see `any`;
  // tests/typecheck/customOverlayExamples.test.ts type-checks them against their real globals.
  {
    files: ['src/custom-overlays/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'module',
      globals: {...globals.browser, Overlay: 'readonly', toast: 'readonly'},
    },
  },

  prettier,
);
