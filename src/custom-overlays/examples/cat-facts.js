// Cat facts: a chat command shows a random fact from the public catfact.ninja API.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const card = element('fact-card');
const text = element('fact-text');

// A public API that needs no key; it answers JSON with the fact in "fact".
const factUrl = 'https://catfact.ninja/fact';
const command = String(Overlay.data.factCommand || '!catfact').toLowerCase();
const showMs = Math.max(3, Number(Overlay.data.showSeconds) || 12) * 1000;
const cooldownMs = Math.max(0, Number(Overlay.data.cooldownSeconds) || 0) * 1000;
const postInChat = Overlay.data.postInChat === true;
// fetch never gives up by itself: a server that takes the request and never answers would keep it
// waiting for good. After this many seconds the request is cancelled and ends in the error toast.
const timeoutSeconds = 10;
let lastShown = -Infinity;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let hideTimer;

/** @returns {Promise<string>} */
async function fetchFact() {
  // The signal also covers reading the answer: an answer that stops halfway times out too.
  const response = await fetch(factUrl, {signal: AbortSignal.timeout(timeoutSeconds * 1000)});
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  /** @type {unknown} */
  const body = await response.json();
  const fact = typeof body === 'object' && body !== null ? /** @type {Record<string, unknown>} */ (body).fact : undefined;
  if (typeof fact !== 'string' || fact === '') throw new Error('the answer has no fact');
  return fact;
}

async function showFact() {
  let fact;
  try {
    fact = await fetchFact();
  } catch (error) {
    // A toast says why nothing appeared; the card stays hidden.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? `the API did not answer within ${timeoutSeconds} seconds` : error instanceof Error ? error.message : String(error);
    toast(`Cat facts: ${reason}`, 'error');
    return;
  }
  text.textContent = fact;
  card.classList.add('is-visible');
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => card.classList.remove('is-visible'), showMs);
  if (!postInChat) return;
  try {
    // The fact comes from outside: take out each { and $ that opens a placeholder before posting it.
    await Overlay.chatbot({message: `Cat fact: ${fact.replace(/[{$]+(?=[{(])/g, '')}`});
  } catch (error) {
    toast(`Cat facts: could not post in chat (${String(error)})`, 'error');
  }
}

Overlay.on('chat', (chat) => {
  if ((chat.message || '').trim().toLowerCase() !== command) return;
  if (Date.now() - lastShown < cooldownMs) return;
  lastShown = Date.now();
  void showFact();
});
