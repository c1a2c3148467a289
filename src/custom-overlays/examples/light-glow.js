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
 * @property {boolean | null} on Whether the light is on; null until an event has said so.
 */

/**
 * The state before any event: off until an event says the light is on, and white at full
 * brightness until an event gives a colour or brightness, so a first event that leaves them out
 * still shows a glow.
 * @type {LightState}
 */
const unknown = {r: 255, g: 255, b: 255, brightness: 100, on: null};

/**
 * A stored state, or `unknown` when storage holds nothing usable (never saved: null).
 * The state is saved as JSON text, because the 3.1.7 typings of saveStorage take only text.
 * @param {unknown} stored
 * @returns {LightState}
 */
function readState(stored) {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return unknown;
    }
  }
  if (typeof value !== 'object' || value === null) return unknown;
  const {r, g, b, brightness, on} = /** @type {Record<string, unknown>} */ (value);
  const numbers = [r, g, b, brightness].map(Number);
  if (numbers.some((number) => !Number.isFinite(number))) return unknown;
  return {r: numbers[0], g: numbers[1], b: numbers[2], brightness: numbers[3], on: typeof on === 'boolean' ? on : null};
}

/** @param {number} value */
const hex = (value) => Math.round(value).toString(16).padStart(2, '0');

/** @param {LightState} state */
function paint(state) {
  glow.style.backgroundColor = state.on === true ? `rgb(${state.r} ${state.g} ${state.b} / ${state.brightness}%)` : 'transparent';
  label.hidden = !showLabel;
  label.textContent = state.on === true ? `#${hex(state.r)}${hex(state.g)}${hex(state.b)} at ${state.brightness}%` : 'off';
}

/**
 * Saves the state. A failed save shows an error toast instead of stopping the code after it.
 * @param {LightState} state
 */
async function save(state) {
  try {
    await Overlay.saveStorage('lastLight', JSON.stringify(state));
  } catch (error) {
    toast(`Light glow: could not save the light (${String(error)})`, 'error');
  }
}

// Storage survives reloads, so the glow comes back as it was. A key that was never saved reads as
// null, and newer builds also show an error toast for it: the first load saves the starting state,
// so every later load finds the key. If the read fails, the glow starts off and listens all the same.
/** @type {unknown} */
let stored;
try {
  stored = await Overlay.getStorage('lastLight');
} catch (error) {
  toast(`Light glow: could not read the saved light (${String(error)})`, 'error');
}
let state = readState(stored);
if (stored === null) await save(state);
paint(state);

Overlay.on('virtuallight', (light) => {
  if (lightId !== '' && light.uuid !== lightId) return;
  glow.style.transitionDuration = `${Math.max(0, Number(light.transition) || 0)}ms`;
  // power may be missing when only the colour changed: the light then keeps its on or off state.
  // Before any event has said whether the light is on, a colour change shows the colour.
  const on = typeof light.power === 'boolean' ? light.power : (state.on ?? true);
  // Whether every event carries a colour is not documented: one without a colour or brightness
  // keeps the last ones.
  const {r, g, b} = light.color ?? state;
  const brightness = Number.isFinite(light.brightness) ? light.brightness : state.brightness;
  state = {r, g, b, brightness, on};
  paint(state);
  void save(state);
});
