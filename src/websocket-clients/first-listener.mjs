// The smallest Lumia Stream listener: connect, then print every event. It sends nothing.
// Node.js 22 or later (built-in WebSocket); on Node.js 21, or 20 from 20.10, add --experimental-websocket.
// Run: node first-listener.mjs --token your-token   (or set LUMIA_TOKEN instead of --token)
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {token: {type: 'string', default: process.env.LUMIA_TOKEN ?? ''}}});
if (!values.token) {
  console.error('No token: pass --token or set LUMIA_TOKEN.');
  process.exit(2);
}
const port = process.env.LUMIA_PORT ?? '39231';
const socket = new WebSocket(`ws://127.0.0.1:${port}/api?token=${encodeURIComponent(values.token)}`);

// A port that takes the connection but never answers it gets 10 seconds (LUMIA_CONNECT_TIMEOUT).
const seconds = Number(process.env.LUMIA_CONNECT_TIMEOUT) || 10;
const openTimer = setTimeout(() => {
  console.error(`No answer within ${seconds} s: is it Lumia Stream's API that listens on port ${port}?`);
  process.exit(1);
}, seconds * 1000);

socket.onopen = () => {
  clearTimeout(openTimer);
  console.log('Connected, waiting for events');
};
socket.onmessage = (message) => {
  const event = JSON.parse(message.data);
  // Alerts name themselves in event, for example "alert twitch-follower".
  const name = event.event ? `${event.type} ${event.event}` : event.type;
  console.log(`${name}: ${JSON.stringify(event.data)}`);
};
// A refused connection (wrong token, API off, app not running) may fire only error, never close.
socket.onerror = () => {
  clearTimeout(openTimer);
  console.error('Connection failed: is Lumia Stream running, its API on and the token right?');
  process.exitCode = 1;
};
socket.onclose = (close) => {
  clearTimeout(openTimer);
  console.log(`Closed with code ${close.code}`);
};
