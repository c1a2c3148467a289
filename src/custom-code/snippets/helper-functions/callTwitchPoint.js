async function () {
  // Runs the channel points command "Hydrate".
  callTwitchPoint({
    name: 'Hydrate',
    variableValues: {username: '{{username}}'},
  });
  done();
}
