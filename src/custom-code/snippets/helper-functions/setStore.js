async function () {
  // Objects and arrays are stored as they are; no JSON.stringify needed.
  await setStore({
    name: 'last_raid',
    value: {from: '{{username}}', at: Date.now()},
  });
  done();
}
