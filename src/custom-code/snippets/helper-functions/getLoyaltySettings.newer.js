async function () {
  const settings = await getLoyaltySettings();
  chatbot({
    message: settings.on
      ? 'Watch the stream to earn ' + settings.currencyName + '!'
      : 'Loyalty points are switched off.',
  });
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
