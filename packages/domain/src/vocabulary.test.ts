import { describe, expect, it } from 'vitest';
import { BODY_TYPES, BODY_TYPE_LABELS, BRANCH_SERVICES, SITE_MENU, bodyTypeLabel, branchOpeningText, branchServiceLabel, isGrSport, phoneLink, seatsText, whatsAppLink } from './vocabulary';

describe('SITE_MENU (§2)', () => {
  it('lists the desktop header menu with its routes, Mobil Baru hidden on mobile only', () => {
    expect(SITE_MENU.header.map((i) => [i.name, i.url])).toEqual([
      ['Mobil Baru', '/c/mobil-baru-toyota'],
      ['Purna Jual', '/services-toyota'],
      ['Promo', '/promosi'],
      ['Test Drive', '/c/testdrive-toyota'],
      ['Mobil Bekas', '/c/certified-used-car-toyota'],
      ['Dealer Toyota', '/dealer-toyota'],
      ['Review Produk', '/review-produk'],
    ]);
    expect(SITE_MENU.header.filter((i) => i.hideOnMobile).map((i) => i.name)).toEqual(['Mobil Baru']);
  });

  it('lists the Purna Jual submenu of §2', () => {
    expect(SITE_MENU['purna-jual'].map((i) => i.url)).toEqual([
      '/services-toyota/booking-service',
      '/c/kupon-service',
      '/aksesoris',
      '/services-toyota/suku-cadang',
      '/services-toyota/tukar-tambah',
      '/c/paketservistoyota',
      '/cubain',
    ]);
    // Issue 29: Indonesian word order; the rental says what it is.
    expect(SITE_MENU['purna-jual'].map((i) => i.name)).toContain('Booking Servis');
    expect(SITE_MENU['purna-jual'].at(-1)?.name).toBe('Sewa Mobil Cubain');
  });
});

describe('body types', () => {
  it('names every body type in Indonesian and shows an unknown one as it is', () => {
    for (const type of BODY_TYPES) expect(BODY_TYPE_LABELS[type]).toMatch(/\S/);
    expect(bodyTypeLabel('pickup')).toBe('Pikap');
    expect(bodyTypeLabel('roadster')).toBe('roadster');
  });
});

describe('seatsText (issue 15)', () => {
  it('gives one number when every variant seats the same, a range when a bench and captain seats differ', () => {
    expect(seatsText(5)).toBe('5');
    expect(seatsText(7, 7)).toBe('7');
    expect(seatsText(8, 7)).toBe('7–8');
  });
});

describe('isGrSport (issue 15)', () => {
  it('knows a GR Sport trim and a GR car, and not an aero body kit or a plain trim', () => {
    expect(isGrSport('Rush', '1.5 GR Sport A/T')).toBe(true);
    expect(isGrSport('Agya GR Sport', '1.2 GR Sport CVT')).toBe(true);
    expect(isGrSport('GR86', '2.4 M/T')).toBe(true);
    expect(isGrSport('GR Yaris', '1.6 GR-FOUR M/T')).toBe(true);
    expect(isGrSport('GR Supra', '3.0 A/T')).toBe(true);
    expect(isGrSport('Grand Avanza', '1.3 G M/T')).toBe(false);
    expect(isGrSport('Yaris Cross', '1.5 S CVT GR Parts Aero Package')).toBe(false);
    expect(isGrSport('Rush', '1.5 G M/T')).toBe(false);
  });
});

describe('branch services', () => {
  it('names every branch service, and shows an unknown one as it is', () => {
    expect(BRANCH_SERVICES.map(branchServiceLabel)).toEqual(['Penjualan', 'Bengkel', 'Body & Paint', 'Home Service']);
    expect(branchServiceLabel('cuci-mobil')).toBe('cuci-mobil');
  });
});

describe('contact links', () => {
  it('builds wa.me links from any phone formatting, with the message encoded', () => {
    expect(whatsAppLink('0812-1010 8800'.replace(/^0/, '62'))).toBe('https://wa.me/6281210108800');
    expect(whatsAppLink('6281210108800', 'Halo, saya tertarik: Avanza & Veloz?')).toBe(
      'https://wa.me/6281210108800?text=Halo%2C%20saya%20tertarik%3A%20Avanza%20%26%20Veloz%3F',
    );
  });

  it('builds tel: links without spaces', () => {
    expect(phoneLink('1500 898')).toBe('tel:1500898');
    expect(phoneLink('+62 21 3190 1234')).toBe('tel:+622131901234');
  });
});

describe('branchOpeningText (issue 29)', () => {
  const day = (open: string | null, close: string | null, hours: string) => ({ open, close, hours });

  it('says a branch closed all day once: "Hari ini tutup", with the closed day’s reason', () => {
    expect(branchOpeningText(false, day(null, null, 'Tutup'), 'WIB')).toEqual({ open: false, badge: 'Hari ini tutup', detail: null });
    expect(branchOpeningText(false, day(null, null, 'Tutup (Hari Raya Natal)'), 'WITA')).toEqual({ open: false, badge: 'Hari ini tutup', detail: 'Hari Raya Natal' });
    expect(branchOpeningText(false, undefined, 'WIB').badge).toBe('Hari ini tutup');
  });

  it("says whether a branch that opens today is open now, and today's hours with the zone", () => {
    expect(branchOpeningText(true, day('08:00', '17:00', '08:00 - 17:00'), 'WIB')).toEqual({ open: true, badge: 'Buka sekarang', detail: 'Hari ini buka 08:00 - 17:00 WIB' });
    expect(branchOpeningText(false, day('08:00', '17:00', '08:00 - 17:00'), 'WIT')).toEqual({ open: false, badge: 'Sedang tutup', detail: 'Hari ini buka 08:00 - 17:00 WIT' });
  });
});
