async function () {
  overlaySetLayerVisibility({layer: 'Hydrate banner', on: true});
  await delay(10000);
  overlaySetLayerVisibility({layer: 'Hydrate banner', on: false});
  done();
}
