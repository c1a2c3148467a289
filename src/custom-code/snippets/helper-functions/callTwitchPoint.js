async function () {
  // Runs the channel points command "Hydrate" as if it had been redeemed.
  callTwitchPoint({
    name: 'Hydrate',
    variableValues: {username: '{{username}}'},
  });
  done();
}
