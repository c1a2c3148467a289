async function () {
  // A viewer types "!hug   @Friend ": message is the text after the command
  // name, and the rest of the command gets "Friend" instead.
  const typed = await getVariable('message');
  if (typed === undefined || typed === null) {
    // This build gave the script no message: leave it as it was.
    done();
    return;
  }

  const cleaned = String(typed).trim().replace(/^@/, '').split(/\s+/)[0] ?? '';
  done({variables: {message: cleaned}});
}
