/**
 * The page cache in front of Next (issue 14), served by a real HTTP server, with a renderer that
 * stands in for Next and renders what a page would from the cookies it receives: the city's price
 * and — were the edge to pass it on — the customer's name. What is asserted is what a visitor gets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { parse } from 'cookie';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DataVersionWatcher } from './data-version';
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL, renderHeadersOf, routerHeadersOf, type RenderRequest, type RenderedPage } from './page-cache';
import { MemoryPageStore } from './page-store';
import { visitorOf } from './visitor';

const BANDUNG = JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' });
const CUSTOMER_COOKIES = `kemudi_at=at-1; kemudi_rt=rt-1; kemudi_session=1; kemudi_cart_guid=g-1; kemudi_cart=1; kemudi_city=${encodeURIComponent(BANDUNG)}`;

let version = 1;
let now = 1_000_000;
let price = 250_000_000;
let renderFails = false;
let renderStatus = 200;
const renders: RenderRequest[] = [];
/** The data version each render was asked for (the edge sends it with the page's API calls). */
const renderedFor: (number | undefined)[] = [];

/** What Next would render: the city's price, and the name of whoever's token reached it. */
async function render(request: RenderRequest, forVersion?: number): Promise<RenderedPage> {
  renders.push(request);
  renderedFor.push(forVersion);
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (renderFails) throw new Error('connect ECONNREFUSED');
  const jar = parse(renderHeadersOf(request).cookie ?? '');
  const city = JSON.parse(jar.kemudi_city ?? '{"n":"Jakarta Pusat","c":"0080"}') as { n: string; c: string };
  const cityPrice = city.c === '3273' ? price + 3_000_000 : price;
  const who = jar.kemudi_at ? '<span>Hai Budi Santoso</span>' : '<span>Masuk / Daftar</span>';
  const tree = renderHeadersOf(request)['next-router-state-tree'];
  if (tree !== undefined) {
    // A client-side navigation: the payload depends on where the visitor comes from.
    const body = Buffer.from(`0:{"from":${JSON.stringify(tree)},"who":${JSON.stringify(who)},"price":${cityPrice}}`);
    return { status: renderStatus, headers: { 'content-type': 'text/x-component' }, body };
  }
  const body = Buffer.from(`<!doctype html><html><body>${who}<p>${city.n}: Rp ${cityPrice}</p><p>${request.path}</p></body></html>`);
  const nonce = `n${renders.length}`;
  return {
    status: renderStatus,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-powered-by': 'Next.js', 'content-security-policy': `script-src 'nonce-${nonce}'` },
    body: renderStatus >= 500 ? Buffer.from('<html><div id="__next"></div></html>') : body,
  };
}

const versions = new DataVersionWatcher(async () => version, 60_000, () => undefined);
const memory = new MemoryPageStore(10 * 1024 * 1024);
const cache = new PageCache({
  memory,
  versions,
  render,
  gzip: async (body) => gzipSync(body),
  maxAgeMs: 300_000,
  now: () => now,
  log: () => undefined,
});

const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const visitor = visitorOf(req.headers.cookie);
  const routerHeaders = routerHeadersOf(req.headers);
  void cache.answer(req, res, visitor, { path: req.url ?? '/', city: visitor.city, originHeaders: {}, ...(routerHeaders ? { routerHeaders } : {}) });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });

beforeEach(async () => {
  renders.length = 0;
  renderFails = false;
  renderStatus = 200;
  version += 1;
  await versions.poll();
});

describe('the page cache', () => {
  it('renders a page once and answers the next visitors from memory, public for a second', async () => {
    const first = await get('/c/mobil-baru-toyota');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const second = await get('/c/mobil-baru-toyota');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(second.headers.get('x-powered-by')).toBeNull();
    expect(renders).toHaveLength(1);
  });

  it('never shows a customer’s name to the guest after them, nor renders with their tokens', async () => {
    const customer = await get('/promosi', { cookie: CUSTOMER_COOKIES });
    const guest = await get('/promosi', { cookie: `kemudi_city=${encodeURIComponent(BANDUNG)}` });
    const guestHtml = await guest.text();
    expect(guestHtml).toContain('Masuk / Daftar');
    expect(guestHtml).not.toContain('Budi');
    expect(await customer.text()).toBe(guestHtml);
    // Only the city reached the render.
    expect(renders.map((r) => Object.keys(parse(renderHeadersOf(r).cookie ?? '')))).toEqual([['kemudi_city']]);
  });

  it('keeps a page per city: two cities, two prices', async () => {
    const jakarta = await (await get('/mobil-baru-toyota/p/avanza')).text();
    const bandung = await (await get('/mobil-baru-toyota/p/avanza', { cookie: `kemudi_city=${encodeURIComponent(BANDUNG)}` })).text();
    expect(jakarta).toContain('Jakarta Pusat: Rp 250000000');
    expect(bandung).toContain('Bandung: Rp 253000000');
    // A forged or broken city cookie is the §9 fallback city's page, not a page of its own.
    const broken = await (await get('/mobil-baru-toyota/p/avanza', { cookie: 'kemudi_city=%7Bnope' })).text();
    expect(broken).toBe(jakarta);
    expect(renders).toHaveLength(2);
  });

  it('renders again once the data version changes, and shows the new price', async () => {
    expect(await (await get('/aksesoris')).text()).toContain('Rp 250000000');
    price = 260_000_000;
    expect(await (await get('/aksesoris')).text()).toContain('Rp 250000000');
    version += 1;
    await versions.poll();
    const after = await get('/aksesoris');
    expect(after.headers.get('x-page-cache')).toBe('MISS');
    expect(await after.text()).toContain('Rp 260000000');
    // Rendered for the new version: its API calls name it, so no API process answers them from the old one's cache.
    expect(renderedFor.at(-1)).toBe(version);
    price = 250_000_000;
  });

  it('lets concurrent visitors of a page being rendered wait for that one render', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/berita-dan-tips')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(renders).toHaveLength(1);
  });

  it('serves an old page once it passed its max age while one render refreshes it', async () => {
    await get('/prestasi');
    now += 301_000;
    const stale = await get('/prestasi');
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(renders).toHaveLength(2);
    expect((await get('/prestasi')).headers.get('x-page-cache')).toBe('HIT');
  });

  it('serves the last copy when a render fails, and an Indonesian 503 when there is none', async () => {
    await get('/tentang-kami');
    version += 1;
    await versions.poll();
    renderFails = true;
    const stale = await get('/tentang-kami');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    const none = await get('/seputar-pertanyaan');
    expect(none.status).toBe(503);
    expect(none.headers.get('retry-after')).toBe('5');
    expect(await none.text()).toContain('Situs sedang gangguan');
  });

  it('a render that answers 5xx (the API is down) gives the outage page, never Next\'s blank error page', async () => {
    renderStatus = 500;
    const down = await get('/prestasi?kota=baru');
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('Situs sedang gangguan');
  });

  it("keeps a page's policy with the copy: the nonce named in the header is the one its scripts were rendered with", async () => {
    const first = await get('/berita-dan-tips');
    const policy = first.headers.get('content-security-policy');
    expect(policy).toMatch(/'nonce-n\d+'/);
    const again = await get('/berita-dan-tips');
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  it('does not keep a page that is not a plain 200', async () => {
    renderStatus = 404;
    const missing = await get('/promosi/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toContain('no-store');
    await get('/promosi/tidak-ada');
    expect(renders).toHaveLength(2);
  });

  it('answers gzip to browsers that take it, and 304 to a matching validator', async () => {
    const plain = await (await get('/review-produk')).text();
    const zipped = await fetch(`${base}/review-produk`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch() decodes gzip itself: the same page.
    expect(await zipped.text()).toBe(plain);
    expect(gunzipSync(gzipSync(Buffer.from(plain))).toString()).toBe(plain);
    const etag = zipped.headers.get('etag') ?? '';
    const again = await get('/review-produk', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('keeps a navigation’s payload per router state, apart from the page itself, and never with a customer in it', async () => {
    const nav = (tree: string, cookie = '') => get('/promosi?_rsc=1x', { rsc: '1', 'next-router-state-tree': tree, ...(cookie ? { cookie } : {}) });
    const fromHome = await nav('%5B%22%22%5D', CUSTOMER_COOKIES);
    expect(fromHome.headers.get('content-type')).toBe('text/x-component');
    expect(fromHome.headers.get('vary')).toContain('Next-Router-State-Tree');
    expect(await fromHome.text()).not.toContain('Budi');
    const bandung = `kemudi_city=${encodeURIComponent(BANDUNG)}`;
    expect((await nav('%5B%22%22%5D', bandung)).headers.get('x-page-cache')).toBe('HIT');
    expect((await nav('%5B%22promosi%22%5D', bandung)).headers.get('x-page-cache')).toBe('MISS');
    expect((await get('/promosi?_rsc=1x', { cookie: bandung })).headers.get('content-type')).toContain('text/html');
    expect(renders).toHaveLength(3);
  });

  it('repairs the hint cookies the header reads, privately', async () => {
    const answer = await get('/', { cookie: 'kemudi_rt=rt-1; kemudi_cart=1' });
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('kemudi_session=1'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('kemudi_cart=;'))).toBe(true);
    expect(cookies.every((c) => !/httponly/i.test(c))).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });
});
