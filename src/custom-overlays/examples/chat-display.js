// Chat display: the latest chat messages, newest at the bottom.
const list = document.getElementById('chat-list');
if (!list) throw new Error('The HTML tab has no element with id "chat-list".');

const maxMessages = Math.max(1, Number(Overlay.data.maxMessages) || 8);
const hideAfterMs = Math.max(0, Number(Overlay.data.hideAfterSeconds) || 0) * 1000;
const hideCommands = Overlay.data.hideCommands === true;
const showPlatform = Overlay.data.showPlatform === true;

/** @param {ChatEvent} chat */
function buildMessage(chat) {
  const item = document.createElement('li');
  item.className = 'chat-message';

  if (showPlatform) {
    const platform = document.createElement('span');
    platform.className = 'chat-platform';
    platform.textContent = chat.origin;
    item.append(platform);
  }

  const name = document.createElement('span');
  name.className = 'chat-name';
  // Prefer the display name; the username is the fallback on every platform.
  name.textContent = chat.displayname || chat.username;
  if (chat.color) name.style.color = chat.color;
  if (chat.userLevels && chat.userLevels.mod) name.classList.add('is-mod');

  const text = document.createElement('span');
  text.className = 'chat-text';
  // textContent keeps viewers from injecting markup into your overlay.
  text.textContent = chat.message;

  item.append(name, text);
  return item;
}

Overlay.on('chat', (chat) => {
  if (!chat.message) return;
  if (hideCommands && chat.message.startsWith('!')) return;

  const item = buildMessage(chat);
  list.append(item);
  while (list.children.length > maxMessages) list.firstElementChild?.remove();

  if (hideAfterMs > 0) {
    setTimeout(() => item.remove(), hideAfterMs);
  }
});
