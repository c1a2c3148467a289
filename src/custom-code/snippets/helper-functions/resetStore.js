async function () {
  // Deletes every item that any script saved. There is no undo.
  await resetStore();
  showToast({message: 'Custom code store cleared', time: 4000});
  done();
}
