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

/** The reference block of a command type (`<CommandParams type>`) on the page that documents it. */
export function commandAnchor(type: string): string {
  return `command-${type}`;
}

/**
 * A custom-code helper's heading on /docs/custom-code/helper-functions, and an `Overlay` member's
 * (`Overlay.callCommand` → `overlaycallcommand`) on the custom overlays page: headings get the
 * lower-cased text of their title, so these ids follow from the name.
 */
export function headingAnchor(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}
