// Creates or updates the global variable last_winner; commands and chatbot messages can use it too.
await Overlay.setVariable('last_winner', 'streamfan');
