async function () {
  // Pick a counter at run time, then let the template engine read it.
  // '{' + '{' probably keeps Lumia's pre-run pass from taking this text for a token (see the page).
  const counter = Math.random() < 0.5 ? 'deaths' : 'wins';
  const token = '{' + '{' + counter + '}' + '}';
  const line = await resolveVariables(counter + ' so far: ' + token);
  chatbot({message: line});
  done();
}
