async function () {
  // Turn "!hug   @Friend " into "Friend" for the rest of the command.
  const typed = String((await getVariable('message')) ?? '');
  const cleaned = typed.trim().replace(/^@/, '').split(/\s+/)[0] ?? '';
  done({variables: {message: cleaned}});
}
