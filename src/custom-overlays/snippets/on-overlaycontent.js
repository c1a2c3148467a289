Overlay.on('overlaycontent', (event) => {
  // content is always a string; the sender decides its format.
  try {
    const update = JSON.parse(event.content);
    console.log('Received', update);
  } catch {
    console.log('Received text', event.content);
  }
});
