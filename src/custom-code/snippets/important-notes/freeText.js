async function () {
  // A message may contain quotes: read it as a value, not as a token.
  const text = String((await getVariable('message')) ?? '');
  await writeFile({path: 'C:\\Stream\\last-message.txt', message: text});
  done();
}
