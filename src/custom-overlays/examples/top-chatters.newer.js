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
 * @param {unknown} stored
 * @returns {Record<string, Chatter>}
 */
function readChatters(stored) {
  if (typeof stored !== 'object' || stored === null) return {};
  /** @type {Record<string, Chatter>} */
  const chatters = {};
  for (const [key, value] of Object.entries(stored)) {
    const {name, count} = /** @type {Record<string, unknown>} */ (value ?? {});
    if (typeof name === 'string' && Number.isFinite(count)) chatters[key] = {name, count: Number(count)};
  }
  return chatters;
}

// A key that was never saved reads as null, and newer builds also show an error toast for it: the
// first load saves the empty list, so every later load finds the key.
const stored = await Overlay.getStorage('chatters');
let chatters = readChatters(stored);
if (stored === null) await Overlay.saveStorage('chatters', chatters);
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
    void Overlay.saveStorage('chatters', chatters);
  }, 5000);
}

async function reset() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  chatters = {};
  draw();
  // Delete the saved counts, then save the empty list at once, as the first load does: a reload
  // before anyone chats again then finds the key instead of reading a missing one.
  await Overlay.deleteStorage('chatters');
  await Overlay.saveStorage('chatters', chatters);
  toast('Top chatters reset', 'success');
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
