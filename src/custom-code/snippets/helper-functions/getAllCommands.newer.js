async function () {
  const all = await getAllCommands({onlyOn: true});
  const chat = all.commands.length;
  const points = all.twitchPointsCommands.length;
  log('Chat commands: ' + chat + ', channel points commands: ' + points);
  done();
}
