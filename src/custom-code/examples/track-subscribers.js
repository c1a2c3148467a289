async function () {
  // Absolute paths in a folder that exists. Every backslash is doubled.
  const folder = 'C:\\Users\\YourName\\Documents\\Lumia\\';
  const historyFile = folder + 'subscribers.txt';
  const latestFile = folder + 'latest-subscriber.txt';

  try {
    // On a gifted sub, username is the gifter and recipient the viewer who got
    // the sub; a batch of gifts may list its viewers in recipients instead,
    // separated by commas. Other subs have neither: the subscriber is username.
    let gifted = await getVariable('recipient');
    if (typeof gifted !== 'string' || gifted.trim() === '') {
      gifted = await getVariable('recipients');
    }
    const recipients =
      typeof gifted === 'string'
        ? gifted
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')
        : [];
    const subscribers = recipients.length > 0 ? recipients : ['{{username}}'];

    // Overwrite: the file only ever holds the newest name (or the names of one
    // batch), for an OBS source.
    await writeFile({path: latestFile, message: subscribers.join(', ')});

    // Append: each name on a line of its own, after a line break.
    await writeFile({
      path: historyFile,
      message: '\n' + subscribers.join('\n'),
      append: true,
    });

    // What readFile gives for a file it cannot read is not documented:
    // anything but text counts as a failure.
    const text = await readFile(historyFile);
    if (typeof text !== 'string') {
      throw new Error('readFile gave no text for ' + historyFile);
    }
    const names = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');

    showToast({
      message:
        'New subscriber ' +
        subscribers.join(', ') +
        '. Names in the file: ' +
        names.length,
      time: 8000,
    });
    done({variables: {tracked_subscribers: names.length}});
  } catch (error) {
    // A helper failed or readFile gave no text: check the folder above.
    const reason = error instanceof Error ? error.message : String(error);
    showToast({message: 'Track subscribers failed: ' + reason});
    done();
  }
}
