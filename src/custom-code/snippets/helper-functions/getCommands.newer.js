async function () {
  const list = await getCommands({
    onlyOn: true,
    onlyUser: true,
    formatted: true,
  });
  chatbot({message: 'Commands you can use: ' + list});
  // This reply replaces the command's own chatbot message.
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
