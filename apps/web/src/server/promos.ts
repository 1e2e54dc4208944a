import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { requireData } from './fetch-data';
import { PromoCard } from './home';
import type { LayoutCity } from './layout';
import { SitePath } from './schemas';

/*
 * Loaders of the promo pages (/promosi and /promosi/{slug}): §7 Promo calls, parsed at the edge
 * (only the fields the pages read). §9: promo lists are 4 a page.
 */

export { PromoCard };

/** Link-friendly category names in ?kategori= and the promo categories the API knows. */
export const PROMO_CATEGORIES = [
  { slug: 'mobil-baru', name: 'Mobil Baru' },
  { slug: 'purna-jual', name: 'Purna Jual' },
  { slug: 'mobil-bekas', name: 'Mobil Bekas' },
  { slug: 'aksesoris', name: 'Aksesoris' },
] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** Which promos the list shows: every promo usable in the chosen city, or the national ones only. */
export type PromoScope = 'kota' | 'nasional';

export const categoryOf = (slug: string | undefined): PromoCategory | undefined => PROMO_CATEGORIES.find((c) => c.slug === slug);
export const scopeOf = (raw: string | undefined): PromoScope => (raw === 'nasional' ? 'nasional' : 'kota');

const PromoPage = z.object({
  data: z.object({
    content: z.array(PromoCard),
    page: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type PromoPage = z.infer<typeof PromoPage>['data'];

export interface PromoListQuery {
  city: LayoutCity;
  scope: PromoScope;
  category: PromoCategory | undefined;
  /** 0-based. */
  page: number;
}

/**
 * §7 promo?city (with all=true: the city's own promos, its branches', the model promos and the
 * national ones — everything a visitor there can use) or §7 promo/national; 4 a page (§9).
 */
export async function loadPromoList(query: PromoListQuery): Promise<PromoPage> {
  const common = { page: query.page, size: PAGE_SIZE.PROMO, category: query.category?.name };
  const answer =
    query.scope === 'nasional'
      ? await requireData('/api/promo/v1/promo/national', PromoPage, common)
      : await requireData('/api/promo/v1/promo', PromoPage, { ...common, city: query.city.cityIsocode, all: true });
  return answer.data;
}

const NamedLink = z.object({ name: z.string(), url: SitePath });

const PromoDetail = PromoCard.extend({
  body: z.string(),
  terms: z.array(z.string()),
  publishedDate: z.string(),
  scope: z.string(),
  isExpired: z.boolean(),
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
  branches: z.array(NamedLink.extend({ slug: z.string() })),
  products: z.array(NamedLink.extend({ code: z.string() })),
  salesmen: z.array(NamedLink.extend({ slug: z.string() })),
  anotherPromos: z.array(PromoCard),
});
export type PromoDetail = z.infer<typeof PromoDetail>;

/** §7 promo/slug/{slug}; an unknown (or not yet started) promo is this page's 404. */
export async function loadPromo(slug: string): Promise<PromoDetail> {
  return (await requireData(`/api/promo/v1/promo/slug/${encodeURIComponent(slug)}`, z.object({ data: PromoDetail }))).data;
}
