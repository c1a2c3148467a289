async function () {
  overlayAlertTrigger({
    layer: 'Secret alert',
    firstMessage: '{{username}} found the secret command!',
  });
  done();
}
