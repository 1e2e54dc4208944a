import { describe, expect, it } from 'vitest';
import { isPageNavigation, isRouterPage, type LinkClick } from './link-navigation';

const HERE = 'https://kemudi.example/promosi?page=1#atas';
const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, more: { target?: string; download?: boolean } = {}) => ({ href, target: more.target ?? '', download: more.download ?? false });

describe('isPageNavigation', () => {
  it('starts for a plain click on a link to another page of the site', () => {
    expect(isPageNavigation(plain, link('https://kemudi.example/c/mobil-baru-toyota'), HERE)).toBe(true);
    expect(isPageNavigation(plain, link('/services-toyota/booking-service'), HERE)).toBe(true);
    expect(isPageNavigation(plain, link('/promosi?page=2'), HERE)).toBe(true);
    expect(isPageNavigation(plain, link('/dealer-toyota', { target: '_self' }), HERE)).toBe(true);
  });

  it('ignores modified and non-primary clicks', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPageNavigation({ ...plain, [key]: true }, link('/aksesoris'), HERE)).toBe(false);
    }
    expect(isPageNavigation({ ...plain, button: 1 }, link('/aksesoris'), HERE)).toBe(false);
  });

  it('ignores new tabs, downloads, other sites and non-web links', () => {
    expect(isPageNavigation(plain, link('/aksesoris', { target: '_blank' }), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('/brosur.pdf', { download: true }), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('https://www.toyota.astra.co.id/'), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('tel:1500898'), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('mailto:cs@kemudi.example'), HERE)).toBe(false);
  });

  it('ignores hash-only links and links to the current page', () => {
    expect(isPageNavigation(plain, link('#konten'), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('/promosi?page=1#bawah'), HERE)).toBe(false);
    expect(isPageNavigation(plain, link('/promosi?page=1'), HERE)).toBe(false);
  });
});

describe('isRouterPage', () => {
  it('routes the pages of the site', () => {
    for (const path of ['/', '/c/mobil-baru-toyota', '/mobil-baru-toyota/p/avanza', '/search/global', '/apik', '/api-docs-lama']) {
      expect(isRouterPage(path)).toBe(true);
    }
  });

  it('leaves route handlers, build assets and files to the browser', () => {
    for (const path of ['/api/login', '/api', '/api/media/v1/car/avanza.svg', '/_next/static/x.js', '/sitemap.xml', '/robots.txt', '/img/app-mockup.SVG']) {
      expect(isRouterPage(path)).toBe(false);
    }
  });
});
