// The only tslib helper the browser bundle needs (see plugins/tslib-interop.ts).
export {__importDefault} from 'tslib/tslib.es6.mjs';
