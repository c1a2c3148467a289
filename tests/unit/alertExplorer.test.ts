import {readFileSync} from 'node:fs';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {describeAlertVariable, explorerPlatformCounts, toAlertFilterIndex, toQuickActionIndex} from '../../src/data/alertExplorer';
import {alertAnchor} from '../../src/data/anchors';
import {alertSocketEvent, overlayAlertPayload} from '../../src/data/alertPayloads';
import {eventExampleProblems} from '../../src/data/events';
import {lumiaReference} from '../../src/data/lumiaReference';
import {platformLabel} from '../../src/data/variables';
import {buildAsyncApi, eventMessageName} from '../../src/lib/asyncApi';
import {alertMatches, filterAlerts, noAlertFilter, variableQuery} from '../../src/lib/alertFilter';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {schemaProblems, type Schema} from '../support/jsonSchema';
import {alerts, configs, explorer, quickActions, values} from '../support/packageAlertExplorer';

describe('alert explorer data', () => {
  it('has one entry per alert value of the package, with everything its config holds', () => {
    expect(alerts.map((alert) => alert.value).sort()).toEqual([...values].sort());
    for (const alert of alerts) {
      const config = configs[alert.value];
      expect(alert.hasConfig, alert.value).toBe(config !== undefined);
      expect(alert.variables.map((variable) => variable.name)).toEqual([...(config?.acceptedVariables ?? [])]);
      expect(alert.quickActions).toHaveLength(config?.quickActions?.length ?? 0);
      expect(alert.inputFields).toHaveLength(config?.inputFields?.length ?? 0);
      expect(alert.conditions.map((condition) => condition.type)).toEqual(
        (config?.LumiaVariationConditions ?? []).map((condition) => condition.type),
      );
      expect(alert.message).toBe(config?.message);
    }
  });

  it('names each platform as the variables reference does, for its headings and its filter', () => {
    const byId = Object.fromEntries(explorer.map(({platform, label}) => [platform, label]));
    expect(byId).toMatchObject({lumiastream: 'Lumia Stream', twitch: 'Twitch', youtube: 'YouTube', slobs: 'Streamlabs Desktop'});
    for (const {platform, label} of explorer) expect(label, platform).toBe(platformLabel(platform));
    expect(new Set(Object.values(byId)).size).toBe(explorer.length);
    expect(explorerPlatformCounts(explorer)).toEqual(
      explorer.map(({platform, label, alerts: own}) => ({
        platform,
        label,
        count: own.length,
        alerts: own.map((alert) => (alert.label ? {value: alert.value, label: alert.label} : {value: alert.value})),
      })),
    );
  });

  it('keeps each selection value exactly as the package has it, such as the two spaces of "Music  Album"', () => {
    for (const alert of alerts) {
      const config = configs[alert.value];
      (config?.inputFields ?? []).forEach((field, index) =>
        expect(alert.inputFields[index].choices?.map((choice) => choice.value)).toEqual(
          field.selections?.map((choice) => JSON.stringify(choice.value)),
        ),
      );
      (config?.LumiaVariationConditions ?? []).forEach((condition, index) =>
        expect(alert.conditions[index].choices?.map((choice) => choice.value)).toEqual(
          condition.selections?.map((choice) => JSON.stringify(choice.value)),
        ),
      );
    }
    const gift = alerts.find((alert) => alert.value === 'tiktok-gift');
    expect(gift?.conditions.flatMap((condition) => condition.choices ?? []).map((choice) => choice.value)).toContain('"Music  Album"');
  });

  it('names each alert as the package does, and leaves the name out where the package has none, as the page says', () => {
    const friendly = lumiaTypes.LumiaAlertFriendlyValues as Readonly<Record<string, string | undefined>>;
    for (const alert of alerts) expect(alert.label, alert.value).toBe(friendly[alert.value]);
    const unnamed = alerts.filter((alert) => alert.label === undefined).map((alert) => alert.value);
    expect(unnamed.length).toBeGreaterThan(0);
    // The page's examples of values shown by their value only.
    const page = readFileSync(new URL('../../docs/rest/send-alerts.mdx', import.meta.url), 'utf8');
    const sentence = /A value the package gives no name, such as ([^\n]*?), shows its value only\./.exec(page)?.[1] ?? '';
    const examples = [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(examples.length).toBeGreaterThan(0);
    for (const value of examples) expect(unnamed, value).toContain(value);
  });

  it('gives every alert whose config has an event-list text the line the explorer shows, the detailed text alone included', () => {
    for (const alert of alerts) {
      const config = configs[alert.value];
      const texts = [config?.eventlistMessage, config?.eventlistDetailedMessage].filter((text) => text !== undefined);
      // AlertList shows "In the event list" only when eventlistMessage is set.
      expect(alert.eventlistMessage !== undefined, alert.value).toBe(texts.length > 0);
      expect(
        [alert.eventlistMessage, alert.eventlistDetailedMessage].filter((text) => text !== undefined),
        alert.value,
      ).toEqual(texts);
    }
    for (const value of ['extralife-donation', 'donordrive-donation']) {
      const alert = alerts.find((candidate) => candidate.value === value);
      expect(alert?.eventlistMessage, value).toBe(configs[value]?.eventlistDetailedMessage);
    }
  });

  it('names every variation condition type in the app’s words', () => {
    const unnamed = alerts.flatMap((alert) => alert.conditions.filter((condition) => !condition.label).map((condition) => condition.type));
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it('builds quick-action bodies that validate against the command catalogue and carry the package’s variables', () => {
    expect(quickActions.length).toBeGreaterThan(0);
    for (const {alert, action} of quickActions) {
      expect(validateSendBody(action.body, lumiaReference), `${alert.value} ${action.label}`).toEqual([]);
      const source = configs[alert.value]?.quickActions?.find((candidate) => candidate.label === action.label);
      expect(action.body.params?.extraSettings).toEqual(source?.extraSettings);
      expect(action.dynamic).toEqual(source?.dynamic ?? {});
    }
  });

  it('has the quick actions the page warns about send keys that are not variables of their alert, leaving a variable of its message unfilled', () => {
    const page = readFileSync(new URL('../../docs/rest/send-alerts.mdx', import.meta.url), 'utf8');
    expect(page).toContain(":::warning Some quick actions send other keys than the alert's variables");
    const cases = [
      {
        values: ['lumiastream-raffleStart', 'lumiastream-raffleStop', 'lumiastream-raffleWinner'],
        sent: ['title', 'description', 'type'],
        unfilled: 'raffle_title',
      },
      {
        values: ['twitch-predictionStarted', 'twitch-predictionProgressed', 'twitch-predictionLocked', 'twitch-predictionEnded'],
        sent: ['poll_title', 'prediction_outcomes'],
        unfilled: 'prediction_title',
      },
    ];
    for (const {values: named, sent, unfilled} of cases) {
      for (const value of named) {
        const config = configs[value];
        const keys = (config?.quickActions ?? []).flatMap((action) => Object.keys(action.extraSettings ?? {}));
        for (const key of sent) {
          expect(keys, value).toContain(key);
          expect(config?.acceptedVariables, value).not.toContain(key);
        }
        expect(keys, value).not.toContain(unfilled);
        expect(config?.acceptedVariables, value).toContain(unfilled);
        // The page says the default message reads the variable, except for the raffle winner.
        if (value !== 'lumiastream-raffleWinner') expect(config?.message, value).toContain(`{{${unfilled}}}`);
      }
    }
  });

  it('shows fromLumia in the overlay payload as the package’s overlay cheat sheet does', () => {
    // The declarations type fromLumia as a boolean; the cheat sheet is the one place in the package that shows a value.
    const cheatSheet = readFileSync(require.resolve('@lumiastream/lumia-types/dist/custom-overlays/custom-overlays-cheatsheet.md'), 'utf8');
    const shown = /fromLumia:\s*(true|false);/.exec(cheatSheet)?.[1];
    expect(shown).toBeDefined();
    for (const {alert, action} of quickActions) {
      expect(overlayAlertPayload(alert.value, alert.origin, action.dynamic, {}).fromLumia, `${alert.value} ${action.label}`).toBe(shown === 'true');
    }
  });

  it('builds websocket events that match the documented envelope and the AsyncAPI document', () => {
    const asyncApi = buildAsyncApi(lumiaReference) as {components: {messages: Record<string, {payload: Schema}>}};
    const alertSchema = asyncApi.components.messages[eventMessageName('alert')].payload;
    for (const {alert, action} of quickActions) {
      const event = alertSocketEvent(alert.value, alert.origin, action.dynamic, (action.body.params?.extraSettings ?? {}) as Record<string, unknown>);
      const name = `${alert.value} ${action.label}`;
      expect(eventExampleProblems(event), name).toEqual([]);
      expect(schemaProblems(alertSchema, event, name)).toEqual([]);
      expect(event.event).toBe(alert.value);
    }
  });
});

describe('alert variable descriptions', () => {
  const described = alerts.flatMap((alert) => alert.variables.filter((variable) => variable.description).map((variable) => ({alert, variable})));

  it('take the app’s text only on alerts of the integration the text names', () => {
    const tagged = described.filter(
      ({variable}) => variable.source === 'app' && /^\((Twitter|Twitch|OBS|Youtube Music)\)/.test(variable.description ?? ''),
    );
    expect(tagged.length).toBeGreaterThan(0);
    const platformOf: Record<string, string> = {Twitter: 'twitter', Twitch: 'twitch', OBS: 'obs', 'Youtube Music': 'youtubemusic'};
    for (const {alert, variable} of tagged) {
      const tag = /^\(([^)]+)\)/.exec(variable.description ?? '')![1];
      expect(alert.platform, `${alert.value} ${variable.name}`).toBe(platformOf[tag]);
    }
  });

  it('never give an alert variable a text written for chat commands, hype trains or Twitch redemptions elsewhere', () => {
    for (const {alert, variable} of described) {
      const text = variable.description ?? '';
      if (/command|alias/i.test(text)) expect(alert.value, `${variable.name}: ${text}`).toMatch(/points|extension|raffle|viewerqueue/);
      if (/hype train/i.test(text)) expect(alert.value).toMatch(/hypetrain/);
      if (/Twitch Redemption/i.test(text)) expect(alert.value).toBe('twitch-points');
    }
  });

  it('fall back to our words or to none, never to the app’s text out of scope', () => {
    const translations = {amount: 'The amount sent', total: 'Hype train current total', zzz: 'Something'};
    expect(describeAlertVariable('amount', 'twitch-bits', translations)).toMatchObject({source: 'app'});
    expect(describeAlertVariable('amount', 'fourthwall-giveawayStarted', translations)).toEqual({name: 'amount'});
    expect(describeAlertVariable('total', 'kick-sessionFollowers', translations)).toMatchObject({source: 'ours'});
    expect(describeAlertVariable('zzz', 'twitch-bits', translations)).toEqual({name: 'zzz'});
  });
});

describe('alert filter', () => {
  const bits = {platform: 'twitch', names: 'twitch-bits bits', variables: 'username avatar amount message'};

  it('matches by words of the name or value, platform and part of a variable name', () => {
    expect(alertMatches(bits, noAlertFilter)).toBe(true);
    expect(alertMatches(bits, {...noAlertFilter, query: 'Twitch BITS'})).toBe(true);
    expect(alertMatches(bits, {...noAlertFilter, query: 'follower'})).toBe(false);
    expect(alertMatches(bits, {...noAlertFilter, platform: 'kick'})).toBe(false);
    expect(alertMatches(bits, {...noAlertFilter, variable: 'amou'})).toBe(true);
    expect(alertMatches(bits, {...noAlertFilter, variable: 'viewers'})).toBe(false);
  });

  it('reads a variable typed as a template token or as a payload field', () => {
    expect(variableQuery('{{amount}}')).toBe('amount');
    expect(variableQuery(' data.extraSettings.Amount ')).toBe('amount');
    expect(alertMatches(bits, {...noAlertFilter, variable: 'extraSettings.amount'})).toBe(true);
  });
});

describe('alert explorer filter index and quick actions', () => {
  const index = toAlertFilterIndex(explorer);

  it('gives every alert its element id, and the filter decides from the index as alertMatches does', () => {
    expect(index.platforms.flatMap((platform) => platform.alerts.map(([id]) => id))).toEqual(alerts.map((alert) => alertAnchor(alert.value)));
    const filters = [
      noAlertFilter,
      {...noAlertFilter, query: 'gift'},
      {...noAlertFilter, platform: 'kick'},
      {...noAlertFilter, variable: '{{giftAmount}}'},
    ];
    for (const filter of filters) {
      const result = filterAlerts(index, filter);
      const expected = alerts.filter((alert) =>
        alertMatches(
          {
            platform: alert.platform,
            names: `${alert.value} ${alert.label ?? ''}`.trim().toLowerCase(),
            variables: alert.variables.map((variable) => variable.name.toLowerCase()).join(' '),
          },
          filter,
        ),
      );
      expect([...result.shown]).toEqual(expected.map((alert) => alertAnchor(alert.value)));
      expect(result.total).toBe(expected.length);
      for (const group of explorer) {
        expect(result.counts[group.platform]).toBe(expected.filter((alert) => alert.platform === group.platform).length);
      }
    }
    expect(filterAlerts(index, noAlertFilter).total).toBe(alerts.length);
  });

  it('holds the quick actions of every alert that has some, by its element id', () => {
    const byId = toQuickActionIndex(explorer);
    for (const alert of alerts) {
      const entry = byId[alertAnchor(alert.value)];
      if (alert.quickActions.length === 0) expect(entry).toBeUndefined();
      else expect(entry).toEqual({alert: alert.value, origin: alert.origin, actions: alert.quickActions});
    }
  });
});
