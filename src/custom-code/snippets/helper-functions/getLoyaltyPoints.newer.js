async function () {
  const points = await getLoyaltyPoints({username: '{{username}}'});
  chatbot({message: '{{username}} has ' + points + ' points.'});
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
