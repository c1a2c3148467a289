async function () {
  showToast({message: '{{username}} used the command', time: 5000});
  showToast({message: 'This one stays until you close it'});
  done();
}
