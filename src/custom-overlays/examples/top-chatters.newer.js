// Top chatters: counts chat messages per viewer across reloads and shows the five busiest.
// Reset it with the Configuration sidebar's button (newer Lumia Stream) or !resetchatters.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const list = element('chatter-list');
const ignoreCommands = Overlay.data.ignoreCommands === true;
const shown = 5;

/**
 * @typedef {object} Chatter
 * @property {string} name
 * @property {number} count
 */

/**
 * What storage holds under "chatters", or nothing when it was never saved (null) or is damaged.
 * The counts are saved as JSON text, because what getStorage gives back for a saved object is not
 * documented. An object read back is taken too.
 * @param {unknown} stored
 * @returns {Record<string, Chatter>}
 */
function readChatters(stored) {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  /** @type {Record<string, Chatter>} */
  const chatters = {};
  for (const [key, entry] of Object.entries(value)) {
    const {name, count} = /** @type {Record<string, unknown>} */ (entry ?? {});
    if (typeof name === 'string' && Number.isFinite(count)) chatters[key] = {name, count: Number(count)};
  }
  return chatters;
}

/**
 * Runs one storage call. A failed call shows an error toast instead of stopping the code after it.
 * @param {string} what @param {() => unknown} call
 * @returns {Promise<boolean>} whether the call worked
 */
async function attempt(what, call) {
  try {
    await call();
    return true;
  } catch (error) {
    toast(`Top chatters: could not ${what} (${String(error)})`, 'error');
    return false;
  }
}

// A key that was never saved reads as null, and newer builds also show an error toast for it: the
// first load saves the empty list, so every later load finds the key. If the read fails, counting
// starts from nothing.
/** @type {unknown} */
let stored;
try {
  stored = await Overlay.getStorage('chatters');
} catch (error) {
  toast(`Top chatters: could not read the saved counts, counting from nothing (${String(error)})`, 'error');
}
let chatters = readChatters(stored);
// Saved as JSON text, parsed again by readChatters.
const save = () => attempt('save the counts', () => Overlay.saveStorage('chatters', JSON.stringify(chatters)));
if (stored === null) await save();
/** @type {ReturnType<typeof setTimeout> | undefined} */
let saveTimer;

function draw() {
  const top = Object.values(chatters)
    .sort((a, b) => b.count - a.count)
    .slice(0, shown);
  list.replaceChildren(
    ...top.map((chatter) => {
      const item = document.createElement('li');
      // textContent: names are chosen by viewers.
      item.textContent = `${chatter.name}: ${chatter.count}`;
      return item;
    }),
  );
}

// A busy chat would save on every message; once every few seconds is enough.
function saveSoon() {
  if (saveTimer !== undefined) return;
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    void save();
  }, 5000);
}

async function reset() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  chatters = {};
  draw();
  // Delete the saved counts, then save the empty list at once, as the first load does: a reload
  // before anyone chats again then finds the key instead of reading a missing one. Either call
  // alone leaves no old counts for a reload to find.
  const deleted = await attempt('delete the saved counts', () => Overlay.deleteStorage('chatters'));
  const saved = await save();
  if (deleted || saved) toast('Top chatters reset', 'success');
}

Overlay.on('chat', (chat) => {
  const message = (chat.message || '').trim();
  if (message.toLowerCase() === '!resetchatters' && (chat.userLevels?.isSelf || chat.userLevels?.mod)) {
    void reset();
    return;
  }
  if (message === '' || (ignoreCommands && message.startsWith('!'))) return;
  // One entry per account and platform; the name shown is the latest display name.
  const key = `${chat.origin}:${chat.username}`;
  const previous = chatters[key]?.count ?? 0;
  chatters[key] = {name: chat.displayname || chat.username, count: previous + 1};
  draw();
  saveSoon();
});

// Newer Lumia Stream: the "Reset" button of the Configuration sidebar (an actionbutton field).
Overlay.on('configAction', (action) => {
  if (action.key === 'resetCounts') void reset();
});

draw();
