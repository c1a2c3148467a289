async function () {
  // The variable that keeps the count, and the run that earns the bonus.
  const counterName = 'redeemCount';
  const bonusAt = 12;

  // A variable that does not exist yet is not a number (Number(undefined)
  // is NaN): the count then starts from 0.
  const count = (Number(await getVariable(counterName)) || 0) + 1;
  await setVariable({name: counterName, value: count});

  if (count === bonusAt) {
    // "money-12" must be a chat command that already exists in Lumia Stream.
    callCommand({name: 'money-12'});
    showToast({
      message: '{{username}} is redeemer number ' + bonusAt + '!',
      time: 10000,
    });
  }

  // The command's later actions can show the count as redeem_count.
  done({variables: {redeem_count: count}});
}
