async function () {
  // Counter maths: add 1 to the counter "deaths".
  await actions({
    base: 'lumia',
    type: 'updateCounter',
    value: {value: 'deaths', message: '1', operator: '+'},
  });
  done();
}
