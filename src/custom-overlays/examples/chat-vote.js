// Chat vote: the streamer or a mod opens a vote, viewers answer with !vote 1, !vote 2 ...;
// when time is up the winner is stored in a variable and can run a Lumia Stream command.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const panel = element('vote-panel');
const list = element('vote-choices');
const status = element('vote-status');

const choices = String(Overlay.data.choices || '')
  .split(',')
  .map((choice) => choice.trim())
  .filter((choice) => choice !== '');
const startCommand = String(Overlay.data.startCommand || '!startvote').toLowerCase();
const durationMs = Math.max(10, Number(Overlay.data.durationSeconds) || 60) * 1000;
const winnerCommand = String(Overlay.data.winnerCommand || '').trim();

/** Votes per choice, by position in `choices`. */
let votes = choices.map(() => 0);
/** Who voted already, as platform:username, so everyone votes once. */
const voters = new Set();
let open = false;
/**
 * Hides the panel a few seconds after a vote ends; a new vote cancels it.
 * @type {ReturnType<typeof setTimeout> | undefined}
 */
let hideTimer;

function draw() {
  const total = votes.reduce((sum, count) => sum + count, 0);
  list.replaceChildren(
    ...choices.map((choice, index) => {
      const item = document.createElement('li');
      item.className = 'vote-choice';
      const share = total === 0 ? 0 : Math.round((votes[index] / total) * 100);
      item.style.setProperty('--share', `${share}%`);
      item.textContent = `!vote ${index + 1}  ${choice}: ${votes[index]}`;
      return item;
    }),
  );
}

/**
 * Posts in chat. A failed post must not stop the vote, so it is reported with a toast instead.
 * @param {string} message
 */
async function say(message) {
  try {
    await Overlay.chatbot({message});
  } catch (error) {
    toast(`Chat vote: could not post in chat (${String(error)})`, 'warning');
  }
}

async function start() {
  if (open || choices.length < 2) return;
  open = true;
  // A vote opened soon after the last one ended must not be hidden by that one's timer.
  clearTimeout(hideTimer);
  votes = choices.map(() => 0);
  voters.clear();
  draw();
  panel.classList.add('is-open');
  status.textContent = `Vote now: ${Math.round(durationMs / 1000)} seconds`;
  // The end is scheduled first, so nothing that happens below can keep the vote open.
  setTimeout(() => void finish(), durationMs);
  await say(`Vote is open! ${choices.map((choice, index) => `!vote ${index + 1} = ${choice}`).join(', ')}`);
}

async function finish() {
  open = false;
  // Scheduled first, so the panel hides even when a call below fails.
  hideTimer = setTimeout(() => panel.classList.remove('is-open'), 8000);
  const best = Math.max(...votes);
  const leaders = choices.filter((_, index) => votes[index] === best);
  if (best === 0 || leaders.length > 1) {
    status.textContent = best === 0 ? 'No votes' : `Tie: ${leaders.join(' and ')}`;
    await say(`The vote ended without a winner (${status.textContent}).`);
    return;
  }
  const [winner] = leaders;
  status.textContent = `Winner: ${winner}`;
  try {
    // A global variable, so chatbot messages and other overlays can show the winner too.
    await Overlay.setVariable('vote_winner', winner);
  } catch (error) {
    toast(`Chat vote: could not save the winner (${String(error)})`, 'warning');
  }
  await say(`${winner} wins with ${best} votes!`);
  if (winnerCommand === '') return;
  try {
    // The command's actions can use the variables winner and votes, for this one run only.
    await Overlay.callCommand(winnerCommand, {winner, votes: best});
  } catch (error) {
    toast(`Chat vote: could not run ${winnerCommand} (${String(error)})`, 'error');
  }
}

Overlay.on('chat', (chat) => {
  const [command = '', answer = ''] = (chat.message || '').trim().toLowerCase().split(/\s+/);
  if (command === startCommand && (chat.userLevels?.isSelf || chat.userLevels?.mod)) {
    void start();
    return;
  }
  if (command !== '!vote' || !open) return;
  const index = Number(answer) - 1;
  const voter = `${chat.origin}:${chat.username}`;
  if (!Number.isInteger(index) || index < 0 || index >= choices.length || voters.has(voter)) return;
  voters.add(voter);
  votes[index] += 1;
  draw();
});

draw();
