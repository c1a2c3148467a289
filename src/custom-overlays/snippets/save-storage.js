// The 3.1.7 typings take only text, newer typings any value. Text works on both: turn an object
// into text with JSON.stringify, and parse it when you read it back.
await Overlay.saveStorage('highScore', '1200');
await Overlay.saveStorage('settings', JSON.stringify({theme: 'dark', sound: true}));
