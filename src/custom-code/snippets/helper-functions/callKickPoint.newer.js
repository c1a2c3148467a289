async function () {
  const found = await callKickPoint({name: 'Hydrate'});
  if (!found) {
    showToast({message: 'There is no Kick points command called "Hydrate".'});
  }
  done();
}
