async function () {
  // Every light red, fading in...
  sendColor({color: '#ff0000', brightness: 100, transition: 500});

  // ...then only the first Hue light blue.
  const hue = (await getLights()).find((light) => light.type === 'hue');
  if (hue) {
    sendColor({
      color: {r: 0, g: 0, b: 255},
      lights: [{type: hue.type, id: hue.id}],
    });
  }
  done();
}
