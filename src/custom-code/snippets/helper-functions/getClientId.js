async function () {
  const token = await getToken('twitch');
  const clientId = await getClientId('twitch');
  if (!token || !clientId) {
    showToast({message: 'Connect Twitch in Lumia Stream first.'});
    done();
    return;
  }

  try {
    const url = 'https://api.twitch.tv/helix/users?login={{username}}';
    const response = await fetch(url, {
      headers: {Authorization: 'Bearer ' + token, 'Client-ID': clientId},
    });
    if (!response.ok) {
      // An expired token (401) or a Twitch outage, not an unknown user.
      throw new Error('Twitch answered with status ' + response.status + '.');
    }
    /** @type { {data?: {created_at: string}[]} } */
    const result = await response.json();
    const created = result.data?.[0]?.created_at;
    chatbot({
      message: created
        ? '{{username}} joined Twitch on ' + created.slice(0, 10) + '.'
        : 'No such Twitch user.',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showToast({message: 'Twitch request failed: ' + reason});
  }
  done();
}
