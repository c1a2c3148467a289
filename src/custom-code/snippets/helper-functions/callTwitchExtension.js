async function () {
  callTwitchExtension({
    name: 'Confetti cannon',
    variableValues: {username: '{{username}}'},
  });
  done();
}
