/*
 * The promo list's filters (/promosi?lingkup=&kategori=): pure, for the page and its links.
 */
import type { PromoCategory as ApiPromoCategory } from '@kemudi/domain/contracts/promos';

/** Link-friendly category names in ?kategori= and the promo categories the API knows. */
export const PROMO_CATEGORIES = [
  { slug: 'mobil-baru', name: 'Mobil Baru' },
  { slug: 'purna-jual', name: 'Purna Jual' },
  { slug: 'mobil-bekas', name: 'Mobil Bekas' },
  { slug: 'aksesoris', name: 'Aksesoris' },
] as const satisfies readonly { slug: string; name: ApiPromoCategory }[];
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** Which promos the list shows: every promo usable in the chosen city, or the national ones only. */
export type PromoScope = 'kota' | 'nasional';

export const categoryOf = (slug: string | undefined): PromoCategory | undefined => PROMO_CATEGORIES.find((c) => c.slug === slug);
export const scopeOf = (raw: string | undefined): PromoScope => (raw === 'nasional' ? 'nasional' : 'kota');

export interface PromoListQuery {
  city: { cityIsocode: string };
  scope: PromoScope;
  category: PromoCategory | undefined;
  /** 0-based. */
  page: number;
}
