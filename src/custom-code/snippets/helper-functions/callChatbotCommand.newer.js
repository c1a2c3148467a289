async function () {
  const found = await callChatbotCommand({name: 'socials'});
  if (!found) {
    showToast({message: 'There is no chatbot command called "socials".'});
  }
  done();
}
