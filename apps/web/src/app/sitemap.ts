import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/json-ld';
import { loadSiteOrigin, loadSitemapPages } from '@/server/site';

// Read from the API on every request (it is cached there), never during `next build`.
export const dynamic = 'force-dynamic';

/** sitemap.xml (issue 4): every model, used car, accessory, coupon, package, promo, article, branch and salesman page, and §2's static pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, pages] = await Promise.all([loadSiteOrigin(), loadSitemapPages()]);
  return pages.map((page) => ({ url: absoluteUrl(page.url, origin), lastModified: page.lastModified }));
}
