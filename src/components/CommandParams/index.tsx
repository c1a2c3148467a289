import {serverRendered} from '@site/src/components/ServerRendered';

/** The reference of one command type, from the generated command catalogue (see ServerRendered). */
export default serverRendered(() => import(/* webpackChunkName: "command-reference" */ './CommandReference'), 'command reference');
