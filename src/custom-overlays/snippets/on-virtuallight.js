// power may be missing when only the colour changed: this overlay then keeps the on or off state it saw last.
// color is read only when it is there; an event without one keeps the last colour.
let lightOn = true;
let color = {r: 255, g: 255, b: 255};
Overlay.on('virtuallight', (light) => {
  if (typeof light.power === 'boolean') lightOn = light.power;
  if (light.color) color = light.color;
  if (!lightOn) {
    document.body.style.backgroundColor = 'transparent';
    return;
  }
  const {r, g, b} = color;
  document.body.style.backgroundColor = `rgb(${r} ${g} ${b} / ${light.brightness}%)`;
});
