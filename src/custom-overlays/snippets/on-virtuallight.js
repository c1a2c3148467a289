// power may be missing when only the colour changed: the light then keeps its last on or off state.
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
