async function () {
  // message is the text the viewer typed after the command name.
  const message = await getVariable('message');
  if (message === undefined || message === null) {
    // This build gave the script no message: change nothing.
    log('!say: getVariable gave no message, so the script did nothing.');
    done();
    return;
  }

  const typed = String(message).trim();
  if (typed === '') {
    chatbot({message: 'Tell me what to say, {{username}}: !say your text'});
    done({shouldStop: true, actionsToStop: ['chatbot']});
    // done() does not return from the function: return does.
    return;
  }

  tts({message: typed});
  done();
}
