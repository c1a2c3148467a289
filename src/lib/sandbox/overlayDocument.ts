import {inertInElement, inlineScript} from './inlineScript';
import {installOverlayStandIn, type OverlayStandInSetup} from './overlayStandIn';

/** The code tabs of an overlay, and its Data tab. */
export interface OverlayTabs {
  js: string;
  html: string;
  css: string;
  data: Record<string, unknown>;
}

/**
 * Replaces each `{{key}}` of a code tab with the Data tab's value, as the overlay editor does; a
 * token without a value stays as it is.
 */
export function fillDataTokens(text: string, data: Record<string, unknown>): string {
  return text.replace(/\{\{([\w-]+)\}\}/g, (token, key: string) => (Object.hasOwn(data, key) ? String(data[key]) : token));
}

/**
 * What the sandbox lets an overlay load: its own inline code and styles, and pictures, fonts, media
 * and `fetch` over https, as an overlay in OBS would; nothing over plain http. A reader's own https
 * request can still reach a Lumia Stream that serves https: the stand-in only keeps `Overlay` calls in the page.
 */
export const sandboxContentPolicy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline' https:; img-src https: data: blob:; font-src https: data:; media-src https: data: blob:; connect-src https:">`;

export interface OverlayDocumentOptions {
  tabs: OverlayTabs;
  setup: OverlayStandInSetup;
  /** Scripts that run after the stand-in is installed and before the overlay's code, such as the sandbox's bridge. */
  head?: string;
}

/**
 * The page an overlay runs in: the Data values in place of the `{{key}}` tokens of all three code
 * tabs, the stand-in `Overlay`, and the JS tab inside an async function, as the overlay editor runs
 * it. `window.overlayStandIn.ready` turns true once the JS tab's top level has finished, and
 * `error` holds what it threw.
 */
export function overlayDocument({tabs, setup, head = ''}: OverlayDocumentOptions): string {
  const data = setup.data;
  const fill = (text: string) => fillDataTokens(text, data);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Overlay</title>
${inlineScript(installOverlayStandIn, setup)}${head}
<style>${inertInElement(fill(tabs.css), 'style')}</style></head><body>${fill(tabs.html)}
<script>
(async () => {
${inertInElement(fill(tabs.js), 'script')}
})().then(() => { window.overlayStandIn.ready = true; }, (error) => { window.overlayStandIn.error = String(error); window.overlayStandInReport?.({kind: 'uncaught', text: String(error)}); });
</script></body></html>`;
}

/**
 * Runs in the sandbox frame after the bridge and the stand-in: the stand-in's reports go to the
 * page, and the page's `emit` messages reach the overlay's `Overlay.on` handlers. Self-contained, as
 * it is written out with `Function.prototype.toString`.
 */
export function connectOverlayToBridge(): void {
  window.overlayStandInReport = (report) => window.sandboxBridge.send(report);
  window.sandboxBridge.listen((message) => {
    if (message.kind !== 'emit' || typeof message.event !== 'string') return;
    try {
      window.overlayStandIn.emit(message.event, message.payload);
    } catch (error) {
      window.sandboxBridge.send({kind: 'uncaught', text: error instanceof Error ? `${error.name}: ${error.message}` : String(error)});
    }
  });
}
