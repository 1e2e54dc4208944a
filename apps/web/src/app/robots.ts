import { CRAWL_DISALLOW } from '@kemudi/domain/pages';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/json-ld';
import { loadSiteOrigin } from '@/server/site';

// The origin comes from the request (or SITE_URL), so it is answered per request.
export const dynamic = 'force-dynamic';

/**
 * robots.txt (issue 4): everything may be crawled but the API, the cart, the account and search
 * results (CRAWL_DISALLOW, next to the page table); the drawn pictures under /api/media/ stay crawlable, as the pages' markup points at them.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await loadSiteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/media/'],
      disallow: [...CRAWL_DISALLOW],
    },
    sitemap: absoluteUrl('/sitemap.xml', origin),
  };
}
