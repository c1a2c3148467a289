Overlay.on('chat', (chat) => {
  const name = chat.displayname || chat.username;
  console.log(`[${chat.origin}] ${name}: ${chat.message}`);
  if (chat.userLevels.mod && chat.message === '!clear') {
    document.body.replaceChildren();
  }
});
