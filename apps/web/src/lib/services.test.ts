import type { ServiceItem } from '@kemudi/domain/contracts/aftersales';
import { MEDIA } from '@kemudi/domain/media';
import { describe, expect, it } from 'vitest';
import { groupByCategory, loginHref, readSparePartFilters, rentalUnit, serviceMetadata, servicePath, supportWhatsAppHref, whatsAppCta } from './services';

describe('groupByCategory', () => {
  it('keeps the workshop order of categories and of services inside each', () => {
    const item = (id: number, serviceCategory: string): ServiceItem => ({
      id,
      serviceType: 'bengkel',
      serviceCategory,
      name: `S${id}`,
      description: '',
      priceFrom: 1,
      durationMinutes: 1,
    });
    const groups = groupByCategory([item(1, 'berkala'), item(2, 'ac'), item(3, 'berkala')]);
    expect(groups.map(([c, rows]) => [c, rows.map((r) => r.id)])).toEqual([
      ['berkala', [1, 3]],
      ['ac', [2]],
    ]);
  });
});

describe('rentalUnit', () => {
  it('reads a self-drive day of 24 hours and a day with a driver in hours', () => {
    expect(rentalUnit(1440)).toBe('Per hari (24 jam)');
    expect(rentalUnit(720)).toBe('Per hari (12 jam, termasuk pengemudi)');
  });
});

describe('servicePath', () => {
  it('names the page of each service type, and refuses an unknown one', () => {
    expect(servicePath('home-service')).toBe('/ths-home-service');
    expect(servicePath('booking-service')).toBe('/services-toyota/booking-service');
    expect(() => servicePath('cuci-mobil')).toThrow(/cuci-mobil/);
  });
});

describe('serviceMetadata', () => {
  it('takes the title and summary from the content, canonical at the page and pictured by its icon', () => {
    const meta = serviceMetadata(
      { content: { title: 'Toyota Home Service', summary: 'Servis di rumah.' }, path: '/ths-home-service', origin: 'https://kemudi.test' },
      'home',
      { noIndex: true },
    );
    expect(meta.title).toBe('Toyota Home Service');
    expect(meta.description).toBe('Servis di rumah.');
    expect(meta.alternates?.canonical).toBe('/ths-home-service');
    expect(meta.openGraph).toMatchObject({ url: '/ths-home-service', images: [{ url: MEDIA.icon('home') }] });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(serviceMetadata({ content: { title: 'T', summary: 'S' }, path: '/cubain', origin: 'https://kemudi.test' }, 'steering').robots).toBeUndefined();
  });
});

describe('readSparePartFilters', () => {
  it('reads the words, model, category and the 1-based page, dropping blanks', () => {
    expect(readSparePartFilters({ q: ' filter oli ', model: 'avanza', kategori: 'Filter', page: '3' })).toEqual({
      q: 'filter oli',
      model: 'avanza',
      category: 'Filter',
      page: 2,
    });
    expect(readSparePartFilters({ q: '  ', page: 'x' })).toEqual({ q: undefined, model: undefined, category: undefined, page: 0 });
  });
});

describe('loginHref', () => {
  it('carries the base64-encoded path to come back to (§2)', () => {
    const href = loginHref('/services-toyota/booking-service?model=avanza');
    expect(href.startsWith('/login?redirect=')).toBe(true);
    const encoded = decodeURIComponent(href.slice('/login?redirect='.length));
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('/services-toyota/booking-service?model=avanza');
  });
});

describe('WhatsApp calls to action', () => {
  it("open Kemudi's own WhatsApp with the message typed in, in a new tab", () => {
    expect(supportWhatsAppHref('Halo Kemudi')).toBe('https://wa.me/6281210108800?text=Halo%20Kemudi');
    expect(whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi', true)).toEqual({
      href: 'https://wa.me/6281210108800?text=Halo%20Kemudi',
      label: 'Tanya via WhatsApp',
      primary: true,
      external: true,
    });
  });
});
