import { describe, expect, it } from 'vitest';
import { accountCalls, devCalls } from './account';
import { aftersalesCalls } from './aftersales';
import { authCalls } from './auth';
import { branchCalls, SalesmanCard } from './branches';
import type { Call } from './call';
import { cartCalls } from './cart';
import { catalogueCalls, ProductCard, ProductDetailData } from './catalogue';
import { AskData, chatCalls } from './chat';
import { WhatsAppMessageUrl } from './common';
import { customerCalls } from './customer';
import { editorialCalls } from './editorial';
import { geoCalls } from './geo';
import { newCarCalls, Video } from './new-cars';
import { promoCalls } from './promos';
import { searchCalls } from './search';
import { siteCalls, SitemapEntry } from './site';
import { usedCarCalls, UsedCarDetail } from './used-cars';

const AREAS: Record<string, Record<string, Call>> = {
  accountCalls,
  aftersalesCalls,
  authCalls,
  branchCalls,
  cartCalls,
  catalogueCalls,
  chatCalls,
  customerCalls,
  devCalls,
  editorialCalls,
  geoCalls,
  newCarCalls,
  promoCalls,
  searchCalls,
  siteCalls,
  usedCarCalls,
};
const calls = Object.entries(AREAS).flatMap(([area, group]) => Object.entries(group).map(([name, call]) => ({ name: `${area}.${name}`, call })));

describe('the contracts of every area', () => {
  it('describe each §7 call once: one contract per method and path', () => {
    const seen = new Map<string, string>();
    for (const { name, call } of calls) {
      const key = `${call.method} ${call.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
    expect(calls.length).toBeGreaterThan(60);
  });

  it('use full API paths, with a declared schema for every path parameter', () => {
    for (const { name, call } of calls) {
      // §7 services (customer, product, saphybris-proxy, …) under v1; the development outbox under /api/dev/.
      expect(call.path, name).toMatch(name.startsWith('devCalls.') ? /^\/api\/dev\// : /^\/api\/[a-z]+(-[a-z]+)*\/v1\//);
      const names = [...call.path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]);
      if (names.length > 0) expect(call.params, `${name} declares its path parameters`).toBeDefined();
    }
  });
});

describe('link safety in the answers', () => {
  const card = {
    kind: 'USEDCAR',
    code: 'UC-1',
    modelCode: 'avanza',
    name: 'Avanza',
    variantName: '1.5 G',
    year: 2022,
    mileageKm: 10_000,
    transmission: 'CVT',
    fuel: 'Bensin',
    price: 200_000_000,
    status: 'available',
    cityName: 'Kota Bandung',
    branchName: 'Kemudi Toyota Bandung',
    imageUrl: '/api/media/v1/used-car/UC-1.svg',
    url: '/c/certified-used-car-toyota/p/UC-1',
  };

  it('accepts the site paths the API answers and refuses another host or a script in a card link', () => {
    expect(ProductCard.safeParse(card).success).toBe(true);
    for (const url of ['//evil.example/p', 'javascript:alert(1)', 'https://evil.example/p']) {
      expect(ProductCard.safeParse({ ...card, url }).success).toBe(false);
      expect(ProductCard.safeParse({ ...card, imageUrl: url }).success).toBe(false);
    }
  });

  it('lets an outside video play but never a script', () => {
    const video = { id: 1, title: 'Avanza', description: '', durationSeconds: 60, uploadDate: '2026-01-01', thumbnailUrl: '/api/media/v1/video/1.svg' };
    expect(Video.safeParse({ ...video, url: 'https://www.youtube.com/watch?v=x' }).success).toBe(true);
    expect(Video.safeParse({ ...video, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(Video.safeParse({ ...video, url: 'https://www.youtube.com/watch?v=x', thumbnailUrl: 'https://evil.example/x.svg' }).success).toBe(false);
  });

  it('keeps WhatsApp numbers to digits and hand-offs to wa.me links with a message', () => {
    expect(WhatsAppMessageUrl.safeParse('https://wa.me/6281290102001?text=Halo').success).toBe(true);
    expect(WhatsAppMessageUrl.safeParse('https://wa.me/6281290102001').success).toBe(false);
    const handoff = { branch: { name: 'Sunter', slug: 'sunter', url: '/dealer-toyota/sunter', whatsapp: '6281290102001' }, waLink: 'https://wa.me/6281290102001?text=Halo' };
    const answer = { answer: 'Halo', sources: [], faqs: [], handoff };
    expect(AskData.safeParse(answer).success).toBe(true);
    expect(AskData.safeParse({ ...answer, handoff: { ...handoff, waLink: 'https://evil.example/?wa.me/62812' } }).success).toBe(false);
    expect(AskData.safeParse({ ...answer, handoff: { ...handoff, branch: { ...handoff.branch, whatsapp: '+62 812-9010' } } }).success).toBe(false);
    expect(SalesmanCard.shape.waLink.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('points the sitemap only at site paths with YYYY-MM-DD dates', () => {
    expect(SitemapEntry.safeParse({ url: '/promosi', lastModified: '2026-11-22', kind: 'static' }).success).toBe(true);
    expect(SitemapEntry.safeParse({ url: 'https://evil.example/', lastModified: '2026-11-22', kind: 'static' }).success).toBe(false);
    expect(SitemapEntry.safeParse({ url: '/promosi', lastModified: '22/11/2026', kind: 'static' }).success).toBe(false);
  });
});

describe('calls that answer different shapes', () => {
  it('let a caller parse product-detail with the member it asked for', () => {
    const usedCar = UsedCarDetail.shape.usedCar;
    expect(ProductDetailData.options).toContain(UsedCarDetail);
    expect(usedCar.shape.brand.value).toBe('Toyota');
    expect(UsedCarDetail.shape.category.value).toBe('USEDCAR');
  });
});
