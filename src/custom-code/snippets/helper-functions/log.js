async function () {
  log({viewer: '{{username}}', at: new Date().toLocaleTimeString()});
  console.log('console.log shows the same toast and log line');
  done();
}
