import {serverRendered} from '@site/src/components/ServerRendered';

/** The fields of one event type's payload, or of the envelope (see ServerRendered). */
export default serverRendered(() => import(/* webpackChunkName: "event-fields" */ './EventFieldsTable'), 'list of event fields');
