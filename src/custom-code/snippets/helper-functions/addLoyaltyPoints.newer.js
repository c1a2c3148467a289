async function () {
  const balance = await addLoyaltyPoints({
    username: '{{username}}',
    points: 50,
  });
  chatbot({message: '+50 for {{username}}, who now has ' + balance + '.'});
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
