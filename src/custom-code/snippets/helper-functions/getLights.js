async function () {
  const lights = await getLights();
  log(lights.map((light) => light.type + ' ' + light.id).join('\n'));
  done();
}
