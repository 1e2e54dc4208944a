import { formatRupiah } from '@kemudi/domain/format';
import { type JsonLdThing, absoluteUrl, buildAccessory, buildItemList } from '@/lib/json-ld';

/*
 * The after-sales pages' JSON-LD (§3 Item list, Accessory), from the shared builders of
 * lib/json-ld.ts: lists are an ItemList, each item a Product (buildAccessory) with its brand —
 * coupons and packages carry Toyota's — with the rating of its reviews and, for a coupon, until
 * when its price is on offer.
 */

export interface ListedItem {
  name: string;
  imageUrl: string;
  url: string;
  price: number;
}

/** §3 Item list: url, items[]{image, urlPdp, name, price, priceCurrency}, with absolute URLs. */
export function listingMarkup(source: { name: string; path: string; origin: string; items: readonly ListedItem[] }): JsonLdThing {
  return buildItemList({
    url: absoluteUrl(source.path, source.origin),
    name: source.name,
    items: source.items.map((item) => ({
      name: item.name,
      image: absoluteUrl(item.imageUrl, source.origin),
      urlPdp: absoluteUrl(item.url, source.origin),
      price: item.price,
      priceCurrency: 'IDR',
    })),
  });
}

export interface ItemMarkupSource {
  code: string;
  name: string;
  description: string;
  brand: string;
  imageUrl: string;
  url: string;
  price: number;
  origin: string;
  /** Ratings (1–5) of the item's reviews: the aggregate, when there are any. */
  rating?: { average: number; count: number } | undefined;
  /** A coupon's last day on sale ('YYYY-MM-DD') and whether it is on sale today. */
  offer?: { validUntil: string; isActive: boolean } | undefined;
  /** No stock left (issue 12 stock): the offer is OutOfStock. */
  soldOut?: boolean | undefined;
}

/** §3 Accessory (name, image, description, brand, price, priceCurrency) as a schema.org Product. */
export function itemMarkup(source: ItemMarkupSource): JsonLdThing {
  return buildAccessory({
    name: source.name,
    image: absoluteUrl(source.imageUrl, source.origin),
    description: source.description,
    brand: source.brand,
    price: source.price,
    priceCurrency: 'IDR',
    sku: source.code,
    url: absoluteUrl(source.url, source.origin),
    rating: source.rating,
    offerWindow: source.offer ? { validUntil: source.offer.validUntil, onSale: source.offer.isActive } : undefined,
    soldOut: source.soldOut,
  });
}

/** A meta description: the price, then the text cut at a word before ~155 characters. */
export function metaDescription(text: string, price: number): string {
  const lead = `Harga ${formatRupiah(price)}. `;
  const room = 155 - lead.length;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= room) return lead + clean;
  const cut = clean.slice(0, room);
  const space = cut.lastIndexOf(' ');
  return `${lead}${(space > 40 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}
