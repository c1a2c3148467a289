async function () {
  // Backslashes in a JavaScript string are written twice.
  const path = 'C:\\Users\\YourName\\Documents\\rules.txt';
  // What a missing or unreadable file gives is not documented, so catch an
  // error and check that the answer is text.
  let rules = '';
  try {
    const text = await readFile(path);
    if (typeof text === 'string') rules = text.trim();
  } catch {
    // Nothing readable: rules stays empty.
  }

  if (rules) {
    chatbot({message: rules});
  } else {
    showToast({message: 'No rules found in ' + path});
  }
  done();
}
