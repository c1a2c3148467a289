async function () {
  // Only you and your moderators may count a death.
  const levels = await getVariable('userLevelsRaw');
  if (!levels?.isSelf && !levels?.mod) {
    done();
    return;
  }

  // The first time, "deaths" does not exist and is not a number
  // (Number(undefined) is NaN): the count then starts from 0.
  const deaths = (Number(await getVariable('deaths')) || 0) + 1;
  await setVariable({name: 'deaths', value: deaths});

  chatbot({message: 'Deaths so far: ' + deaths});
  done();
}
