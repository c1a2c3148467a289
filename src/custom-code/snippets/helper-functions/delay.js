async function () {
  chatbot({message: 'Self-destruct in three seconds…'});
  await delay(3000);
  chatbot({message: 'Just kidding, {{username}}.'});
  done();
}
