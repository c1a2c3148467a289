const balance = await Overlay.addLoyaltyPoints({value: 50, username: 'streamfan', platform: 'twitch'});
// A negative value takes points away.
await Overlay.addLoyaltyPoints({value: -10, username: 'streamfan', platform: 'twitch'});
console.log(`streamfan had ${balance} points after the first call`);
