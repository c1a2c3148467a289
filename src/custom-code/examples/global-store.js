async function () {
  const viewer = '{{username}}';

  // The first run finds nothing under "users"; start an empty list then.
  const saved = await getStoreItem('users');
  const users = Array.isArray(saved) ? saved : [];

  const isNewViewer = !users.includes(viewer);
  if (isNewViewer) {
    users.push(viewer);
    await setStore({name: 'users', value: users});
  }

  const greeting = isNewViewer ? 'Welcome, ' : 'Welcome back, ';
  showToast({
    message: greeting + viewer + '. Viewers in the list: ' + users.length,
    time: 10000,
  });

  done({variables: {known_viewers: users.length}});
}
