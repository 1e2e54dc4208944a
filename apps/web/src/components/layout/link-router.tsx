'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isPageNavigation, isRouterPage } from './link-navigation';

/**
 * Client-side navigation for every `<a href>` of the site (components/page/link.tsx): a click that
 * would load another page of this site in this tab (isPageNavigation: plain left click, same
 * origin, no target or download) goes through the App Router instead: the shared layout keeps
 * its state and only the new page's payload is fetched. A handler that called
 * preventDefault (a link that opens a panel) wins: React's listeners on the document run first.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (!isPageNavigation(event, link, window.location.href)) return;
      const to = new URL(anchor.href);
      if (!isRouterPage(to.pathname)) return;
      event.preventDefault();
      router.push(to.pathname + to.search + to.hash, { scroll: !anchor.hasAttribute('data-keep-scroll') });
    };
    document.addEventListener('click', onClick);
    document.documentElement.dataset.linkRouter = 'ready';
    return () => {
      delete document.documentElement.dataset.linkRouter;
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
