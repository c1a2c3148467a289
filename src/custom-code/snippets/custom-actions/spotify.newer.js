async function () {
  // Spotify takes a plain string as its value, and needs an active device.
  // Whether play waits until the speech has ended is not documented.
  await actions([
    {base: 'spotify', type: 'setPlayState', value: 'pause'},
    {base: 'lumia', type: 'tts', value: {message: 'Over to {{username}}.'}},
    {base: 'spotify', type: 'setPlayState', value: 'play'},
  ]);
  done();
}
