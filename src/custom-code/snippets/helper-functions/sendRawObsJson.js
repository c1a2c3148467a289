async function () {
  // Request names and fields are those of OBS websocket version 5.
  sendRawObsJson({
    'request-type': 'SetCurrentProgramScene',
    sceneName: 'Be Right Back',
  });
  sendRawObsJson({
    'request-type': 'SetSceneItemEnabled',
    sceneName: 'Gameplay',
    sceneItemId: 3,
    sceneItemEnabled: false,
  });
  done();
}
