async function () {
  // Runs the Streamer.bot action "Scene swap" with one argument.
  await actions({
    base: 'streamerbot',
    type: 'action',
    value: 'Scene swap',
    args: JSON.stringify({scene: 'Gameplay'}),
  });
  done();
}
