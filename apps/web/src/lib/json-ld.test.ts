import { describe, expect, it } from 'vitest';
import { vocabularyProblems } from '@/test/schema-org';
import {
  absoluteUrl,
  buildAccessory,
  buildArticle,
  buildAutoDealer,
  buildBreadcrumbList,
  buildCar,
  buildFaqPage,
  buildItemList,
  buildProduct,
  buildReview,
  buildUsedCar,
  buildVideoObject,
  buildWebPage,
  clampRating,
  type JsonLdThing,
  SCHEMA_CONTEXT,
  serializeJsonLd,
} from './json-ld';

describe('buildWebPage (§3 Webpage: name, description, url, keywords)', () => {
  const page = buildWebPage({
    name: 'Kemudi Toyota',
    description: 'Dealer resmi Toyota.',
    url: 'https://kemudi.example/',
    keywords: ['mobil baru', ' servis ', '', 'promo'],
  });

  it('is a schema.org WebPage with the four fields under their schema.org names', () => {
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Kemudi Toyota',
      description: 'Dealer resmi Toyota.',
      url: 'https://kemudi.example/',
      keywords: 'mobil baru, servis, promo',
      inLanguage: 'id-ID',
    });
  });

  it('leaves keywords out when there are none', () => {
    const bare = buildWebPage({ name: 'A', description: 'B', url: 'https://kemudi.example/a', keywords: [' '] });
    expect(bare).not.toHaveProperty('keywords');
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(serializeJsonLd(page))).toEqual(page);
  });
});

describe('buildBreadcrumbList (§3 Breadcrumb: name, item)', () => {
  it('numbers the crumbs from 1 as ListItems; the current page may have no item', () => {
    const list = buildBreadcrumbList([
      { name: 'Beranda', item: 'https://kemudi.example/' },
      { name: 'Promo', item: 'https://kemudi.example/promosi' },
      { name: 'Program Akhir Tahun' },
    ]);
    expect(list['@context']).toBe(SCHEMA_CONTEXT);
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://kemudi.example/' },
      { '@type': 'ListItem', position: 2, name: 'Promo', item: 'https://kemudi.example/promosi' },
      { '@type': 'ListItem', position: 3, name: 'Program Akhir Tahun' },
    ]);
  });

  it('is an empty list for no crumbs', () => {
    expect(buildBreadcrumbList([]).itemListElement).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  const hostile: JsonLdThing = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: 'Promo </script><script>alert(1)</script>',
    description: '<!-- komentar --> & "kutip" \u2028 baris',
    url: 'https://kemudi.example/?a=1&b=2',
  };
  const text = serializeJsonLd(hostile);

  it('never lets a value close the script element or open a comment', () => {
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('<!--');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is valid JSON that reads back to exactly the same value', () => {
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('serialises a list of objects as a JSON array', () => {
    const both = [hostile, buildBreadcrumbList([{ name: 'Beranda' }])];
    expect(JSON.parse(serializeJsonLd(both))).toEqual(both);
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/', 'https://kemudi.example')).toBe('https://kemudi.example/');
    expect(absoluteUrl('/promosi/a b', 'https://kemudi.example/')).toBe('https://kemudi.example/promosi/a%20b');
    expect(absoluteUrl('https://www.youtube.com/x', 'https://kemudi.example')).toBe('https://www.youtube.com/x');
  });
});

/* ---------------------------------------------------------------------------------------------- */
/* The nine other §3 kinds: each parsed back from its serialized text and checked against the     */
/* schema.org property names (src/test/schema-org.ts).                                             */
/* ---------------------------------------------------------------------------------------------- */

const roundTrip = (thing: JsonLdThing) => JSON.parse(serializeJsonLd(thing)) as Record<string, any>;

function expectValidSchemaOrg(thing: JsonLdThing) {
  const parsed = roundTrip(thing);
  expect(parsed).toEqual(thing);
  expect(parsed['@context']).toBe('https://schema.org');
  expect(vocabularyProblems(parsed)).toEqual([]);
  return parsed;
}

describe('the vocabulary check itself', () => {
  it('reports a misspelt property and an unknown type', () => {
    expect(vocabularyProblems({ '@type': 'Car', mileageFromOdometr: 1 })).toEqual(['$: Car has no property mileageFromOdometr']);
    expect(vocabularyProblems({ '@type': 'Mobil' })).toEqual(['$: unknown type Mobil']);
    expect(vocabularyProblems({ '@type': 'Product', offers: { price: 1 } })).toEqual(['$.offers: no @type']);
  });
});

describe('buildFaqPage (§3 FAQ: question, answer)', () => {
  it('makes one Question with an accepted Answer per FAQ and drops blank ones', () => {
    const page = expectValidSchemaOrg(
      buildFaqPage([
        { question: 'Berapa lama servis berkala?', answer: 'Sekitar 2 jam.' },
        { question: ' ', answer: 'x' },
      ]),
    );
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toEqual([
      { '@type': 'Question', name: 'Berapa lama servis berkala?', acceptedAnswer: { '@type': 'Answer', text: 'Sekitar 2 jam.' } },
    ]);
  });
});

describe('buildArticle (§3 Article: titlePage, heroImageLink, publishedDate)', () => {
  const source = {
    titlePage: 'Tips Merawat AC Mobil',
    heroImageLink: 'https://kemudi.example/api/media/v1/article/tips-ac.svg',
    publishedDate: '2026-08-14T09:00:00+07:00',
    url: 'https://kemudi.example/berita-dan-tips/tips-ac',
    description: 'Cara menjaga AC tetap dingin.',
    publisherName: 'Kemudi Toyota',
  };

  it('is a NewsArticle with headline, image, an ISO datePublished and the publisher', () => {
    const article = expectValidSchemaOrg(buildArticle(source));
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Tips Merawat AC Mobil',
      image: ['https://kemudi.example/api/media/v1/article/tips-ac.svg'],
      datePublished: '2026-08-14T02:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Kemudi Toyota' },
    });
  });

  it('can be a plain Article and leaves an unreadable date out', () => {
    const article = expectValidSchemaOrg(buildArticle({ ...source, kind: 'Article', publishedDate: 'bukan tanggal' }));
    expect(article['@type']).toBe('Article');
    expect(article).not.toHaveProperty('datePublished');
    expect(article).not.toHaveProperty('dateModified');
  });

  it('states when it last changed (issue 25: an edited article)', () => {
    const article = expectValidSchemaOrg(buildArticle({ ...source, modifiedDate: '2026-11-22T10:30:00+07:00' }));
    expect(article).toMatchObject({ datePublished: '2026-08-14T02:00:00.000Z', dateModified: '2026-11-22T03:30:00.000Z' });
  });
});

describe('buildReview (§3 Customer review; §9 rating 1 to 5)', () => {
  const source = { reviewerName: 'Budi S.', objectCode: 'avanza', rating: 4, createdDate: '2026-10-01', message: 'Irit dan lega.', objectName: 'Toyota Avanza' };

  it('carries the rating on the 1–5 scale, the author, the date and the reviewed product', () => {
    const review = expectValidSchemaOrg(buildReview(source));
    expect(review).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Budi S.' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      datePublished: '2026-10-01T00:00:00.000Z',
      reviewBody: 'Irit dan lega.',
      itemReviewed: { '@type': 'Product', sku: 'avanza', name: 'Toyota Avanza' },
    });
  });

  it('keeps a rating outside the scale inside it', () => {
    expect(roundTrip(buildReview({ ...source, rating: 7 })).reviewRating.ratingValue).toBe(5);
    expect(roundTrip(buildReview({ ...source, rating: 0 })).reviewRating.ratingValue).toBe(1);
    expect(clampRating(Number.NaN)).toBe(1);
  });
});

describe('buildProduct (§3 Product: product, detailCar, rateData)', () => {
  const source = {
    product: { code: 'avanza', name: 'Toyota Avanza', imageUrl: 'https://k.example/a.svg', description: 'MPV keluarga.', url: 'https://k.example/mobil-baru-toyota/p/avanza' },
    detailCar: {
      variantOptions: [
        {
          variants: [
            { code: 'avanza-13e-mt', name: 'Avanza 1.3 E M/T', price: { value: 247_300_000 }, isPreorder: false },
            { code: 'avanza-15g-cvt', name: 'Avanza 1.5 G CVT', price: { value: 290_000_000 }, isPreorder: true },
          ],
        },
        { variants: [{ code: 'avanza-tanpa-harga', name: 'Avanza Khusus', price: { value: null }, isPreorder: false }] },
      ],
      lowestPriceVariant: { code: 'avanza-13e-mt' },
      strikeThroughPrice: { value: 255_000_000 },
    },
    rateData: { content: [{ rating: 5 }, { rating: 4 }, { rating: 4 }] },
  };

  it('offers every priced variant in IDR, from the lowest-price variant, with the strike-through price on it', () => {
    const product = expectValidSchemaOrg(buildProduct(source));
    expect(product).toMatchObject({ '@type': 'Product', sku: 'avanza', brand: { '@type': 'Brand', name: 'Toyota' } });
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: 247_300_000, highPrice: 290_000_000, offerCount: 2 });
    const [first, second] = product.offers.offers;
    expect(first).toMatchObject({
      sku: 'avanza-13e-mt',
      price: 247_300_000,
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: 255_000_000, priceCurrency: 'IDR' },
    });
    expect(second).toMatchObject({ sku: 'avanza-15g-cvt', availability: 'https://schema.org/PreOrder' });
    expect(second).not.toHaveProperty('priceSpecification');
  });

  it('aggregates the ratings of rateData on the 1–5 scale', () => {
    expect(roundTrip(buildProduct(source)).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('has no offers, rating or strike-through when there are no prices, ratings or a higher old price', () => {
    const bare = expectValidSchemaOrg(
      buildProduct({
        ...source,
        detailCar: { variantOptions: [{ variants: [{ code: 'x', name: 'X', price: { value: null }, isPreorder: false }] }], lowestPriceVariant: null, strikeThroughPrice: null },
        rateData: { content: [] },
      }),
    );
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('aggregateRating');
    const lowerStrike = roundTrip(buildProduct({ ...source, detailCar: { ...source.detailCar, strikeThroughPrice: { value: 200_000_000 } } }));
    expect(lowerStrike.offers.offers[0]).not.toHaveProperty('priceSpecification');
  });
});

describe('buildCar (§3 Car)', () => {
  it('carries every §3 field under its schema.org name, with an IDR offer', () => {
    const car = expectValidSchemaOrg(
      buildCar({
        name: 'Toyota Veloz 1.5 Q CVT',
        image: 'https://k.example/v.svg',
        url: 'https://k.example/mobil-baru-toyota/p/veloz',
        model: 'Veloz',
        price: 340_300_000,
        color: 'Putih',
        fuelType: 'Bensin',
        vehicleConfiguration: '1.5 Q CVT',
        vehicleTransmission: 'Otomatis (CVT)',
        numberOfDoors: 5,
        vehicleSeatingCapacity: 7,
        description: 'MPV 7 penumpang.',
      }),
    );
    expect(car).toMatchObject({
      '@type': 'Car',
      model: 'Veloz',
      brand: { '@type': 'Brand', name: 'Toyota' },
      numberOfDoors: 5,
      vehicleSeatingCapacity: 7,
      vehicleTransmission: 'Otomatis (CVT)',
      offers: { '@type': 'Offer', price: 340_300_000, priceCurrency: 'IDR' },
    });
  });
});

describe('buildVideoObject (§3 Video: title, description, url)', () => {
  it('names the video and gives its content URL, thumbnail and upload date', () => {
    const video = expectValidSchemaOrg(
      buildVideoObject({ title: 'Review Innova Zenix', description: 'Ulasan lengkap.', url: 'https://k.example/video/zenix.svg', thumbnailUrl: 'https://k.example/t.svg', uploadDate: '2026-03-01' }),
    );
    expect(video).toMatchObject({ '@type': 'VideoObject', name: 'Review Innova Zenix', contentUrl: 'https://k.example/video/zenix.svg', uploadDate: '2026-03-01T00:00:00.000Z' });
  });
});

describe('buildItemList (§3 Item list: url, items[]{image, urlPdp, name, price, priceCurrency})', () => {
  it('numbers the items and makes each a Product with an IDR offer; an unpriced item has no offer', () => {
    const list = expectValidSchemaOrg(
      buildItemList({
        url: 'https://k.example/c/mobil-baru-toyota',
        items: [
          { image: 'https://k.example/a.svg', urlPdp: 'https://k.example/mobil-baru-toyota/p/agya', name: 'Agya', price: 176_500_000, priceCurrency: 'IDR' },
          { image: 'https://k.example/b.svg', urlPdp: 'https://k.example/mobil-baru-toyota/p/gr86', name: 'GR86', price: null },
        ],
      }),
    );
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: { '@type': 'Product', name: 'Agya', image: 'https://k.example/a.svg', url: 'https://k.example/mobil-baru-toyota/p/agya', offers: { '@type': 'Offer', price: 176_500_000, priceCurrency: 'IDR' } },
    });
    expect(list.itemListElement[1].item).not.toHaveProperty('offers');
  });

  it("lists pages that are not products as plain entries, counting on from a later page's first position", () => {
    const list = expectValidSchemaOrg(
      buildItemList({
        url: 'https://k.example/berita-dan-tips?page=2',
        entries: 'page',
        firstPosition: 10,
        items: [{ image: 'https://k.example/a.svg', urlPdp: 'https://k.example/berita-dan-tips/tips-ac', name: 'Tips AC', price: null }],
      }),
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 10, url: 'https://k.example/berita-dan-tips/tips-ac', name: 'Tips AC', image: 'https://k.example/a.svg' },
    ]);
  });
});

describe('buildAccessory (§3 Accessory: name, image, description, brand, price, priceCurrency)', () => {
  it('is a Product with its Brand and an IDR offer', () => {
    const accessory = expectValidSchemaOrg(
      buildAccessory({ name: 'Karpet Dasar Avanza', image: 'https://k.example/k.svg', description: 'Karpet karet.', brand: 'Toyota Genuine Accessories', price: 1_250_000, priceCurrency: 'IDR', sku: 'ACC-01' }),
    );
    expect(accessory).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Toyota Genuine Accessories' },
      offers: { '@type': 'Offer', price: 1_250_000, priceCurrency: 'IDR' },
    });
  });
});

describe('buildAccessory: rating and a dated offer (coupons)', () => {
  const base = { name: 'Kupon Servis AC', image: 'https://k.example/c.svg', description: 'Kupon.', brand: 'Toyota', price: 350_000 };
  it('adds the aggregate rating only when there are reviews, inside the 1–5 scale', () => {
    expect(roundTrip(buildAccessory({ ...base, rating: { average: 4.46, count: 12 } })).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(buildAccessory({ ...base, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });
  it('gives priceValidUntil, and Discontinued once the offer has ended', () => {
    const onSale = expectValidSchemaOrg(buildAccessory({ ...base, offerWindow: { validUntil: '2026-12-31', onSale: true } }));
    expect(onSale.offers).toMatchObject({ priceValidUntil: '2026-12-31', availability: 'https://schema.org/InStock' });
    expect(roundTrip(buildAccessory({ ...base, offerWindow: { validUntil: '2026-10-31', onSale: false } })).offers.availability).toBe('https://schema.org/Discontinued');
  });
});

describe('buildUsedCar (§3 Used car; mileage in KM)', () => {
  it('gives the mileage as a QuantitativeValue in KMT, the model year and used condition', () => {
    const car = expectValidSchemaOrg(
      buildUsedCar({ name: 'Toyota Fortuner 2.4 VRZ 2021', brand: 'Toyota', model: 'Fortuner', vehicleModelDate: 2021, color: 'Hitam', mileageFromOdometer: 45_210.4, url: 'https://k.example/u/1', price: 455_000_000 }),
    );
    expect(car).toMatchObject({
      '@type': 'Car',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', price: 455_000_000, priceCurrency: 'IDR' },
    });
  });
});

describe('the WebPage and BreadcrumbList builders pass the vocabulary check too', () => {
  it('uses schema.org names only', () => {
    expectValidSchemaOrg(buildWebPage({ name: 'A', description: 'B', url: 'https://k.example/', keywords: ['c'] }));
    expectValidSchemaOrg(buildBreadcrumbList([{ name: 'Beranda', item: 'https://k.example/' }, { name: 'Promo' }]));
  });
});

describe('buildAutoDealer (a branch page)', () => {
  it('gives the address, position, contacts and the open days with their hours', () => {
    const dealer = expectValidSchemaOrg(
      buildAutoDealer({
        name: 'Kemudi Toyota Sunter',
        url: 'https://k.example/dealer-toyota/sunter',
        streetAddress: 'Jl. Danau Sunter Utara Blok K2 No. 18',
        city: 'Jakarta Utara',
        province: 'DKI Jakarta',
        telephone: '(021) 6530 8800',
        latitude: -6.1389,
        longitude: 106.8663,
        week: [
          { day: 0, open: null, close: null },
          { day: 1, open: '08:00', close: '17:00' },
          { day: 6, open: '08:00', close: '14:00' },
          { day: 2, open: 'pagi', close: '17:00' },
        ],
      }),
    );
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      address: { '@type': 'PostalAddress', addressLocality: 'Jakarta Utara', addressRegion: 'DKI Jakarta', addressCountry: 'ID' },
      geo: { '@type': 'GeoCoordinates', latitude: -6.1389, longitude: 106.8663 },
    });
    expect(dealer.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:00', closes: '14:00' },
    ]);
  });
});
