async function () {
  // "welcome" sees this command's username, message and the rest, except
  // that message is replaced and source is added.
  callCommand({
    name: 'welcome',
    variableValues: {message: 'Sent by custom code', source: 'script'},
  });
  done();
}
