Overlay.on('virtuallight', (light) => {
  // power is missing when only the colour changed.
  if (light.power === false) {
    document.body.style.backgroundColor = 'transparent';
    return;
  }
  const {r, g, b} = light.color;
  document.body.style.backgroundColor = `rgb(${r} ${g} ${b} / ${light.brightness}%)`;
});
