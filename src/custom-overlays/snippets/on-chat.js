Overlay.on('chat', (chat) => {
  const name = chat.displayname || chat.username;
  console.log(`[${chat.origin}] ${name}: ${chat.message}`);
  // The streamer's own messages have isSelf; newer typings make userLevels optional.
  if ((chat.userLevels?.mod || chat.userLevels?.isSelf) && chat.message === '!clear') {
    document.body.replaceChildren();
  }
});
