async function () {
  // Request names and fields as OBS websocket gives them.
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
