async function () {
  const {r, g, b} = await hexToRgb('#9146ff');
  sendColor({color: {r, g, b}, brightness: 80});
  done();
}
