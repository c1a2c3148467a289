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
 * Alerts that move the bar, per choice of the "Count" dropdown, and how much each adds.
 * @type {Record<string, Record<string, (alert: AlertEvent) => number>>}
 */
const counters = {
  followers: {'twitch-follower': () => 1, 'kick-follower': () => 1, 'youtube-subscriber': () => 1},
  subscribers: {'twitch-subscriber': () => 1, 'kick-subscriber': () => 1, 'youtube-member': () => 1},
  // For twitch-bits, dynamic.value carries the number of bits.
  bits: {'twitch-bits': (alert) => Number(alert.dynamic.value) || 0},
};
const counting = counters[countWhat] ?? counters.followers;

// Storage belongs to this overlay's code id and survives reloads. A key that was never saved
// reads as null, so the first load seeds it.
const stored = await Overlay.getStorage('progress');
let progress = Number(stored);
if (stored === null || !Number.isFinite(progress)) {
  progress = 0;
  await Overlay.saveStorage('progress', progress);
}

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
  await Overlay.saveStorage('progress', progress);
  // A global variable too, so a chat command can show the progress as the goal_progress variable.
  await Overlay.setVariable('goal_progress', progress);
  // Once, when the bar reaches the target, not on every alert after it.
  if (before < target && progress >= target) toast(`${title} reached!`, 'success');
}

draw();

Overlay.on('alert', (alert) => {
  const amount = counting[alert.alert];
  if (amount) void setProgress(progress + amount(alert));
});

// Custom code can adjust the bar with
// overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({add: 5})}) or {set: 0}.
Overlay.on('overlaycontent', (event) => {
  /** @type {Record<string, unknown>} */
  let change;
  try {
    change = JSON.parse(event.content);
  } catch {
    toast('Goal bar: content is not JSON', 'error');
    return;
  }
  if (typeof change.set === 'number') void setProgress(change.set);
  else if (typeof change.add === 'number') void setProgress(progress + change.add);
});
