import type {OverlayOptions} from '../../tests/e2e/overlayHarness';
import {explorer} from '../../tests/support/packageAlertExplorer';
import {overlayAlertPayload} from '../../src/data/alertPayloads';
import {overlayAlerts} from '../../src/data/overlayAlerts';
import {chatEvent, hfxEvent, overlayContentEvent, virtualLightEvent, type ChatRole} from '../../src/lib/sandbox/overlayEvents';

/** One event handed to the overlay's `Overlay.on` handlers. */
export interface PictureEvent {
  event: string;
  payload: unknown;
}

/** What an example's picture shows: the events it gets, how the stand-in starts, and when it is drawn. */
export interface PictureSample {
  events: PictureEvent[];
  options?: OverlayOptions;
  /** A Playwright selector that is visible once the overlay shows the events. */
  shown: string;
}

const chat = (username: string, message: string, roles: Partial<Record<ChatRole, boolean>> = {}): PictureEvent => ({
  event: 'chat',
  payload: chatEvent({origin: 'twitch', username, message, roles}),
});

/** The package's first quick action for a Twitch follow, as the overlay sandbox fires it. */
function packageFollow(): PictureEvent {
  const follow = overlayAlerts(explorer)
    .flatMap(({alerts}) => alerts)
    .find(({value}) => value === 'twitch-follower');
  const action = follow?.actions[0];
  if (!follow || !action) throw new Error('The package has no quick action for twitch-follower.');
  return {event: 'alert', payload: overlayAlertPayload(follow.value, follow.origin, action.dynamic, action.extraSettings)};
}

const catFact = 'Cats sleep for most of the day.';

/**
 * The sample events of each example's picture, the ones tests/e2e/overlays.spec.ts and
 * overlaySandbox.spec.ts show the example reacting to. The captions of
 * src/components/OverlayExample/pictures.ts describe them.
 */
export const pictureSamples: Record<string, PictureSample> = {
  'alert-box': {events: [packageFollow()], shown: '#alert-card.is-visible'},
  'chat-display': {
    events: [chat('viewer1', 'hello chat!'), chat('helper', 'be nice, everyone', {mod: true}), chat('viewer2', 'GG')],
    shown: '#chat-list li:nth-child(3)',
  },
  'hfx-banner': {
    events: [{event: 'hfx', payload: hfxEvent({username: 'partyfan', message: 'woo', command: 'confetti'})}],
    shown: '#hfx-banner.is-visible',
  },
  'light-glow': {
    events: [{event: 'virtuallight', payload: virtualLightEvent({color: '#3d7eff', brightness: 80})}],
    shown: '#light-glow[style*="background-color: rgb"]',
  },
  'goal-bar': {
    events: [{event: 'overlaycontent', payload: overlayContentEvent('goal-bar', JSON.stringify({add: 7}))}],
    shown: '#goal-label:text-is("Follower goal: 7 / 100")',
  },
  'chat-vote': {
    events: [chat('helper', '!startvote', {mod: true}), chat('viewer1', '!vote 1')],
    shown: '#vote-choices li:first-child:has-text(": 1")',
  },
  scoreboard: {
    events: [chat('helper', '!score home', {mod: true})],
    options: {variables: {score_home: 2, score_away: 1}},
    shown: '#home-score:text-is("3")',
  },
  'points-desk': {events: [chat('viewer1', '!points')], options: {points: {'twitch:viewer1': 120}}, shown: '#points-card.is-visible'},
  'top-chatters': {
    events: ['ann', 'bob', 'bob', 'cat', 'bob', 'cat'].map((viewer) => chat(viewer, 'hello')),
    shown: '#chatter-list li:nth-child(3)',
  },
  'cat-facts': {
    events: [chat('viewer1', '!catfact')],
    options: {answers: {'https://catfact.ninja/fact': {json: {fact: catFact, length: catFact.length}}}},
    shown: '#fact-card.is-visible',
  },
};
