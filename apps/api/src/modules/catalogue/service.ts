import type { Db } from '@kemudi/db';
import type { ListFilters, ProductCard, ProductCategory, ProductDetailData } from '@kemudi/domain/contracts/catalogue';
import { resolveCity } from '../../lib/city';
import { badRequest, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import {
  getAccessoryItemDetail,
  getCouponItemDetail,
  getPackageItemDetail,
  getSparePartItemDetail,
  listAccessoryItemCards,
  listCouponItemCards,
  listPackageItemCards,
  listSparePartItemCards,
} from '../aftersales';
import { getNewCarDetail, listModelCards } from '../new-cars';
import { getUsedCarDetail, listUsedCarCards } from '../used-cars';

/*
 * The catalogue's cross-category calls: each category's cards and pages belong to their own
 * module (new cars, used cars, after-sales); the catalogue checks what all of them share and
 * hands the call to the module of the category asked for.
 */

/** §2 listing pages and what each lists. */
const CATEGORY_SLUGS: Record<string, { category: ProductCategory; title: string; testDriveOnly?: boolean }> = {
  'mobil-baru-toyota': { category: 'NEWCAR', title: 'Mobil Baru Toyota' },
  'certified-used-car-toyota': { category: 'USEDCAR', title: 'Mobil Bekas Bersertifikat Toyota' },
  'testdrive-toyota': { category: 'NEWCAR', title: 'Test Drive Toyota', testDriveOnly: true },
  aksesoris: { category: 'ACCESSORY', title: 'Aksesoris Toyota' },
  'kupon-service': { category: 'COUPON', title: 'Kupon Servis Toyota' },
  paketservistoyota: { category: 'PACKAGE', title: 'Paket Servis Toyota' },
};

async function listCards(db: Db, now: Date, category: ProductCategory, f: ListFilters, testDriveOnly = false) {
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
    throw badRequest('Harga minimum tidak boleh lebih besar dari harga maksimum');
  }
  if (f.minYear !== undefined && f.maxYear !== undefined && f.minYear > f.maxYear) {
    throw badRequest('Tahun awal tidak boleh lebih besar dari tahun akhir');
  }
  // The city is validated for every kind (a wrong code is a client mistake) but only prices new cars.
  const city = await resolveCity(db, f.cityCode);
  const page = await cardsOf(db, now, city.cityCode, category, f, testDriveOnly);
  return { city, page };
}

function cardsOf(
  db: Db,
  now: Date,
  cityCode: string,
  category: ProductCategory,
  f: ListFilters,
  testDriveOnly: boolean,
): Promise<Page<ProductCard>> {
  switch (category) {
    case 'NEWCAR':
      return listModelCards(db, cityCode, f, testDriveOnly);
    case 'USEDCAR':
      return listUsedCarCards(db, f);
    case 'ACCESSORY':
      return listAccessoryItemCards(db, now, cityCode, f);
    case 'SPAREPART':
      return listSparePartItemCards(db, now, cityCode, f);
    case 'COUPON':
      return listCouponItemCards(db, now, cityCode, f);
    case 'PACKAGE':
      return listPackageItemCards(db, now, cityCode, f);
  }
}

/** §7 product-list?slug: the cards of a §2 listing page. */
export async function listProductsBySlug(db: Db, now: Date, query: ListFilters & { slug: string }) {
  const listing = CATEGORY_SLUGS[query.slug.toLowerCase()];
  if (!listing) throw notFound(`Kategori '${query.slug}' tidak ditemukan`);
  const { city, page } = await listCards(db, now, listing.category, query, listing.testDriveOnly ?? false);
  return { slug: query.slug.toLowerCase(), title: listing.title, category: listing.category, cityCode: city.cityCode, ...page };
}

/** §7 products?category: the cards of one category. */
export async function listProductsByCategory(db: Db, now: Date, query: ListFilters & { category: ProductCategory }) {
  const { city, page } = await listCards(db, now, query.category, query);
  return { category: query.category, cityCode: city.cityCode, ...page };
}

/** §7 product-detail: the category (default NEWCAR) says what kind of code `code` is. */
export async function getProductDetail(
  db: Db,
  now: Date,
  query: { code: string; category: ProductCategory; cityCode?: string | undefined },
): Promise<ProductDetailData> {
  switch (query.category) {
    case 'NEWCAR':
      return getNewCarDetail(db, query.code, query.cityCode);
    case 'USEDCAR':
      return getUsedCarDetail(db, query.code);
  }
  // After-sales items are priced for the city asked (a flash sale may run there only), as the cart
  // prices them (issue 29); no city or an unknown one: the §9 fallback city, as for the cart.
  const { cityCode } = await resolveCity(db, query.cityCode);
  switch (query.category) {
    case 'ACCESSORY':
      return getAccessoryItemDetail(db, now, cityCode, query.code);
    case 'SPAREPART':
      return getSparePartItemDetail(db, now, cityCode, query.code);
    case 'COUPON':
      return getCouponItemDetail(db, now, cityCode, query.code);
    case 'PACKAGE':
      return getPackageItemDetail(db, now, cityCode, query.code);
  }
}
