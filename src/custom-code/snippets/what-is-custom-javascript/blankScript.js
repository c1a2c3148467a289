async function () {
  // Write your script here. Helpers such as chatbot() and getVariable() are ready.

  done();
}
