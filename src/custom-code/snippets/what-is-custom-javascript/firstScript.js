async function () {
  // chatbot() and done() are already defined: nothing to import.
  chatbot({message: 'Custom code says hello to {{username}}!'});

  // The last thing every script does.
  done();
}
