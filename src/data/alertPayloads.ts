/**
 * Samples of what an alert delivers to programs, built from an alert's values: the websocket `alert`
 * event (the envelope of /docs/websockets/listen-to-events, documented for newer builds only) and the
 * `Overlay.on('alert')` payload (`AlertEvent` of the overlay declarations). Tiny and dependency-free, as the alert explorer builds them in the
 * browser when a reader opens an alert.
 */

/** The clock values every example event carries in `data.extraSettings`. */
export const exampleClock = {time: '20:14:07', timestamp: 1763928847000};

export interface AlertSocketEvent {
  origin: string;
  type: 'alert';
  event: string;
  data: {dynamic: Record<string, unknown>; replay: boolean; extraSettings: Record<string, unknown>};
}

/** What `Overlay.on('alert', handler)` passes to `handler`. */
export interface OverlayAlertPayload {
  alert: string;
  dynamic: Record<string, unknown>;
  extraSettings: Record<string, unknown>;
  fromLumia: boolean;
}

/** The websocket event of an alert played live, with the sample clock. */
export function alertSocketEvent(
  alert: string,
  origin: string,
  dynamic: Record<string, unknown>,
  extraSettings: Record<string, unknown>,
): AlertSocketEvent {
  return {origin, type: 'alert', event: alert, data: {dynamic, replay: false, extraSettings: {...extraSettings, ...exampleClock}}};
}

/**
 * Sample values for the `extraSettings` keys that `AlertEvent` of the 3.1.7 overlay declarations
 * gives every alert, for the keys a quick action leaves out: the username it names, `site` its
 * origin, the sample clock, and empty or zero values otherwise.
 */
export function alertCommonExtras(origin: string, extraSettings: Record<string, unknown>): Record<string, unknown> {
  const username = typeof extraSettings.username === 'string' ? extraSettings.username : '';
  return {
    username,
    displayname: username,
    userId: 0,
    avatar: null,
    timestamp: new Date(exampleClock.timestamp).toISOString(),
    site: origin,
    checkTimingType: false,
    timingType: '',
    duration: 0,
  };
}

/**
 * The overlay payload of an alert: the quick action's variables over the sample common keys.
 * `fromLumia` is `true`, as in the package's overlay cheat sheet; which value an alert sent
 * through the API carries is not documented (the note on /docs/rest/send-alerts).
 */
export function overlayAlertPayload(
  alert: string,
  origin: string,
  dynamic: Record<string, unknown>,
  extraSettings: Record<string, unknown>,
): OverlayAlertPayload {
  return {alert, dynamic, extraSettings: {...alertCommonExtras(origin, extraSettings), ...extraSettings}, fromLumia: true};
}
