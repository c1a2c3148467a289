async function () {
  // Newer builds give only the text typed after the command. A build that
  // also gives the command itself ("!say ...") has its first word dropped.
  const typed = String((await getVariable('message')) ?? '')
    .trim()
    .replace(/^!\S*\s*/, '');
  if (typed === '') {
    chatbot({message: 'Tell me what to say, {{username}}: !say your text'});
    done({shouldStop: true, actionsToStop: ['chatbot']});
    // done() does not end the function: return does.
    return;
  }

  tts({message: typed});
  done();
}
