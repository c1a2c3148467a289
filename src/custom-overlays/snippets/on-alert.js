Overlay.on('alert', (data) => {
  // The AlertEvent typing lists only the fields every alert shares: read the rest as plain records.
  // dynamic may be missing, probably on a plugin's alert that has no variations to match.
  /** @type {Record<string, unknown>} */
  const extra = data.extraSettings ?? {};
  /** @type {Record<string, unknown>} */
  const dynamic = data.dynamic ?? {};
  if (data.alert === 'twitch-subscriber') {
    if (dynamic.isGift === true) {
      // A gift: dynamic.username (and extraSettings.gifter, where sent) names the gifter, unless
      // isAnon says the gifter is anonymous; recipient names the viewer, or recipients several.
      const gifter = dynamic.isAnon === true ? 'An anonymous gifter' : String(extra.gifter || dynamic.username || extra.username || 'Someone');
      console.log(`${gifter} gifted a sub to ${String(extra.recipient || extra.recipients || 'a viewer')}`);
    } else {
      // dynamic.value is the tier: 1000 or '1000' for tier 1, or 'Prime'; extraSettings.subPlan has it too.
      console.log(`${String(extra.username || 'Someone')} subscribed at tier ${String(dynamic.value ?? extra.subPlan)}`);
    }
  } else if (data.alert === 'twitch-bits') {
    // The amount variable of the alert message is extraSettings.amount; the typings also list bits.
    console.log(`${String(extra.username || 'Someone')} cheered ${String(extra.amount ?? extra.bits ?? dynamic.value)} bits`);
  }
  // Gifted subs also have an alert value of their own, 'twitch-giftSubscription', whose
  // extraSettings carry gifter, giftAmount and recipients.
});
