async function () {
  // Request names and fields as OBS websocket gives them: this one hides a source.
  sendRawObsJson({
    'request-type': 'SetSceneItemEnabled',
    sceneName: 'Gameplay',
    sceneItemId: 3,
    sceneItemEnabled: false,
  });
  done();
}
