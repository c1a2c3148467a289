async function () {
  const token = await getToken('spotify');
  if (!token) {
    showToast({message: 'Connect Spotify in Lumia Stream first.'});
    done();
    return;
  }

  try {
    const response = await fetch('https://api.spotify.com/v1/me', {
      headers: {Authorization: 'Bearer ' + token},
    });
    if (!response.ok) {
      throw new Error('Spotify answered with status ' + response.status + '.');
    }
    /** @type { {display_name?: string} } */
    const profile = await response.json();
    log('Spotify account: ' + (profile.display_name ?? 'unknown'));
  } catch (error) {
    // No connection, or an answer that was not OK: say so, then end.
    const reason = error instanceof Error ? error.message : String(error);
    showToast({message: 'Spotify request failed: ' + reason});
  }
  done();
}
