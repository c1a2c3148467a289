async function () {
  // A countdown in three spoken lines. Whether each line waits until the
  // one before has been spoken is not documented.
  await actions([
    {base: 'lumia', type: 'tts', value: {message: 'Three'}},
    {base: 'lumia', type: 'tts', value: {message: 'Two'}},
    {base: 'lumia', type: 'tts', value: {message: 'One'}},
  ]);
  done();
}
