import type { SearchItem } from '@kemudi/domain/contracts/search';
import { absoluteUrl, buildItemList, type JsonLdThing } from '@/lib/json-ld';

/**
 * §3 Item list of the results the page shows: models, used cars and coupons but also promos,
 * articles and service pages, so the entries are the pages themselves; positions continue across pages.
 */
export function buildResultItemList(url: string, name: string, items: readonly SearchItem[], origin: string, firstPosition = 1): JsonLdThing {
  return buildItemList({
    url,
    name,
    entries: 'page',
    firstPosition,
    items: items.map((item) => ({ name: item.title, urlPdp: absoluteUrl(item.url, origin), image: absoluteUrl(item.imageUrl, origin), price: null })),
  });
}
