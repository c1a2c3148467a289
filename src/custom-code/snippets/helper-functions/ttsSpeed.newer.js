async function () {
  tts({message: 'Breaking news, delivered quickly.', speed: 150});
  done();
}
