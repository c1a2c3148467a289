async function () {
  const all = await getAllVariables();
  log('Variables available right now: ' + Object.keys(all).length);
  done();
}
