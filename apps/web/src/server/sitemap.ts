import 'server-only';

import { z } from 'zod';
import { requireData } from './fetch-data';
import { SitePath } from './schemas';

/*
 * Loader of sitemap.xml: GET parameter/v1/sitemap (§7 sitemap) at request time, never at build
 * time (the API may not run during `next build`). The API answers site paths; the web adds its
 * own public origin, as for canonical URLs.
 */

const SitemapAnswer = z.object({
  data: z.array(
    z.object({
      // A path on this site only: an answer can never point the sitemap at another host.
      url: SitePath,
      kind: z.string(),
      lastModified: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
  ),
});
export type SitemapPage = z.infer<typeof SitemapAnswer>['data'][number];

/** Every public page the API knows, in its order (static pages of §2 first). */
export async function loadSitemapPages(): Promise<SitemapPage[]> {
  return (await requireData('/api/parameter/v1/sitemap', SitemapAnswer)).data;
}
