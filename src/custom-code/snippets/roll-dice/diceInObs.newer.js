async function () {
  const roll = Math.floor(Math.random() * 6) + 1;
  chatbot({message: '{{username}} rolled a ' + roll + '!'});

  // Sources Dice1 to Dice6 in the scene "Dice", found by their names.
  sendRawObsJson({
    'request-type': 'SetSceneItemEnabled',
    sceneName: 'Dice',
    inputName: 'Dice' + roll,
    sceneItemEnabled: true,
  });
  if (roll === 6) {
    playAudio({path: 'C:\\Sounds\\jackpot.mp3'});
  }

  await delay(6000);
  sendRawObsJson({
    'request-type': 'SetSceneItemEnabled',
    sceneName: 'Dice',
    inputName: 'Dice' + roll,
    sceneItemEnabled: false,
  });
  done();
}
