import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import { promoCalls, type PromoDetail, type PromoPage } from '@kemudi/domain/contracts/promos';
import type { PromoListQuery } from '@/lib/promos';
import { getApi } from '../api';

/*
 * Loaders of the promo pages (/promosi and /promosi/{slug}): §7 Promo calls, parsed with their
 * contracts (packages/domain/src/contracts/promos.ts). §9: promo lists are 4 a page.
 */

/**
 * §7 promo?city (with all=true: the city's own promos, its branches', the model promos and the
 * national ones — everything a visitor there can use) or §7 promo/national; 4 a page (§9).
 */
export async function loadPromoList(query: PromoListQuery): Promise<PromoPage> {
  const api = await getApi();
  const common = { page: query.page, size: PAGE_SIZE.PROMO, category: query.category?.name };
  return query.scope === 'nasional'
    ? api.require(promoCalls.national, { query: common })
    : api.require(promoCalls.filter, { query: { ...common, city: query.city.cityIsocode, all: 'true' } });
}

/** §7 promo/slug/{slug}; an unknown (or not yet started) promo is this page's 404. */
export async function loadPromo(slug: string): Promise<PromoDetail> {
  return (await getApi()).require(promoCalls.bySlug, { params: { slug } });
}
