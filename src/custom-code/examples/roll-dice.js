async function () {
  const sides = 6;
  const luckyNumber = 3;

  // Math.random() is below 1, so this is a whole number from 1 to sides.
  const roll = Math.floor(Math.random() * sides) + 1;

  if (roll === luckyNumber) {
    tts({
      message: 'Lucky {{username}}! You rolled a ' + roll + '.',
      voice: 'default',
      volume: 100,
    });
  }

  // The command's later actions can show the roll as dice_roll.
  done({variables: {dice_roll: roll}});
}
