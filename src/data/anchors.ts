/**
 * Page anchors of reference entries. Links, the variables list, the alert list and the search
 * name dictionary all build their `#fragment` here, so they always agree.
 */

/** The entry of one alert value on /docs/rest/send-alerts: the value itself (`twitch-follower`). */
export function alertAnchor(alertValue: string): string {
  return alertValue;
}

/**
 * The entry of a variable in one platform's list on /docs/variables. Every platform's list is in
 * the page at once, so the platform is part of the id.
 */
export function variableAnchor(platformId: string, name: string): string {
  return `var-${platformId}-${name}`;
}
