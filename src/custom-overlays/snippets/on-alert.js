Overlay.on('alert', (data) => {
  if (data.alert === 'twitch-subscriber') {
    // dynamic.value is the tier ('1000', '2000' or '3000') for Twitch subscriptions.
    console.log(`${data.extraSettings.username} subscribed at tier ${data.dynamic.value}`);
  } else if (data.alert === 'twitch-bits') {
    console.log(`${data.extraSettings.username} cheered ${data.dynamic.value} bits`);
  }
});
