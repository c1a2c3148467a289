async function () {
  const typed = String((await getVariable('message')) ?? '').trim();
  if (typed === '') {
    chatbot({message: 'Tell me what to say, {{username}}: !say your text'});
    done({shouldStop: true, actionsToStop: ['chatbot']});
    // done() does not end the function: return does.
    return;
  }

  tts({message: typed});
  done();
}
