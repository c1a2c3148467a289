// Listens to Lumia Stream's websocket and prints one line per event.
// Run: node node.mjs --token your-token   (or set LUMIA_TOKEN instead of --token)
// Options: --host (127.0.0.1) --port (39231) --token, and for newer Lumia Stream only:
// --secure (wss on port 39232) --name (app name Lumia Stream shows)
// LUMIA_CONNECT_TIMEOUT sets how many seconds an attempt may take to open (10).
// Needs Node 22+ (global WebSocket) or the ws package on older Node: npm install ws
import {lookup} from 'node:dns/promises';
import {parseArgs} from 'node:util';

/** An environment variable, or the fallback when it is not set. */
const setting = (name, fallback) => process.env[name] ?? fallback;

const {values: args} = parseArgs({
  options: {
    host: {type: 'string', default: setting('LUMIA_HOST', '127.0.0.1')},
    port: {type: 'string', default: setting('LUMIA_PORT')},
    token: {type: 'string', default: setting('LUMIA_TOKEN', '')},
    secure: {type: 'boolean', default: setting('LUMIA_SECURE') === '1'},
    name: {type: 'string', default: setting('LUMIA_APP_NAME')},
  },
});

if (!args.token) {
  console.error('No token: set LUMIA_TOKEN or pass --token (Lumia Stream > Settings > API).');
  process.exit(2);
}

const port = args.port || (args.secure ? '39232' : '39231');
const address = `${args.secure ? 'wss' : 'ws'}://${args.host}:${port}/api`;
// Checked before the token joins the address: the WebSocket constructor's error for an invalid
// address quotes the whole URL, token included.
// The host must be a host and nothing more: 'user@host' or 'host?x' would send the token elsewhere.
const parsed = URL.canParse(address) ? new URL(address) : undefined;
// Each dot-separated label has 1 to 63 characters: 'a..b' is no host name.
const labels = parsed?.hostname.replace(/\.$/, '').split('.') ?? [];
const hostOnly =
  parsed?.hostname === args.host.toLowerCase() &&
  parsed.pathname === '/api' &&
  !parsed.username &&
  !parsed.search &&
  labels.every((label) => label.length >= 1 && label.length <= 63);
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535 || !hostOnly) {
  console.error(`Not a valid address: ${address}. Check the host, and give the port as a number from 1 to 65535.`);
  process.exit(2);
}

const WebSocketClass = globalThis.WebSocket ?? (await import('ws')).default;
const query = new URLSearchParams({token: args.token});
if (args.name) query.set('name', args.name);

// A host that takes the connection but never answers would otherwise keep an attempt waiting.
const connectTimeoutS = Number(setting('LUMIA_CONNECT_TIMEOUT')) > 0 ? Number(setting('LUMIA_CONNECT_TIMEOUT')) : 10;
const firstDelayMs = 1_000;
const maxDelayMs = 30_000;
let delay = firstDelayMs;
let stopping = false;
let socket;

/** One readable line per event; unknown types are printed whole. */
function describe(event) {
  const data = event.data ?? {};
  const extra = data.extraSettings ?? {};
  switch (event.type) {
    case 'chat':
      return data.shouldRemove ? `chat: remove message ${data.shouldRemove}` : `chat: ${extra.displayname ?? extra.username}: ${data.message}`;
    case 'command':
      return `command: ${data.username} ran ${data.command}`;
    case 'alert':
      return `alert ${event.event}: ${JSON.stringify(data.dynamic)}${data.replay ? ' (replay)' : ''}`;
    case 'states':
      return `states: lights ${data.on}, stream mode ${data.streamMode}, fuze ${data.fuze}`;
    default:
      return `${event.type}: ${JSON.stringify(data)}`;
  }
}

/** Why an attempt did not open, as far as the client can tell. Printed without the token. */
async function whyNotOpened(failure) {
  try {
    await lookup(args.host);
  } catch (error) {
    return `: cannot find the host ${args.host} (${error.code}). Check --host and your network.`;
  }
  // The ws package says what went wrong (ECONNREFUSED, or the HTTP status of a refused upgrade); Node's built-in WebSocket does not.
  const detail = WebSocketClass !== globalThis.WebSocket && failure?.error?.message ? ` (${failure.error.message})` : '';
  return `${detail}: is Lumia Stream running, its API on and the token right?`;
}

function connect() {
  let opened = false;
  let ended = false;
  socket = new WebSocketClass(`${address}?${query}`);
  const openTimer = setTimeout(() => {
    notOpened(() => `: no answer within ${connectTimeoutS} s. Is it Lumia Stream's API that listens there?`);
    socket.close();
  }, connectTimeoutS * 1000);

  /** Ends this attempt once; events that come after are ignored. */
  function end() {
    if (ended || stopping) return false;
    ended = true;
    clearTimeout(openTimer);
    return true;
  }

  /** Schedules the next attempt. */
  function reconnectAfter(wait) {
    delay = Math.min(delay * 2, maxDelayMs);
    // The wait plus up to half of it at random, so several clients don't all return at once.
    const jittered = Math.round(wait + Math.random() * (wait / 2));
    console.warn(`Reconnecting in ${(jittered / 1000).toFixed(1)} s`);
    setTimeout(connect, jittered);
  }

  /** Says why an attempt never opened, then tries again. */
  function notOpened(why) {
    if (!end()) return;
    const wait = delay;
    void Promise.resolve(why()).then((text) => {
      if (stopping) return;
      console.warn(`Could not connect to ${address}${text}`);
      reconnectAfter(wait);
    });
  }

  socket.addEventListener('open', () => {
    clearTimeout(openTimer);
    opened = true;
    delay = firstDelayMs;
    console.log(`Connected to ${address}`);
  });

  // A listener only reads. Every message sent to Lumia runs as a command, so send nothing here.
  socket.addEventListener('message', (message) => {
    let event;
    try {
      event = JSON.parse(String(message.data));
    } catch {
      return console.warn('Not JSON, skipped:', String(message.data).slice(0, 80));
    }
    // An event is an object; skip anything else, such as null or a bare number.
    if (!event || typeof event !== 'object' || Array.isArray(event)) {
      return console.warn('Not an event, skipped:', String(message.data).slice(0, 80));
    }
    console.log(describe(event));
  });

  // A refused connection (a wrong token, the API off, the app not running, a wrong host) fires
  // error. Some WebSocket implementations, such as Node 20's built-in one, fire no close after
  // it, so the attempt is retried from here.
  socket.addEventListener('error', (failure) => {
    if (!opened) notOpened(() => whyNotOpened(failure));
  });

  socket.addEventListener('close', (closed) => {
    if (!opened) return notOpened(() => whyNotOpened());
    if (!end()) return;
    let wait = delay;
    if (closed.code === 1000) {
      console.warn('Lumia Stream stopped its API; trying again slowly.');
      wait = maxDelayMs;
    } else if (closed.code === 1012) {
      console.warn('Lumia Stream is restarting its API.');
      wait = firstDelayMs;
    } else {
      console.warn(`Connection lost (code ${closed.code}).`);
    }
    reconnectAfter(wait);
  });
}

function stop() {
  stopping = true;
  socket?.close(1000);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

connect();
