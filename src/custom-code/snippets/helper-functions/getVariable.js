async function () {
  // "goal" is a variable you created on Lumia Stream's Variables page.
  const goal = await getVariable('goal');
  const text = goal === undefined ? 'No goal yet.' : 'Goal: ' + String(goal);
  chatbot({message: text});
  done();
}
