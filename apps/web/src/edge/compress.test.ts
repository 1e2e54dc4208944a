import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalesceWrites, compressAnswer } from './compress';
import { guardAnswer } from './outage';

/*
 * The edge's compression of Next's answers (issue 26): the layers in the order the edge puts them
 * (server.ts toNext: compression, the outage guard, then the coalescing of writes), and a stand-in
 * that writes as Next streams a page (pipe-readable.js: flushHeaders, then write + flush per chunk).
 */

const part = (name: string) => `<section data-part="${name}">${'Servis berkala Toyota di bengkel resmi. '.repeat(40)}</section>`;
const FIRST = Array.from({ length: 12 }, (_, i) => part(`awal-${i}`));
const LATER = part('susulan');

/** Resolved by the test to let the stand-in send the part a Suspense boundary would send later. */
let releaseLater: () => void = () => undefined;
/** What reached the layer below the coalescing (the compressor), per request path. */
const writesBelow = new Map<string, number>();

function streamLikeNext(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (path === '/crash') {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<html>rusak</html>');
    return;
  }
  if (path === '/small') {
    res.setHeader('content-type', 'application/json');
    res.end('{"status":"OK","data":[]}');
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const flush = () => (res as ServerResponse & { flush?: () => void }).flush?.();
  res.flushHeaders();
  // One turn of the event loop: many chunks, a flush after each, as Next does.
  for (const chunk of FIRST) {
    res.write(new TextEncoder().encode(chunk));
    flush();
  }
  if (path === '/stream') {
    void new Promise<void>((resolve) => (releaseLater = resolve)).then(() => {
      res.write(LATER);
      flush();
      res.end(() => undefined);
    });
  } else {
    res.end('</html>');
  }
}

let base = '';
const server = createServer((req, res) => {
  const path = req.url ?? '/';
  compressAnswer(req, res);
  guardAnswer(req, res, 'page');
  const count = () => writesBelow.set(path, (writesBelow.get(path) ?? 0) + 1);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((...args: Parameters<ServerResponse['write']>) => {
    count();
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && typeof args[0] !== 'function') count();
    return (end as (...a: unknown[]) => ServerResponse)(...args);
  }) as ServerResponse['end'];
  coalesceWrites(res);
  streamLikeNext(req, res, path);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode and hide the encoding). */
function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressAnswer + coalesceWrites (issue 26)', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, plain text otherwise', async () => {
    const whole = `${FIRST.join('')}</html>`;
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(whole);
    // Compressed well: the repeated text is a fraction of its size.
    expect(br.body.length).toBeLessThan(whole.length / 10);

    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(whole);

    const plain = await get('/page', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(whole);
  });

  it('hands the chunks of one turn of the event loop to the compressor as one piece', async () => {
    writesBelow.clear();
    await get('/page', { 'accept-encoding': 'br' });
    // Twelve chunks, a flush after each, then the end: one piece (with the end).
    expect(writesBelow.get('/page')).toBe(1);
  });

  it('keeps streaming: what was written is readable before the rest of the page exists', async () => {
    const text = await new Promise<{ early: string; all: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/stream`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const decoder = createBrotliDecompress();
        let all = '';
        let early = '';
        decoder.on('data', (chunk: Buffer) => {
          all += chunk.toString();
          // The first part came through on its own: only now may the later part be written.
          if (!early && all.includes('awal-11')) {
            early = all;
            releaseLater();
          }
        });
        decoder.on('end', () => resolve({ early, all }));
        decoder.on('error', reject);
        res.pipe(decoder);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text.early).toContain('data-part="awal-0"');
    expect(text.early).not.toContain('susulan');
    expect(text.all).toBe(FIRST.join('') + LATER);
    // The first turn's twelve chunks as one piece, the later part as another.
    expect(writesBelow.get('/stream')).toBe(2);
  });

  it('leaves small answers and HEAD uncompressed', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'OK', data: [] });
    const head = await get('/page', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("still turns Next's failure into the Indonesian outage page, compressed", async () => {
    const crash = await get('/crash', { 'accept-encoding': 'br' });
    expect(crash.status).toBe(503);
    expect(crash.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(crash.body).toString();
    expect(html).toContain('Situs sedang gangguan');
    expect(html).not.toContain('rusak');
  });
});
