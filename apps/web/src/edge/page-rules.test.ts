import { SITE_PAGE_LIST } from '@kemudi/domain/pages';
import { describe, expect, it } from 'vitest';
import { appRoutes as routes, routePattern, sampleRoutePath as sample } from '@/test/app-routes';
import { guestApiPath, isCacheablePage, NEXT_OWNED_API_PATHS } from './page-rules';

describe('which pages the edge caches', () => {
  it('caches the public pages of issue 14', () => {
    for (const path of ['/', '/c/mobil-baru-toyota', '/mobil-baru-toyota/p/avanza', '/c/certified-used-car-toyota', '/c/certified-used-car-toyota/p/UC-1', '/aksesoris', '/promosi', '/berita-dan-tips/tips-mudik']) {
      expect(isCacheablePage(path), path).toBe(true);
    }
  });

  it('renders every page that can show a customer’s own data for each request', () => {
    const personal = routes('page.tsx').filter((route) =>
      /^\/(myaccount|login|register|verifikasi-otp|aktivasi-email|cart|checkout|tracking-order|hubungi-kami|testdrive|cubain|ths-home-service|body-paint-service)|\/booking|booking-service|suku-cadang|tukar-tambah|login-/.test(route),
    );
    expect(personal.length).toBeGreaterThan(20);
    for (const route of personal) expect(isCacheablePage(sample(route)), route).toBe(false);
  });

  it('caches exactly the pages the page table calls shared', () => {
    for (const route of routes('page.tsx')) {
      const page = SITE_PAGE_LIST.find((row) => row.path === routePattern(route));
      expect(page, route).toBeDefined();
      expect(isCacheablePage(sample(route)), route).toBe(page?.render === 'shared');
    }
  });

  it('names only pages that exist', () => {
    const pages = routes('page.tsx').map(sample);
    const cached = pages.filter(isCacheablePage);
    expect(cached.length).toBeGreaterThanOrEqual(25);
    expect(isCacheablePage('/tidak-ada-halaman')).toBe(false);
    expect(isCacheablePage('/promosi/')).toBe(false);
  });
});

describe('which /api/ calls take the guest fast path', () => {
  it('takes a service call, not a token-answering one, the booking call or Next’s own routes', () => {
    expect(guestApiPath('/api/product/v1/global-search')).toBe('/api/product/v1/global-search');
    expect(guestApiPath('/api/customer/v1/saphybris/refresh-token')).toBeNull();
    expect(guestApiPath('/api/booking/v1/bookings')).toBeNull();
    expect(guestApiPath('/api/cart/v1/global-cart')).toBeNull();
    expect(guestApiPath('/api/login')).toBeNull();
  });

  it('leaves crafted paths to the route handler (which refuses them)', () => {
    for (const path of ['/api/product/v1/../../authorizationserver', '/api/product/v1/%2e%2e/x', '/api/product/v1/a%2Fb', '/api/product/v1//x', '/api/Product/v1/x', '/api/product/v1/%E0%A4%A']) {
      expect(guestApiPath(path), path).toBeNull();
    }
  });

  it('knows every static route Next answers under /api/{service}/v1', () => {
    const statics = routes('route.ts').filter((route) => /^\/api\/[^/[]+\/v1\//.test(route));
    expect(statics.sort()).toEqual([...NEXT_OWNED_API_PATHS].sort());
  });
});
