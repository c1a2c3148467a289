async function () {
  // Needs a newer Lumia Stream than 3.1.7: the updateCounter action is newer.
  // Only you and your moderators may count a death.
  const levels = await getVariable('userLevelsRaw');
  if (!levels?.isSelf && !levels?.mod) {
    done();
    return;
  }

  // Counter maths: add 1 to the counter "deaths".
  await actions({
    base: 'lumia',
    type: 'updateCounter',
    value: {value: 'deaths', message: '1', operator: '+'},
  });

  const deaths = Number(await getVariable('deaths')) || 0;
  chatbot({message: 'Deaths so far: ' + deaths});
  done();
}
