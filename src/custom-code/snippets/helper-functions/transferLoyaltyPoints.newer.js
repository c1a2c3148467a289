async function () {
  // "!give @friend 100": read the typed text as a value, not as a token.
  const typed = String((await getVariable('message')) ?? '');
  const [target = '', amount = ''] = typed.trim().split(/\s+/);
  const to = target.replace(/^@/, '');
  const points = Number(amount);
  if (!to || !Number.isInteger(points) || points <= 0) {
    chatbot({message: 'Usage: !give @viewer amount'});
    done({shouldStop: true, actionsToStop: ['chatbot']});
    return;
  }

  const from = '{{username}}';
  const result = await transferLoyaltyPoints({from, to, points});
  chatbot({
    message: result.ok
      ? 'Sent ' + points + ' points to ' + to + '.'
      : 'Not sent: ' + (result.reason ?? 'unknown reason'),
  });
  done({shouldStop: true, actionsToStop: ['chatbot']});
}
