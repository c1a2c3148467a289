// Data values are JSON: convert them to the type you need.
const title = String(Overlay.data.title ?? 'Welcome');
const maxItems = Number(Overlay.data.maxItems) || 5;
const showAvatars = Overlay.data.showAvatars === true;
console.log(title, maxItems, showAvatars);
