import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The current page's link in the docs sidebar: beside the page, and on a phone in the menu. */
const currentLink = '.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]';

/**
 * How far a box that scrolls must scroll so that an item inside it is in view with `margin` to spare,
 * moving as little as possible, as `scrollIntoView({block: 'nearest'})` would: 0 when it is in view.
 * Whole pixels, so a fraction of the item is never left out.
 */
export function nearestScroll(item: {top: number; bottom: number}, box: {top: number; bottom: number}, margin = 8): number {
  if (item.top - margin < box.top) return Math.floor(item.top - margin - box.top);
  if (item.bottom + margin > box.bottom) return Math.ceil(Math.min(item.bottom + margin - box.bottom, item.top - margin - box.top));
  return 0;
}

/**
 * Scrolls the menu that holds the link, and only that menu, so the link is in view. The browser's
 * `scrollIntoView` would also scroll the page when the menu reaches below the window.
 */
function reveal(): void {
  document.querySelectorAll<HTMLElement>(currentLink).forEach((link) => {
    if (link.getClientRects().length === 0) return; // the sidebar of the other layout
    let menu = link.parentElement;
    while (menu && !(/(auto|scroll)/.test(getComputedStyle(menu).overflowY) && menu.scrollHeight > menu.clientHeight)) menu = menu.parentElement;
    if (!menu || menu === document.documentElement || menu === document.body) return;
    menu.scrollTop += nearestScroll(link.getBoundingClientRect(), menu.getBoundingClientRect());
  });
}

/**
 * The sidebar opens on the current page, however deep in the list it is, and follows the reader to
 * each page they move to; the phone menu shows the current page when it opens. A link the reader
 * chose in view stays where it is.
 */
export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  // In the next frame, when the browser lays the page out anyway, rather than forcing a layout
  // inside hydration.
  requestAnimationFrame(reveal);
}

if (ExecutionEnvironment.canUseDOM) {
  // The phone menu is drawn when its button is pressed: the link is placed a frame later.
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.navbar__toggle')) return;
    requestAnimationFrame(() => requestAnimationFrame(reveal));
  });
}
