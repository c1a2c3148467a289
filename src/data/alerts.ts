/** Derives the alert reference from `@lumiastream/lumia-types`. Pure functions, no React. */

export interface AlertEntry {
  /** Wire value for `params.value` of an `alert` request, e.g. `twitch-follower`. */
  value: string;
  /** The app's friendly name for the alert. */
  label: string;
  /** Variable names the alert accepts in `params.extraSettings`. */
  variables: string[];
}

export interface AlertGroup {
  platform: string;
  alerts: AlertEntry[];
}

export interface AlertConfigLike {
  acceptedVariables?: readonly string[];
}

/** The platform an alert value belongs to: the part before its first dash. */
export function alertPlatform(value: string): string {
  const dash = value.indexOf('-');
  return dash === -1 ? value : value.slice(0, dash);
}

/** Groups alert values by platform, keeping the package's order of platforms and alerts. */
export function groupAlertsByPlatform(
  values: readonly string[],
  labels: Readonly<Record<string, string>>,
  configs: Readonly<Record<string, AlertConfigLike | undefined>>,
): AlertGroup[] {
  const groups = new Map<string, AlertEntry[]>();
  for (const value of values) {
    const platform = alertPlatform(value);
    const alerts = groups.get(platform) ?? [];
    alerts.push({value, label: labels[value] ?? value, variables: [...(configs[value]?.acceptedVariables ?? [])]});
    groups.set(platform, alerts);
  }
  return [...groups].map(([platform, alerts]) => ({platform, alerts}));
}
