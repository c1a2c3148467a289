async function () {
  // Add one to the counter "deaths" and announce the new total.
  await actions({
    base: 'lumia',
    type: 'updateCounter',
    value: {value: 'deaths', message: '1', operator: '+'},
  });
  chatbot({message: 'Deaths so far: ' + String(await getVariable('deaths'))});
  done();
}
