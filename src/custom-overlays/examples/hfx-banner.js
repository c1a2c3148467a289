// HFX banner: says who set off each HFX, for as long as the effect plays.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const banner = element('hfx-banner');
const avatar = /** @type {HTMLImageElement} */ (element('hfx-avatar'));
const title = element('hfx-title');
const detail = element('hfx-detail');

const minimumMs = Math.max(1, Number(Overlay.data.minimumSeconds) || 3) * 1000;
const showMessage = Overlay.data.showMessage === true;

/** @type {HfxEvent[]} */
const queue = [];
let busy = false;

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {HfxEvent} effect */
function render(effect) {
  title.textContent = `${effect.username || 'Someone'} used ${effect.command || 'an HFX'}`;
  // textContent: the message comes from a viewer.
  detail.textContent = showMessage && effect.message ? effect.message : '';
  detail.hidden = detail.textContent === '';
  avatar.hidden = !effect.avatar;
  avatar.src = effect.avatar || '';
}

async function showQueue() {
  if (busy) return;
  busy = true;
  while (queue.length > 0) {
    const effect = queue.shift();
    if (!effect) break;
    render(effect);
    banner.classList.add('is-visible');
    // duration is the HFX's length in milliseconds; short or missing ones still stay readable.
    await wait(Math.max(minimumMs, Number(effect.duration) || 0));
    banner.classList.remove('is-visible');
    await wait(400);
  }
  busy = false;
}

Overlay.on('hfx', (effect) => {
  queue.push(effect);
  void showQueue();
});
