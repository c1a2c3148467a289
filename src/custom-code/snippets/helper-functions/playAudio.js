async function () {
  // One of the two at random; the script waits until it has finished.
  await playAudio({
    path: ['C:\\Sounds\\horn.mp3', 'https://example.com/sounds/drum.mp3'],
    volume: 80,
    waitForAudioToStop: true,
  });
  chatbot({message: 'That was loud, {{username}}.'});
  done();
}
