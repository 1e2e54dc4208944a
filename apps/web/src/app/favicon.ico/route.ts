// Built once: the answer never changes.
export const dynamic = 'force-static';

/**
 * /favicon.ico: browsers ask for it only where a page names no icon (every page of ours names
 * /favicon.svg); crawlers and old clients still ask. They are sent to the SVG for good, not a 404.
 */
export function GET(): Response {
  return new Response(null, { status: 308, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' } });
}
