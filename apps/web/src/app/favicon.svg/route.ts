import { renderSiteIconSvg } from '@kemudi/art';

// Built once (the drawing is code): answered as a file.
export const dynamic = 'force-static';

/** /favicon.svg: the site's icon, the steering-wheel mark (the layout's metadata links it). */
export function GET(): Response {
  return new Response(renderSiteIconSvg(), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
