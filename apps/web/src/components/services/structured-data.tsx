import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildFaqPage, buildItemList, buildWebPage, type JsonLdThing } from '@/lib/json-ld';

export interface PricedItem {
  name: string;
  /** Site path or absolute URL of a picture. */
  image: string;
  /** Where the item is described (site path). */
  url: string;
  price: number;
}

/**
 * A service page's JSON-LD (issue 4): WebPage always, FAQPage when the page shows questions and
 * ItemList when it lists priced items.
 */
export function ServiceStructuredData({
  origin,
  path,
  name,
  description,
  keywords,
  faqs = [],
  items = [],
  itemsName,
}: {
  origin: string;
  path: string;
  name: string;
  description: string;
  keywords: readonly string[];
  faqs?: readonly FaqItem[];
  items?: readonly PricedItem[];
  itemsName?: string;
}) {
  const url = absoluteUrl(path, origin);
  const data: JsonLdThing[] = [buildWebPage({ name, description, url, keywords })];
  if (faqs.length > 0) data.push(buildFaqPage(faqs, url));
  if (items.length > 0) {
    data.push(
      buildItemList({
        url,
        name: itemsName,
        items: items.map((i) => ({ name: i.name, image: absoluteUrl(i.image, origin), urlPdp: absoluteUrl(i.url, origin), price: i.price, priceCurrency: 'IDR' })),
      }),
    );
  }
  return <JsonLd data={data} />;
}
