async function () {
  // "!so @friend": a random clip of friend's 20 newest, 30 seconds at most.
  overlayShoutout({
    layer: 'Shoutout',
    clipType: 'clipFromTarget',
    clipRandom: true,
    clipLimit: 20,
    clipMaxTime: '30000',
  });
  done();
}
