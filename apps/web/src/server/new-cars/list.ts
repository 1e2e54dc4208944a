import 'server-only';

import { FIRST_PAGE } from '@kemudi/domain/constants';
import { catalogueCalls, NewCarListData } from '@kemudi/domain/contracts/catalogue';
import { NEW_CAR_PAGE_SIZE, type NewCarFilters, type NewCarList, parseNewCarFilters, priceBounds } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { getApi } from '../api';
import { loadLayout } from '../layout';

/*
 * Loader of the new-car lists (/c/mobil-baru-toyota and /c/testdrive-toyota): §7 product-list?slug
 * with the API's filter parameters, parsed with its contract (packages/domain/src/contracts/
 * catalogue.ts); prices are asked for the visitor's chosen city (loadLayout().city → cityCode).
 */

export type NewCarListSlug = 'mobil-baru-toyota' | 'testdrive-toyota';

async function loadCardsPage(slug: NewCarListSlug, f: NewCarFilters, cityCode: string, size = NEW_CAR_PAGE_SIZE): Promise<NewCarListData> {
  const api = await getApi();
  return api.require(
    catalogueCalls.productList,
    {
      query: {
        slug,
        cityCode,
        model: f.model,
        bodyType: f.bodyType,
        fuel: f.fuel,
        transmission: f.transmission,
        seats: f.seats,
        ...priceBounds(f.price),
        sort: f.sort,
        page: f.page,
        size,
      },
    },
    { data: NewCarListData },
  );
}

/** §7 product-list?slug=mobil-baru-toyota (or testdrive-toyota) with the filters, for the chosen city. */
export async function loadNewCarList(sp: SearchParams, slug: NewCarListSlug = 'mobil-baru-toyota'): Promise<NewCarList> {
  const { city } = await loadLayout();
  const filters = parseNewCarFilters(sp);
  const [page, all] = await Promise.all([
    loadCardsPage(slug, filters, city.cityIsocode),
    loadCardsPage(slug, { sort: 'recommended', page: FIRST_PAGE }, city.cityIsocode, 100),
  ]);
  return {
    city,
    filters,
    cards: page.content,
    total: page.totalElements,
    totalPages: page.totalPages,
    allModels: all.content.map((c) => ({ code: c.code, name: c.name, seats: c.seats })),
  };
}
