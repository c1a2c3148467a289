async function () {
  // Replace the whole file...
  await writeFile({
    path: 'C:\\Stream\\greeting.txt',
    message: 'Welcome, {{username}}!',
  });

  // ...or add a line to the end of another one.
  await writeFile({
    path: 'C:\\Stream\\greetings.log',
    message: '\n' + new Date().toISOString() + ' {{username}}',
    append: true,
  });
  done();
}
