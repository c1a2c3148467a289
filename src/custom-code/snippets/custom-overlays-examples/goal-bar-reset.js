async function () {
  // Puts the goal bar overlay back to zero. Only you and your moderators may reset it.
  const levels = await getVariable('userLevelsRaw');
  if (!levels?.isSelf && !levels?.mod) {
    done();
    return;
  }

  overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({set: 0})});
  done();
}
