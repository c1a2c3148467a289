async function () {
  // Use a name from the HUDFX tab; the list changes every week.
  overlaySendHfx({content: 'Confetti', playAudio: true});
  done();
}
