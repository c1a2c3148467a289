import {spawn} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {defaultBaseUrl, tokenPlaceholder} from '../../src/lib/lumiaApi';
import {requestSamples, sampleLanguages, type SampleLanguage} from '../../src/lib/requestSamples';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {reference, startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {collectBuiltExamples} from './builtExamples';

const examples = collectBuiltExamples();
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

  it.each(examples.map((example, index) => [`${example.route} #${index + 1}`, example] as const))(
    '%s is valid against the catalogue and runs in every language',
    async (_name, example) => {
      if (example.request.body) {
        expect(validateSendBody(example.request.body, reference.commands, reference.envelopeParams)).toEqual([]);
      }
      const shown = requestSamples(example.request);
      for (const {id} of sampleLanguages) {
        // The page shows exactly the generated sample.
        expect(normalize(example.renderedText)).toContain(normalize(shown[id]));
        const runnable = requestSamples(example.request, {baseUrl: standIn.baseUrl, token: testToken})[id];
        expect(runnable).toBe(shown[id].replaceAll(defaultBaseUrl, standIn.baseUrl).replaceAll(tokenPlaceholder, testToken));
        const before = standIn.received.length;
        const {code, output} = await run(id, runnable);
        expect(code, output).toBe(0);
        expect(output, `${id} output`).toMatch(/"status":\s*200/);
        const received = standIn.received.slice(before);
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({method: example.request.method, path: example.request.path, token: testToken});
        if (example.request.body) expect(received[0].body).toEqual(example.request.body);
      }
    },
  );
});
