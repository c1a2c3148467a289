import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {overlayAlerts} from '../../src/data/overlayAlerts';
import {inertInElement, scriptLiteral} from '../../src/lib/sandbox/inlineScript';
import {fillDataTokens, overlayDocument} from '../../src/lib/sandbox/overlayDocument';
import {readOverlayReport, type LogLine} from '../../src/lib/sandbox/overlayLog';
import {actionButtons, maxTabDepth, overlayData} from '../../src/lib/sandbox/overlayTabs';
import {explorer, quickActions} from '../support/packageAlertExplorer';

const call = (member: string, ...args: unknown[]) => readOverlayReport({kind: 'call', call: {member, args}}, lumiaTypesVersion) as LogLine | null;

describe('the overlay sandbox log', () => {
  it('says what each call would have Lumia Stream do', () => {
    expect(call('chatbot', {message: 'hi', platform: 'twitch'})).toEqual({tone: 'call', text: 'Would post to twitch chat: hi'});
    expect(call('chatbot', {message: 'hi'})).toEqual({tone: 'call', text: 'Would post to the chat of every connected platform: hi'});
    expect(call('chatbot', {message: 'hi', platform: 'kick', chatAsSelf: true})).toEqual({
      tone: 'call',
      text: 'Would post to kick chat as the streamer: hi',
    });
    expect(call('callCommand', 'lights-on', {brightness: 75})).toEqual({
      tone: 'call',
      text: 'Would run the command "lights-on" with {"brightness":75}',
    });
    expect(call('addLoyaltyPoints', {value: 30, username: 'ann', platform: 'twitch'})?.text).toBe('Would add 30 loyalty points to ann on twitch');
    expect(call('setVariable', 'goal_progress', 7)?.text).toBe('Would set the Lumia variable "goal_progress" to 7');
    expect(call('saveStorage', 'best', '12')?.text).toBe('Would save "12" under "best" in this overlay\'s storage');
    expect(call('saveStorage', 'best', {score: 12})?.text).toContain('will be stringified');
    expect(call('removeStorage', 'best')?.text).toContain(`removeStorage is the name the ${lumiaTypesVersion} typings give`);
    // A line without the Newer Lumia badge says nothing that only newer typings or builds support.
    expect(call('removeStorage', 'best')?.newer).toBeUndefined();
    expect(call('removeStorage', 'best')?.text).not.toMatch(/newer/i);
    expect(readOverlayReport({kind: 'read', member: 'getVariable', key: 'score'}, lumiaTypesVersion)).toEqual({
      tone: 'call',
      text: 'Would read the Lumia variable "score"',
    });
    expect(call('deleteStorage', 'best')?.text).toContain('Would delete "best" from this overlay\'s storage');
    expect(call('chatbot', {message: 'hi', platform: ''})?.text).toContain('not documented');
    expect(call('getLoyaltyPoints', {username: 'ann', platform: 'twitch'})?.text).toContain('not documented');
  });

  it('marks the toast only newer builds show for a never-saved key, and shows toasts, logs and errors', () => {
    expect(readOverlayReport({kind: 'lumiaToast', message: 'best', type: 'error'}, lumiaTypesVersion)).toEqual({
      tone: 'toast',
      text: 'Lumia Stream would show a red error toast, as "best" was never saved (its wording is not documented)',
      newer: true,
    });
    expect(readOverlayReport({kind: 'codeIdRead', codeId: 'goal-bar'}, lumiaTypesVersion)).toEqual({
      tone: 'call',
      text: 'Read Overlay.codeId: "goal-bar" (only newer typings declare it)',
      newer: true,
    });
    expect(readOverlayReport({kind: 'toast', message: 'Saved'}, lumiaTypesVersion)).toEqual({tone: 'toast', text: 'Toast (info): Saved'});
    expect(readOverlayReport({kind: 'log', text: 'ready'}, lumiaTypesVersion)).toEqual({tone: 'log', text: 'console.log: ready'});
    expect(readOverlayReport({kind: 'uncaught', text: 'TypeError: x'}, lumiaTypesVersion)).toEqual({
      tone: 'error',
      text: 'Uncaught error: TypeError: x',
    });
  });

  it('cuts long values short', () => {
    expect(call('setVariable', 'big', 'x'.repeat(1000))?.text.length).toBeLessThan(260);
  });

  it('ignores what the stand-in never sends', () => {
    for (const entry of [
      null,
      'call',
      [],
      {kind: 'call'},
      {kind: 'call', call: {member: 1, args: []}},
      {kind: 'state', storage: []},
      {kind: 'navigate'},
    ])
      expect(readOverlayReport(entry, lumiaTypesVersion)).toBeNull();
  });
});

describe('Overlay.data in the sandbox', () => {
  it('takes each Configs value, then the Data tab over it', () => {
    expect(
      overlayData({configs: '{"a": {"type": "input", "label": "A", "value": "x"}, "b": {"type": "number", "label": "B"}}', data: '{"b": 2}'}),
    ).toEqual({
      a: 'x',
      b: 2,
    });
    expect(overlayData({configs: '', data: '{}'})).toEqual(new Error('The Configs tab is empty: write {} when the overlay uses none.'));
  });

  it('says which tab cannot be read', () => {
    expect(overlayData({configs: '{', data: '{}'})).toBeInstanceOf(Error);
    expect(overlayData({configs: '{}', data: '[1]'})).toEqual(new Error('The Data tab must hold one JSON object.'));
  });

  it('refuses a tab nested too deeply to load, instead of a frame that fails', () => {
    const deep = `{"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(overlayData({configs: '{}', data: deep})).toEqual(new Error(`The Data tab nests deeper than ${maxTabDepth} levels.`));
  });

  it('finds the Configs buttons that newer builds send as configAction', () => {
    expect(actionButtons('{"reset": {"type": "actionbutton", "label": "Reset"}, "name": {"type": "input", "label": "Name"}}')).toEqual(['reset']);
    expect(actionButtons('not json')).toEqual([]);
  });
});

describe('the overlay page', () => {
  it('fills Data values into {{key}} tokens and leaves unknown tokens', () => {
    expect(fillDataTokens('{{color}} {{bg-color}} {{missing}} {{toString}}', {color: '#fff', 'bg-color': '#000'})).toBe(
      '#fff #000 {{missing}} {{toString}}',
    );
  });

  it('keeps code that holds </script> or </style> inside its element', () => {
    const document = overlayDocument({
      tabs: {html: '', css: 'p::after { content: "</style>"; }', js: 'const end = "</script><b>out</b>";', data: {}},
      setup: {data: {}},
    });
    expect(document).toContain('const end = "<\\/script><b>out</b>";');
    expect(document).toContain('content: "<\\/style>"');
    expect(inertInElement('<!-- a -->', 'script')).toBe('<\\!-- a -->');
    expect(scriptLiteral({text: '</script>\u2028'})).toBe('{"text":"<\\/script>\\u2028"}');
  });
});

describe('the alerts the sandbox fires', () => {
  it('are every quick action of the package, as overlay payload parts', () => {
    const fired = overlayAlerts(explorer).flatMap(({alerts}) => alerts.flatMap(({actions}) => actions));
    expect(fired).toHaveLength(quickActions.length);
    for (const {action} of quickActions) expect(fired).toContainEqual(expect.objectContaining({label: action.label, dynamic: action.dynamic}));
  });
});
