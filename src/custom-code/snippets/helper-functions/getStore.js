async function () {
  const store = await getStore();
  log('Saved store items: ' + Object.keys(store).join(', '));
  done();
}
