async function () {
  // The viewer's avatar URL, or the name of an image in your overlay library.
  overlaySetImageContent({layer: 'Viewer picture', content: '{{avatar}}'});
  done();
}
