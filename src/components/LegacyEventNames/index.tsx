import {serverRendered} from '@site/src/components/ServerRendered';

/** The event names older Lumia Stream builds sent (see ServerRendered). */
export default serverRendered(() => import(/* webpackChunkName: "legacy-event-names" */ './LegacyEventNameList'), 'list of legacy event names');
