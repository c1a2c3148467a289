await Overlay.saveStorage('highScore', 1200);
await Overlay.saveStorage('settings', {theme: 'dark', sound: true});
