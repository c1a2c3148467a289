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
 * The AlertEvent typing that Overlay.on('alert') gives lists only the fields every alert shares;
 * alert-specific ones (message, amount, currency, gifter...) are not in it, and not every alert
 * sends them. So the overlay reads extraSettings and dynamic as plain records.
 * @typedef {Record<string, unknown>} Fields
 */

/** @param {Fields} extra */
const who = (extra) => String(extra.displayname || extra.username || 'Someone');

/**
 * An amount with its currency. Streamlabs and StreamElements donations send a currency code
 * (`currency`, such as "USD") and no symbol, so the browser formats the amount from the code.
 * @param {Fields} extra @param {string} value
 */
function money(extra, value) {
  const amount = Number(extra.amount ?? value);
  const code = typeof extra.currency === 'string' ? extra.currency : '';
  if (!Number.isFinite(amount)) return String(extra.amount ?? value);
  try {
    return new Intl.NumberFormat(undefined, {style: 'currency', currency: code}).format(amount);
  } catch {
    // No code, or one Intl does not know: show the number and whatever code came with it.
    return `${amount} ${code}`.trim();
  }
}

/** @param {Fields} extra @param {Fields} dynamic */
const donation = (extra, dynamic) => `${who(extra)} donated ${money(extra, String(dynamic.value ?? ''))}!`;

/**
 * A subscription. A gift names two people: the gifter (dynamic.username, and extraSettings.gifter
 * where it is sent) and the viewer who got it (recipient, or a comma-separated recipients list).
 * @param {Fields} extra @param {Fields} dynamic
 */
function subscription(extra, dynamic) {
  const recipient = String(extra.recipient || extra.recipients || '');
  // Any one of the three marks a gift, because dynamic may be missing.
  if (dynamic.isGift === true || recipient !== '' || String(extra.gifter || '') !== '') {
    const gifter = dynamic.isAnon === true ? 'An anonymous gifter' : String(extra.gifter || dynamic.username || extra.username || 'Someone');
    const to =
      recipient === ''
        ? 'a viewer'
        : recipient
            .split(',')
            .map((name) => name.trim())
            .join(', ');
    return `${gifter} gifted a sub to ${to}!`;
  }
  return `${who(extra)} subscribed!`;
}

/**
 * A batch of gifts: `gifter` gave `giftAmount` of them to `recipients`. Twitch and Kick gift subs,
 * YouTube gifts memberships, so each alert names its own gift.
 * @param {string} one @param {string} many
 * @returns {(extra: Fields) => string}
 */
const giftBatch = (one, many) => (extra) => {
  const count = Number(extra.giftAmount) || 1;
  return `${String(extra.gifter || extra.username || 'Someone')} gifted ${count} ${count === 1 ? one : many}!`;
};

/**
 * One headline per alert we show, keyed by the exact `alert` value.
 * @type {Record<string, (extra: Fields, dynamic: Fields) => string>}
 */
const headlines = {
  'twitch-follower': (extra) => `${who(extra)} followed!`,
  'kick-follower': (extra) => `${who(extra)} followed!`,
  'twitch-subscriber': subscription,
  'kick-subscriber': subscription,
  'twitch-giftSubscription': giftBatch('sub', 'subs'),
  'kick-subscriptionGift': giftBatch('sub', 'subs'),
  'youtube-member': (extra) => `${who(extra)} became a member!`,
  'youtube-giftMembers': giftBatch('membership', 'memberships'),
  'twitch-bits': (extra, dynamic) => `${who(extra)} cheered ${String(dynamic.value ?? extra.amount ?? '')} bits!`,
  'twitch-raid': (extra, dynamic) => `${who(extra)} is raiding with ${String(dynamic.value ?? extra.viewers ?? '')} viewers!`,
  'youtube-superchat': donation,
  'streamlabs-donation': donation,
  'streamelements-donation': donation,
};

/** @type {Array<AlertEvent>} */
const queue = [];
let busy = false;

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fills the card; false when the alert has no headline.
 * @param {AlertEvent} alert
 */
function render(alert) {
  // dynamic may be missing, probably on a plugin's alert that has no variations to match.
  /** @type {Fields} */
  const extra = alert.extraSettings ?? {};
  /** @type {Fields} */
  const dynamic = alert.dynamic ?? {};
  const describe = headlines[alert.alert];
  if (!describe) return false;
  headline.textContent = describe(extra, dynamic);
  // textContent, never innerHTML: the message is typed by a viewer.
  detail.textContent = typeof extra.message === 'string' ? extra.message : '';
  const picture = typeof extra.avatar === 'string' ? extra.avatar : '';
  avatar.hidden = picture === '';
  avatar.src = picture;
  return true;
}

async function showQueue() {
  if (busy) return;
  busy = true;
  try {
    while (queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      try {
        if (!render(next)) continue;
      } catch (error) {
        // A payload this code did not expect skips its card; the queue goes on.
        console.log('Alert box: could not show', next.alert, error);
        continue;
      }
      card.classList.add('is-visible');
      await wait(showForMs);
      card.classList.remove('is-visible');
      await wait(gapMs);
    }
  } finally {
    busy = false;
  }
}

Overlay.on('alert', (data) => {
  // Only alerts with a headline are shown; everything else is ignored.
  if (!(data.alert in headlines)) return;
  queue.push(data);
  void showQueue();
});
