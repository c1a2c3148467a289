import index from '@generated/lumia-reference/default/alertFilter.json';
import {filterAlerts, type AlertFilter, type AlertFilterResult} from '@site/src/lib/alertFilter';

/**
 * The alert explorer's filter, with its data: imported only when a reader first uses it, so the
 * index does not ship on a first visit.
 */
export interface AlertExplorerFilter {
  apply: (filter: AlertFilter) => AlertFilterResult;
}

const explorerFilter: AlertExplorerFilter = {apply: (filter) => filterAlerts(index, filter)};
export default explorerFilter;
