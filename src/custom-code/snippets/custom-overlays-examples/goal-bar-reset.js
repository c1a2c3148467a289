async function () {
  // Puts the goal bar overlay back to zero.
  overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({set: 0})});
  done();
}
