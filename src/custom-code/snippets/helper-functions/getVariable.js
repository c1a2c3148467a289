async function () {
  // "goal" is a variable saved earlier, for example with setVariable.
  const goal = await getVariable('goal');
  const text =
    goal === undefined || goal === null ? 'No goal yet.' : 'Goal: ' + String(goal);
  chatbot({message: text});
  done();
}
