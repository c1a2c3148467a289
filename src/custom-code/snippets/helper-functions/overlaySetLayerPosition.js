async function () {
  // Left edge 100, top edge 600.
  overlaySetLayerPosition({layer: 'Mascot', content: '100,600'});
  done();
}
