async function () {
  // getVariable returns the roles as an object; a token would be plain text.
  const levels = await getVariable('userLevelsRaw');
  const isSubscriber =
    levels?.subscriber || levels?.tier1 || levels?.tier2 || levels?.tier3;

  // The first matching role wins: the order of the checks is the priority.
  let reply = 'Thanks for hanging out, {{username}}! Follow for the next one.';
  if (levels?.isSelf) {
    reply = 'Testing {{command}} live on stream, are we?';
  } else if (levels?.mod) {
    reply = 'Thanks for keeping chat tidy, {{username}}!';
  } else if (levels?.vip) {
    reply = 'A VIP has spoken. Hi {{username}}!';
  } else if (isSubscriber) {
    reply = 'Subscriber spotted: thank you for the support, {{username}}!';
  } else if (levels?.follower) {
    reply = 'Thanks for following, {{username}}. Subscribe for emotes!';
  }

  chatbot({message: reply});

  // This script already answered: skip the command's own chatbot reply.
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
