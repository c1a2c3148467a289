import path from 'node:path';
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {buildAlertExplorer, describeAlertVariable, type AlertConfigSource} from '../../src/data/alertExplorer';
import {alertSocketEvent, overlayAlertPayload} from '../../src/data/alertPayloads';
import {eventExampleProblems} from '../../src/data/events';
import {lumiaReference} from '../../src/data/lumiaReference';
import {buildAsyncApi, eventMessageName} from '../../src/lib/asyncApi';
import {alertMatches, noAlertFilter, variableQuery} from '../../src/lib/alertFilter';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {schemaProblems, type Schema} from '../support/jsonSchema';
import {describeDiagnostics} from '../support/scriptChecks';

const english = JSON.parse(readFileSync(require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json'), 'utf8')) as Record<
  string,
  Record<string, unknown>
>;
const values = Object.values(lumiaTypes.LumiaAlertValues);
const configs = lumiaTypes.LumiaAlertConfigs as Readonly<Record<string, AlertConfigSource | undefined>>;
const explorer = buildAlertExplorer(values, lumiaTypes.LumiaAlertFriendlyValues, configs, {
  translations: english.variables,
  conditionLabels: english.alerts,
});
const alerts = explorer.flatMap((group) => group.alerts);
const quickActions = alerts.flatMap((alert) => alert.quickActions.map((action) => ({alert, action})));

describe('alert explorer data', () => {
  it('has one entry per alert value of the package, with everything its config holds', () => {
    expect(alerts.map((alert) => alert.value).sort()).toEqual([...values].sort());
    for (const alert of alerts) {
      const config = configs[alert.value];
      expect(alert.hasConfig, alert.value).toBe(config !== undefined);
      expect(alert.variables.map((variable) => variable.name)).toEqual([...(config?.acceptedVariables ?? [])]);
      expect(alert.quickActions).toHaveLength(config?.quickActions?.length ?? 0);
      expect(alert.inputFields).toHaveLength(config?.inputFields?.length ?? 0);
      expect(alert.conditions.map((condition) => condition.type)).toEqual((config?.LumiaVariationConditions ?? []).map((condition) => condition.type));
      expect(alert.message).toBe(config?.message);
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

  it('builds overlay payloads that type-check against AlertEvent of the overlay declarations', () => {
    const payloads = quickActions.map(({alert, action}) =>
      overlayAlertPayload(alert.value, action.dynamic, (action.body.params?.extraSettings ?? {}) as Record<string, unknown>),
    );
    const root = path.resolve(__dirname, '../..');
    const checkPath = path.join(root, 'tests/unit/__overlay-payloads__.ts');
    // Each alert's own variables are extra keys of extraSettings; the declared ones must keep their
    // declared types, except userId, which some quick actions give as text (the page says so).
    const typedSource = [
      "import type {AlertEvent} from '@lumiastream/lumia-types/dist/custom-overlays/custom-overlays';",
      "type Payload = Omit<AlertEvent, 'extraSettings'> & {extraSettings: Partial<Omit<AlertEvent['extraSettings'], 'userId'>> & {userId?: number | string} & Record<string, unknown>};",
      // AlertEvent.alert is the LumiaAlertValues enum: the values are checked against it below.
      `const data = ${JSON.stringify(payloads)};`,
      "export const payloads: Payload[] = data.map((payload) => ({...payload, alert: payload.alert as AlertEvent['alert']}));",
    ].join('\n');
    const options: ts.CompilerOptions = {noEmit: true, strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: []};
    const host = ts.createCompilerHost(options);
    const readSourceFile = host.getSourceFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (fileName) => fileName === checkPath || fileExists(fileName);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
      fileName === checkPath ? ts.createSourceFile(fileName, typedSource, languageVersion, true) : readSourceFile(fileName, languageVersion, onError, shouldCreate);
    const program = ts.createProgram({rootNames: [checkPath], options, host});
    expect(describeDiagnostics(ts.getPreEmitDiagnostics(program), root)).toEqual([]);
    // Every payload names a value of the declared enum.
    for (const payload of payloads) expect(values).toContain(payload.alert);
  }, 60_000);
});

describe('alert variable descriptions', () => {
  const described = alerts.flatMap((alert) => alert.variables.filter((variable) => variable.description).map((variable) => ({alert, variable})));

  it('take the app’s text only on alerts of the integration the text names', () => {
    const tagged = described.filter(({variable}) => variable.source === 'app' && /^\((Twitter|Twitch|OBS|Youtube Music)\)/.test(variable.description ?? ''));
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
