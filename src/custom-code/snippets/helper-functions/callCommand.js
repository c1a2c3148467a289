async function () {
  // "lights-party" must exist. It inherits this command's variables.
  callCommand({name: 'lights-party'});

  // Override one variable for the called command.
  callCommand({name: 'shout', variableValues: {message: 'Hi from code'}});
  done();
}
