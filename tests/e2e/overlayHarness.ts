import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {overlayDocument, type OverlayTabs} from '../../src/lib/sandbox/overlayDocument';
import {chatEvent} from '../../src/lib/sandbox/overlayEvents';
import type {OverlayStandInBehaviour, OverlayStandInState} from '../../src/lib/sandbox/overlayStandIn';
import type {AlertEvent, ChatEvent} from '../../src/types/customOverlays';
import {repoRoot} from './site';

export type {FailingCall} from '../../src/lib/sandbox/overlayStandIn';

/** The five tabs of `src/custom-overlays/examples/<file>.*`. */
function exampleTabs(file: string): OverlayTabs {
  const read = (extension: string) => fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/examples', `${file}.${extension}`), 'utf8');
  return {js: read('js'), html: read('html'), css: read('css'), data: JSON.parse(read('data.json')) as Record<string, unknown>};
}

/** Where the overlay page is served from; a name that never resolves, as nothing leaves the machine. */
const overlayUrl = 'http://overlay.test/';

/** What a test may give an overlay to start with, and how the stand-in behaves. */
export interface OverlayOptions extends OverlayStandInBehaviour {
  data?: Record<string, unknown>;
  storage?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  points?: Record<string, number>;
  answers?: Record<string, {status?: number; json: unknown}>;
}

async function openOverlay(page: Page, name: string, tabs: OverlayTabs, options: OverlayOptions): Promise<void> {
  const {answers, ...setup} = options;
  const document = overlayDocument({tabs, setup: {...setup, data: {...tabs.data, ...options.data}}});
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const answer = answers?.[url];
    if (url === overlayUrl) await route.fulfill({contentType: 'text/html', body: document});
    else if (answer) await route.fulfill({status: answer.status ?? 200, contentType: 'application/json', body: JSON.stringify(answer.json)});
    else await route.abort();
  });
  await page.goto(overlayUrl);
  await page.waitForFunction(() => window.overlayStandIn.ready || window.overlayStandIn.error !== undefined);
  const error = await page.evaluate(() => window.overlayStandIn.error);
  if (error) throw new Error(`The ${name} overlay failed on load: ${error}`);
}

/**
 * Opens an example as the overlay editor would run it: the Data values in place of the `{{key}}`
 * tokens of all three code tabs, the JS tab inside an async function, and the stand-in `Overlay`.
 * Every other request is refused unless `answers` gives a local stand-in for its URL.
 */
export async function openOverlayExample(page: Page, file: string, options: OverlayOptions = {}): Promise<void> {
  await openOverlay(page, `${file} example`, exampleTabs(file), options);
}

/**
 * Opens a snippet of the documentation page (`src/custom-overlays/snippets/<name>.js`) as the JS tab
 * of an overlay whose other tabs are empty.
 */
export async function openOverlaySnippet(page: Page, name: string, options: OverlayOptions = {}): Promise<void> {
  const js = fs.readFileSync(path.join(repoRoot, 'src/custom-overlays/snippets', `${name}.js`), 'utf8');
  await openOverlay(page, `${name} snippet`, {js, html: '', css: '', data: {}}, options);
}

/** Sends an event to the overlay's `Overlay.on` handlers. */
export async function emit(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(([name, data]) => window.overlayStandIn.emit(name, data), [event, payload] as const);
}

/** The stand-in's state: calls, storage, variables, points and toasts. */
export function overlayState(page: Page): Promise<OverlayStandInState> {
  return page.evaluate(() => window.overlayStandIn.state);
}

/** A Twitch chat message, with the fields a test does not care about filled in. */
export function chatMessage(username: string, message: string, roles: Partial<ChatEvent['userLevels']> = {}): ChatEvent {
  return chatEvent({origin: 'twitch', username, message, roles});
}

/** An alert payload; `dynamic` and `extraSettings` carry the alert-specific fields a test gives. */
export function alertEvent(alert: string, dynamic: Record<string, unknown>, extraSettings: Record<string, unknown>): AlertEvent {
  return {
    alert: alert as AlertEvent['alert'],
    dynamic: {value: '', ...dynamic},
    extraSettings: {
      username: '',
      displayname: '',
      userId: 1,
      avatar: null,
      timestamp: '2026-01-01T00:00:00.000Z',
      site: 'twitch',
      checkTimingType: false,
      timingType: '',
      duration: 0,
      ...extraSettings,
    },
    fromLumia: false,
  };
}
