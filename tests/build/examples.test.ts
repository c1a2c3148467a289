import {spawn} from 'node:child_process';
import {isDeepStrictEqual} from 'node:util';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {lumiaReference} from '../../src/data/lumiaReference';
import {defaultBaseUrl, tokenPlaceholder} from '../../src/lib/lumiaApi';
import {requestSamples, sampleLanguages, type SampleLanguage} from '../../src/lib/requestSamples';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {startLumiaStandIn, type LumiaStandIn, type ReceivedRequest} from '../standin/lumiaStandIn';
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
/** Every distinct request the site shows, pages first, then the alert quick actions no page example sends. */
const everyRequest = [...new Map([...examples, ...quickActions].map(({request}) => [JSON.stringify(request), request])).values()];
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

/** Whether a request the stand-in received is this one: same method, path and body. */
const sameRequest = (request: ApiRequest) => (received: ReceivedRequest) =>
  received.method === request.method && received.path === request.path && isDeepStrictEqual(received.body, request.body);

describe('request examples in the built site', () => {
  let standIn: LumiaStandIn;
  /** What each language's run of every request printed, and what the stand-in received from it. */
  const runs = new Map<SampleLanguage, {code: number | null; output: string; received: ReceivedRequest[]}>();

  // One interpreter per language runs every request, one after another (curl, Python) or side by side
  // (JavaScript's promise chains): an interpreter per request took most of this file's time.
  beforeAll(async () => {
    standIn = await startLumiaStandIn({token: testToken});
    for (const {id} of sampleLanguages) {
      const samples = everyRequest.map((request) => requestSamples(request, {baseUrl: standIn.baseUrl, token: testToken})[id]);
      // curl prints no newline of its own, and a failed curl stops the script.
      const before = standIn.received.length;
      const script = id === 'curl' ? `set -e\n${samples.join('\necho\n')}` : samples.join('\n\n');
      const {code, output} = await run(id, script);
      runs.set(id, {code, output, received: standIn.received.slice(before)});
    }
  });
  afterAll(() => standIn.close());

  /** The sample run is the one shown with the address and token filled in, and each language's run sent it once. */
  function expectRanAsShown(request: ApiRequest) {
    const shown = requestSamples(request);
    const runnable = requestSamples(request, {baseUrl: standIn.baseUrl, token: testToken});
    for (const {id} of sampleLanguages) {
      expect(runnable[id]).toBe(shown[id].replaceAll(defaultBaseUrl, standIn.baseUrl).replaceAll(tokenPlaceholder, testToken));
      expect(runs.get(id)!.received.filter(sameRequest(request)), `${id} requests`).toHaveLength(1);
    }
  }

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

  it.each(sampleLanguages.map(({id, label}) => [label, id] as const))(
    'every request the site shows runs in %s against the stand-in',
    (_label, id) => {
      const {code, output, received} = runs.get(id)!;
      expect(code, output).toBe(0);
      expect(output.match(/"status":\s*200/g) ?? [], output).toHaveLength(everyRequest.length);
      expect(received).toHaveLength(everyRequest.length);
      for (const request of received) expect(request.token).toBe(testToken);
    },
  );

  it.each([...distinctRequests.values()].map(({shownAt, request}) => [shownAt, request] as const))(
    '%s is valid against the catalogue and reaches the stand-in once in every language',
    (_name, request) => {
      if (request.body) {
        // A page may show a value only newer builds take: the params table badges it (tests/unit/newerAgreement.test.ts).
        expect(validateSendBody(request.body, lumiaReference).filter((problem) => !problem.needsNewerLumia)).toEqual([]);
      }
      expectRanAsShown(request);
    },
  );

  it('every alert quick action is valid against the catalogue and reaches the stand-in once in every language', () => {
    for (const {request} of quickActions) {
      expect(validateSendBody(request.body, lumiaReference)).toEqual([]);
      expectRanAsShown(request);
    }
  });
});
