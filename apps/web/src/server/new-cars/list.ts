import 'server-only';

import { FIRST_PAGE } from '@kemudi/domain/constants';
import { catalogueCalls, NewCarListData } from '@kemudi/domain/contracts/catalogue';
import type { ModelCard } from '@kemudi/domain/contracts/new-cars';
import { hasApiFilters, isOfType, type NewCarFilters, type NewCarList, parseNewCarFilters, priceBounds } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { getApi } from '../api';
import { loadLayout } from '../layout';

/*
 * Loader of the new-car lists (/c/mobil-baru-toyota and /c/testdrive-toyota): §7 product-list?slug
 * with the API's filter parameters, parsed with its contract (packages/domain/src/contracts/
 * catalogue.ts); prices are asked for the visitor's chosen city (loadLayout().city → cityCode).
 * Issue 15: the whole line-up is shown at once (a buyer compares across it), so the list is read
 * in full, a page of the API's largest size at a time, and the type chip narrows it here.
 */

export type NewCarListSlug = 'mobil-baru-toyota' | 'testdrive-toyota';

/** The API's largest page (catalogue.ts sizeParam): the line-up fits in one. */
export const LINE_UP_PAGE_SIZE = 100;

type ApiFilters = Omit<NewCarFilters, 'tipe'>;

async function loadCardsPage(slug: NewCarListSlug, f: ApiFilters, cityCode: string, page: number): Promise<NewCarListData> {
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
        page,
        size: LINE_UP_PAGE_SIZE,
      },
    },
    { data: NewCarListData },
  );
}

/** Every card that passes the filters, in the API's order (further pages only if the line-up outgrows one). */
async function loadAllCards(slug: NewCarListSlug, f: ApiFilters, cityCode: string): Promise<ModelCard[]> {
  const first = await loadCardsPage(slug, f, cityCode, FIRST_PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => loadCardsPage(slug, f, cityCode, i + 1)));
  return [first, ...rest].flatMap((p) => p.content);
}

/** §7 product-list?slug=mobil-baru-toyota (or testdrive-toyota) with the filters, for the chosen city. */
export async function loadNewCarList(sp: SearchParams, slug: NewCarListSlug = 'mobil-baru-toyota'): Promise<NewCarList> {
  const { city } = await loadLayout();
  const filters = parseNewCarFilters(sp);
  const everyModel: ApiFilters = { sort: 'recommended' };
  // The model filter and seat choices offer every model in editorial order; without filters or a
  // sort of its own, the list is that same answer.
  const narrowed = hasApiFilters(filters) || filters.sort !== everyModel.sort;
  const [matching, all] = await Promise.all([
    loadAllCards(slug, filters, city.cityIsocode),
    narrowed ? loadAllCards(slug, everyModel, city.cityIsocode) : null,
  ]);
  const { tipe } = filters;
  return {
    city,
    filters,
    cards: tipe ? matching.filter((c) => isOfType(c, tipe)) : matching,
    matching,
    allModels: (all ?? matching).map((c) => ({ code: c.code, name: c.name, seats: c.seats, minSeats: c.minSeats ?? c.seats })),
  };
}
