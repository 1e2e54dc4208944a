import 'server-only';

import { AccessoryItemDetail, type AftersalesItemCard, CouponItemDetail, PackageItemDetail } from '@kemudi/domain/contracts/aftersales';
import { branchCalls, type BranchService } from '@kemudi/domain/contracts/branches';
import { AftersalesProductsData, catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import { cache } from 'react';
import {
  type AftersalesKind,
  type DetailContext,
  LIST_PAGE_SIZE,
  type ListFilters,
  type Listing,
  REDEEM_BRANCH_LIMIT,
  type RedeemPlaces,
} from '@/lib/aftersales';
import { getApi } from '../api';
import { loadLayout } from '../layout';
import { loadSiteOrigin } from '../site';

/*
 * Loaders of the after-sales catalogue pages (issue 4): accessories (/aksesoris), service coupons
 * (/c/kupon-service) and service packages (/c/paketservistoyota), their lists and a page each.
 * Page → these loaders → the API (§7 product/v1 products, products/facets, product-detail and
 * parameter branch), each answer parsed with its contract (packages/domain/src/contracts).
 */

/** One listing page: the cards that pass the filters (12 a page) and the choices of the filter form. */
export async function loadListing(kind: AftersalesKind, filters: ListFilters): Promise<Listing> {
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  const [list, facets] = await Promise.all([
    api.require(
      catalogueCalls.products,
      {
        query: {
          category: kind,
          model: filters.model,
          type: filters.type,
          q: filters.q,
          minPrice: filters.band?.min,
          maxPrice: filters.band?.max,
          sort: filters.sort,
          page: filters.page,
          size: LIST_PAGE_SIZE,
          // Priced for the visitor's city (a flash sale may run there only), as the cart prices them.
          cityCode: city.cityIsocode,
        },
      },
      { data: AftersalesProductsData },
    ),
    // Without its choices the form still works: the model and kind fields are left out.
    api.soft(catalogueCalls.facets, { query: { category: kind } }),
  ]);
  return { facets, items: list.content, totalElements: list.totalElements, totalPages: list.totalPages };
}

/** The city the page is rendered for (its HTML is cached per city): prices follow it (issue 29). */
async function pageCityCode(): Promise<string> {
  return (await loadLayout()).city.cityIsocode;
}

// ---------------------------------------------------------------------------------------------
// Detail pages (product-detail?category=ACCESSORY|COUPON|PACKAGE); each is read once per request,
// by generateMetadata and the page alike. An unknown code is the page's 404.
// ---------------------------------------------------------------------------------------------

export const loadAccessory = cache(
  async (code: string): Promise<AccessoryItemDetail> =>
    (await getApi()).require(catalogueCalls.productDetail, { query: { category: 'ACCESSORY', code, cityCode: await pageCityCode() } }, { data: AccessoryItemDetail }),
);

/** A coupon's page (coupons not on sale today too: their page says so). */
export const loadCoupon = cache(
  async (code: string): Promise<CouponItemDetail> =>
    (await getApi()).require(catalogueCalls.productDetail, { query: { category: 'COUPON', code, cityCode: await pageCityCode() } }, { data: CouponItemDetail }),
);

export const loadPackage = cache(
  async (code: string): Promise<PackageItemDetail> =>
    (await getApi()).require(catalogueCalls.productDetail, { query: { category: 'PACKAGE', code, cityCode: await pageCityCode() } }, { data: PackageItemDetail }),
);

/** Other items of the same kind for the first model the item fits (the item itself left out), for "Lainnya". */
export async function loadSimilar(kind: AftersalesKind, code: string, model: string | undefined, type?: string): Promise<AftersalesItemCard[]> {
  const answer = await (await getApi()).soft(
    catalogueCalls.products,
    { query: { category: kind, model, type, size: 5, cityCode: await pageCityCode() } },
    { data: AftersalesProductsData },
  );
  return (answer?.content ?? []).filter((c) => c.code !== code).slice(0, 4);
}

/**
 * §7 POST parameter branch (service filter): the branches offering the service in the visitor's
 * city; when the city has none, in its province; else anywhere. Null when a call fails (the page
 * then only links to the dealer list).
 */
export async function loadRedeemPlaces(service: BranchService, city: RedeemPlaces['city']): Promise<RedeemPlaces | null> {
  const api = await getApi();
  const search = (where: { city?: string; province?: string }) =>
    api.call(branchCalls.search, { body: { ...where, service, size: REDEEM_BRANCH_LIMIT } });
  try {
    const inCity = await search({ city: city.cityIsocode });
    if (inCity.totalElements > 0) return { city, scope: 'city', branches: inCity.content, total: inCity.totalElements };
    const inProvince = await search({ province: city.provinceIsocode });
    if (inProvince.totalElements > 0) return { city, scope: 'province', branches: inProvince.content, total: inProvince.totalElements };
    const anywhere = await search({});
    return { city, scope: 'national', branches: anywhere.content, total: anywhere.totalElements };
  } catch (error) {
    console.warn(`[page] redeem branches left out: ${(error as Error).message}`);
    return null;
  }
}

/**
 * What every item page shows around the item itself, read in parallel: the site origin (canonical
 * and JSON-LD URLs), where to buy or redeem, and similar items. Nothing about who is visiting: the
 * page's HTML is cached and shared by everyone in a city (issue 14); the buy note learns that in
 * the browser (components/aftersales/buy-note.tsx).
 */
export async function loadDetailContext(
  kind: AftersalesKind,
  code: string,
  { service, model, type }: { service: BranchService; model?: string | undefined; type?: string | undefined },
): Promise<DetailContext> {
  const [origin, places, similar] = await Promise.all([
    loadSiteOrigin(),
    loadLayout().then(({ city }) => loadRedeemPlaces(service, city)),
    loadSimilar(kind, code, model, type),
  ]);
  return { origin, places, similar };
}
