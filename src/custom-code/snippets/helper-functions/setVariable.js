async function () {
  await setVariable({name: 'last_visitor', value: '{{username}}'});
  await setVariable({name: 'last_visit_hour', value: new Date().getHours()});
  done();
}
