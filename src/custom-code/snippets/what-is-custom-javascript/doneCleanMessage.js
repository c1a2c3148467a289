async function () {
  // A viewer types "!hug   @Friend ": message holds "   @Friend ", and the
  // rest of the command gets "Friend" instead.
  const typed = String((await getVariable('message')) ?? '');
  const cleaned = typed.trim().replace(/^@/, '').split(/\s+/)[0] ?? '';
  done({variables: {message: cleaned}});
}
