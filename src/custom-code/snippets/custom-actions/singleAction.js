async function () {
  await actions({
    base: 'lumia',
    type: 'tts',
    value: {message: 'Hello from an action'},
  });
  done();
}
