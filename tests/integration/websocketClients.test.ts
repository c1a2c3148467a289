import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer, type Server, type Socket} from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import WebSocket, {WebSocketServer} from 'ws';
import {eventExamples} from '../../src/data/events';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';

const token = 'listen-token-31';
const clientsDir = path.resolve(__dirname, '../../src/websocket-clients');
const python = '/usr/bin/python3';

/** What node.mjs and listen.py print for each example event, by example id. */
const expectedLines: Record<string, string> = {
  'chat-message': 'chat: Rowan_Codes: that lighting change was smooth',
  'chat-removed': 'chat: remove message 4f7c2a9e-93d1-4c55-b0d2-6f1e8a3b7c10',
  command: 'command: rowan_codes ran lurk',
  'alert-twitch-follower': 'alert twitch-follower: {"value":"maple_tea"}',
  'alert-twitch-bits': 'alert twitch-bits: {"value":500}',
  states: 'states: lights 1, stream mode 1, fuze 0',
  premium: 'premium: {"premium":true}',
  'modqueue-list': `modqueue_list: ${JSON.stringify(eventExamples.find((e) => e.id === 'modqueue-list')!.event.data)}`,
  'chat-platform-register': 'chat_platform_register: {"platform":"guilded","icon":"https://cdn.example/icons/guilded.svg"}',
};

/** What every client that names causes says when a connection is refused. */
const hint = 'is Lumia Stream running, its API on and the token right?';

async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A client run as its own process, with everything it prints collected. */
function runProcess(command: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  const run = {child, output: ''};
  child.stdout!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  return run;
}

/** A fresh stand-in for a test, and the client processes the test starts. */
interface ClientSession {
  standIn: LumiaStandIn;
  start(command: string, args: string[], env: Record<string, string>): ReturnType<typeof runProcess>;
  /** Starts a client with the token and the stand-in's port, and waits until it prints `says` and is connected. */
  connect(command: string, args: string[], says: string): Promise<ReturnType<typeof runProcess>>;
}

/**
 * `it` with a session of its own per test, stopped after it: each test has its own stand-in on its
 * own port, so the tests of a describe run side by side (they mostly wait on the clients' delays).
 */
const clientIt = it.extend<{session: ClientSession}>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern: none.
  session: async ({}, use) => {
    const standIn = await startLumiaStandIn({token});
    const runs: ReturnType<typeof runProcess>[] = [];
    const start = (command: string, args: string[], env: Record<string, string>) => runs[runs.push(runProcess(command, args, env)) - 1];
    const connect = async (command: string, args: string[], says: string) => {
      const run = start(command, args, {LUMIA_TOKEN: token, LUMIA_PORT: String(standIn.port)});
      await waitFor(() => run.output.includes(says) && standIn.socket.clientCount() === 1, 'the connection');
      return run;
    };
    await use({standIn, start, connect});
    for (const run of runs) run.child.kill('SIGTERM');
    await standIn.close();
  },
});

// Node 22 has a global WebSocket; Node 20 and 21 need --experimental-websocket for it. The Node
// clients fall back to the ws package without one, so each runs both ways.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const builtInWebSocket = nodeMajor < 22 ? ['--experimental-websocket'] : [];
const wsPackage = nodeMajor < 22 ? [] : ['--no-experimental-websocket'];
const nodeWays = [
  {way: 'the ws package', flags: wsPackage},
  {way: 'the built-in WebSocket', flags: builtInWebSocket},
];

const listeners = [
  ...nodeWays.map(({way, flags}) => ({name: `node.mjs with ${way}`, command: process.execPath, args: [...flags, path.join(clientsDir, 'node.mjs')]})),
  {name: 'listen.py', command: python, args: ['-u', path.join(clientsDir, 'listen.py')]},
];

describe.concurrent.each(listeners)('$name against the stand-in', ({command, args}) => {
  clientIt(
    'prints every example event, sends nothing, and reconnects after a restart (1012)',
    async ({session}) => {
      const {standIn} = session;
      const run = await session.connect(command, args, 'Connected to ws://127.0.0.1');
      for (const example of eventExamples) standIn.socket.emit(example.event);
      await waitFor(() => eventExamples.every((e) => run.output.includes(expectedLines[e.id])), 'every event line');
      for (const example of eventExamples) expect(run.output).toContain(`${expectedLines[example.id]}\n`);
      expect(run.output).not.toContain(token);

      standIn.socket.closeClients(1012);
      await waitFor(() => run.output.includes('restarting its API'), 'the restart message');
      await waitFor(() => run.output.split('Connected to').length === 3 && standIn.socket.clientCount() === 1, 'the reconnection');
      expect(standIn.socket.received).toEqual([]);
    },
    20000,
  );

  clientIt(
    'skips a message that is not an event object (null, a number, a list, text) and keeps printing events',
    async ({session}) => {
      const {standIn} = session;
      const run = await session.connect(command, args, 'Connected to ws://127.0.0.1');
      for (const text of ['null', '42', '[1, 2]', '"hello"']) standIn.socket.emitRaw(text);
      standIn.socket.emit(eventExamples[0].event);
      await waitFor(() => run.output.includes(expectedLines[eventExamples[0].id]), 'the event after the skipped messages');
      expect(run.output.split('Not an event, skipped: ').length).toBe(5);
      expect(run.output).not.toMatch(/Traceback|TypeError|\n\s+at /);
      expect(run.child.exitCode).toBeNull();
    },
    15000,
  );

  clientIt(
    'explains a refused token instead of crashing, and keeps retrying',
    async ({session}) => {
      const {standIn} = session;
      const run = session.start(command, args, {LUMIA_TOKEN: 'wrong-token', LUMIA_PORT: String(standIn.port)});
      const refusal = `Could not connect to ws://127.0.0.1:${standIn.port}/api`;
      await waitFor(() => run.output.includes(refusal) && run.output.includes(hint), 'the refusal message');
      await waitFor(() => run.output.includes('Reconnecting in'), 'the retry');
      // The retry is refused in turn, and explained again: the client keeps trying.
      await waitFor(() => run.output.split(hint).length >= 3, 'a second refused attempt');
      expect(run.child.exitCode).toBeNull();
      expect(run.output).not.toContain('wrong-token');
    },
    15000,
  );

  clientIt(
    'waits the first delay of Stay connected, 1 s plus up to half of it, after a refusal and after a restart (1012)',
    async ({session}) => {
      const {standIn} = session;
      const refused = session.start(command, args, {LUMIA_TOKEN: 'wrong-token', LUMIA_PORT: String(standIn.port)});
      await waitFor(() => /Reconnecting in \d/.test(refused.output), 'the retry after the refusal');
      const afterRefusal = Number(/Reconnecting in (\d+\.\d) s/.exec(refused.output)![1]);
      refused.child.kill('SIGTERM');
      expect(afterRefusal).toBeGreaterThanOrEqual(1);
      expect(afterRefusal).toBeLessThanOrEqual(1.5);

      const run = session.start(command, args, {LUMIA_TOKEN: token, LUMIA_PORT: String(standIn.port)});
      await waitFor(() => standIn.socket.clientCount() === 1, 'the connection');
      standIn.socket.closeClients(1012);
      const afterRestart = () => run.output.split('restarting its API')[1]?.match(/Reconnecting in (\d+\.\d) s/);
      await waitFor(() => Boolean(afterRestart()), 'the retry after the restart');
      expect(Number(afterRestart()![1])).toBeGreaterThanOrEqual(1);
      expect(Number(afterRestart()![1])).toBeLessThanOrEqual(1.5);
    },
    15000,
  );

  clientIt(
    'starts its backoff over once a connection opens, so a dropped connection (1006) is retried within 1.5 s',
    async ({session}) => {
      // Refuses two attempts, which take the backoff to 4 s, then accepts and drops every connection.
      let attempts = 0;
      const server = new WebSocketServer({host: '127.0.0.1', port: 0, verifyClient: (_info, accept) => accept(++attempts > 2, 401)});
      server.on('connection', (socket) => socket.terminate());
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const {port} = server.address() as {port: number};
        const run = session.start(command, args, {LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
        const afterDrop = () => run.output.split('Connection lost (code 1006).')[1]?.match(/Reconnecting in (\d+\.\d) s/);
        await waitFor(() => Boolean(afterDrop()), 'the retry after the dropped connection');
        // Without the reset the wait would be the grown one, 4 to 6 s.
        expect(Number(afterDrop()![1])).toBeLessThanOrEqual(1.5);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    15000,
  );
});

// The first listener has no fallback: it needs the flag its comment names on Node 20 and 21.
const firstListeners = [
  {name: 'first-listener.mjs', command: process.execPath, args: [...builtInWebSocket, path.join(clientsDir, 'first-listener.mjs')]},
  {name: 'first_listener.py', command: python, args: ['-u', path.join(clientsDir, 'first_listener.py')]},
];

describe.concurrent.each(firstListeners)('$name (the first listener) against the stand-in', ({command, args}) => {
  clientIt(
    'prints the name and the whole data of every example event, and sends nothing',
    async ({session}) => {
      const {standIn} = session;
      const run = await session.connect(command, args, 'Connected');
      for (const example of eventExamples) standIn.socket.emit(example.event);
      // The lines after "Connected"; Node may print a warning about the experimental WebSocket before it.
      const eventLines = () =>
        run.output
          .trim()
          .split('\n')
          .slice(
            run.output
              .trim()
              .split('\n')
              .findIndex((line) => line.startsWith('Connected')) + 1,
          );
      await waitFor(() => eventLines().length === eventExamples.length, 'a line per event');
      const printed = eventLines();
      for (const [index, {event}] of eventExamples.entries()) {
        const [name, data] = [printed[index].slice(0, printed[index].indexOf(': ')), printed[index].slice(printed[index].indexOf(': ') + 2)];
        // The data must arrive unchanged, numbers (such as a bits alert's value) as numbers.
        expect(JSON.parse(data), printed[index]).toEqual(event.data);
        expect(name.split(' ')).toEqual(event.type === 'alert' ? ['alert', event.event] : [event.type]);
      }
      expect(run.output).not.toContain(token);
      expect(standIn.socket.received).toEqual([]);
    },
    20000,
  );

  clientIt.for([
    {code: 1012, how: 'Lumia Stream restarts its API', end: (standIn: LumiaStandIn) => standIn.socket.closeClients(1012)},
    {code: 1006, how: 'the connection drops', end: (standIn: LumiaStandIn) => standIn.socket.dropClients()},
  ])('stops with the close code, without a traceback, when $how ($code)', async ({code, end}, {session}) => {
    const {standIn} = session;
    const run = await session.connect(command, args, 'Connected');
    end(standIn);
    const exitCode = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).toContain(`Closed with code ${code}`);
    expect(run.output).not.toMatch(/Traceback|Connection failed/);
    expect(exitCode).toBe(0);
  });

  clientIt(
    'says why a refused connection ended it, and exits with 1',
    async ({session}) => {
      const {standIn} = session;
      const refusedToken = 'wrong-token-77';
      // The stand-in refuses the upgrade with 401, as newer Lumia Stream does with a wrong token:
      // Node 20's WebSocket then fires error and never close.
      const run = session.start(command, args, {LUMIA_TOKEN: refusedToken, LUMIA_PORT: String(standIn.port)});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output).toContain('is Lumia Stream running, its API on and the token right?');
      expect(run.output).not.toContain(refusedToken);
      expect(code).toBe(1);
    },
    15000,
  );
});

describe.concurrent('the token given as --token, as any shell can (cmd and PowerShell have no VAR=value prefix)', () => {
  const clients = [
    ...firstListeners.map(({name, command, args}) => ({name, command, args, says: 'Connected'})),
    {name: 'node.mjs', command: process.execPath, args: [path.join(clientsDir, 'node.mjs')], says: 'Connected'},
    {name: 'listen.py', command: python, args: ['-u', path.join(clientsDir, 'listen.py')], says: 'Connected'},
  ];

  clientIt.for(clients)('$name connects with --token and no LUMIA_TOKEN', async ({command, args, says}, {session}) => {
    const {standIn} = session;
    const run = session.start(command, [...args, '--token', token], {LUMIA_TOKEN: '', LUMIA_PORT: String(standIn.port)});
    await waitFor(() => run.output.includes(says) && standIn.socket.clientCount() === 1, 'the connection');
    expect(run.output).not.toContain(token);
  });

  clientIt.for(firstListeners)('$name without any token says how to give one, and exits with 2', async ({command, args}, {session}) => {
    const run = session.start(command, args, {LUMIA_TOKEN: '', LUMIA_PORT: String(session.standIn.port)});
    const code = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).toMatch(/no token: pass --token or set LUMIA_TOKEN/i);
    expect(run.output).not.toMatch(/Traceback/);
    expect(code).toBe(2);
  });

  clientIt(
    'send-command.mjs sends its command with --token and no LUMIA_TOKEN',
    async ({session}) => {
      const run = session.start(process.execPath, [path.join(clientsDir, 'send-command.mjs'), '--token', token, '--wait', '0.5'], {
        LUMIA_TOKEN: '',
        LUMIA_PORT: String(session.standIn.port),
      });
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output).toContain('outcome is unknown');
      expect(session.standIn.socket.received).toHaveLength(1);
      expect(code).toBe(0);
    },
    15000,
  );
});

describe('an invalid port', () => {
  const badToken = 'SECRET-token-123';
  const node = (file: string) => ({command: process.execPath, args: [path.join(clientsDir, file)]});
  const clients = [
    {name: 'node.mjs', ...node('node.mjs')},
    {name: 'send-command.mjs', ...node('send-command.mjs')},
    {name: 'listen.py', command: python, args: ['-u', path.join(clientsDir, 'listen.py')]},
  ];
  const ports: {how: string; flags: string[]; env: Record<string, string>}[] = [
    {how: '--port abc', flags: ['--port', 'abc'], env: {}},
    {how: 'LUMIA_PORT=99999', flags: [], env: {LUMIA_PORT: '99999'}},
  ];
  it.each(clients.flatMap((client) => ports.map((port) => ({...client, ...port}))))(
    '$name with $how: a clear message without the token, and exit code 2',
    async ({command, args, flags, env}) => {
      const run = runProcess(command, [...args, ...flags], {LUMIA_TOKEN: badToken, ...env});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output).not.toContain(badToken);
      expect(run.output).toContain('number from 1 to 65535');
      // A message, not a crash: no stack trace from Node or Python.
      expect(run.output).not.toMatch(/Traceback|\n\s+at /);
      expect(code).toBe(2);
    },
  );
});

describe('a host that is not a host name or address', () => {
  const secret = 'SECRET-token-456';
  const clients = [
    {name: 'listen.py', command: python, args: ['-u', path.join(clientsDir, 'listen.py')], says: 'not a host name or IP address'},
    {name: 'node.mjs', command: process.execPath, args: [path.join(clientsDir, 'node.mjs')], says: 'Not a valid address'},
    {name: 'send-command.mjs', command: process.execPath, args: [path.join(clientsDir, 'send-command.mjs')], says: 'Not a valid address'},
  ];
  const hosts: {how: string; flags: string[]; env: Record<string, string>}[] = [
    // A client reads u@ as a user name and may quote the whole address, token included, in its error.
    {how: '--host u@h', flags: ['--host', 'u@h'], env: {}},
    // The ? would start the query: the token would go to port 80 of h instead.
    {how: '--host h?x', flags: ['--host', 'h?x'], env: {}},
    {how: 'LUMIA_HOST=u@h', flags: [], env: {LUMIA_HOST: 'u@h'}},
    // An empty label, or one longer than 63 characters, is no host name: Python's idna codec fails on it while connecting.
    {how: '--host a..b', flags: ['--host', 'a..b'], env: {}},
    {how: 'a 64-character label', flags: ['--host', `${'x'.repeat(64)}.example`], env: {}},
  ];
  it.each(clients.flatMap((client) => hosts.map((host) => ({...client, ...host}))))(
    '$name with $how: a clear message without the token, and exit code 2',
    async ({command, args, says, flags, env}) => {
      const run = runProcess(command, [...args, ...flags], {LUMIA_TOKEN: secret, ...env});
      try {
        const code = await new Promise((resolve) => run.child.on('exit', resolve));
        expect(run.output).not.toContain(secret);
        expect(run.output).toContain(says);
        expect(run.output).not.toMatch(/Traceback/);
        expect(code).toBe(2);
      } finally {
        run.child.kill('SIGTERM');
      }
    },
  );
});

// A browser's WebSocket reports a refused connection as an error event nobody has to handle;
// the ws package throws on an unhandled one.
class BrowserWebSocket extends WebSocket {
  constructor(address: string) {
    super(address);
    this.on('error', () => undefined);
  }
}

describe('browser.js run in Node with the ws WebSocket', () => {
  let standIn: LumiaStandIn;
  beforeEach(async () => {
    standIn = await startLumiaStandIn({token});
  });
  afterEach(() => standIn.close());

  it('waits the first delay of Stay connected, 1 s plus up to half of it, after a refusal and after a restart (1012)', async () => {
    // The page's timers are recorded instead of run: each entry is a delay the script asked for.
    const delays: number[] = [];
    const run = (search: string) => {
      const context = vm.createContext({
        WebSocket: BrowserWebSocket,
        URLSearchParams,
        // The 10 s wait for an answer to each attempt is not a retry.
        setTimeout: (_callback: () => void, delay: number) => (delay === 10000 ? 0 : delays.push(delay)),
        clearTimeout,
        location: {search},
        console: {log: () => undefined, warn: () => undefined},
      });
      vm.runInContext(readFileSync(path.join(clientsDir, 'browser.js'), 'utf8'), context);
      return context;
    };
    run(`?token=wrong-token&port=${standIn.port}`);
    await waitFor(() => delays.length === 1, 'the retry after the refusal');
    const connected = run(`?token=${token}&port=${standIn.port}`);
    await waitFor(() => standIn.socket.clientCount() === 1, 'the connection');
    standIn.socket.closeClients(1012);
    await waitFor(() => delays.length === 2, 'the retry after the restart');
    (connected.stopListening as () => void)();
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(1500);
    }
  });

  it('logs events, sends nothing and stops on request', async () => {
    const logged: unknown[][] = [];
    const record = (...parts: unknown[]) => logged.push(parts);
    const context = vm.createContext({
      WebSocket,
      URLSearchParams,
      setTimeout,
      clearTimeout,
      location: {search: `?token=${token}&port=${standIn.port}`},
      console: {log: record, warn: record},
    });
    vm.runInContext(readFileSync(path.join(clientsDir, 'browser.js'), 'utf8'), context);
    await waitFor(() => standIn.socket.clientCount() === 1 && logged.length > 0, 'the connection');
    expect(logged[0]).toEqual([`Connected to ws://127.0.0.1:${standIn.port}/api`]);
    for (const example of eventExamples) standIn.socket.emit(example.event);
    await waitFor(() => logged.length === eventExamples.length + 1, 'every event');
    expect(logged).toContainEqual(['alert twitch-follower:', {value: 'maple_tea'}]);
    expect(logged).toContainEqual(['chat: Rowan_Codes: that lighting change was smooth']);
    expect(logged.map((parts) => String(parts[0]).split(':')[0])).toEqual([
      'Connected to ws',
      ...eventExamples.map((example) => (example.event.type === 'alert' ? `alert ${example.event.event}` : example.event.type)),
    ]);
    expect(standIn.socket.received).toEqual([]);

    // A chat event shaped as 3.1.7's package types it (ILumiaEventChatBody): no data.extraSettings,
    // the name and the message one level deeper, in data.data.
    standIn.socket.emit({type: 'chat', data: {type: 'chat', data: {username: 'old_build_viewer', message: 'hello'}}});
    await waitFor(() => logged.length === eventExamples.length + 2, 'the chat event without extraSettings');
    expect(logged.at(-1)).toEqual(['chat: old_build_viewer: hello']);

    (context.stopListening as () => void)();
    await waitFor(() => standIn.socket.clientCount() === 0, 'the close');
  });
});

describe('send-command.mjs', () => {
  const script = path.join(clientsDir, 'send-command.mjs');

  it('sends the REST body with a context, and calls a missing reply unknown (older Lumia)', async () => {
    const standIn = await startLumiaStandIn({token});
    try {
      const run = runProcess(process.execPath, [script, '--wait', '0.5', '{"type":"chat-command","params":{"value":"blue"}}'], {
        LUMIA_TOKEN: token,
        LUMIA_PORT: String(standIn.port),
      });
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(code).toBe(0);
      expect(run.output).toContain('outcome is unknown');
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      expect(standIn.socket.received).toEqual([{type: 'chat-command', params: {value: 'blue'}, context: expect.stringMatching(/^send-/)}]);
    } finally {
      await standIn.close();
    }
  });

  it('explains a refused connection and exits with 1 instead of crashing', async () => {
    // A port that was free a moment ago: nothing listens on it, so the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as {port: number}).port;
    await new Promise((resolve) => probe.close(resolve));
    const run = runProcess(process.execPath, [script], {LUMIA_TOKEN: token, LUMIA_HOST: '127.0.0.1', LUMIA_PORT: String(port)});
    const code = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).not.toContain('Unhandled');
    expect(run.output.trim()).toBe(`Could not connect to ws://127.0.0.1:${port}/api: is Lumia Stream running, its API on and the token right?`);
    expect(code).toBe(1);
  });

  it.each([
    {how: 'a mistyped body', body: '{"type":"chat-command",params:{}}'},
    // Windows cmd passes single quotes on, so the body arrives with them.
    {how: 'a body still in single quotes', body: `'{"type":"chat-command"}'`},
    {how: 'JSON that is no object', body: '[1, 2]'},
  ])('stops on $how with a one-line message, before it connects, and exits with 2', async ({body}) => {
    const standIn = await startLumiaStandIn({token});
    try {
      const run = runProcess(process.execPath, [script, body], {LUMIA_TOKEN: token, LUMIA_PORT: String(standIn.port)});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output.trim()).toBe(`Not a JSON object: ${body}. Quote the body so that your shell passes it unchanged.`);
      expect(run.output).not.toContain(token);
      expect(standIn.socket.received).toEqual([]);
      expect(code).toBe(2);
    } finally {
      await standIn.close();
    }
  });

  it.each(nodeWays)('explains a refused token with $way, without the token, and exits with 1', async ({flags}) => {
    const standIn = await startLumiaStandIn({token});
    const refusedToken = 'wrong-token-88';
    try {
      // The stand-in refuses the upgrade with 401, as newer Lumia Stream does with a wrong token.
      const run = runProcess(process.execPath, [...flags, script], {LUMIA_TOKEN: refusedToken, LUMIA_PORT: String(standIn.port)});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output).toContain(
        `Could not connect to ws://127.0.0.1:${standIn.port}/api: is Lumia Stream running, its API on and the token right?`,
      );
      expect(run.output).not.toContain(refusedToken);
      expect(code).toBe(1);
    } finally {
      await standIn.close();
    }
  });

  it.each(
    nodeWays.flatMap(({way, flags}) => [
      {way, flags, code: 1012, end: (socket: WebSocket) => socket.close(1012)},
      {way, flags, code: 1000, end: (socket: WebSocket) => socket.close(1000)},
      {way, flags, code: 1006, end: (socket: WebSocket) => socket.terminate()},
    ]),
  )(
    'with $way, says that a connection closed with $code before the reply leaves the outcome unknown, and exits with 1',
    async ({flags, code, end}) => {
      // Newer Lumia Stream answers every command, but the socket may close first: an API restart
      // (1012), an API turned off (1000) or the app dying (1006). That is no sign of an older build.
      const server = new WebSocketServer({host: '127.0.0.1', port: 0});
      await new Promise((resolve) => server.once('listening', resolve));
      server.on('connection', (client) => client.on('message', () => end(client)));
      try {
        const port = (server.address() as {port: number}).port;
        const run = runProcess(process.execPath, [...flags, script, '--wait', '2'], {LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
        const exitCode = await new Promise((resolve) => run.child.on('exit', resolve));
        expect(run.output).toContain(`Connection closed (code ${code}) before a reply, so the outcome is unknown.`);
        expect(run.output).not.toContain('does not answer socket commands');
        expect(exitCode).toBe(1);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('skips a message that is not an object, such as null, and still reads its reply', async () => {
    const server = new WebSocketServer({host: '127.0.0.1', port: 0});
    await new Promise((resolve) => server.once('listening', resolve));
    server.on('connection', (client) => {
      client.on('message', (raw) => {
        const {context} = JSON.parse((raw as Buffer).toString()) as {context: string};
        for (const text of ['null', '42', '"hello"']) client.send(text);
        client.send(JSON.stringify({event: 'socketapi:response', context, status: 200, message: true}));
      });
    });
    try {
      const port = (server.address() as {port: number}).port;
      const run = runProcess(process.execPath, [script], {LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output.trim()).toBe('OK: true');
      expect(code).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    [{status: 200, message: true}, 0, 'OK: true'],
    [{status: 400, error: 'type is invalid'}, 1, 'Failed with 400: type is invalid'],
  ])('reads a newer Lumia reply %j', async (answer, exitCode, line) => {
    // A tiny socket that answers like newer Lumia Stream, after an unrelated event.
    const server = new WebSocketServer({host: '127.0.0.1', port: 0});
    await new Promise((resolve) => server.once('listening', resolve));
    server.on('connection', (client) => {
      client.on('message', (raw) => {
        const {context} = JSON.parse((raw as Buffer).toString()) as {context: string};
        client.send(JSON.stringify(eventExamples[0].event));
        client.send(JSON.stringify({event: 'socketapi:response', context, ...answer}));
      });
    });
    try {
      const port = (server.address() as {port: number}).port;
      const run = runProcess(process.execPath, [script], {LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
      const code = await new Promise((resolve) => run.child.on('exit', resolve));
      expect(run.output.trim()).toBe(line);
      expect(code).toBe(exitCode);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a host that takes the connection but never answers the handshake', () => {
  // A plain TCP server: it accepts the connection and never reads or answers the upgrade request.
  let silent: Server;
  let port: number;
  const connections: Socket[] = [];
  beforeEach(async () => {
    silent = createServer((connection) => connections.push(connection));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as {port: number}).port;
  });
  afterEach(async () => {
    for (const connection of connections.splice(0)) connection.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  // The clients wait 10 s by default; the tests give them half a second.
  const timeout = {LUMIA_CONNECT_TIMEOUT: '0.5'};
  const noAnswer = 'no answer within 0.5 s';

  it.each(listeners)('$name says so and keeps reconnecting', async ({command, args}) => {
    const run = runProcess(command, args, {...timeout, LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
    try {
      await waitFor(() => run.output.split(`Could not connect to ws://127.0.0.1:${port}/api: ${noAnswer}`).length >= 3, 'two attempts');
      expect(run.output).toContain('Reconnecting in');
      expect(run.output).not.toMatch(/Traceback|\n\s+at /);
      expect(run.output).not.toContain(token);
      expect(run.child.exitCode).toBeNull();
    } finally {
      run.child.kill('SIGTERM');
    }
  });

  it.each(firstListeners)('$name says so and exits with 1', async ({command, args}) => {
    const run = runProcess(command, args, {...timeout, LUMIA_TOKEN: token, LUMIA_PORT: String(port)});
    const code = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).toContain(`No answer within 0.5 s: is it Lumia Stream's API that listens on port ${port}?`);
    expect(run.output).not.toMatch(/Traceback|Connection failed/);
    expect(code).toBe(1);
  });

  it.each(nodeWays)('send-command.mjs with $way says so and exits with 1', async ({flags}) => {
    const run = runProcess(process.execPath, [...flags, path.join(clientsDir, 'send-command.mjs')], {
      ...timeout,
      LUMIA_TOKEN: token,
      LUMIA_PORT: String(port),
    });
    const code = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).toContain(`Could not connect to ws://127.0.0.1:${port}/api: ${noAnswer}`);
    expect(run.output).not.toContain(token);
    expect(code).toBe(1);
  });

  it('browser.js says so and tries again', async () => {
    const logged: string[] = [];
    const retries: number[] = [];
    const context = vm.createContext({
      WebSocket: BrowserWebSocket,
      URLSearchParams,
      // The wait for an answer runs at a twentieth of its length; a retry is recorded instead of run.
      setTimeout: (callback: () => void, delay: number) => (delay >= 10000 ? setTimeout(callback, delay / 20) : retries.push(delay)),
      clearTimeout,
      location: {search: `?token=${token}&port=${port}`},
      console: {log: () => undefined, warn: (...parts: unknown[]) => logged.push(parts.join(' '))},
    });
    vm.runInContext(readFileSync(path.join(clientsDir, 'browser.js'), 'utf8'), context);
    await waitFor(() => retries.length === 1, 'the retry');
    expect(logged).toEqual([`Could not connect to ws://127.0.0.1:${port}/api: no answer within 10 s. Is it Lumia Stream's API that listens there?`]);
    (context.stopListening as () => void)();
  });
});

describe('a host name that cannot be found', () => {
  // .invalid never resolves (RFC 6761), so the name lookup fails before any connection is tried.
  const host = 'nosuch.invalid';
  const says = `Could not connect to ws://${host}:39231/api: cannot find the host ${host}`;

  it.each(listeners)('$name says which host, and keeps trying', async ({command, args}) => {
    const run = runProcess(command, [...args, '--host', host], {LUMIA_TOKEN: token, LUMIA_PORT: '39231'});
    try {
      await waitFor(() => run.output.split(says).length >= 3, 'two attempts');
      expect(run.output).not.toContain(hint);
      expect(run.output).not.toContain(token);
    } finally {
      run.child.kill('SIGTERM');
    }
  });

  it.each(nodeWays)('send-command.mjs with $way says which host, and exits with 1', async ({flags}) => {
    const run = runProcess(process.execPath, [...flags, path.join(clientsDir, 'send-command.mjs'), '--host', host], {
      LUMIA_TOKEN: token,
      LUMIA_PORT: '39231',
    });
    const code = await new Promise((resolve) => run.child.on('exit', resolve));
    expect(run.output).toContain(says);
    expect(run.output).not.toContain(hint);
    expect(code).toBe(1);
  });
});
