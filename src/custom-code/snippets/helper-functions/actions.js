async function () {
  // Three spoken lines, each waiting for the one before.
  await actions([
    {base: 'lumia', type: 'tts', value: {message: 'Three'}},
    {base: 'lumia', type: 'tts', value: {message: 'Two'}},
    {base: 'lumia', type: 'tts', value: {message: 'One'}},
  ]);
  done();
}
