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
