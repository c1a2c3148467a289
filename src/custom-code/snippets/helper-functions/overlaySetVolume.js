async function () {
  // 0.3 is 30 percent.
  overlaySetVolume({layer: 'Background music', volume: 0.3});
  done();
}
