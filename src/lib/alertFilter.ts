/** The alert explorer's filter (/docs/rest/send-alerts). Pure, so the page and the tests agree. */

export interface AlertFilter {
  /** Words that must all occur in the alert's value or name. */
  query: string;
  /** Platform (the part of the value before the dash); empty for every platform. */
  platform: string;
  /** Part of a variable name, typed bare, as `{{name}}` or as `extraSettings.name`. */
  variable: string;
}

/** What the filter looks at, as the list writes it on each alert: lower-case names and variables. */
export interface FilterableAlert {
  platform: string;
  /** Value and name, lower case. */
  names: string;
  /** Variable names, lower case, separated by spaces. */
  variables: string;
}

export const noAlertFilter: AlertFilter = {query: '', platform: '', variable: ''};

/** The variable name a reader means, whichever form they typed it in. */
export function variableQuery(typed: string): string {
  return typed
    .trim()
    .replace(/^\{\{\s*|\s*\}\}$/g, '')
    .replace(/^(data\.)?extraSettings\./, '')
    .toLowerCase();
}

export function alertMatches(alert: FilterableAlert, filter: AlertFilter): boolean {
  if (filter.platform && alert.platform !== filter.platform) return false;
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.every((word) => alert.names.includes(word))) return false;
  const variable = variableQuery(filter.variable);
  return !variable || alert.variables.split(' ').some((name) => name.includes(variable));
}

/**
 * What the explorer's filter matches, loaded when a reader first uses it (`alertFilter.json`, built
 * by `toAlertFilterIndex` in src/data/alertExplorer.ts): per platform, each alert as
 * `[element id, names, variables]`, the two texts as `FilterableAlert` has them.
 */
export interface AlertFilterIndex {
  platforms: {platform: string; alerts: [id: string, names: string, variables: string][]}[];
}

/** What a filter leaves on the page. */
export interface AlertFilterResult {
  /** Element ids of the alerts that match; every alert for the empty filter. */
  shown: ReadonlySet<string>;
  /** Matching alerts per platform. */
  counts: Readonly<Record<string, number>>;
  total: number;
}

/** Applies `alertMatches` to every alert of the index. */
export function filterAlerts(index: AlertFilterIndex, filter: AlertFilter): AlertFilterResult {
  const shown = new Set<string>();
  const counts: Record<string, number> = {};
  let total = 0;
  for (const {platform, alerts} of index.platforms) {
    let count = 0;
    for (const [id, names, variables] of alerts) {
      if (!alertMatches({platform, names, variables}, filter)) continue;
      shown.add(id);
      count += 1;
    }
    counts[platform] = count;
    total += count;
  }
  return {shown, counts, total};
}

/** Id of the list of an alert's quick actions in text form, which their live form replaces on screen. */
export function quickActionsId(alertValue: string): string {
  return `quick-actions-${alertValue}`;
}
