import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: next/link without viewport prefetching. Every page here is rendered per request
 * (city and login cookies) and has no loading.js, so a prefetch brings back only the shared layout
 * segment — no time saved on the click — while a page's dozens of links in view each cost the
 * phone a fetch and a parse during hydration (measured: about 150 ms of Lighthouse's simulated
 * blocking time on `/`) and the server a render. Client-side navigation stays.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
