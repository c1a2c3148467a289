async function () {
  tts({message: '{{username}} just arrived!', voice: 'default', volume: 80});
  done();
}
