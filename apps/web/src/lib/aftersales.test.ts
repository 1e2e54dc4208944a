/**
 * The after-sales listings' query strings: what the filter form's GET parameters become, and back.
 */
import { describe, expect, it } from 'vitest';
import { filterParams, isFiltered, PRICE_BANDS, readListFilters, serviceOfCoupon, typeLabel } from './aftersales';

describe('readListFilters', () => {
  it('reads model, kind, price band, search, sort and the 1-based page', () => {
    const f = readListFilters('ACCESSORY', {
      model: 'Avanza',
      kategori: 'Interior',
      harga: '500000-999999',
      q: '  karpet   3D ',
      urutkan: 'price-asc',
      page: '3',
    });
    expect(f).toEqual({
      model: 'avanza',
      type: 'Interior',
      band: PRICE_BANDS.ACCESSORY[1],
      q: 'karpet 3D',
      sort: 'price-asc',
      page: 2,
    });
  });

  it('coupons and packages take their kind from `jenis`, not `kategori`', () => {
    expect(readListFilters('COUPON', { jenis: 'ac', kategori: 'Interior' }).type).toBe('ac');
    expect(readListFilters('PACKAGE', { kategori: 'Paket Hemat' }).type).toBeUndefined();
  });

  it('leaves out what it cannot read instead of failing the page', () => {
    const f = readListFilters('PACKAGE', { model: '../etc', harga: '1-2', urutkan: 'mileage-asc', page: '-4', q: '   ' });
    expect(f).toEqual({ model: undefined, type: undefined, band: undefined, q: undefined, sort: 'recommended', page: 0 });
    expect(isFiltered(f)).toBe(false);
  });

  it('the open-ended top band has no maximum', () => {
    const top = PRICE_BANDS.ACCESSORY.at(-1)!;
    expect(readListFilters('ACCESSORY', { harga: top.value }).band).toMatchObject({ min: 10_000_000, max: undefined });
  });
});

describe('filterParams', () => {
  it('round-trips through readListFilters, leaving the default sort out', () => {
    const f = readListFilters('COUPON', { model: 'veloz', jenis: 'berkala', harga: '0-499999', q: 'oli' });
    const params = filterParams('COUPON', f);
    expect(params).toEqual({ q: 'oli', model: 'veloz', jenis: 'berkala', harga: '0-499999', urutkan: undefined });
    expect(readListFilters('COUPON', params)).toEqual(f);
  });
});

describe('labels', () => {
  it('names coupon service types in Indonesian and keeps other kinds as they are', () => {
    expect(typeLabel('COUPON', 'body-paint')).toBe('Body & Cat');
    expect(typeLabel('COUPON', 'ac')).toBe('Perawatan AC');
    expect(typeLabel('COUPON', 'lain')).toBe('lain');
    expect(typeLabel('PACKAGE', 'Paket Hemat')).toBe('Paket Hemat');
  });

  it('sends body & paint and home-service coupons to branches offering those services', () => {
    expect(serviceOfCoupon('body-paint')).toBe('body-paint');
    expect(serviceOfCoupon('home-service')).toBe('home-service');
    expect(serviceOfCoupon('berkala')).toBe('bengkel');
  });
});
