async function () {
  // Adds the number typed after the command (!goaladd 5) to the goal bar overlay.
  // Only you and your moderators may change the goal.
  const levels = await getVariable('userLevelsRaw');
  if (!levels?.isSelf && !levels?.mod) {
    done();
    return;
  }

  // getVariable returns the text as a value: a quote in it cannot break this script.
  const typed = String((await getVariable('message')) ?? '').trim();
  const amount = Number(typed);
  if (typed === '' || !Number.isFinite(amount)) {
    done();
    return;
  }
  overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({add: amount})});
  done();
}
