// Listens to Lumia Stream's websocket from a web page (an overlay, a dashboard) and logs each event.
// Load it with <script src="browser.js"></script>. Settings come from the page address, e.g.
// overlay.html?token=your-token&port=39231 ; host defaults to 127.0.0.1, port to 39231 (39232 with
// secure=1, which needs a newer Lumia Stream with HTTPS on).
// Browsers cannot set headers on a websocket, so the token goes in the URL.
const settings = new URLSearchParams(location.search);
const lumiaSecure = settings.get('secure') === '1';
const lumiaAddress = `${lumiaSecure ? 'wss' : 'ws'}://${settings.get('host') || '127.0.0.1'}:${settings.get('port') || (lumiaSecure ? '39232' : '39231')}/api`;
const lumiaToken = settings.get('token') || '';

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
    // Builds differ in where they put the sender: newer ones in data.extraSettings.
    const extra = event.data.extraSettings ?? {};
    console.log(`chat: ${extra.displayname ?? event.data.username}: ${event.data.message}`);
  } else {
    console.log(`${event.type}:`, event.data);
  }
}

function connectToLumia() {
  let opened = false;
  lumiaSocket = new WebSocket(`${lumiaAddress}?token=${encodeURIComponent(lumiaToken)}`);

  lumiaSocket.onopen = () => {
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
    if (lumiaStopped) return;
    let wait = lumiaDelay;
    if (!opened) console.warn(`Could not connect (code ${closed.code}): is the API on and the token right?`);
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
