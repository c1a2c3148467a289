async function () {
  // Backslashes in a JavaScript string are written twice.
  const rules = await readFile('C:\\Users\\YourName\\Documents\\rules.txt');
  chatbot({message: rules.trim()});
  done();
}
