async function () {
  const balance = await setLoyaltyPoints({username: '{{username}}', points: 0});
  if (balance === null) {
    showToast({message: 'Could not reset the points of {{username}}.'});
  }
  done();
}
