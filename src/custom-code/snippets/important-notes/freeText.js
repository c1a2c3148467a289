async function () {
  try {
    // A message may contain quotes: read it as a value, not as a token.
    const text = String((await getVariable('message')) ?? '');
    await writeFile({path: 'C:\\Stream\\last-message.txt', message: text});
  } catch (error) {
    // A helper failed (what writeFile does without the folder is not
    // documented): log it and still reach done().
    log('Could not save the message: ' + String(error));
  }
  done();
}
