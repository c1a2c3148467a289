async function () {
  // Newer builds find the scene item from the source name.
  sendRawObsJson({
    'request-type': 'SetSceneItemEnabled',
    sceneName: 'Gameplay',
    inputName: 'Webcam',
    sceneItemEnabled: true,
  });
  done();
}
