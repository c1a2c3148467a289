async function () {
  // Objects travel as a string: the overlay parses it with JSON.parse.
  overlaySendCustomContent({
    codeId: 'scoreboard',
    content: JSON.stringify({player: '{{username}}', points: 10}),
  });
  done();
}
