import { describe, expect, it } from 'vitest';
import { itemMarkup, listingMarkup, metaDescription } from './markup';

const ORIGIN = 'https://kemudi.example';

describe('listingMarkup', () => {
  it('is an ItemList of Products with absolute URLs and IDR offers, in page order', () => {
    const ld = listingMarkup({
      name: 'Kupon Servis Toyota',
      path: '/c/kupon-service',
      origin: ORIGIN,
      items: [
        { name: 'Kupon A', imageUrl: '/api/media/v1/icon/coupon.svg', url: '/c/kupon-service/p/KPN-1', price: 350_000 },
        { name: 'Kupon B', imageUrl: '/api/media/v1/icon/coupon.svg', url: '/c/kupon-service/p/KPN-2', price: 1_250_000 },
      ],
    });
    expect(ld).toMatchObject({
      '@type': 'ItemList',
      url: `${ORIGIN}/c/kupon-service`,
      numberOfItems: 2,
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Kupon A',
            image: `${ORIGIN}/api/media/v1/icon/coupon.svg`,
            url: `${ORIGIN}/c/kupon-service/p/KPN-1`,
            offers: { price: 350_000, priceCurrency: 'IDR' },
          },
        },
        { position: 2, item: { name: 'Kupon B', offers: { price: 1_250_000 } } },
      ],
    });
  });
});

describe('itemMarkup', () => {
  const base = {
    code: 'KPN-3001',
    name: 'Kupon Servis Berkala Avanza',
    description: 'Lima kali servis berkala.',
    brand: 'Toyota',
    imageUrl: '/api/media/v1/icon/coupon.svg',
    url: '/c/kupon-service/p/KPN-3001',
    price: 6_150_000,
    origin: ORIGIN,
  };

  it('is a Product with its brand, SKU and an IDR offer', () => {
    const ld = itemMarkup(base);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'KPN-3001',
      brand: { '@type': 'Brand', name: 'Toyota' },
      url: `${ORIGIN}/c/kupon-service/p/KPN-3001`,
      offers: { '@type': 'Offer', price: 6_150_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('adds the rating of its reviews only when there are some', () => {
    expect(itemMarkup({ ...base, rating: { average: 4.6, count: 7 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    expect(itemMarkup({ ...base, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });

  it('says until when a coupon is sold, and that an ended one is no longer offered', () => {
    expect(itemMarkup({ ...base, offer: { validUntil: '2027-03-31', isActive: true } }).offers).toMatchObject({
      priceValidUntil: '2027-03-31',
      availability: 'https://schema.org/InStock',
    });
    expect(itemMarkup({ ...base, offer: { validUntil: '2026-10-15', isActive: false } }).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });

  it('says a sold-out item is out of stock (an ended offer stays Discontinued)', () => {
    expect(itemMarkup({ ...base, soldOut: true }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(itemMarkup({ ...base, soldOut: true, offer: { validUntil: '2026-10-15', isActive: false } }).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });
});

describe('metaDescription', () => {
  it('leads with the price and keeps a short text whole', () => {
    expect(metaDescription('Servis lengkap.', 785_000)).toBe('Harga Rp 785.000. Servis lengkap.');
  });

  it('cuts a long text at a word, within 156 characters', () => {
    const text = 'Karpet tebal berlapis karet antiselip yang dipotong khusus mengikuti kontur lantai tiga baris Innova Zenix. Permukaannya menahan air dan lumpur agar tidak merembes.';
    const out = metaDescription(text, 1_250_000);
    expect(out.startsWith('Harga Rp 1.250.000. Karpet tebal')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(156);
    expect(text).toContain(out.slice('Harga Rp 1.250.000. '.length, -1));
  });
});
