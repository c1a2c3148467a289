// Data values are JSON: convert them to the type you need.
const heading = String(Overlay.data.heading ?? 'Welcome');
const maxItems = Number(Overlay.data.maxItems) || 5;
const showAvatars = Overlay.data.showAvatars === true;
console.log(heading, maxItems, showAvatars);
