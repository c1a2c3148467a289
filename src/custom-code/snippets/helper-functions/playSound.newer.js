async function () {
  await playSound({path: 'C:\\Sounds\\ding.mp3', waitForAudioToStop: true});
  done();
}
