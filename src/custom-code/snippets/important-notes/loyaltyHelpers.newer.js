async function () {
  // Points are added only when the code decides so.
  if (Math.random() < 0.1) {
    const balance = await addLoyaltyPoints({
      username: '{{username}}',
      points: 100,
    });
    chatbot({message: 'Lucky! {{username}} now has ' + balance + ' points.'});
  }
  done();
}
