async function () {
  // Input events take their data on the action itself, not in value.
  await actions({
    base: 'inputEvents',
    type: 'keyboard',
    keyboardValue: {value: 'ctrl+shift+m', valueType: 'combination'},
  });
  done();
}
