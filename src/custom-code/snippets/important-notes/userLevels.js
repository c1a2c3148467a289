async function () {
  const levels = await getVariable('userLevelsRaw');
  if (levels?.mod || levels?.isSelf) {
    callCommand({name: 'clear-lights'});
  } else {
    chatbot({message: 'Sorry {{username}}, only moderators can do that.'});
  }
  done();
}
