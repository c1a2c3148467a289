import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {callsTo, declaredHelpers, declarationPath, runCustomCode, substituteTokens} from '../support/customCodeRunner';

// Runs the scripts of the custom-code pages with stub helpers (tests/support/customCodeRunner.ts)
// and checks what they do, where type-checking alone cannot tell: whom a gifted sub records, whether
// a first run with an empty store reaches done().

const script = (file: string) => readFileSync(fileURLToPath(new URL(`../../src/custom-code/${file}`, import.meta.url)), 'utf8');

/** What `getStoreItem` might give for a name never saved: the docs do not say, so each is tried. */
const neverSaved = [undefined, null, ''];

describe('the runner', () => {
  it('has a stub for every helper the declaration file declares', () => {
    const source = ts.createSourceFile(declarationPath, readFileSync(declarationPath, 'utf8'), ts.ScriptTarget.Latest);
    const declared = source.statements.filter(ts.isFunctionDeclaration).map((statement) => statement.name?.text);
    expect([...declaredHelpers().keys()].sort()).toEqual([...new Set(declared)].sort());
  });

  it('leaves the helpers only newer builds have undefined on the tracked version', async () => {
    const code = "async function () {\n  await removeStoreItem('x');\n  done();\n}";
    const tracked = await runCustomCode(code);
    expect(String(tracked.error)).toBe('ReferenceError: removeStoreItem is not defined');
    expect(tracked.done).toEqual([]);
    const newer = await runCustomCode(code, {lumia: 'newer'});
    expect(newer.error).toBeUndefined();
    expect(callsTo(newer, 'removeStoreItem')).toEqual([['x']]);
  });

  it('pastes a token in as raw text, without quotes, before the code runs', () => {
    expect(substituteTokens("const a = '{{username}}'; const b = {{amount}};", {username: 'lumia', amount: 5})).toBe(
      "const a = 'lumia'; const b = 5;",
    );
  });

  it('removes quotes, backticks and some accents from viewer text only in newer builds', () => {
    const code = "'{{message}}' '{{username}}'";
    const variables = {message: `it's "ok" \`é\``, username: "o'neil"};
    expect(substituteTokens(code, variables, 'tracked')).toBe(`'it's "ok" \`é\`' 'o'neil'`);
    expect(substituteTokens(code, variables, 'newer')).toBe("'its ok ' 'o'neil'");
  });
});

describe('viewer text in a template literal runs as code', () => {
  // What a viewer can type: no quote or backtick, so the cleaning of newer builds leaves it whole.
  const attack = '${resetStore()}';
  const inTemplate = 'async function () {\n  chatbot({message: `You said: {{message}}`});\n  done();\n}';
  const withGetVariable = script('snippets/important-notes/freeText.js');

  // Only the tracked build: newer builds also rewrite `${name}` in the code as a token, and whether
  // that catches a viewer's `${…}` is not documented, so the page says it "may" run there.
  it('in a template literal, on the tracked build', async () => {
    const store = new Map<string, unknown>([['high_score', 42]]);
    const run = await runCustomCode(inTemplate, {variables: {message: attack}, lumia: 'tracked', store});
    expect(callsTo(run, 'resetStore')).toHaveLength(1);
    expect(store.size).toBe(0);
  });

  it.each(['tracked', 'newer'] as const)('but not when read with getVariable, on the %s build', async (lumia) => {
    const store = new Map<string, unknown>([['high_score', 42]]);
    const run = await runCustomCode(withGetVariable, {variables: {message: attack}, lumia, store});
    expect(run.error).toBeUndefined();
    expect(callsTo(run, 'resetStore')).toEqual([]);
    expect(store.size).toBe(1);
    expect([...run.files.values()]).toEqual([attack]);
  });
});

describe('Track subscribers', () => {
  const code = script('examples/track-subscribers.js');
  const folder = 'C:\\Users\\YourName\\Documents\\Lumia\\';
  const latest = folder + 'latest-subscriber.txt';
  const history = folder + 'subscribers.txt';

  it('records the recipient of a gifted sub, not the gifter', async () => {
    // On a Twitch subscriber alert for a gift, username is the gifter and recipient the new subscriber.
    const run = await runCustomCode(code, {variables: {username: 'GenerousGifter', recipient: 'NewSubscriber'}});
    expect(run.error).toBeUndefined();
    expect(run.files.get(latest)).toBe('NewSubscriber');
    expect(run.files.get(history)).toBe('\nNewSubscriber');
    expect(JSON.stringify(run.calls)).not.toContain('GenerousGifter');
    expect(run.done).toEqual([{variables: {tracked_subscribers: 1}}]);
  });

  it.each([undefined, ''])('records username when recipient is %j (a sub that is not a gift)', async (recipient) => {
    const run = await runCustomCode(code, {variables: {username: 'NewSubscriber', recipient}});
    expect(run.error).toBeUndefined();
    expect(run.files.get(latest)).toBe('NewSubscriber');
    expect(run.done).toHaveLength(1);
  });

  it('keeps one line per subscriber across runs and counts them', async () => {
    const files = new Map<string, string>();
    await runCustomCode(code, {variables: {username: 'First'}, files});
    const second = await runCustomCode(code, {variables: {username: 'Gifter', recipient: 'Second'}, files});
    expect(files.get(history)).toBe('\nFirst\nSecond');
    expect(files.get(latest)).toBe('Second');
    expect(second.done).toEqual([{variables: {tracked_subscribers: 2}}]);
  });
});

describe('Global store', () => {
  describe('the example', () => {
    const code = script('examples/global-store.js');

    it.each(neverSaved)('reaches done() on the first run when a missing item reads as %j', async (missingStoreItem) => {
      const store = new Map<string, unknown>();
      const run = await runCustomCode(code, {variables: {username: 'lumia'}, store, missingStoreItem});
      expect(run.error).toBeUndefined();
      expect(run.done).toEqual([{variables: {known_viewers: 1}}]);
      expect(store.get('users')).toEqual(['lumia']);
    });

    it('adds a viewer once', async () => {
      const store = new Map<string, unknown>();
      await runCustomCode(code, {variables: {username: 'lumia'}, store});
      const again = await runCustomCode(code, {variables: {username: 'lumia'}, store});
      expect(store.get('users')).toEqual(['lumia']);
      expect(again.done).toEqual([{variables: {known_viewers: 1}}]);
    });
  });

  describe('counting visits per viewer', () => {
    const code = script('snippets/global-store/countVisits.js');

    it.each(neverSaved)('reaches done() on the first run when a missing item reads as %j', async (missingStoreItem) => {
      const store = new Map<string, unknown>();
      const run = await runCustomCode(code, {variables: {username: 'lumia'}, store, missingStoreItem});
      expect(run.error).toBeUndefined();
      expect(run.done).toHaveLength(1);
      expect(store.get('visits')).toEqual({lumia: 1});
    });

    it('counts each viewer separately across runs', async () => {
      const store = new Map<string, unknown>();
      for (const username of ['lumia', 'lumia', 'friend']) await runCustomCode(code, {variables: {username}, store});
      const last = await runCustomCode(code, {variables: {username: 'lumia'}, store});
      expect(store.get('visits')).toEqual({lumia: 3, friend: 1});
      expect(last.done).toEqual([{variables: {visit_count: 3}}]);
    });
  });
});

describe('Chatbot message per user level', () => {
  const code = script('examples/send-different-chatbot-for-userlevel.js');
  const variables = {username: 'viewer', command: 'hello'};
  const replyFor = async (userLevelsRaw: unknown) => {
    const run = await runCustomCode(code, {variables: {...variables, userLevelsRaw}});
    expect(run.error).toBeUndefined();
    expect(run.done).toEqual([{shouldStop: true, actionsToStop: ['chatbot']}]);
    const messages = callsTo(run, 'chatbot').map(([options]) => (options as {message: string}).message);
    expect(messages).toHaveLength(1);
    return messages[0];
  };

  it('answers a subscribed moderator as a moderator, and a viewer without roles or levels at all', async () => {
    expect(await replyFor({mod: true, subscriber: true})).toBe('Thanks for keeping chat tidy, viewer!');
    expect(await replyFor({tier2: true})).toBe('Subscriber spotted: thank you for the support, viewer!');
    expect(await replyFor({})).toBe('Thanks for hanging out, viewer! Follow for the next one.');
    expect(await replyFor(undefined)).toBe('Thanks for hanging out, viewer! Follow for the next one.');
  });

  it('takes the page\'s "Limit the command" suggestion where the page says to put it', async () => {
    const page = readFileSync(
      fileURLToPath(new URL('../../docs/custom-code/examples/send-different-chatbot-for-userlevel.mdx', import.meta.url)),
      'utf8',
    );
    const suggestion = /add a final branch after the follower check: `([^`]+)`/.exec(page)?.[1];
    expect(suggestion, 'the suggestion on the page').toBeDefined();
    const followerBranch = /( {2}\} else if \(levels\?\.follower\) \{\n[\s\S]*?\n {2}\})\n/;
    expect(code, 'the follower check is the last branch of the example').toMatch(followerBranch);
    const limited = code.replace(followerBranch, `$1 ${suggestion}\n`);

    const noRole = await runCustomCode(limited, {variables: {...variables, userLevelsRaw: {}}});
    expect(noRole.error).toBeUndefined();
    expect(noRole.done).toEqual([{shouldStop: true}]);
    expect(callsTo(noRole, 'chatbot')).toEqual([]);
    const follower = await runCustomCode(limited, {variables: {...variables, userLevelsRaw: {follower: true}}});
    expect(callsTo(follower, 'chatbot')).toHaveLength(1);
    expect(follower.done).toEqual([{shouldStop: true, actionsToStop: ['chatbot']}]);
  });
});

describe('Helper functions', () => {
  const snippet = (name: string) => script(`snippets/helper-functions/${name}.js`);
  const toasts = (run: Awaited<ReturnType<typeof runCustomCode>>) =>
    callsTo(run, 'showToast').map(([options]) => (options as {message: string}).message);
  const chatMessages = (run: Awaited<ReturnType<typeof runCustomCode>>) =>
    callsTo(run, 'chatbot').map(([options]) => (options as {message: string}).message);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
  /** What the worker's fetch does when the connection is refused. */
  const refused = () => {
    throw new TypeError('Failed to fetch');
  };

  describe('readFile', () => {
    const code = snippet('readFile');
    const path = 'C:\\Users\\YourName\\Documents\\rules.txt';

    it('posts the text of the file', async () => {
      const run = await runCustomCode(code, {files: new Map([[path, '  Be kind.\n']])});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual(['Be kind.']);
      expect(run.done).toEqual([undefined]);
    });

    it('reaches done() when reading a missing file rejects', async () => {
      const run = await runCustomCode(code, {files: new Map()});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual([]);
      expect(toasts(run)).toHaveLength(1);
      expect(run.done).toEqual([undefined]);
    });

    // What a missing file gives is not documented: a value that is not text must not break the script.
    it.each([undefined, null, '', 42])('reaches done() when reading gives %j', async (answer) => {
      const run = await runCustomCode(code, {answers: {readFile: () => answer}});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual([]);
      expect(run.done).toEqual([undefined]);
    });
  });

  describe('getToken', () => {
    const code = snippet('getToken');
    const withToken = {getToken: () => 'spotify-token'};

    it('logs the account name', async () => {
      const run = await runCustomCode(code, {answers: {...withToken, fetch: () => json({display_name: 'Lumia'})}});
      expect(run.error).toBeUndefined();
      expect(callsTo(run, 'log')).toEqual([['Spotify account: Lumia']]);
      expect(run.done).toEqual([undefined]);
    });

    it('reaches done() when the connection is refused', async () => {
      const run = await runCustomCode(code, {answers: {...withToken, fetch: refused}});
      expect(run.error).toBeUndefined();
      expect(toasts(run)).toEqual(['Spotify request failed: Failed to fetch']);
      expect(run.done).toEqual([undefined]);
    });

    it('reports an answer that is not OK instead of reading it as a profile', async () => {
      const expired = json({error: {status: 401, message: 'The access token expired'}}, 401);
      const run = await runCustomCode(code, {answers: {...withToken, fetch: () => expired}});
      expect(run.error).toBeUndefined();
      expect(callsTo(run, 'log')).toEqual([]);
      expect(toasts(run)).toEqual(['Spotify request failed: Spotify answered with status 401.']);
      expect(run.done).toEqual([undefined]);
    });

    it.each([undefined, null, ''])('asks for a connection when the token is %j', async (token) => {
      const run = await runCustomCode(code, {answers: {getToken: () => token}});
      expect(callsTo(run, 'fetch')).toEqual([]);
      expect(toasts(run)).toEqual(['Connect Spotify in Lumia Stream first.']);
      expect(run.done).toEqual([undefined]);
    });
  });

  describe('getLoyaltySettings', () => {
    const code = snippet('getLoyaltySettings.newer');
    const withSettings = (settings: Record<string, unknown>) => ({answers: {getLoyaltySettings: () => settings}, lumia: 'newer' as const});

    it('names the points as the settings call them', async () => {
      const run = await runCustomCode(code, withSettings({on: true, currencyName: 'coins'}));
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual(['Watch the stream to earn coins!']);
      expect(run.done).toEqual([{shouldStop: true, actionsToStop: ['chatbot']}]);
    });

    // Only the field names are documented: a currencyName that is not text must not reach chat.
    it.each([undefined, null, '', 42, {singular: 'coin'}])('says "points" when currencyName is %j', async (currencyName) => {
      const run = await runCustomCode(code, withSettings({on: true, currencyName}));
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual(['Watch the stream to earn points!']);
      expect(run.done).toHaveLength(1);
    });

    it('says the points are off when they are', async () => {
      const run = await runCustomCode(code, withSettings({on: false, currencyName: 'coins'}));
      expect(chatMessages(run)).toEqual(['Loyalty points are switched off.']);
      expect(run.done).toHaveLength(1);
    });
  });

  describe('getClientId', () => {
    const code = snippet('getClientId');
    const variables = {username: 'lumia'};
    const connected = {getToken: () => 'twitch-token', getClientId: () => 'client-id'};

    it('posts when the viewer joined Twitch', async () => {
      const user = json({data: [{created_at: '2016-12-14T20:32:28Z'}]});
      const run = await runCustomCode(code, {variables, answers: {...connected, fetch: () => user}});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual(['lumia joined Twitch on 2016-12-14.']);
      expect(run.done).toEqual([undefined]);
    });

    it('says "No such Twitch user." only when Twitch answers with no user', async () => {
      const run = await runCustomCode(code, {variables, answers: {...connected, fetch: () => json({data: []})}});
      expect(chatMessages(run)).toEqual(['No such Twitch user.']);
      expect(run.done).toEqual([undefined]);
    });

    it('reaches done() when the connection is refused', async () => {
      const run = await runCustomCode(code, {variables, answers: {...connected, fetch: refused}});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual([]);
      expect(toasts(run)).toEqual(['Twitch request failed: Failed to fetch']);
      expect(run.done).toEqual([undefined]);
    });

    it('does not call an expired token (401) an unknown user', async () => {
      const unauthorized = json({error: 'Unauthorized', status: 401, message: 'Invalid OAuth token'}, 401);
      const run = await runCustomCode(code, {variables, answers: {...connected, fetch: () => unauthorized}});
      expect(run.error).toBeUndefined();
      expect(chatMessages(run)).toEqual([]);
      expect(toasts(run)).toEqual(['Twitch request failed: Twitch answered with status 401.']);
      expect(run.done).toEqual([undefined]);
    });

    it('ends without calling Twitch when it is not connected', async () => {
      const run = await runCustomCode(code, {variables, answers: {getToken: () => null, getClientId: () => 'client-id'}});
      expect(callsTo(run, 'fetch')).toEqual([]);
      expect(run.done).toEqual([undefined]);
    });
  });
});
