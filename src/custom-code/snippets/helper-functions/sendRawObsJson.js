async function () {
  // OBS websocket request names and fields; the newer docs name version 5.
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
