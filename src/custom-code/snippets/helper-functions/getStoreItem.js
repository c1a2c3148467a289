async function () {
  const saved = await getStoreItem('high_score');
  const best = typeof saved === 'number' ? saved : 0;
  chatbot({message: 'High score to beat: ' + best});
  done();
}
