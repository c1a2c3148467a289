// Alert box: one card per alert, shown one after another.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const card = element('alert-card');
const avatar = /** @type {HTMLImageElement} */ (element('alert-avatar'));
const headline = element('alert-headline');
const detail = element('alert-detail');

// Config values arrive in Overlay.data; convert numbers yourself.
const showForMs = Math.max(2, Number(Overlay.data.showSeconds) || 6) * 1000;
const gapMs = 600;

/**
 * The alert-specific fields (amount, message, currency...) are not in the 3.1.7 typing of
 * extraSettings, so the overlay reads them as a plain record.
 * @typedef {Record<string, unknown>} Extras
 */

/** @param {Extras} extra */
const who = (extra) => String(extra.displayname || extra.username || 'Someone');

/** @param {Extras} extra @param {string} value */
const donation = (extra, value) =>
  `${who(extra)} donated ${String(extra.currencySymbol ?? '')}${String(extra.amount ?? value)}`;

/**
 * One headline per alert we show, keyed by the exact `alert` value.
 * @type {Record<string, (extra: Extras, value: string) => string>}
 */
const headlines = {
  'twitch-follower': (extra) => `${who(extra)} followed!`,
  'kick-follower': (extra) => `${who(extra)} followed!`,
  'twitch-subscriber': (extra) => `${who(extra)} subscribed!`,
  'kick-subscriber': (extra) => `${who(extra)} subscribed!`,
  'youtube-member': (extra) => `${who(extra)} became a member!`,
  'twitch-bits': (extra, value) => `${who(extra)} cheered ${value} bits!`,
  'twitch-raid': (extra, value) => `${who(extra)} is raiding with ${value} viewers!`,
  'youtube-superchat': donation,
  'streamlabs-donation': donation,
  'streamelements-donation': donation,
};

/** @type {Array<AlertEvent>} */
const queue = [];
let busy = false;

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {AlertEvent} alert */
function render(alert) {
  /** @type {Extras} */
  const extra = alert.extraSettings;
  const describe = headlines[alert.alert];
  if (!describe) return;
  headline.textContent = describe(extra, String(alert.dynamic.value ?? ''));
  // textContent, never innerHTML: the message is typed by a viewer.
  detail.textContent = typeof extra.message === 'string' ? extra.message : '';
  const picture = typeof extra.avatar === 'string' ? extra.avatar : '';
  avatar.hidden = picture === '';
  avatar.src = picture;
}

async function showQueue() {
  if (busy) return;
  busy = true;
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    render(next);
    card.classList.add('is-visible');
    await wait(showForMs);
    card.classList.remove('is-visible');
    await wait(gapMs);
  }
  busy = false;
}

Overlay.on('alert', (data) => {
  // Only alerts with a headline are shown; everything else is ignored.
  if (!(data.alert in headlines)) return;
  queue.push(data);
  void showQueue();
});
