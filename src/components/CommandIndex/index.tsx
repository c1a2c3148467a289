import {serverRendered} from '@site/src/components/ServerRendered';

/** Every command type of the send API, with the page that explains it (see ServerRendered). */
export default serverRendered(() => import(/* webpackChunkName: "command-index" */ './CommandIndexTable'), 'index of command types');
