Overlay.on('chat', async (chat) => {
  if (chat.message !== '!points') return;
  const points = await Overlay.getLoyaltyPoints({username: chat.username, platform: chat.origin});
  await Overlay.chatbot({message: `@${chat.username} has ${points} points`, platform: chat.origin});
});
