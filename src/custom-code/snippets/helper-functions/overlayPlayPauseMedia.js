async function () {
  overlayPlayPauseMedia({layer: 'Background music', on: false});
  tts({message: 'Announcement from {{username}}.'});
  await delay(5000);
  overlayPlayPauseMedia({layer: 'Background music', on: true});
  done();
}
