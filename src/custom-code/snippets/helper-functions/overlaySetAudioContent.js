async function () {
  // With or without the file extension.
  overlaySetAudioContent({layer: 'Sound board', content: 'airhorn'});
  done();
}
