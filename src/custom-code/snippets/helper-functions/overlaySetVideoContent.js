async function () {
  overlaySetVideoContent({layer: 'Reaction', content: 'victory-dance.mp4'});
  done();
}
