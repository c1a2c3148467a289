/**
 * The alerts the overlay sandbox can fire, from the alert explorer's data: per platform each alert
 * value with its quick actions, reduced to what `Overlay.on('alert')` receives (the quick action's
 * `extraSettings` and `dynamic`). Pure: plugins/lumia-reference.ts publishes the result as
 * `overlayAlerts.json`, so the sandbox does not load the explorer's full text.
 */
import type {ExplorerPlatform} from './alertExplorer';

export interface OverlayAlertAction {
  label: string;
  extraSettings: Record<string, unknown>;
  dynamic: Record<string, unknown>;
}

export interface OverlayAlert {
  value: string;
  /** The origin the explorer gives the alert's sample events. */
  origin: string;
  label?: string;
  actions: OverlayAlertAction[];
}

export interface OverlayAlertPlatform {
  platform: string;
  alerts: OverlayAlert[];
}

/** Every alert that has at least one quick action, grouped by platform as the explorer groups them. */
export function overlayAlerts(explorer: readonly ExplorerPlatform[]): OverlayAlertPlatform[] {
  return explorer
    .map(({platform, alerts}) => ({
      platform,
      alerts: alerts
        .filter((alert) => alert.quickActions.length > 0)
        .map(({value, label, origin, quickActions}) => ({
          value,
          label,
          origin,
          actions: quickActions.map((action) => ({
            label: action.label,
            extraSettings: (action.body.params?.extraSettings ?? {}) as Record<string, unknown>,
            dynamic: action.dynamic,
          })),
        })),
    }))
    .filter(({alerts}) => alerts.length > 0);
}
