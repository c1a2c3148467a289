async function () {
  const settings = await getLoyaltySettings();
  // The fields are not documented. By their names, `on` probably says whether
  // points are switched on and `currencyName` what they are called.
  const currency =
    typeof settings.currencyName === 'string' && settings.currencyName !== ''
      ? settings.currencyName
      : 'points';
  chatbot({
    message: settings.on
      ? 'Watch the stream to earn ' + currency + '!'
      : 'Loyalty points are switched off.',
  });
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
