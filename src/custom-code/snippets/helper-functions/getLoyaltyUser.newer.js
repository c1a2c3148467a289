async function () {
  const viewer = await getLoyaltyUser({
    username: '{{username}}',
    platform: 'twitch',
  });
  const allTime = viewer?.points_all_time ?? 0;
  chatbot({message: '{{username}} has earned ' + allTime + ' points so far.'});
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
