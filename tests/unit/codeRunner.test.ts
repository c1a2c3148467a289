import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {declaredHelpers} from '../../plugins/customCodeHelpers';
import {readSharedRun, runVariables, sampleValue, templateAttackSample} from '../../src/components/CodeRunner/runnerInput';
import {codeRunnerSharePrefix} from '../../src/components/CodeRunner/sharePrefix';
import {describeCall, showValue} from '../../src/components/CodeRunner/transcript';
import {
  cleanViewerText,
  helperBehaviours,
  helpersOf,
  listTokens,
  missingNewerHelper,
  refusedWithoutDone,
  substituteTokens,
  tokenPlaces,
} from '../../src/lib/customCode';
import {getVariableNames, viewerTextInTemplates} from '../../src/lib/customCodeAnalysis';
import {maxShareChars, readShareFragment, shareFragment} from '../../src/lib/sandbox/share';

// The pure parts of the code runner on the custom-code pages (src/components/CodeRunner):
// what the form asks for, where viewer text lands in backticks, and shared links.
// tests/e2e/codeRunner.spec.ts runs the runner itself in the browser.

const script = (file: string) => readFileSync(fileURLToPath(new URL(`../../src/custom-code/${file}`, import.meta.url)), 'utf8');

describe('token listing', () => {
  it('lists each token once, trimmed, in the order it first appears', () => {
    expect(listTokens("'{{username}}' {{ amount }} '{{username}}' {{arg=2}} {{counter=deaths,+1}}")).toEqual([
      'username',
      'amount',
      'arg=2',
      'counter=deaths,+1',
    ]);
    expect(listTokens('no tokens, { single } braces')).toEqual([]);
  });

  it('lists the tokens of the worked examples', () => {
    expect(listTokens(script('examples/send-different-chatbot-for-userlevel.js'))).toEqual(['username', 'command']);
    expect(listTokens(script('examples/random-twitch-clip.js'))).toEqual(['userId', 'displayname']);
    expect(listTokens(script('examples/roll-dice.js'))).toEqual(['username']);
  });

  it('knows where each token stands', () => {
    expect(tokenPlaces("a('{{message}}')")).toEqual([{name: 'message', from: 3, to: 14}]);
  });

  it('finds the variables a script reads by name with getVariable', () => {
    expect(getVariableNames(script('examples/track-subscribers.js'))).toEqual(['recipient', 'recipients']);
    expect(getVariableNames(script('examples/send-different-chatbot-for-userlevel.js'))).toEqual(['userLevelsRaw']);
    // A name held in a constant is not a name the form can know.
    expect(getVariableNames(script('examples/create-counter.js'))).toEqual([]);
  });
});

describe('viewer text in a template literal', () => {
  it('flags a viewer-text token inside backticks, with its line', () => {
    const code = 'async function () {\n  chatbot({message: `You said: {{message}}`});\n  done();\n}';
    expect(viewerTextInTemplates(code)).toEqual([{name: 'message', line: 2, from: 51, to: 62}]);
  });

  it('flags {{prompt}} and {{arg=N}}, and a token inside an interpolation', () => {
    const code = 'async function () {\n  const a = `${ {{arg=1}} }`;\n  const b = `{{prompt}}`;\n  done();\n}';
    expect(viewerTextInTemplates(code).map(({name}) => name)).toEqual(['arg=1', 'prompt']);
  });

  it('leaves quoted viewer text, other tokens in backticks and comments alone', () => {
    const code =
      "async function () {\n  const a = '{{message}}';\n  const b = `Hi {{username}}`;\n  // `{{message}}`\n  /* `{{prompt}}` */\n  done();\n}";
    expect(viewerTextInTemplates(code)).toEqual([]);
  });

  it('finds none in the worked examples and snippets the pages show', () => {
    for (const file of [
      'roll-dice',
      'create-counter',
      'global-store',
      'random-twitch-clip',
      'track-subscribers',
      'send-different-chatbot-for-userlevel',
    ])
      expect(viewerTextInTemplates(script(`examples/${file}.js`))).toEqual([]);
  });

  it('is not fooled by a half-typed script', () => {
    expect(viewerTextInTemplates('async function () {\n  chatbot({message: `{{message}}')).toEqual([expect.objectContaining({name: 'message'})]);
  });

  it('offers a value that the cleaning of newer builds leaves whole', () => {
    expect(cleanViewerText(templateAttackSample)).toBe(templateAttackSample);
    expect(substituteTokens('`{{message}}`', {message: templateAttackSample}, 'newer')).toBe('`${resetStore()}`');
  });
});

describe('the values of a run', () => {
  it('gives tokens their text, {{arg=N}} left empty as word N of message, and getVariable names JSON or text', () => {
    const variables = runVariables(['username', 'arg=2'], ['userLevelsRaw', 'recipient', 'recipients', 'message'], {
      username: 'viewer',
      'arg=2': '',
      userLevelsRaw: '{"mod": true}',
      recipient: 'not {json',
      recipients: '',
      message: 'one two',
    });
    expect(variables).toEqual({username: 'viewer', userLevelsRaw: {mod: true}, recipient: 'not {json', message: 'one two'});
    expect(substituteTokens("'{{arg=2}}'", variables, 'newer')).toBe("'two'");
  });

  it('makes an empty {{arg=N}} word N of message only in newer builds, which alone document it', () => {
    // important-notes facts, HEAD-only chat arguments: {{arg=N}} = Nth whitespace-separated word [types-repo].
    const variables = runVariables(['arg=2'], ['message'], {message: 'one two'});
    expect(substituteTokens("'{{arg=2}}'", variables, 'newer')).toBe("'two'");
    expect(substituteTokens("'{{arg=2}}'", variables, 'tracked')).toBe("''");
    // A value typed in is pasted on both.
    expect(substituteTokens("'{{arg=2}}'", {...variables, 'arg=2': 'typed'}, 'tracked')).toBe("'typed'");
  });

  it('leaves a getVariable name without a sample empty, so the saved variable is read, not hidden', () => {
    expect(sampleValue('redeemCount', true)).toBe('');
    expect(runVariables([], ['redeemCount'], {})).toEqual({});
    // A value the reader types is a variable of the running command, as before.
    expect(runVariables([], ['redeemCount'], {redeemCount: '4'})).toEqual({redeemCount: '4'});
    // Names the trigger supplies keep their sample; a token still gets one.
    expect(sampleValue('recipient', true)).toBe('NewSubscriber');
    expect(runVariables(['redeemCount'], [], {})).toEqual({redeemCount: 'sample'});
  });

  it('starts each field with a sample value', () => {
    expect(runVariables(['username'], ['userLevelsRaw'], {})).toEqual({
      username: sampleValue('username'),
      userLevelsRaw: {subscriber: true, follower: true},
    });
  });
});

describe('the transcript', () => {
  it('says what each kind of call would do', () => {
    expect(describeCall('chatbot', [{message: 'hi'}])).toBe('Would post to chat: “hi”');
    expect(describeCall('callAlert', [{name: 'twitch-follower', variation: 'big'}])).toBe('Would play alert “twitch-follower”, variation “big”');
    expect(describeCall('setStore', [{name: 'users', value: ['a']}])).toBe('Would save the store item “users”: ["a"]');
    expect(describeCall('done', [])).toBe('Tells Lumia Stream the script is complete; the rest of the command or alert runs as usual.');
    expect(describeCall('done', [{shouldStop: true}])).toBe(
      'Tells Lumia Stream the script is complete and stops the whole command or alert. Options: {"shouldStop":true}',
    );
    // what-is-custom-javascript: calling done() does not leave your function, so the line never says it ends the script.
    for (const options of [undefined, {shouldStop: true}, {variables: {a: 1}}])
      expect(describeCall('done', [options])).not.toMatch(/ends the script/i);
    expect(describeCall('overlaySetTextContent', [{layer: 'a', content: 'b'}])).toBe('Called with {"layer":"a","content":"b"}');
  });

  it('cuts long values', () => {
    expect(showValue({text: 'x'.repeat(1000)})).toHaveLength(301);
  });

  it('has a readable line for the helpers the examples call, all of them declared', () => {
    const helpers = declaredHelpers();
    for (const helper of ['chatbot', 'tts', 'callAlert', 'callCommand', 'showToast', 'log', 'setVariable', 'setStore', 'writeFile', 'done'])
      expect(helpers).toHaveProperty(helper);
    expect(helpers.getStoreItem.returnsPromise).toBe(true);
    expect(helpers.chatbot.returnsPromise).toBe(false);
  });
});

describe('readFile of a file never written', () => {
  it('rejects here and says that what Lumia Stream does is not documented', () => {
    const state = {
      variables: {},
      lumia: 'tracked' as const,
      store: new Map(),
      files: new Map<string, string>(),
      savedVariables: new Map(),
      done: [],
      removedFromViewerText: '',
    };
    const {readFile} = helperBehaviours(state) as unknown as {readFile: (path: string) => string};
    // helper-functions facts: readFile(path): Promise<string>, local file contents; no source covers a missing file.
    expect(() => readFile('C:/missing.txt')).toThrow('No file at C:/missing.txt here; what Lumia Stream does for a missing file is not documented');
    state.files.set('C:/there.txt', 'text');
    expect(readFile('C:/there.txt')).toBe('text');
  });
});

describe('code without done(', () => {
  // important-notes facts, HEAD-only runtime environment: code lacking a `done(` call is refused [types-repo].
  it('is refused by newer builds only', () => {
    const code = "async function () {\n  log('no end');\n}";
    expect(refusedWithoutDone(code, 'newer')).toBe(true);
    expect(refusedWithoutDone(code, 'tracked')).toBe(false);
    expect(refusedWithoutDone('async function () {\n  done();\n}', 'newer')).toBe(false);
    // The text is what counts: a done( that never runs still lets the code in.
    expect(refusedWithoutDone('async function () {\n  if (false) done();\n}', 'newer')).toBe(false);
  });
});

describe('helpers only newer builds have', () => {
  const helpers = declaredHelpers();

  it('are the helpers the declaration file marks @newerLumia, every declaration of them', () => {
    const newer = Object.keys(helpers).filter((name) => helpers[name].newerOnly);
    // helper-functions facts: HEAD adds removeStoreItem, hexToRgb, getCommands, getAllCommands,
    // callChatbotCommand, callKickPoint, 7 loyalty helpers, resolveVariables, playSound, overlaySetLayerSize.
    expect(newer.sort()).toEqual(
      [
        'removeStoreItem',
        'hexToRgb',
        'getCommands',
        'getAllCommands',
        'callChatbotCommand',
        'callKickPoint',
        'getLoyaltyPoints',
        'getLoyaltyUser',
        'getLoyaltyTop',
        'getLoyaltySettings',
        'addLoyaltyPoints',
        'setLoyaltyPoints',
        'transferLoyaltyPoints',
        'resolveVariables',
        'playSound',
        'overlaySetLayerSize',
      ].sort(),
    );
    // A helper with a newer field or overload but a tracked declaration stays a tracked helper.
    expect(helpers.tts.newerOnly).toBe(false);
    expect(helpers.getVariable.newerOnly).toBe(false);
  });

  it('reads the mark from each declaration', () => {
    const parsed = declaredHelpers(
      'declare function a(): Promise<void>;\n/** @newerLumia */\ndeclare function b(): void;\n/** @newerLumia */\ndeclare function c(x: string): void;\ndeclare function c(): Promise<void>;',
    );
    expect(parsed).toEqual({
      a: {returnsPromise: true, newerOnly: false},
      b: {returnsPromise: false, newerOnly: true},
      c: {returnsPromise: true, newerOnly: false},
    });
  });

  it('are left out of the worker on the tracked version only', () => {
    const tracked = new Set(helpersOf(helpers, 'tracked').map(([name]) => name));
    expect(tracked.has('removeStoreItem')).toBe(false);
    expect(tracked.has('setStore')).toBe(true);
    expect(helpersOf(helpers, 'newer')).toHaveLength(Object.keys(helpers).length);
  });

  it('are named when a tracked run throws a ReferenceError for one', () => {
    expect(missingNewerHelper('ReferenceError: removeStoreItem is not defined', helpers, 'tracked')).toBe('removeStoreItem');
    expect(missingNewerHelper('Uncaught ReferenceError: playSound is not defined', helpers, 'tracked')).toBe('playSound');
    expect(missingNewerHelper('ReferenceError: removeStoreItem is not defined', helpers, 'newer')).toBeUndefined();
    expect(missingNewerHelper('ReferenceError: setStore is not defined', helpers, 'tracked')).toBeUndefined();
    expect(missingNewerHelper('ReferenceError: toString is not defined', helpers, 'tracked')).toBeUndefined();
    expect(missingNewerHelper(undefined, helpers, 'tracked')).toBeUndefined();
  });
});

describe('shared links', () => {
  const shared = {
    runner: 'roll-dice',
    code: "async function () {\n  chatbot({message: 'héllo {{username}}'});\n  done();\n}",
    values: {username: 'a'},
    lumia: 'newer',
  };

  it('round-trips the script, its values and build through the fragment', async () => {
    const fragment = await shareFragment(codeRunnerSharePrefix, shared);
    expect(fragment).toMatch(/^code-runner=[\w-]+$/);
    const read = await readShareFragment(`#${fragment}`, codeRunnerSharePrefix);
    expect(readSharedRun(read)).toEqual(shared);
  });

  it('ignores another fragment and refuses damaged, oversized or malformed ones with a message', async () => {
    expect(await readShareFragment('#the-code', codeRunnerSharePrefix)).toBeNull();
    const damaged = await readShareFragment('#code-runner=AAAA', codeRunnerSharePrefix);
    expect(damaged).toBeInstanceOf(Error);
    expect((damaged as Error).message).toBe("This link's code cannot be opened: it is cut off or damaged.");
    const oversized = await readShareFragment(`#code-runner=${'A'.repeat(maxShareChars + 1)}`, codeRunnerSharePrefix);
    expect((oversized as Error).message).toContain('longer than 200,000 characters');
    const notBase64 = await readShareFragment('#code-runner=not*base64', codeRunnerSharePrefix);
    expect((notBase64 as Error).message).toContain('characters a shared link does not use');
    // Compresses small, unpacks past the limit.
    const bomb = await readShareFragment(`#${await shareFragment(codeRunnerSharePrefix, {code: ' '.repeat(300 * 1024)})}`, codeRunnerSharePrefix);
    expect((bomb as Error).message).toContain('more than 256 KB');
  });

  it('refuses what is not a shared script', () => {
    const reason = (value: unknown) => (readSharedRun(value) as Error).message;
    expect(reason(null)).toContain('it holds no script');
    expect(reason([shared])).toContain('it holds no script');
    expect(reason({...shared, code: 42})).toContain('it holds no script');
    expect(reason({...shared, lumia: 'older'})).toContain('it names no Lumia Stream build');
    expect(reason({...shared, values: {a: {}}})).toContain('its values are not a list of names and texts');
    expect(reason({...shared, values: Object.fromEntries(Array.from({length: 101}, (_, index) => [`v${index}`, '']))})).toContain('its values');
    expect(reason({...shared, code: 'x'.repeat(100_001)})).toContain('longer than 100,000 characters');
  });
});
