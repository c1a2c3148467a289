import {spawn} from 'node:child_process';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {lumiaReference} from '../../src/data/lumiaReference';
import {defaultBaseUrl, tokenPlaceholder} from '../../src/lib/lumiaApi';
import {requestSamples, sampleLanguages, type SampleLanguage} from '../../src/lib/requestSamples';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {collectAlertQuickActions, collectBuiltExamples} from './builtExamples';
import type {ApiRequest} from '../../src/lib/lumiaApi';

const examples = collectBuiltExamples();
const quickActions = collectAlertQuickActions();

/** Each distinct request of the pages once, named by where it is first shown: many pages repeat a body. */
const distinctRequests = new Map<string, {shownAt: string; request: ApiRequest}>();
examples.forEach(({route, request}, index) => {
  const key = JSON.stringify(request);
  if (!distinctRequests.has(key)) distinctRequests.set(key, {shownAt: `${route} #${index + 1}`, request});
});
/**
 * The alert quick actions whose request no page example already runs. There are hundreds, so each
 * language runs them all in one process (one interpreter start instead of one per request).
 */
const batchedRequests = [...new Map(quickActions.map(({request}) => [JSON.stringify(request), request])).entries()]
  .filter(([key]) => !distinctRequests.has(key))
  .map(([, request]) => request);
const sortedBodies = (bodies: unknown[]) => bodies.map((body) => JSON.stringify(body)).sort();
const testToken = 'stand-in-token-1234';

/** How each language's sample is run: the sample text goes to the interpreter's standard input. */
const runners: Record<SampleLanguage, [string, string[]]> = {
  curl: ['bash', ['-s']],
  javascript: [process.execPath, ['-']],
  python: ['/usr/bin/python3', ['-']],
};

function run(language: SampleLanguage, source: string): Promise<{code: number | null; output: string}> {
  const [command, args] = runners[language];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output}));
    child.stdin.end(source);
  });
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('request examples in the built site', () => {
  let standIn: LumiaStandIn;
  beforeAll(async () => {
    standIn = await startLumiaStandIn({token: testToken});
  });
  afterAll(() => standIn.close());

  it('every command type a caller may send has an example on its page', () => {
    const shown = new Set(examples.map((example) => `${example.route} ${example.request.body?.type}`));
    const missing = lumiaReference.commands
      .filter((command) => !command.internal && !shown.has(`${command.page} ${command.type}`))
      .map((command) => `${command.type} on ${command.page}`);
    expect(missing).toEqual([]);
  });

  it('shows every quick action of the package on the alert explorer', () => {
    const configs = lumiaTypes.LumiaAlertConfigs as Record<string, {quickActions?: {extraSettings?: Record<string, unknown>}[]}>;
    const expected = Object.entries(configs).flatMap(([value, config]) =>
      (config.quickActions ?? []).map((action) => ({
        type: 'alert',
        params: action.extraSettings ? {value, extraSettings: action.extraSettings} : {value},
      })),
    );
    expect(quickActions.map((action) => action.route)).toEqual(quickActions.map(() => '/docs/rest/send-alerts'));
    expect(sortedBodies(quickActions.map((action) => action.request.body))).toEqual(sortedBodies(expected));
  });

  it.each(examples.map((example, index) => [`${example.route} #${index + 1}`, example] as const))(
    '%s shows exactly the generated samples',
    (_name, example) => {
      const shown = requestSamples(example.request);
      for (const {id} of sampleLanguages) expect(normalize(example.renderedText)).toContain(normalize(shown[id]));
    },
  );

  it.each([...distinctRequests.values()].map(({shownAt, request}) => [shownAt, request] as const))(
    '%s is valid against the catalogue and runs in every language',
    async (_name, request) => {
      if (request.body) {
        expect(validateSendBody(request.body, lumiaReference)).toEqual([]);
      }
      const shown = requestSamples(request);
      for (const {id} of sampleLanguages) {
        const runnable = requestSamples(request, {baseUrl: standIn.baseUrl, token: testToken})[id];
        expect(runnable).toBe(shown[id].replaceAll(defaultBaseUrl, standIn.baseUrl).replaceAll(tokenPlaceholder, testToken));
        const before = standIn.received.length;
        const {code, output} = await run(id, runnable);
        expect(code, output).toBe(0);
        expect(output, `${id} output`).toMatch(/"status":\s*200/);
        const received = standIn.received.slice(before);
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({method: request.method, path: request.path, token: testToken});
        if (request.body) expect(received[0].body).toEqual(request.body);
      }
    },
  );

  it('every alert quick action is valid against the catalogue', () => {
    for (const {request} of quickActions) expect(validateSendBody(request.body, lumiaReference)).toEqual([]);
  });

  it.each(sampleLanguages.map(({id, label}) => [label, id] as const))(
    'the alert quick actions run in %s against the stand-in',
    async (_label, id) => {
      const runnable = batchedRequests.map((request) => {
        const sample = requestSamples(request, {baseUrl: standIn.baseUrl, token: testToken})[id];
        expect(sample).toBe(requestSamples(request)[id].replaceAll(defaultBaseUrl, standIn.baseUrl).replaceAll(tokenPlaceholder, testToken));
        return sample;
      });
      // curl prints no newline of its own; the JavaScript samples run side by side, so bodies are compared unordered.
      const script = runnable.join(id === 'curl' ? '\necho\n' : '\n\n');
      const before = standIn.received.length;
      const {code, output} = await run(id, script);
      expect(code, output).toBe(0);
      expect(output.match(/"status":\s*200/g) ?? [], output).toHaveLength(batchedRequests.length);
      const received = standIn.received.slice(before);
      for (const request of received) expect(request).toMatchObject({method: 'POST', path: '/api/send', token: testToken});
      expect(sortedBodies(received.map((request) => request.body))).toEqual(sortedBodies(batchedRequests.map((request) => request.body)));
    },
    600_000,
  );
});
