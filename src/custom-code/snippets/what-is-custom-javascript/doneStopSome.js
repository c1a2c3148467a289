async function () {
  // Answer from the script; skip the command's own chatbot message and TTS.
  chatbot({message: 'Handled by custom code, {{username}}.'});
  done({shouldStop: true, actionsToStop: ['chatbot', 'tts']});
}
