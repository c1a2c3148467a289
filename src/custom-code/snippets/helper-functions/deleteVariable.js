async function () {
  await deleteVariable('last_visitor');
  await deleteVariable(['raid_train_length', 'raid_train_last']);
  done();
}
