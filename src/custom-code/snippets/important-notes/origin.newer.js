async function () {
  // Chat commands and chat matches both come from "chat";
  // queueType tells them apart.
  const origin = await getVariable('originType');
  const queue = await getVariable('queueType');
  if (origin === 'chat' && queue === 'chat-match') {
    log('Triggered by a chat match, not by a typed command');
  }
  done();
}
