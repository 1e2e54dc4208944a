import { absoluteUrl, buildItemList, type JsonLdThing, type JsonValue } from '@/lib/json-ld';

/**
 * schema.org ItemList of article pages for the news list. The kit's buildItemList describes each
 * entry as a Product (§3 Item list is about products); an article is not one, so its entries are
 * kept as the "summary page" form search engines read for article carousels: ListItem with
 * position, url and name only.
 */
export function buildArticleItemList(
  listUrl: string,
  name: string,
  articles: readonly { title: string; url: string; imageUrl: string }[],
  origin: string,
  firstPosition = 1,
): JsonLdThing {
  const list = buildItemList({
    url: listUrl,
    name,
    items: articles.map((a) => ({ name: a.title, urlPdp: absoluteUrl(a.url, origin), image: absoluteUrl(a.imageUrl, origin), price: null })),
  });
  const elements = Array.isArray(list.itemListElement) ? list.itemListElement : [];
  return {
    ...list,
    itemListElement: elements.map((element, index): JsonValue => {
      const item = (element as { item?: { name?: JsonValue; url?: JsonValue } }).item ?? {};
      return { '@type': 'ListItem', position: firstPosition + index, url: item.url ?? null, name: item.name ?? null };
    }),
  };
}
