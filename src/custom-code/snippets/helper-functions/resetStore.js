async function () {
  // Deletes every item that any script saved. No way to undo it is documented.
  await resetStore();
  showToast({message: 'Custom code store cleared', time: 4000});
  done();
}
