async function () {
  // Adds the number typed with the command (!goaladd 5) to the goal bar overlay.
  // Only you and your moderators may change the goal.
  const levels = await getVariable('userLevelsRaw');
  if (!levels?.isSelf && !levels?.mod) {
    done();
    return;
  }

  // getVariable returns the text as a value: a quote in it cannot break this script.
  // Newer Lumia Stream documents message as the text typed after the command. A stray first word
  // that is not a number, as in "!goaladd by 5", is skipped.
  const words = String((await getVariable('message')) ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length > 1 && !Number.isFinite(Number(words[0]))) words.shift();
  const amount = Number(words[0]);
  if (words.length !== 1 || !Number.isFinite(amount)) {
    done();
    return;
  }
  overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({add: amount})});
  done();
}
