import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const interopModule = path.resolve(__dirname, '../src/lib/tslibInterop.ts');

/**
 * `@docusaurus/utils-common` is CommonJS and `require`s tslib for one helper, `__importDefault`;
 * a `require` cannot be tree-shaken, so every helper (3.7 KB gzip) shipped on every page. In the
 * browser build `tslib` resolves to a module with that helper only. A dependency that starts
 * using another helper would crash every page, which the browser tests would catch at once.
 */
export default function tslibInteropPlugin(): Plugin {
  return {
    name: 'tslib-interop',
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: {tslib$: interopModule}}}),
  };
}
