Overlay.on('hfx', (effect) => {
  // Show who triggered the effect for as long as it plays.
  const banner = document.createElement('p');
  banner.textContent = `${effect.username} used ${effect.command}`;
  document.body.append(banner);
  setTimeout(() => banner.remove(), effect.duration);
});
