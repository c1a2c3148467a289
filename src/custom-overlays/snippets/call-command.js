// Runs the Lumia command named "spotlight"; its actions can use the variable winner.
await Overlay.callCommand('spotlight', {winner: 'streamfan'});
