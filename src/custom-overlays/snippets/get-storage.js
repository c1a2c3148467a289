// A key that was never saved reads as null: fall back to a default and save it.
let highScore = await Overlay.getStorage('highScore');
if (highScore === null) {
  highScore = '0';
  await Overlay.saveStorage('highScore', '0');
}
console.log(`High score: ${Number(highScore)}`);
