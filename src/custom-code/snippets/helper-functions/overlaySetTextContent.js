async function () {
  overlaySetTextContent({
    layer: 'Latest follower',
    content: 'Latest follower: {{username}}',
  });
  done();
}
