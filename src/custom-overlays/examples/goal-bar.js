// Goal bar: counts followers, subscribers or bits towards a target and remembers its progress.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const fill = element('goal-fill');
const label = element('goal-label');

const title = String(Overlay.data.goalTitle || 'Goal');
const target = Math.max(1, Number(Overlay.data.goalTarget) || 100);
const countWhat = String(Overlay.data.countWhat || 'followers');

/**
 * The bits of a twitch-bits alert: dynamic.value, or the alert's amount variable
 * (extraSettings.amount) when dynamic is missing or holds no number. An alert sent through the API
 * carries its variables in extraSettings, and its request has no field for dynamic.
 * @param {AlertEvent} alert
 */
function bits(alert) {
  /** @type {Record<string, unknown>} */
  const extra = alert.extraSettings ?? {};
  return Math.max(0, Number(alert.dynamic?.value) || Number(extra.amount) || 0);
}

/**
 * Alerts that move the bar, per choice of the "Count" dropdown, and how much each adds. A YouTube
 * subscribe counts as a follow; YouTube memberships count as subscriptions. A gifted sub counts as
 * one per alert, and batch gift alerts are left out: how many alerts one batch of gifts sends is not
 * documented, so counting both could count a sub twice.
 * @type {Record<string, Record<string, (alert: AlertEvent) => number>>}
 */
const counters = {
  followers: {'twitch-follower': () => 1, 'kick-follower': () => 1, 'youtube-subscriber': () => 1},
  subscribers: {'twitch-subscriber': () => 1, 'kick-subscriber': () => 1, 'youtube-member': () => 1},
  bits: {'twitch-bits': bits},
};
const counting = counters[countWhat] ?? counters.followers;

/**
 * Runs one storage or variable call. A failed call shows an error toast instead of stopping the
 * code after it, so the bar keeps counting.
 * @param {string} what @param {() => unknown} call
 */
async function attempt(what, call) {
  try {
    await call();
  } catch (error) {
    toast(`Goal bar: could not ${what} (${String(error)})`, 'error');
  }
}

// Storage belongs to this overlay's code id and survives reloads. A key that was never saved
// reads as null, so the first load seeds it.
/** @type {unknown} */
let stored;
try {
  stored = await Overlay.getStorage('progress');
} catch (error) {
  // The bar still counts, from 0; the next save replaces what storage holds.
  toast(`Goal bar: could not read the saved progress, counting from 0 (${String(error)})`, 'error');
}
let progress = Number(stored);
if (!Number.isFinite(progress)) progress = 0;
if (stored === null) await attempt('save the progress', () => Overlay.saveStorage('progress', String(progress)));

function draw() {
  const percent = Math.min(100, (progress / target) * 100);
  fill.style.width = `${percent}%`;
  label.textContent = `${title}: ${progress} / ${target}`;
}

/** @param {number} value */
async function setProgress(value) {
  const before = progress;
  progress = Math.max(0, Math.round(value));
  draw();
  // Once, when the bar reaches the target, not on every alert after it.
  if (before < target && progress >= target) toast(`${title} reached!`, 'success');
  // Saved as text: the 3.1.7 typings take only text.
  await attempt('save the progress', () => Overlay.saveStorage('progress', String(progress)));
  // A global variable too, so a chat command can show the progress as the goal_progress variable.
  await attempt('set goal_progress', () => Overlay.setVariable('goal_progress', progress));
}

draw();

Overlay.on('alert', (alert) => {
  const amount = counting[alert.alert];
  if (amount) void setProgress(progress + amount(alert));
});

// Custom code can adjust the bar with
// overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({add: 5})}) or {set: 0}.
Overlay.on('overlaycontent', (event) => {
  /** @type {unknown} */
  let change;
  try {
    change = JSON.parse(event.content);
  } catch {
    change = undefined;
  }
  // Anything can arrive, including JSON that is not an object, such as "null" or "5".
  if (typeof change !== 'object' || change === null || Array.isArray(change)) {
    toast('Goal bar: content is not a JSON object such as {"add": 5}', 'error');
    return;
  }
  const {set, add} = /** @type {Record<string, unknown>} */ (change);
  if (typeof set === 'number') void setProgress(set);
  else if (typeof add === 'number') void setProgress(progress + add);
});
