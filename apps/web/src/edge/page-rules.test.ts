import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guestApiPath, isCacheablePage, NEXT_OWNED_API_PATHS } from './page-rules';

const APP = fileURLToPath(new URL('../app', import.meta.url));

/** Every route folder under src/app holding a file of the given name, as a path with [params]. */
function routes(file: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === file) found.push(`/${relative(APP, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(APP);
  return found;
}

/** A page route as a visitor would ask for it. */
const sample = (route: string) => route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, 'contoh-1');

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
