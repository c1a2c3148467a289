// Light glow: a soft glow that follows a Lumia Stream virtual light and keeps its last state.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const glow = element('light-glow');
const label = element('light-label');

// Empty: follow every virtual light. Otherwise only the light with this uuid.
const lightId = String(Overlay.data.lightId ?? '').trim();
const showLabel = Overlay.data.showLabel === true;

/**
 * @typedef {object} LightState
 * @property {number} r
 * @property {number} g
 * @property {number} b
 * @property {number} brightness
 * @property {boolean} on
 */

/** @type {LightState} */
const off = {r: 0, g: 0, b: 0, brightness: 0, on: false};

/**
 * A stored state, or `off` when storage holds nothing usable (never saved: null).
 * @param {unknown} stored
 * @returns {LightState}
 */
function readState(stored) {
  if (typeof stored !== 'object' || stored === null) return off;
  const {r, g, b, brightness, on} = /** @type {Record<string, unknown>} */ (stored);
  const numbers = [r, g, b, brightness].map(Number);
  if (numbers.some((value) => !Number.isFinite(value))) return off;
  return {r: numbers[0], g: numbers[1], b: numbers[2], brightness: numbers[3], on: on === true};
}

/** @param {number} value */
const hex = (value) => Math.round(value).toString(16).padStart(2, '0');

/** @param {LightState} state */
function paint(state) {
  glow.style.backgroundColor = state.on ? `rgb(${state.r} ${state.g} ${state.b} / ${state.brightness}%)` : 'transparent';
  label.hidden = !showLabel;
  label.textContent = state.on ? `#${hex(state.r)}${hex(state.g)}${hex(state.b)} at ${state.brightness}%` : 'off';
}

// Storage survives reloads, so the glow comes back as it was. A key that was never saved reads as
// null, and newer builds also show an error toast for it: the first load saves the starting state,
// so every later load finds the key.
const stored = await Overlay.getStorage('lastLight');
let state = readState(stored);
if (stored === null) await Overlay.saveStorage('lastLight', state);
paint(state);

Overlay.on('virtuallight', (light) => {
  if (lightId !== '' && light.uuid !== lightId) return;
  glow.style.transitionDuration = `${Math.max(0, Number(light.transition) || 0)}ms`;
  // power is missing when only the colour changed; only an explicit false turns the glow off.
  state = {...light.color, brightness: light.brightness, on: light.power !== false};
  paint(state);
  void Overlay.saveStorage('lastLight', state);
});
