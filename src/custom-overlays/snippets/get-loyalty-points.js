Overlay.on('chat', async (chat) => {
  if (chat.message !== '!points') return;
  const points = await Overlay.getLoyaltyPoints({username: chat.username, platform: chat.origin});
  // A username is viewer text: take out each { and $ that opens a placeholder before posting it.
  const name = chat.username.replace(/[{$]+(?=[{(])/g, '');
  await Overlay.chatbot({message: `@${name} has ${points} points`, platform: chat.origin});
});
