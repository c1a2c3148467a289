// To every connected platform, as the bot account:
await Overlay.chatbot({message: 'The overlay is live!'});
// To Twitch only, as the streamer:
await Overlay.chatbot({message: 'Thanks for watching', platform: 'twitch', chatAsSelf: true});
