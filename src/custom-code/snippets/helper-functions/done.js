async function () {
  const roll = Math.floor(Math.random() * 20) + 1;
  if (roll === 1) {
    // A natural 1 cancels the whole command, then the script ends here.
    done({shouldStop: true});
    return;
  }
  // The command's later actions can show the roll as d20.
  done({variables: {d20: roll}});
}
