async function () {
  // Text tokens go inside quotes...
  const viewer = '{{username}}';

  // ...and numbers are converted on purpose: an empty value gives 0.
  const months = Number('{{subMonths}}') || 0;

  chatbot({message: viewer + ' has subscribed for ' + months + ' months.'});
  done();
}
