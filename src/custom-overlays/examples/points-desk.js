// Points desk: !points answers with a viewer's loyalty points; the streamer and mods can !give
// points. The latest answer also shows on screen.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const card = element('points-card');
const pointsCommand = String(Overlay.data.pointsCommand || '!points').toLowerCase();
const giveCommand = String(Overlay.data.giveCommand || '!give').toLowerCase();
const pointsName = String(Overlay.data.pointsName || 'points');
const showMs = 6000;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let hideTimer;

/**
 * A name as it goes into a chat post. Viewers choose their names, and whether Lumia Stream fills in
 * placeholders in an overlay's chatbot message is not documented (in the send API's chatbot
 * messages, newer builds fill them in). So every { and $ that opens one, a { or $ before { or (, is taken out.
 * @param {string} name
 */
const forChat = (name) => name.replace(/[{$]+(?=[{(])/g, '');

/**
 * Account usernames of the viewers who chatted since the overlay loaded, by platform and by their
 * display name and username in lower case, so `!give @DisplayName` finds the account username
 * that the loyalty points calls take.
 * @type {Map<string, string>}
 */
const seen = new Map();

/** @param {ChatEvent} chat */
function remember(chat) {
  if (!chat.username) return;
  for (const name of [chat.displayname, chat.username]) if (name) seen.set(`${chat.origin}:${name.toLowerCase()}`, chat.username);
}

/** @param {string} text */
function show(text) {
  card.textContent = text;
  card.classList.add('is-visible');
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => card.classList.remove('is-visible'), showMs);
}

/**
 * Answers in the chat the command came from. A failed post is reported with a toast of its own,
 * so the answer on screen and a change already made to the points are not lost with it.
 * @param {ChatEvent} chat @param {string} message
 */
async function reply(chat, message) {
  try {
    await Overlay.chatbot({message, platform: chat.origin});
  } catch (error) {
    toast(`Points desk: could not post in chat (${String(error)})`, 'error');
  }
}

/** @param {ChatEvent} chat */
async function tellBalance(chat) {
  const name = chat.displayname || chat.username;
  // Points belong to a username on one platform: the message's origin.
  const balance = await Overlay.getLoyaltyPoints({username: chat.username, platform: chat.origin});
  show(`${name}: ${balance} ${pointsName}`);
  await reply(chat, `@${forChat(name)} you have ${balance} ${pointsName}`);
}

/** @param {ChatEvent} chat @param {string[]} args */
async function give(chat, args) {
  // Only the streamer and moderators hand out points.
  if (!chat.userLevels?.isSelf && !chat.userLevels?.mod) return;
  const typed = (args[0] ?? '').replace(/^@/, '');
  // A viewer who chatted is found by display name or username in any case; anyone else is passed
  // as typed, which must then be their account username.
  const target = seen.get(`${chat.origin}:${typed.toLowerCase()}`) ?? typed;
  const amount = Math.trunc(Number(args[1]));
  if (target === '' || !Number.isFinite(amount) || amount === 0) {
    await reply(chat, `Usage: ${giveCommand} @username 100 (a negative number takes points away)`);
    return;
  }
  // From here on the points have changed, whatever happens to the chat post below.
  const balance = await Overlay.addLoyaltyPoints({value: amount, username: target, platform: chat.origin});
  show(`${target} ${amount > 0 ? '+' : ''}${amount} ${pointsName} = ${balance}`);
  await reply(chat, `${forChat(target)} now has ${balance} ${pointsName}`);
}

Overlay.on('chat', async (chat) => {
  remember(chat);
  const [command = '', ...args] = (chat.message || '').trim().split(/\s+/);
  try {
    if (command.toLowerCase() === pointsCommand) await tellBalance(chat);
    else if (command.toLowerCase() === giveCommand) await give(chat, args);
  } catch (error) {
    toast(`Points desk: ${String(error)}`, 'error');
  }
});
