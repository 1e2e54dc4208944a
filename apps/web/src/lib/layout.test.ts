import type { CallData } from '@kemudi/domain/contracts/call';
import type { siteCalls } from '@kemudi/domain/contracts/site';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { siteMenuOf } from './layout';

type MenuItem = CallData<typeof siteCalls.menu>[number];

const item = (id: number, location: string, name: string, url: string, hideOnMobile = false): MenuItem => ({
  id,
  location,
  name,
  url,
  icon: 'car',
  iconUrl: '/api/media/v1/icon/car.svg',
  hideOnMobile,
  sortOrder: id,
});

describe('siteMenuOf', () => {
  it('groups the API’s items by location, in its order', () => {
    const items = [
      item(1, 'header', 'Mobil Baru', '/c/mobil-baru-toyota', true),
      item(2, 'header', 'Purna Jual', '/services-toyota'),
      item(3, 'purna-jual', 'Servis Booking', '/services-toyota/booking-service'),
      item(4, 'quick-menu', 'Aksesoris', '/aksesoris'),
      item(5, 'footer', 'Tentang Kami', '/tentang-kami'),
    ];
    const menu = siteMenuOf(items);
    expect(menu.header.map((i) => i.name)).toEqual(['Mobil Baru', 'Purna Jual']);
    expect(menu.header[0]?.hideOnMobile).toBe(true);
    expect(menu['purna-jual'].map((i) => i.url)).toEqual(['/services-toyota/booking-service']);
    expect(menu['quick-menu'].map((i) => i.url)).toEqual(['/aksesoris']);
    expect(menu['home-tile']).toEqual([]);
  });

  it('is the built-in §2 menu when the call failed or answered no header menu', () => {
    expect(siteMenuOf(null)).toBe(SITE_MENU);
    expect(siteMenuOf([])).toBe(SITE_MENU);
    expect(siteMenuOf([item(1, 'quick-menu', 'Aksesoris', '/aksesoris')])).toBe(SITE_MENU);
  });
});
