async function () {
  const prizes = ['a high five', 'a hydration reminder', 'eternal glory'];
  const prize = prizes[Math.floor(Math.random() * prizes.length)];

  // The command's chatbot message can now use the prize variable.
  done({variables: {prize}});
}
