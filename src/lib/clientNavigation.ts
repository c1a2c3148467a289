/** What a click on a link carries that decides whether the browser or the router should follow it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface PlainLink {
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * The path the site's router should go to for a click on a plain `<a>`, as a Docusaurus `Link`
 * would, or null when the browser should handle the click: another site, a new tab or window,
 * a download, or an anchor on the same page.
 */
export function clientNavigationTarget(click: LinkClick, link: PlainLink, currentUrl: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload) return null;
  const current = new URL(currentUrl);
  const url = new URL(link.href, current);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
