async function () {
  // Every list holds names. Check that the chat command exists before
  // calling it: a call with a name that matches nothing does nothing.
  const all = await getAllCommands();
  if (all.commands.includes('lights-party')) {
    callCommand({name: 'lights-party'});
  } else {
    // Without that command, change the lights from here instead.
    sendColor({color: '#ff00ff', brightness: 100});
  }
  done();
}
