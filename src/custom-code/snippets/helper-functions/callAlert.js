async function () {
  // Replay the follower alert with the viewer's name on screen.
  callAlert({
    name: 'twitch-follower',
    variableValues: {username: '{{username}}'},
  });

  // Pick a variation by the name you gave it in the alert's editor.
  callAlert({
    name: 'twitch-bits',
    variation: 'Big cheer',
    variableValues: {amount: 1000},
  });
  done();
}
