async function () {
  // Absolute paths in a folder that exists. Every backslash is doubled.
  const folder = 'C:\\Users\\YourName\\Documents\\Lumia\\';
  const historyFile = folder + 'subscribers.txt';
  const latestFile = folder + 'latest-subscriber.txt';

  try {
    // On a gifted sub, username is the gifter and recipient the viewer who got
    // the sub. Other subs leave recipient empty: the subscriber is username.
    const recipient = await getVariable('recipient');
    const subscriber =
      typeof recipient === 'string' && recipient.trim() !== ''
        ? recipient.trim()
        : '{{username}}';

    // Overwrite: the file only ever holds the newest name, for an OBS source.
    await writeFile({path: latestFile, message: subscriber});

    // Append: the leading line break puts each name on a line of its own.
    await writeFile({
      path: historyFile,
      message: '\n' + subscriber,
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
        'New subscriber ' + subscriber + '. Names in the file: ' + names.length,
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
