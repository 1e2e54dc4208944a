import { describe, expect, it } from 'vitest';
import { readBranchFilter } from './branch-filter';
import { formatDistance, formatWhatsApp, mapHref, telHref, waHref } from './labels';

const AREAS = [
  { isocode: 'dki_jakarta', name: 'DKI Jakarta', cities: [{ isocode: '3172', name: 'Kota Jakarta Utara' }] },
  {
    isocode: 'jawa_barat',
    name: 'Jawa Barat',
    cities: [
      { isocode: '3273', name: 'Kota Bandung' },
      { isocode: '3216', name: 'Kab. Bekasi' },
    ],
  },
];

describe('readBranchFilter', () => {
  it('keeps a province and a city of it, and a known service', () => {
    expect(readBranchFilter(AREAS, { provinsi: 'jawa_barat', kota: '3273', layanan: 'bengkel' }, 2)).toEqual({
      province: { isocode: 'jawa_barat', name: 'Jawa Barat' },
      city: { isocode: '3273', name: 'Kota Bandung' },
      service: 'bengkel',
      page: 2,
    });
  });

  it('reads a city alone as its province too', () => {
    const f = readBranchFilter(AREAS, { kota: '3172' }, 0);
    expect(f.province?.isocode).toBe('dki_jakarta');
    expect(f.city?.name).toBe('Kota Jakarta Utara');
  });

  it('drops a city outside the chosen province, and unknown values', () => {
    expect(readBranchFilter(AREAS, { provinsi: 'dki_jakarta', kota: '3273' }, 0)).toMatchObject({
      province: { isocode: 'dki_jakarta' },
      city: undefined,
    });
    expect(readBranchFilter(AREAS, { provinsi: 'atlantis', kota: '9999', layanan: 'cuci-mobil' }, 0)).toEqual({
      province: undefined,
      city: undefined,
      service: undefined,
      page: 0,
    });
  });
});

describe('dealer labels', () => {
  it('writes distances with a decimal comma and one decimal', () => {
    expect(formatDistance(2.4)).toBe('2,4 km');
    expect(formatDistance(12)).toBe('12,0 km');
    expect(formatDistance(1234.5)).toBe('1.234,5 km');
  });

  it('writes a WhatsApp number the Indonesian way and links it', () => {
    expect(formatWhatsApp('6281290102001')).toBe('0812 9010 2001');
    expect(waHref('6281290102001', 'Halo Kemudi')).toBe('https://wa.me/6281290102001?text=Halo%20Kemudi');
    expect(telHref('(021) 6530 2000')).toBe('tel:02165302000');
  });

  it('links directions to the coordinates', () => {
    expect(mapHref(-6.1384, 106.8806)).toBe('https://www.google.com/maps/search/?api=1&query=-6.1384,106.8806');
  });
});
