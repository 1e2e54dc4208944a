import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequestId, verifiedRequestId } from '../../api/src/lib/request-id';
import { buildConsoleServer } from './app';
import { parseConsoleConfig } from './config';

/*
 * The console's server (issue 24) with a built page of its own and a stand-in API on a real port
 * that answers what it received: the static answers and their headers, and what is forwarded to
 * the API (only /api/staff/v1, with our address and request id, never the visitor's).
 */

const CLIENT_SECRET = 'rahasia-klien-uji';
let dist: string;
let upstream: Server;
const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let app: Awaited<ReturnType<typeof buildConsoleServer>>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kemudi-console-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Konsol Kemudi</title><script type="module" src="/assets/index-AbCd1234.js"></script>');
  const script = 'console.log("konsol");'.repeat(50);
  await writeFile(join(dist, 'assets/index-AbCd1234.js'), script);
  await writeFile(join(dist, 'assets/index-AbCd1234.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'kemudi_staff=abc; Path=/api/staff; HttpOnly; SameSite=Strict' });
      res.end(JSON.stringify({ status: 200, data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as AddressInfo).port;
  app = await buildConsoleServer(parseConsoleConfig({ API_URL: `http://127.0.0.1:${port}`, CONSOLE_DIST_DIR: dist, API_CLIENT_SECRET: CLIENT_SECRET }));
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('the console server', () => {
  it('serves the page with a strict policy, the security headers and noindex; index.html always revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Konsol Kemudi</title>');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the page's own routes with the page (a reload of /staf/…), a missing file with 404", async () => {
    for (const url of ['/staf', '/staf/00000000-0000-4000-8000-00000005a001', '/log-audit?page=2', '/atur-sandi?token=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/hilang-12345678.js' })).statusCode).toBe(404);
  });

  it('serves hashed assets for a year, immutable, precompressed when the browser takes brotli', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('tells robots that nothing here is for them', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('forwards the staff API with the cookie, the body and the console headers, its own request id and the peer address', async () => {
    received.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/v1/auth/login?x=1',
      remoteAddress: '10.1.2.3',
      headers: {
        cookie: 'kemudi_staff=token',
        origin: 'http://localhost:3001',
        'x-kemudi-console': '1',
        'content-type': 'application/json',
        'x-request-id': 'visitor-chosen-id',
        'x-kemudi-request-id-signature': signRequestId('visitor-chosen-id', CLIENT_SECRET),
        'x-forwarded-for': '6.6.6.6',
      },
      payload: { email: 'dewi@staf.contoh.com', password: 'rahasia' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { ok: true } });
    expect(res.headers['set-cookie']).toContain('kemudi_staff=abc');
    const [seen] = received;
    expect(seen?.url).toBe('/api/staff/v1/auth/login?x=1');
    expect(seen?.body).toBe(JSON.stringify({ email: 'dewi@staf.contoh.com', password: 'rahasia' }));
    expect(seen?.headers).toMatchObject({ cookie: 'kemudi_staff=token', origin: 'http://localhost:3001', 'x-kemudi-console': '1', 'x-forwarded-for': '10.1.2.3' });
    expect(seen?.headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(seen?.headers['x-request-id']).not.toBe('visitor-chosen-id');
    // Issue 27: signed with the client secret the API checks (the visitor's signature is not passed on).
    expect(verifiedRequestId(seen?.headers['x-request-id'], seen?.headers['x-kemudi-request-id-signature'], CLIENT_SECRET)).toBe(res.headers['x-request-id']);
  });

  it('forwards nothing else: other API paths are 404 here, and no path climbs out of the staff API', async () => {
    received.length = 0;
    for (const url of ['/api/customer/v1/customers/current', '/api/staff/v2/auth/me', '/api/dev/outbox?to=a@b.c', '/api/staff/v1/%2e%2e/%2e%2e/customer/v1/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // Dot segments are resolved before routing: this is the page's (unknown) route, not a call.
    const climbing = await app.inject({ method: 'GET', url: '/api/staff/v1/../../../authorizationserver/oauth/token' });
    expect(climbing.headers['content-type']).toContain('text/html');
    expect(received).toEqual([]);
  });

  it('answers 502 in Indonesian when the API is down', async () => {
    const down = await buildConsoleServer(parseConsoleConfig({ API_URL: 'http://127.0.0.1:9', CONSOLE_DIST_DIR: dist }));
    const res = await down.inject({ method: 'GET', url: '/api/staff/v1/auth/me' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ errors: [{ type: 'BadGateway', message: 'Server konsol tidak dapat menghubungi API. Coba lagi sebentar lagi.' }] });
    await down.close();
  });

  it('refuses to start without a built page, and with a bad setting', async () => {
    await expect(buildConsoleServer(parseConsoleConfig({ CONSOLE_DIST_DIR: join(dist, 'tidak-ada') }))).rejects.toThrow(/not built/);
    expect(() => parseConsoleConfig({ CONSOLE_PORT: 'tiga' })).toThrow(/CONSOLE_PORT/);
  });
});
