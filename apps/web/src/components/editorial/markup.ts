import { absoluteUrl, buildItemList, type JsonLdThing } from '@/lib/json-ld';

/** schema.org ItemList of the article pages a news list shows (entries are the pages, not products). */
export function buildArticleItemList(
  listUrl: string,
  name: string,
  articles: readonly { title: string; url: string; imageUrl: string }[],
  origin: string,
  firstPosition = 1,
): JsonLdThing {
  return buildItemList({
    url: listUrl,
    name,
    entries: 'page',
    firstPosition,
    items: articles.map((a) => ({ name: a.title, urlPdp: absoluteUrl(a.url, origin), image: absoluteUrl(a.imageUrl, origin), price: null })),
  });
}
