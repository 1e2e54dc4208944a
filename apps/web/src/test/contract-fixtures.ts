/**
 * API answers the loader tests share, each typed by the contract the loaders parse it with
 * (packages/domain/src/contracts): a contract change breaks them here, not in a page. Each builder
 * fills every field with a plausible value; a test passes the fields it asserts on, so what it
 * depends on stays visible in the test.
 */
import type { AccessoryItemCard } from '@kemudi/domain/contracts/aftersales';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { pageOf } from '@kemudi/domain/contracts/common';
import type { ArticleCard, FaqItem } from '@kemudi/domain/contracts/editorial';
import type { ModelCard, TrendingCar } from '@kemudi/domain/contracts/new-cars';
import type { PromoCard } from '@kemudi/domain/contracts/promos';
import type { z } from 'zod';

/** The paging fields of every `pageOf(…)` answer. */
export type Paging = Omit<z.input<ReturnType<typeof pageOf<z.ZodUnknown>>>, 'content'>;

/** One page holding all of `content`: page 0 of 10 a page, one page (none when empty). */
export function page<T>(content: T[], paging: Partial<Paging> = {}): Paging & { content: T[] } {
  return { content, page: 0, size: 10, totalElements: content.length, totalPages: content.length > 0 ? 1 : 0, ...paging };
}

/** A visible Jakarta Pusat (0080) branch selling and servicing cars; its name and page follow its slug. */
export function branch(fields: Pick<z.input<typeof Branch>, 'slug'> & Partial<z.input<typeof Branch>>): z.input<typeof Branch> {
  return {
    id: 1,
    name: `Kemudi ${fields.slug}`,
    address: 'Jl. Contoh 1',
    cityIsocode: '0080',
    cityName: 'Kota Jakarta Pusat',
    provinceIsocode: 'dki_jakarta',
    latitude: -6.2,
    longitude: 106.8,
    phone: '(021) 6530 2000',
    whatsapp: '6281290102001',
    services: ['sales', 'bengkel'],
    hidden: false,
    url: `/dealer-toyota/${fields.slug}`,
    ...fields,
  };
}

export function promoCard(slug: string, fields: Partial<z.input<typeof PromoCard>> = {}): z.input<typeof PromoCard> {
  return {
    slug,
    title: `Promo ${slug}`,
    summary: 'Ringkasan',
    imageUrl: `/api/media/v1/promo/${slug}.svg`,
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    category: 'Mobil Baru',
    url: `/promosi/${slug}`,
    ...fields,
  };
}

/** A new-car card (product-list, products, similar models); named by its code in capitals. */
export function modelCard(code: string, fields: Partial<z.input<typeof ModelCard>> = {}): z.input<typeof ModelCard> {
  return {
    kind: 'NEWCAR',
    code,
    name: code.toUpperCase(),
    bodyType: 'mpv',
    tagline: 'Tagline',
    seats: 7,
    fuels: ['Bensin'],
    transmissions: ['Manual', 'CVT'],
    lowestPrice: 244_300_000,
    highestPrice: 290_000_000,
    strikeThroughPrice: null,
    discountPercent: null,
    imageUrl: `/api/media/v1/car/${code}.svg?color=ffffff`,
    url: `/mobil-baru-toyota/p/${code}`,
    colors: [{ name: 'Putih', hex: '#ffffff' }],
    ...fields,
  };
}

/** A page/trending-cars entry; named by its code in capitals. */
export function trendingCar(code: string, fields: Partial<z.input<typeof TrendingCar>> = {}): z.input<typeof TrendingCar> {
  return {
    code,
    name: code.toUpperCase(),
    bodyType: 'mpv',
    tagline: 'Tagline',
    imageUrl: `/api/media/v1/car/${code}.svg?color=ffffff`,
    lowestPrice: 244_300_000,
    url: `/mobil-baru-toyota/p/${code}`,
    ...fields,
  };
}

export function faqItem(fields: Pick<z.input<typeof FaqItem>, 'id' | 'type' | 'code'> & Partial<z.input<typeof FaqItem>>): z.input<typeof FaqItem> {
  return { question: `Pertanyaan ${fields.id}?`, answer: `Jawaban ${fields.id}.`, ...fields };
}

export function articleCard(slug: string, fields: Partial<z.input<typeof ArticleCard>> = {}): z.input<typeof ArticleCard> {
  return {
    slug,
    title: `Artikel ${slug}`,
    category: 'Tips',
    summary: 'Ringkasan',
    author: 'Redaksi',
    publishedDate: '2026-11-12',
    readingMinutes: 4,
    imageUrl: `/api/media/v1/article/${slug}.svg`,
    url: `/berita-dan-tips/${slug}`,
    ...fields,
  };
}

/** An accessory's card in a product list, 10 % off. */
export function accessoryCard(code: string, fields: Partial<z.input<typeof AccessoryItemCard>> = {}): z.input<typeof AccessoryItemCard> {
  return {
    kind: 'ACCESSORY',
    code,
    name: `Karpet ${code}`,
    price: 900_000,
    strikeThroughPrice: 1_000_000,
    discountPercent: 10,
    flashSale: null,
    imageUrl: `/api/media/v1/accessory/${code}.svg`,
    url: `/aksesoris/p/${code}`,
    brand: 'Toyota Genuine Accessories',
    category: 'Interior',
    ...fields,
  };
}
