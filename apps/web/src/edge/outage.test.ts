import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardAnswer } from './outage';

/** A stand-in for Next's request handler: answers as told by the path, the ways Next writes (writeHead, statusCode + end, streaming). */
function nextLike(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  if (url === '/crash') {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<html><body><div id="__next"></div>');
    setTimeout(() => res.end('</body></html>'), 5);
  } else if (url === '/crash-head') {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<html></html>');
  } else if (url === '/api/login') {
    res.writeHead(405, { allow: 'POST' });
    res.end();
  } else if (url === '/api/tidak-ada') {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body>Halaman tidak ditemukan</body></html>');
  } else if (url === '/api/submit-leads') {
    // As Next sends a route's Response: appended headers (a list), then the body.
    res.statusCode = 405;
    res.appendHeader('content-type', 'text/plain; charset=utf-8');
    res.appendHeader('allow', 'POST');
    res.end('Method Not Allowed');
  } else if (url === '/api/json-error') {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end('{"errors":[{"type":"ValidationError","message":"Nomor tidak valid"}]}');
  } else {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<html>');
    res.end('<p>Beranda</p></html>');
  }
}

let base = '';
const server = createServer((req, res) => {
  guardAnswer(req, res, (req.url ?? '').startsWith('/api/') ? 'api' : 'page');
  nextLike(req, res);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardAnswer (issue 16)', () => {
  it("turns a page's 5xx into the server-rendered Indonesian outage page with Retry-After", async () => {
    for (const path of ['/crash', '/crash-head']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('Situs sedang gangguan');
      expect(html).not.toContain('__next');
    }
  });

  it('gives an /api answer without a body the §7 error shape in Indonesian, and leaves JSON errors alone', async () => {
    const res = await fetch(`${base}/api/login`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ errors: [{ type: 'MethodNotAllowed', message: 'Metode GET tidak didukung untuk alamat ini' }] });
    const missing = await fetch(`${base}/api/tidak-ada`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: [{ type: 'NotFoundError', message: 'Alamat tidak ditemukan' }] });
    // §8: a lead route's own plain 405 stays as the route wrote it.
    const lead = await fetch(`${base}/api/submit-leads`);
    expect(lead.status).toBe(405);
    expect(await lead.text()).toBe('Method Not Allowed');
    const own = await fetch(`${base}/api/json-error`);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ errors: [{ type: 'ValidationError', message: 'Nomor tidak valid' }] });
  });

  it('passes a good page through untouched', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html><p>Beranda</p></html>');
  });
});
