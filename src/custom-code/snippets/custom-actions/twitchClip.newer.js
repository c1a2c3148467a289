async function () {
  // Afterwards, the twitch_last_clip_url variable holds the clip's address.
  await actions({
    base: 'twitch',
    type: 'clip',
    value: {title: 'Moment by {{username}}', duration: 30},
  });
  done();
}
