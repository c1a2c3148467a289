// Scoreboard: two scores kept in Lumia variables, so chat commands and other overlays can show
// them too. The streamer and mods change them: !score home, !score away -1, !score reset.
/** @param {string} id */
function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The HTML tab has no element with id "${id}".`);
  return found;
}

const homeScore = element('home-score');
const awayScore = element('away-score');
const scoreCommand = String(Overlay.data.scoreCommand || '!score').toLowerCase();

/**
 * Runs one variable call and returns what it gives. A failed call shows an error toast and gives
 * undefined instead of stopping the code after it.
 * @param {string} what @param {() => unknown} call
 */
async function attempt(what, call) {
  try {
    return await call();
  } catch (error) {
    toast(`Scoreboard: could not ${what} (${String(error)})`, 'error');
    return undefined;
  }
}

// Variable names are written as literals: Lumia Stream reads them from the code to know which
// variables this overlay uses. A variable that does not exist yet reads as undefined, and so does
// one whose read failed: either score starts at 0.
const scores = {
  home: Number(await attempt('read score_home', () => Overlay.getVariable('score_home'))) || 0,
  away: Number(await attempt('read score_away', () => Overlay.getVariable('score_away'))) || 0,
};

function draw() {
  homeScore.textContent = String(scores.home);
  awayScore.textContent = String(scores.away);
}

async function save() {
  await attempt('set score_home', () => Overlay.setVariable('score_home', scores.home));
  await attempt('set score_away', () => Overlay.setVariable('score_away', scores.away));
}

Overlay.on('chat', (chat) => {
  if (!chat.userLevels?.isSelf && !chat.userLevels?.mod) return;
  const [command = '', side = '', change = '1'] = (chat.message || '').trim().toLowerCase().split(/\s+/);
  if (command !== scoreCommand) return;
  if (side === 'reset') {
    scores.home = 0;
    scores.away = 0;
  } else if (side === 'home' || side === 'away') {
    const points = Number(change);
    if (!Number.isInteger(points)) return;
    scores[side] = Math.max(0, scores[side] + points);
  } else {
    return;
  }
  draw();
  void save();
});

draw();
