import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {callsTo, runCustomCode} from '../support/customCodeRunner';

// Runs the scripts of the custom-code pages (tests/support/customCodeRunner.ts) in the cases their
// pages describe: a file helper that fails, a build whose getVariable gives no `message`, the
// page's own test procedure. tests/unit/customCodeRuns.test.ts covers the ordinary runs.

const read = (fromRoot: string) => readFileSync(fileURLToPath(new URL(`../../${fromRoot}`, import.meta.url)), 'utf8');
const script = (file: string) => read(`src/custom-code/${file}`);
const require = createRequire(import.meta.url);

/** The messages of every toast a run showed. */
const toasts = (run: Awaited<ReturnType<typeof runCustomCode>>) =>
  callsTo(run, 'showToast').map(([options]) => (options as {message: string}).message);

describe('Track subscribers when a helper fails', () => {
  const code = script('examples/track-subscribers.js');
  const variables = {username: 'NewSubscriber', recipient: ''};
  // What the file helpers do with a missing folder is not documented: each plausible answer.
  const failures: [string, Record<string, (...args: unknown[]) => unknown>][] = [
    ['readFile rejects', {readFile: () => Promise.reject(new Error('ENOENT: no such file'))}],
    ['readFile gives nothing', {readFile: () => undefined}],
    ['readFile gives null', {readFile: () => null}],
    ['writeFile writes nothing, so readFile finds no file', {writeFile: () => undefined}],
    ['writeFile rejects', {writeFile: () => Promise.reject(new Error('ENOENT: no such directory'))}],
    // Whether getVariable reads an alert's variables is not documented either.
    ['getVariable rejects', {getVariable: () => Promise.reject(new Error('no such variable'))}],
    [
      'writeFile throws',
      {
        writeFile: () => {
          throw new Error('EACCES: permission denied');
        },
      },
    ],
  ];

  it.each(failures)('still reaches done() with a toast when %s', async (_case, answers) => {
    const run = await runCustomCode(code, {variables, answers});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([undefined]);
    expect(toasts(run)).toHaveLength(1);
    expect(toasts(run)[0]).toMatch(/^Track subscribers failed: /);
  });

  it('counts the names when the helpers work', async () => {
    const run = await runCustomCode(code, {variables});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([{variables: {tracked_subscribers: 1}}]);
    expect(toasts(run)).toEqual(['New subscriber NewSubscriber. Names in the file: 1']);
  });
});

describe('Track subscribers on a batch of gifts', () => {
  const code = script('examples/track-subscribers.js');
  const folder = 'C:\\Users\\YourName\\Documents\\Lumia\\';

  // The package types the Twitch subscriber alert of a mass gift with `recipients`, the names
  // separated by commas, beside the gifter's `username`; `recipient` may then be missing.
  it.each([undefined, ''])('records each recipient, not the gifter, when recipient is %j', async (recipient) => {
    const variables = {username: 'GenerousGifter', recipient, recipients: 'alpha, beta,gamma'};
    const run = await runCustomCode(code, {variables});
    expect(run.error).toBeUndefined();
    expect(run.files.get(folder + 'subscribers.txt')).toBe('\nalpha\nbeta\ngamma');
    expect(run.files.get(folder + 'latest-subscriber.txt')).toBe('alpha, beta, gamma');
    expect(JSON.stringify(run.calls)).not.toContain('GenerousGifter');
    expect(run.done).toEqual([{variables: {tracked_subscribers: 3}}]);
  });

  it('prefers recipient when both are given', async () => {
    const run = await runCustomCode(code, {variables: {username: 'Gifter', recipient: 'alpha', recipients: 'alpha,beta'}});
    expect(run.files.get(folder + 'subscribers.txt')).toBe('\nalpha');
    expect(run.done).toEqual([{variables: {tracked_subscribers: 1}}]);
  });
});

describe('Important notes: saving viewer text to a file', () => {
  const code = script('snippets/important-notes/freeText.js');

  // What writeFile does with a folder that does not exist is not documented.
  it.each([
    ['rejects', () => Promise.reject(new Error('ENOENT: no such directory'))],
    [
      'throws',
      () => {
        throw new Error('ENOENT: no such directory');
      },
    ],
  ])('still reaches done() when writeFile %s', async (_case, writeFile) => {
    const run = await runCustomCode(code, {variables: {message: 'hello'}, answers: {writeFile}});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([undefined]);
    expect(callsTo(run, 'log')).toHaveLength(1);
  });
});

describe('Custom actions: post JSON to a web address', () => {
  const code = script('snippets/custom-actions/webhook.newer.js');

  // Whether a failed action makes `actions` reject is not documented.
  it('still reaches done() when the action rejects', async () => {
    const run = await runCustomCode(code, {
      variables: {username: 'viewer'},
      answers: {actions: () => Promise.reject(new Error('connect ECONNREFUSED'))},
    });
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([undefined]);
    expect(callsTo(run, 'log')).toHaveLength(1);
  });

  it('posts the viewer in the raw body', async () => {
    const run = await runCustomCode(code, {variables: {username: 'viewer'}});
    const [action] = callsTo(run, 'actions')[0] as [{value: {rawBody: string}}];
    expect(JSON.parse(action.value.rawBody)).toEqual({event: 'command', viewer: 'viewer'});
    expect(run.done).toEqual([undefined]);
  });
});

describe('What is custom JavaScript: stop early when the viewer typed nothing', () => {
  const code = script('snippets/what-is-custom-javascript/earlyExit.js');
  const stopped = [{shouldStop: true, actionsToStop: ['chatbot']}];
  const run = (message: unknown) => runCustomCode(code, {variables: {username: 'viewer', message}});
  const spoken = (transcript: Awaited<ReturnType<typeof run>>) =>
    callsTo(transcript, 'tts').map(([options]) => (options as {message: string}).message);

  it.each(['', '   '])('stops early for %j', async (message) => {
    const transcript = await run(message);
    expect(transcript.error).toBeUndefined();
    expect(transcript.done).toEqual(stopped);
    expect(spoken(transcript)).toEqual([]);
    expect(callsTo(transcript, 'chatbot')).toHaveLength(1);
  });

  // `message` is the text after the command name, so a text that starts with "!" is the viewer's own.
  it.each([
    ['hello there', 'hello there'],
    ['  !hello  ', '!hello'],
  ])('speaks %j as %j', async (message, text) => {
    const transcript = await run(message);
    expect(transcript.error).toBeUndefined();
    expect(spoken(transcript)).toEqual([text]);
    expect(transcript.done).toEqual([undefined]);
  });

  // Whether getVariable gives `message` on the tracked version is not documented.
  it.each([undefined, null])('changes nothing, and tells the viewer nothing, when getVariable gives %j', async (message) => {
    const transcript = await run(message);
    expect(transcript.error).toBeUndefined();
    expect(transcript.done).toEqual([undefined]);
    expect(callsTo(transcript, 'chatbot')).toEqual([]);
    expect(spoken(transcript)).toEqual([]);
    expect(callsTo(transcript, 'log')).toHaveLength(1);
  });
});

describe('What is custom JavaScript: clean up the viewer input', () => {
  const code = script('snippets/what-is-custom-javascript/doneCleanMessage.js');

  it.each(['tracked', 'newer'] as const)('hands "Friend" on as message when the viewer typed "!hug   @Friend ", on the %s build', async (lumia) => {
    const run = await runCustomCode(code, {variables: {message: '   @Friend '}, lumia});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([{variables: {message: 'Friend'}}]);
  });

  // Whether getVariable gives `message` on the tracked version is not documented: the script must
  // not then blank the message for the command's later actions.
  it.each([undefined, null])('leaves message as it was when getVariable gives %j', async (message) => {
    const run = await runCustomCode(code, {variables: {message}});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([undefined]);
  });
});

describe('Create counter', () => {
  const code = script('examples/create-counter.js');
  const page = read('docs/custom-code/examples/create-counter.mdx');
  const bonusAtLine = /const bonusAt = (\d+);/;
  const withBonusAt = (bonusAt: number) => code.replace(bonusAtLine, `const bonusAt = ${bonusAt};`);

  it.each([undefined, null, '', 'undefined'])('counts 1 on the first run when the missing variable reads as %j', async (missing) => {
    const savedVariables = new Map<string, unknown>();
    if (missing !== undefined) savedVariables.set('redeemCount', missing);
    const run = await runCustomCode(code, {variables: {username: 'viewer'}, savedVariables});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([{variables: {redeem_count: 1}}]);
    expect(savedVariables.get('redeemCount')).toBe(1);
    expect(callsTo(run, 'callCommand')).toEqual([]);
  });

  it("follows the page's quick test and leaves the count and bonusAt as they were", async () => {
    const step4 = /^4\. To test quickly, .*$/m.exec(page)?.[0] ?? '';
    const testAt = Number(/set `bonusAt` to (\d+)/.exec(step4)?.[1]);
    const backTo = Number(/set `bonusAt` back to (\d+)/.exec(step4)?.[1]);
    expect(testAt, 'step 4 names the bonusAt of the test').toBe(2);
    expect(backTo, 'step 4 sets bonusAt back afterwards').toBe(Number(bonusAtLine.exec(code)?.[1]));
    expect(step4, 'step 4 starts the count over').toMatch(/start the count over/);
    const reset = /run a script with `(deleteVariable\('redeemCount'\);)` before its `done\(\)`/.exec(page)?.[1];
    expect(reset, 'the page says how to start over').toBeDefined();

    const savedVariables = new Map<string, unknown>();
    const variables = {username: 'viewer'};
    const runs = [];
    for (let i = 0; i < 2; i++) runs.push(await runCustomCode(withBonusAt(testAt), {variables, savedVariables}));
    expect(runs.map((run) => callsTo(run, 'callCommand').length)).toEqual([0, 1]);
    expect(savedVariables.get('redeemCount')).toBe(2);

    await runCustomCode(`async function () {\n  ${reset}\n  done();\n}`, {savedVariables});
    const afterwards = await runCustomCode(withBonusAt(backTo), {variables, savedVariables});
    expect(afterwards.done).toEqual([{variables: {redeem_count: 1}}]);
    expect(callsTo(afterwards, 'callCommand')).toEqual([]);
  });

  describe('the older script that starts the count at 10, as the note on the page describes it', () => {
    const packaged = readFileSync(require.resolve('@lumiastream/lumia-types/dist/custom-code/examples/create-counter.md'), 'utf8');
    const oldCode = /```js\n([\s\S]*?)\n```/.exec(packaged)?.[1] ?? '';

    const bonusRuns = async (setVariableAnswer: (variable: {name: string; value: unknown}) => unknown) => {
      const savedVariables = new Map<string, unknown>();
      const answers = {
        setVariable: (...args: unknown[]) => {
          const variable = args[0] as {name: string; value: unknown};
          savedVariables.set(variable.name, variable.value);
          return setVariableAnswer(variable);
        },
      };
      const bonuses: number[] = [];
      for (let run = 1; run <= 14; run++) {
        const transcript = await runCustomCode(oldCode, {variables: {username: 'viewer'}, savedVariables, answers});
        expect(transcript.error).toBeUndefined();
        if (callsTo(transcript, 'callCommand').length > 0) bonuses.push(run);
      }
      return bonuses;
    };

    it('is the script of the package', () => {
      expect(oldCode).toContain("redeemCount = await setVariable({ name: 'redeemCount', value: 10 });");
    });

    it('gave the bonus on the second run only when setVariable returned the value it stored', async () => {
      expect(await bonusRuns(({value}) => value)).toEqual([2]);
    });

    it('never gave the bonus when setVariable returned nothing', async () => {
      expect(await bonusRuns(() => undefined)).toEqual([]);
    });
  });
});

describe('Important notes: viewer text in quotes', () => {
  const quoted = "async function () {\n  const text = '{{message}}';\n  chatbot({message: text});\n  done();\n}";

  it('breaks on a quote on the tracked build, and on a trailing backslash on newer builds too', async () => {
    await expect(runCustomCode(quoted, {variables: {message: "it's great"}, lumia: 'tracked'})).rejects.toThrow(SyntaxError);
    const quote = await runCustomCode(quoted, {variables: {message: "it's great"}, lumia: 'newer'});
    expect(quote.done).toHaveLength(1);
    await expect(runCustomCode(quoted, {variables: {message: 'a backslash \\'}, lumia: 'newer'})).rejects.toThrow(SyntaxError);
  });
});
