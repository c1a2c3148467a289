async function () {
  overlaySetVisibility({overlay: 'Starting soon', on: false});
  overlaySetVisibility({overlay: 'Gameplay', on: true});
  done();
}
