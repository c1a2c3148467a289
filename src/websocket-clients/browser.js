// Listens to Lumia Stream's websocket from a web page (an overlay, a dashboard) and logs each event.
// Load it with <script src="browser.js"></script>. Settings come from the page address, e.g.
// overlay.html?token=your-token&port=39231 ; host defaults to 127.0.0.1, port to 39231 (39232 with
// secure=1, which needs a newer Lumia Stream with HTTPS on).
// Browsers cannot set headers on a websocket, so the token goes in the URL.
const settings = new URLSearchParams(location.search);
const lumiaSecure = settings.get('secure') === '1';
const lumiaAddress = `${lumiaSecure ? 'wss' : 'ws'}://${settings.get('host') || '127.0.0.1'}:${settings.get('port') || (lumiaSecure ? '39232' : '39231')}/api`;
const lumiaToken = settings.get('token') || '';

// An attempt that gets no answer in this time is given up, as one a host takes but never answers.
const connectTimeoutMs = 10000;
const firstDelayMs = 1000;
const maxDelayMs = 30000;
let lumiaDelay = firstDelayMs;
let lumiaSocket = null;
let lumiaStopped = false;
let lumiaTimer = null;

/** Called once per event; replace the body with what your page should do. */
function handleLumiaEvent(event) {
  if (event.type === 'alert') {
    console.log(`alert ${event.event}:`, event.data.dynamic);
  } else if (event.type === 'chat' && !event.data.shouldRemove) {
    // Builds differ in where they put the chat message: newer ones keep the sender in
    // data.extraSettings, while lumia-types 3.1.7 types both one level deeper, in data.data.
    const extra = event.data.extraSettings ?? {};
    const older = event.data.data ?? {};
    console.log(`chat: ${extra.displayname ?? older.username}: ${event.data.message ?? older.message}`);
  } else {
    console.log(`${event.type}:`, event.data);
  }
}

function connectToLumia() {
  let opened = false;
  let timedOut = false;
  const socket = new WebSocket(`${lumiaAddress}?token=${encodeURIComponent(lumiaToken)}`);
  lumiaSocket = socket;
  // Closing a socket that never opened ends in onclose below, which tries again.
  const openTimer = setTimeout(() => {
    timedOut = true;
    socket.close();
  }, connectTimeoutMs);

  lumiaSocket.onopen = () => {
    clearTimeout(openTimer);
    opened = true;
    lumiaDelay = firstDelayMs;
    console.log(`Connected to ${lumiaAddress}`);
  };

  // Listen only: anything sent to Lumia runs as a command, so this page never calls send().
  lumiaSocket.onmessage = (message) => {
    try {
      handleLumiaEvent(JSON.parse(message.data));
    } catch (error) {
      console.warn('Skipped a message that could not be handled:', error);
    }
  };

  lumiaSocket.onclose = (closed) => {
    clearTimeout(openTimer);
    if (lumiaStopped) return;
    let wait = lumiaDelay;
    if (timedOut)
      console.warn(
        `Could not connect to ${lumiaAddress}: no answer within ${connectTimeoutMs / 1000} s. Is it Lumia Stream's API that listens there?`,
      );
    else if (!opened)
      console.warn(`Could not connect to ${lumiaAddress} (code ${closed.code}): is Lumia Stream running, its API on and the token right?`);
    else if (closed.code === 1000)
      wait = maxDelayMs; // API turned off: retry slowly
    else if (closed.code === 1012) wait = firstDelayMs; // API restarting: come back soon
    lumiaDelay = Math.min(lumiaDelay * 2, maxDelayMs);
    // The wait plus up to half of it at random, so several pages don't all return at once.
    lumiaTimer = setTimeout(connectToLumia, wait + Math.random() * (wait / 2));
  };
}

/** Ends the connection for good, e.g. before the page unloads. */
function stopListening() {
  lumiaStopped = true;
  clearTimeout(lumiaTimer);
  if (lumiaSocket) lumiaSocket.close(1000);
}

connectToLumia();
