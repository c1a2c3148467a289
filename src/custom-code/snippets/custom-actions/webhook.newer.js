async function () {
  try {
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
  } catch (error) {
    // Whether a failed request rejects is not documented: if it does, log it.
    log('The web request failed: ' + String(error));
  }
  done();
}
