async function () {
  // If the token is empty, Number('') is 0 instead of a syntax error.
  const bits = Number('{{amount}}') || 0;
  if (bits >= 1000) {
    sendColor({color: '#ffd700', brightness: 100});
  }
  done();
}
