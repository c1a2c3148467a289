import {spawn} from 'node:child_process';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {defaultBaseUrl, tokenPlaceholder} from '../../src/lib/lumiaApi';
import {requestSamples, sampleLanguages, type SampleLanguage} from '../../src/lib/requestSamples';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {reference, startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {collectAlertQuickActions, collectBuiltExamples} from './builtExamples';
import type {ApiRequest} from '../../src/lib/lumiaApi';

const examples = collectBuiltExamples();
const quickActions = collectAlertQuickActions();

/** Each distinct request once, named by where it is shown: many pages and alerts repeat a body. */
const distinctRequests = new Map<string, {shownAt: string; request: ApiRequest}>();
[...examples.map((example, index) => ({...example, name: `${example.route} #${index + 1}`})), ...quickActions.map((action, index) => ({...action, name: `${action.route} quick action #${index + 1}`}))].forEach(
  ({name, request}) => {
    const key = JSON.stringify(request);
    if (!distinctRequests.has(key)) distinctRequests.set(key, {shownAt: name, request});
  },
);
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
    const missing = reference.commands
      .filter((command) => !command.internal && !shown.has(`${command.page} ${command.type}`))
      .map((command) => `${command.type} on ${command.page}`);
    expect(missing).toEqual([]);
  });

  it('shows every quick action of the package on the alert explorer', () => {
    const configs = lumiaTypes.LumiaAlertConfigs as Record<string, {quickActions?: {extraSettings?: Record<string, unknown>}[]}>;
    const expected = Object.entries(configs).flatMap(([value, config]) =>
      (config.quickActions ?? []).map((action) => ({type: 'alert', params: action.extraSettings ? {value, extraSettings: action.extraSettings} : {value}})),
    );
    expect(quickActions.map((action) => action.route)).toEqual(quickActions.map(() => '/docs/rest/send-alerts'));
    const sorted = (bodies: unknown[]) => bodies.map((body) => JSON.stringify(body)).sort();
    expect(sorted(quickActions.map((action) => action.request.body))).toEqual(sorted(expected));
  });

  it.each(examples.map((example, index) => [`${example.route} #${index + 1}`, example] as const))('%s shows exactly the generated samples', (_name, example) => {
    const shown = requestSamples(example.request);
    for (const {id} of sampleLanguages) expect(normalize(example.renderedText)).toContain(normalize(shown[id]));
  });

  it.each([...distinctRequests.values()].map(({shownAt, request}) => [shownAt, request] as const))(
    '%s is valid against the catalogue and runs in every language',
    async (_name, request) => {
      if (request.body) {
        expect(validateSendBody(request.body, reference.commands, reference.envelopeParams)).toEqual([]);
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
});
