async function () {
  // Outside 18:00 to 23:00, cancel the whole command: lights, chatbot
  // reply, text-to-speech and the rest.
  const hour = new Date().getHours();
  if (hour < 18 || hour >= 23) {
    done({shouldStop: true});
    return;
  }
  done();
}
