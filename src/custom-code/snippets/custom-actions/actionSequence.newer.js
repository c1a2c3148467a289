async function () {
  await actions([
    {base: 'lumia', type: 'tts', value: {message: 'Stream mode in five'}},
    {base: 'lumia', type: 'delay', delay: 5000},
    {base: 'lumia', type: 'setStreamMode', value: {on: true}},
  ]);
  done();
}
