import {serverRendered} from '@site/src/components/ServerRendered';

/** Every alert value of the installed `@lumiastream/lumia-types`, grouped by platform (see ServerRendered). */
export default serverRendered(() => import(/* webpackChunkName: "alert-values" */ './AlertValueTables'), 'list of alert values');
