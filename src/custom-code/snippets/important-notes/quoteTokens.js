async function () {
  tts({message: 'Welcome in, {{displayname}}!'});
  done();
}
