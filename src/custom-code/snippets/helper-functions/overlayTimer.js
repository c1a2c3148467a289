async function () {
  // A subscription adds five minutes and ten seconds to the subathon timer.
  overlayTimer({layer: 'Subathon timer', content: '+5m10s'});
  done();
}
