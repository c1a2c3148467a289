async function () {
  await removeStoreItem('last_raid');
  done();
}
