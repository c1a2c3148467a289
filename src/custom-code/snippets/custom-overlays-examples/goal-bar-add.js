async function () {
  // Adds the amount typed after the command (!goaladd 5) to the goal bar overlay.
  const amount = Number('{{message}}');
  if (!Number.isFinite(amount)) {
    done();
    return;
  }
  overlaySendCustomContent({codeId: 'goal-bar', content: JSON.stringify({add: amount})});
  done();
}
