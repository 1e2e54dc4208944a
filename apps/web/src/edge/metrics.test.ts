import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@/server/api-client/cache';
import { createEdgeMetrics, routeLabelOf } from './metrics';

const TOKEN = 'metrics-token-for-tests-0001';

/** A server answering as the edge does: /metrics first, every answer tracked (here a page "HIT"). */
async function serve(token: string | undefined): Promise<{ url: string; server: Server }> {
  const metrics = createEdgeMetrics(token);
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    metrics.track(req, res, pathname);
    void (async () => {
      if (pathname === '/metrics' && (await metrics.serve(req, res))) return;
      // As the page cache answers (edge/page-cache.ts sets it on the response).
      res.setHeader('x-page-cache', 'HIT');
      res.writeHead(pathname === '/metrics' ? 404 : 200, { 'x-page-cache': 'HIT' });
      res.end('ok');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the web server /metrics (issue 26)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('does not exist without METRICS_TOKEN: the request goes on as any unknown address', async () => {
    const s = await serve(undefined);
    server = s.server;
    expect((await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('refuses a scrape without the token or with another one', async () => {
    const s = await serve(TOKEN);
    server = s.server;
    expect((await fetch(`${s.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0000000000' } })).status).toBe(401);
  });

  it('counts a request by its page pattern and status, the page cache outcome and the API client cache, never the raw path', async () => {
    const s = await serve(TOKEN);
    server = s.server;
    await fetch(`${s.url}/promosi/diskon-akhir-tahun-budi-081234567890`);
    await fetch(`${s.url}/promosi/diskon-akhir-tahun-budi-081234567890`);
    // Next's copy of the API client counts on the same process-wide object.
    const cache = new ResponseCache(500, () => 0);
    const load = async () => ({ text: '{}', tokens: undefined });
    await cache.answer('system /a', load);
    await cache.answer('system /a', load);
    const answer = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/kemudi_http_requests_total\{method="GET",route="\/promosi\/:slug",status="200",app="web"\} 2/);
    expect(text).toContain('kemudi_http_request_duration_seconds_bucket');
    expect(text).toMatch(/kemudi_page_cache_total\{result="HIT",app="web"\} 2/);
    expect(text).toMatch(/kemudi_api_client_cache_total\{result="hit",app="web"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).not.toContain('081234567890');
  });
});

describe('routeLabelOf', () => {
  it('names a page by its pattern, an API call by its service, and nothing else by its path', () => {
    expect(routeLabelOf('/')).toBe('/');
    expect(routeLabelOf('/promosi/diskon-x')).toBe('/promosi/:slug');
    expect(routeLabelOf('/api/order/v1/orders/ORD-123')).toBe('/api/order/v1/*');
    expect(routeLabelOf('/api/evil-service-name/v1/x')).toBe('/api/other');
    expect(routeLabelOf('/_next/static/chunks/a.js')).toBe('/_next/*');
    expect(routeLabelOf('/wp-admin/setup.php')).toBe('other');
  });

  it('shows the data version the page cache serves, once it is known', async () => {
    const metrics = createEdgeMetrics(TOKEN);
    let version: number | undefined;
    metrics.watchVersion(() => version);
    expect(await metrics.registry.metrics()).toMatch(/^kemudi_data_version\{app="web"\} 0$/m);
    version = 417;
    expect(await metrics.registry.metrics()).toMatch(/^kemudi_data_version\{app="web"\} 417$/m);
    version = 418;
    expect(await metrics.registry.metrics()).toMatch(/^kemudi_data_version\{app="web"\} 418$/m);
  });
});
