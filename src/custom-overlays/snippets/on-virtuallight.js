// power may be missing when only the colour changed: this overlay then keeps the on or off state it saw last.
let lightOn = true;
Overlay.on('virtuallight', (light) => {
  if (typeof light.power === 'boolean') lightOn = light.power;
  if (!lightOn) {
    document.body.style.backgroundColor = 'transparent';
    return;
  }
  const {r, g, b} = light.color;
  document.body.style.backgroundColor = `rgb(${r} ${g} ${b} / ${light.brightness}%)`;
});
