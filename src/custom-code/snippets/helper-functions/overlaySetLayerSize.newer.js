async function () {
  overlaySetLayerSize({layer: 'Webcam frame', content: '640,360'});
  done();
}
