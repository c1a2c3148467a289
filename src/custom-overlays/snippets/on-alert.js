Overlay.on('alert', (data) => {
  // Alert-specific fields are not in the 3.1.7 typing: read them as plain records.
  /** @type {Record<string, unknown>} */
  const extra = data.extraSettings;
  /** @type {Record<string, unknown>} */
  const dynamic = data.dynamic;
  if (data.alert === 'twitch-subscriber') {
    // On a gifted sub, username is the gifter and recipient the viewer who got it.
    if (dynamic.isGift === true) console.log(`${data.extraSettings.username} gifted a sub to ${String(extra.recipient)}`);
    // dynamic.value is the tier, such as '1000' for tier 1.
    else console.log(`${data.extraSettings.username} subscribed at tier ${data.dynamic.value}`);
  } else if (data.alert === 'twitch-bits') {
    console.log(`${data.extraSettings.username} cheered ${data.dynamic.value} bits`);
  }
});
