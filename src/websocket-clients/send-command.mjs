// Sends one command over Lumia Stream's websocket and prints the reply, if the app sends one.
// Run: node send-command.mjs --token your-token '{"type":"chat-command","params":{"value":"blue"}}'
// Without a body it sends that one; the token may come from LUMIA_TOKEN instead of --token.
// Options: --host (127.0.0.1) --port (39231) --token --wait (seconds to wait for a reply, 3)
// LUMIA_CONNECT_TIMEOUT sets how many seconds the connection may take to open (10).
// Needs Node 22+ (global WebSocket) or the ws package on older Node: npm install ws
import {lookup} from 'node:dns/promises';
import {parseArgs} from 'node:util';

/** The command body as an object, or undefined when the text is not a JSON object. */
function readBody(text) {
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An environment variable, or the fallback when it is not set. */
const setting = (name, fallback) => process.env[name] ?? fallback;

const {values: args, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    host: {type: 'string', default: setting('LUMIA_HOST', '127.0.0.1')},
    port: {type: 'string', default: setting('LUMIA_PORT', '39231')},
    token: {type: 'string', default: setting('LUMIA_TOKEN', '')},
    wait: {type: 'string', default: '3'},
  },
});

if (!args.token) {
  console.error('No token: set LUMIA_TOKEN or pass --token.');
  process.exit(2);
}

// Same body as POST /api/send, plus a context of our own so the reply can be matched to it.
const body = readBody(positionals[0] ?? '{"type":"chat-command","params":{"value":"blue"}}');
if (!body) {
  console.error(`Not a JSON object: ${positionals[0]}. Quote the body so that your shell passes it unchanged.`);
  process.exit(2);
}
const context = `send-${Date.now()}`;

const address = `ws://${args.host}:${args.port}/api`;
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
if (!/^\d+$/.test(args.port) || Number(args.port) < 1 || Number(args.port) > 65535 || !hostOnly) {
  console.error(`Not a valid address: ${address}. Check the host, and give the port as a number from 1 to 65535.`);
  process.exit(2);
}

const WebSocketClass = globalThis.WebSocket ?? (await import('ws')).default;
const socket = new WebSocketClass(`${address}?token=${encodeURIComponent(args.token)}`);

let timer;
let opened = false;
let finished = false;

// A host that takes the connection but never answers would otherwise keep the script waiting.
const connectTimeoutS = Number(process.env.LUMIA_CONNECT_TIMEOUT) > 0 ? Number(process.env.LUMIA_CONNECT_TIMEOUT) : 10;
const openTimer = setTimeout(() => {
  finish(`Could not connect to ${address}: no answer within ${connectTimeoutS} s. Is it Lumia Stream's API that listens there?`, 1);
  socket.close();
}, connectTimeoutS * 1000);

/** Prints the outcome once and ends: what comes after (our own close, a late reply) is ignored. */
function finish(text, exitCode) {
  if (finished) return;
  finished = true;
  clearTimeout(openTimer);
  clearTimeout(timer);
  (exitCode === 0 ? console.log : console.error)(text);
  if (opened) socket.close(1000);
  process.exitCode = exitCode;
}

socket.addEventListener('open', () => {
  clearTimeout(openTimer);
  opened = true;
  socket.send(JSON.stringify({...body, context}));
  // Older Lumia Stream never answers on the socket: no reply means "unknown", not "failed".
  timer = setTimeout(
    () => finish('No reply: this Lumia Stream does not answer socket commands, so the outcome is unknown.', 0),
    Number(args.wait) * 1000,
  );
});

socket.addEventListener('message', (message) => {
  let reply;
  try {
    reply = JSON.parse(String(message.data));
  } catch {
    return;
  }
  // A reply is an object; skip anything else, such as null.
  if (!reply || typeof reply !== 'object') return;
  // Events keep arriving on the same socket; only our own reply counts.
  if (reply.event !== 'socketapi:response' || reply.context !== context) return;
  if (reply.status === 200) finish(`OK: ${JSON.stringify(reply.message)}`, 0);
  else finish(`Failed with ${reply.status}: ${reply.error}`, 1);
});

let explaining = false;
/** Explains a connection that never opened, once: a host that cannot be found, or the usual causes. */
function refused() {
  if (finished || explaining) return;
  explaining = true;
  // Printed without the token, which is in the query string.
  lookup(args.host).then(
    () => finish(`Could not connect to ${address}: is Lumia Stream running, its API on and the token right?`, 1),
    (error) => finish(`Could not connect to ${address}: cannot find the host ${args.host} (${error.code}). Check --host and your network.`, 1),
  );
}

// A refused connection fires error. The ws package fires close after it, Node 20's built-in
// WebSocket does not, so whichever comes first reports it. Without an error listener the ws
// package would also throw "Unhandled 'error' event".
socket.addEventListener('error', () => {
  if (!opened) refused();
});
// A socket that opened and closes before the reply (the API restarting or turned off, the app
// gone) says nothing about whether the command ran.
socket.addEventListener('close', (closed) => {
  if (opened) finish(`Connection closed (code ${closed.code}) before a reply, so the outcome is unknown.`, 1);
  else refused();
});
