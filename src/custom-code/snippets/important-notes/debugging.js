async function () {
  const levels = await getVariable('userLevelsRaw');
  // Shows a toast and adds a line to the dashboard log.
  log({viewer: '{{username}}', levels});
  done();
}
