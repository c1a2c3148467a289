async function () {
  const time = new Date().toLocaleTimeString();
  addLog('Hype command used by {{username}} at ' + time);
  done();
}
