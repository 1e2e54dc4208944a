import type { BranchArea, NearbyBranch, WorkingSchedule } from '@kemudi/domain/contracts/branches';
import { describe, expect, it } from 'vitest';
import { formatDistance, formatWhatsApp, mapHref, openNowLabel, readNearbyBranches } from './dealers';
import { dealerListPath, readBranchFilter } from './dealers-filter';

const AREAS: BranchArea[] = [
  { isocode: 'dki_jakarta', name: 'DKI Jakarta', branchCount: 1, cities: [{ isocode: '3172', name: 'Kota Jakarta Utara', branchCount: 1, centre: { latitude: -6.1384, longitude: 106.8806 } }] },
  {
    isocode: 'jawa_barat',
    name: 'Jawa Barat',
    branchCount: 2,
    cities: [
      { isocode: '3273', name: 'Kota Bandung', branchCount: 1, centre: { latitude: -6.9147, longitude: 107.6098 } },
      { isocode: '3216', name: 'Kab. Bekasi', branchCount: 1, centre: { latitude: -6.2615, longitude: 107.1523 } },
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

describe('dealerListPath', () => {
  it('links the list with the filters that are set, in the order of the form', () => {
    expect(dealerListPath({})).toBe('/dealer-toyota');
    expect(dealerListPath({ province: { isocode: 'jawa_barat', name: 'Jawa Barat' }, city: { isocode: '3273', name: 'Kota Bandung' } })).toBe(
      '/dealer-toyota?provinsi=jawa_barat&kota=3273',
    );
    expect(dealerListPath({ service: 'body-paint' })).toBe('/dealer-toyota?layanan=body-paint');
  });
});

describe('dealer labels', () => {
  it('writes distances with a decimal comma and one decimal', () => {
    expect(formatDistance(2.4)).toBe('2,4 km');
    expect(formatDistance(12)).toBe('12,0 km');
    expect(formatDistance(1234.5)).toBe('1.234,5 km');
  });

  it('writes a WhatsApp number the Indonesian way', () => {
    expect(formatWhatsApp('6281290102001')).toBe('0812 9010 2001');
  });

  it('links directions to the coordinates', () => {
    expect(mapHref(-6.1384, 106.8806)).toBe('https://www.google.com/maps/search/?api=1&query=-6.1384,106.8806');
  });
});

describe('openNowLabel', () => {
  const week = (today: { open: string | null; close: string | null }): WorkingSchedule['days'] => [
    { day: 1, dayName: 'Senin', open: '08:00', close: '17:00', hours: '08:00 - 17:00', isToday: false },
    { day: 2, dayName: 'Selasa', ...today, hours: today.open ? `${today.open} - ${today.close}` : 'Tutup', isToday: true },
  ];
  const schedule = (openNow: boolean, localTime: string, today: { open: string | null; close: string | null }): WorkingSchedule => ({
    timeZone: 'Asia/Makassar',
    zoneLabel: 'WITA',
    localTime,
    today: 'Selasa',
    openNow,
    days: week(today),
  });

  it('says until when an open branch is open', () => {
    expect(openNowLabel(schedule(true, '10:00', { open: '08:00', close: '17:00' }))).toBe('Buka sekarang · tutup pukul 17:00 WITA');
  });

  it('says when a branch closed this morning opens today', () => {
    expect(openNowLabel(schedule(false, '07:15', { open: '08:00', close: '17:00' }))).toBe('Tutup sekarang · buka hari ini pukul 08:00 WITA');
  });

  it('says closed after hours and on a closed day', () => {
    expect(openNowLabel(schedule(false, '18:00', { open: '08:00', close: '17:00' }))).toBe('Tutup sekarang');
    expect(openNowLabel(schedule(false, '10:00', { open: null, close: null }))).toBe('Tutup sekarang');
  });
});

describe('readNearbyBranches', () => {
  const branch: NearbyBranch = {
    id: 1,
    slug: 'kemudi-toyota-sunter',
    name: 'Kemudi Toyota Sunter',
    address: 'Jl. Yos Sudarso 1',
    cityIsocode: '3172',
    cityName: 'Kota Jakarta Utara',
    provinceIsocode: 'dki_jakarta',
    latitude: -6.1384,
    longitude: 106.8806,
    phone: '(021) 6530 2000',
    whatsapp: '6281290102001',
    services: ['sales', 'bengkel'],
    hidden: false,
    url: '/dealer-toyota/kemudi-toyota-sunter',
    distanceKm: 2.4,
  };

  it('keeps an answer whose branches link to pages of this site', () => {
    expect(readNearbyBranches({ status: 200, data: [branch] })).toEqual([branch]);
    expect(readNearbyBranches({ status: 200, data: [] })).toEqual([]);
  });

  it('refuses anything else: no list, a missing field, a link to another host', () => {
    expect(readNearbyBranches(null)).toBeNull();
    expect(readNearbyBranches({ errors: [] })).toBeNull();
    expect(readNearbyBranches({ data: [{ ...branch, distanceKm: '2,4' }] })).toBeNull();
    expect(readNearbyBranches({ data: [{ ...branch, url: '//evil.example/x' }] })).toBeNull();
    expect(readNearbyBranches({ data: [{ ...branch, url: 'javascript:alert(1)' }] })).toBeNull();
  });
});
