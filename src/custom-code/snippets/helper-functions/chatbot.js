async function () {
  chatbot({message: 'Thanks for the follow, {{username}}!'});

  // Two sites at once, posted from the streamer's own account.
  chatbot({
    message: 'We are live on Twitch and YouTube!',
    site: ['twitch', 'youtube'],
    chatAsSelf: true,
  });
  done();
}
