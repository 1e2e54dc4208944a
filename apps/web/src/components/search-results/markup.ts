import { absoluteUrl, buildItemList, type JsonLdThing, type JsonValue } from '@/lib/json-ld';
import type { SearchResult } from '@/server/search-results';

/**
 * §3 Item list of the results the page shows. The kit's buildItemList describes each entry as a
 * Product; search results are models, used cars, coupons but also promos, articles and service
 * pages, so the entries are kept in the "summary page" form: ListItem with position, url, name
 * and image (absolute), positions continuing across pages.
 */
export function buildResultItemList(
  url: string,
  name: string,
  items: readonly SearchResult[],
  origin: string,
  firstPosition = 1,
): JsonLdThing {
  const list = buildItemList({ url, name, items: [] });
  return {
    ...list,
    numberOfItems: items.length,
    itemListElement: items.map(
      (item, index): JsonValue => ({
        '@type': 'ListItem',
        position: firstPosition + index,
        url: absoluteUrl(item.url, origin),
        name: item.title,
        image: absoluteUrl(item.imageUrl, origin),
      }),
    ),
  };
}
