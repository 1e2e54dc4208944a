/*
 * Which clicks start the navigation progress bar. The App Router (Next.js 15 and 16) has no router events, so
 * the bar starts on a click of a link that will navigate this tab to another page of this site.
 */

export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

export type LinkTarget = {
  /** The link's resolved href. */
  href: string;
  /** Its target attribute ('' when absent). */
  target: string;
  /** Whether it has a download attribute. */
  download: boolean;
};

/** Whether clicking `link` (at the page `currentHref`) starts a navigation to another page of this site in this tab. */
export function isPageNavigation(click: LinkClick, link: LinkTarget, currentHref: string): boolean {
  // Middle clicks and modified clicks open a new tab or window, or download.
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download) return false;
  if (link.target !== '' && link.target.toLowerCase() !== '_self') return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(currentHref);
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  // tel:, mailto: and other sites are not page loads of ours.
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  // A hash-only link (or a link to this very page) scrolls; nothing loads.
  return to.pathname !== from.pathname || to.search !== from.search;
}

/**
 * Same-origin paths that are not pages load as themselves, never through the App Router: route
 * handlers and build assets (/api/…, /_next/…) and files (/sitemap.xml, /robots.txt, pictures).
 */
const NOT_PAGES = /^\/(api|_next)(\/|$)|\.[a-z0-9]+$/i;

/** Whether a page navigation to `pathname` (see isPageNavigation) can be shown by the App Router. */
export function isRouterPage(pathname: string): boolean {
  return !NOT_PAGES.test(pathname);
}
