Overlay.on('configAction', async (action) => {
  // key is the Configs key of the actionbutton that was clicked.
  if (action.key === 'resetScores') {
    await Overlay.deleteStorage('scores');
    toast('Scores reset', 'success');
  }
});
