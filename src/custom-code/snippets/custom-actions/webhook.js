async function () {
  await actions({
    base: 'api',
    type: 'post',
    value: {
      url: 'https://example.com/hooks/stream',
      method: 'POST',
      headers: ['Content-Type=application/json'],
      rawBody: JSON.stringify({event: 'command', viewer: '{{username}}'}),
    },
  });
  done();
}
