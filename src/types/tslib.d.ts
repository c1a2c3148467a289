// The ES module build of tslib has the same helpers as its typed entry point.
declare module 'tslib/tslib.es6.mjs' {
  export {__importDefault} from 'tslib';
}
