async function () {
  // Absolute paths in a folder that exists. Every backslash is doubled.
  const folder = 'C:\\Users\\YourName\\Documents\\Lumia\\';
  const historyFile = folder + 'subscribers.txt';
  const latestFile = folder + 'latest-subscriber.txt';

  // Overwrite: the file only ever holds the newest name, for an OBS source.
  await writeFile({path: latestFile, message: '{{username}}'});

  // Append: the leading line break puts each name on a line of its own.
  await writeFile({path: historyFile, message: '\n{{username}}', append: true});

  const names = (await readFile(historyFile))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

  showToast({
    message: 'New subscriber {{username}}. Names in the file: ' + names.length,
    time: 8000,
  });
  done({variables: {tracked_subscribers: names.length}});
}
