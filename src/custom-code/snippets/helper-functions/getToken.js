async function () {
  const token = await getToken('spotify');
  if (!token) {
    showToast({message: 'Connect Spotify in Lumia Stream first.'});
    done();
    return;
  }

  const response = await fetch('https://api.spotify.com/v1/me', {
    headers: {Authorization: 'Bearer ' + token},
  });
  /** @type { {display_name?: string} } */
  const profile = await response.json();
  log('Spotify account: ' + (profile.display_name ?? 'unknown'));
  done();
}
