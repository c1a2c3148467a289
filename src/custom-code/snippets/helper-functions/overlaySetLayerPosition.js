async function () {
  // x 100, y 600.
  overlaySetLayerPosition({layer: 'Mascot', content: '100,600'});
  done();
}
