import index from '@generated/lumia-reference/default/variablesFilter.json';
import {filterElementIds, filterVariables, type VariablesFilterResult} from '@site/src/data/variables';

/**
 * The filter of the variables reference, with its data: imported only when a reader first types
 * in it, so neither ships on a first visit.
 */
export interface VariablesFilter {
  /** Every element id the filter shows or hides. */
  elementIds: readonly string[];
  apply: (query: string) => VariablesFilterResult;
}

const filter: VariablesFilter = {elementIds: filterElementIds(index), apply: (query) => filterVariables(index, query)};
export default filter;
