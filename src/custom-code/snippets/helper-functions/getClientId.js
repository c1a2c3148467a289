async function () {
  const token = await getToken('twitch');
  const clientId = await getClientId('twitch');
  if (!token || !clientId) {
    done();
    return;
  }

  const url = 'https://api.twitch.tv/helix/users?login={{username}}';
  const response = await fetch(url, {
    headers: {Authorization: 'Bearer ' + token, 'Client-ID': clientId},
  });
  /** @type { {data?: {created_at: string}[]} } */
  const result = await response.json();
  const created = result.data?.[0]?.created_at;
  chatbot({
    message: created
      ? '{{username}} joined Twitch on ' + created.slice(0, 10) + '.'
      : 'No such Twitch user.',
  });
  done();
}
