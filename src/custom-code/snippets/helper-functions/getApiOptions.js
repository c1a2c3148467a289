async function () {
  // Log everything once to see which names your setup has.
  log(await getApiOptions());
  done();
}
