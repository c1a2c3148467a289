async function () {
  try {
    const token = await getToken('twitch');
    const clientId = await getClientId('twitch');
    if (!token || !clientId) {
      throw new Error('Twitch is not connected in Lumia Stream.');
    }

    // The viewer's Twitch id is written into the address before the code runs.
    const url =
      'https://api.twitch.tv/helix/clips?first=50&broadcaster_id={{userId}}';
    const response = await fetch(url, {
      headers: {Authorization: 'Bearer ' + token, 'Client-ID': clientId},
    });
    if (!response.ok) {
      throw new Error('Twitch answered with status ' + response.status + '.');
    }

    /** @type { {data?: {title: string, url: string}[]} } */
    const result = await response.json();
    const clips = result.data ?? [];
    if (clips.length === 0) {
      chatbot({message: '{{displayname}} has no clips yet. Time to make one!'});
      // Skip the command's own chat reply: its clip variables have no value.
      done({shouldStop: true, actionsToStop: ['chatbot']});
      return;
    }

    const clip = clips[Math.floor(Math.random() * clips.length)];
    done({variables: {user_clip_title: clip.title, user_clip: clip.url}});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showToast({message: 'Random clip failed: ' + reason});
    done({shouldStop: true, actionsToStop: ['chatbot']});
  }
}
