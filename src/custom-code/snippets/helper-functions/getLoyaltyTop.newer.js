async function () {
  const top = await getLoyaltyTop({limit: 3});
  const ranking = top.map(
    (entry, place) => place + 1 + '. ' + entry.username + ': ' + entry.points,
  );
  chatbot({message: 'Top three: ' + ranking.join(', ')});
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
