await Overlay.deleteStorage('highScore');
