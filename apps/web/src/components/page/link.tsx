import type { ComponentProps } from 'react';

/**
 * The site's link: a plain `<a href>` that the layout's LinkRouter turns into a client-side
 * navigation (components/layout/link-router.tsx). One document-level listener instead of a
 * next/link client component per link: `/` alone has about a hundred links, and hydrating each
 * next/link instance (hooks, ref callbacks, router context) cost the phone blocking time on every
 * page (issue 3's and 4's Lighthouse bars). Server components render it to bare HTML; there is no
 * viewport prefetch either — every page here is rendered per request (city and login cookies) and
 * a prefetch would bring back only the shared layout. Before hydration a click is an ordinary page
 * load, so links work with or without JavaScript.
 */
export default function Link({ href, scroll = true, ...props }: ComponentProps<'a'> & { href: string; scroll?: boolean }) {
  // scroll={false}: the client-side navigation keeps the scroll position (e.g. picking a variant).
  return <a href={href} data-keep-scroll={scroll ? undefined : ''} {...props} />;
}
