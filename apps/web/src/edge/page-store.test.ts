/**
 * Where the edge keeps pages (issue 14): this process's memory, bounded, and Redis shared by every
 * web process. The Redis part runs against a real server (CI sets TEST_REDIS_URL).
 */
import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPageStore, RedisPageStore, type StoredPage } from './page-store';

const page = (text: string, version = 1): StoredPage => {
  const body = Buffer.from(text);
  return { version, renderedAt: 1000, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body, gzip: gzipSync(body), etag: `"${text}"` };
};

describe('the memory store', () => {
  it('stays within its bytes, dropping the page used least recently', () => {
    const store = new MemoryPageStore(3 * (1000 + 512 + 40));
    store.set('a', page('a'.repeat(1000)));
    store.set('b', page('b'.repeat(1000)));
    store.set('c', page('c'.repeat(1000)));
    expect(store.get('a')).toBeDefined();
    store.set('d', page('d'.repeat(1000)));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.usedBytes).toBeLessThanOrEqual(3 * (1000 + 512 + 40));
  });

  it('never keeps a page bigger than all of it', () => {
    const store = new MemoryPageStore(100);
    store.set('big', page('x'.repeat(1000)));
    expect(store.size).toBe(0);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the store shared through Redis', () => {
  const prefix = `kemudi:test:page:${process.pid}:${Date.now()}:`;
  const one = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  const two = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}*`);
    if (keys.length > 0) await one.del(...keys);
    await Promise.all([one.quit(), two.quit()]);
  });

  it('lets another web process serve a page this one rendered, for the same data version only', async () => {
    const gzip = async (body: Buffer) => gzipSync(body);
    await Promise.all([one.ping(), two.ping()]);
    const processA = new RedisPageStore(one, prefix, 60, gzip);
    const processB = new RedisPageStore(two, prefix, 60, gzip);
    await processA.set('|0080|/promosi', page('<p>Promo Jakarta</p>', 7));
    const seen = await processB.get(7, '|0080|/promosi');
    expect(seen?.body.toString()).toBe('<p>Promo Jakarta</p>');
    expect(seen?.gzip.length).toBeGreaterThan(0);
    expect(seen?.etag).toBe('"<p>Promo Jakarta</p>"');
    expect(await processB.get(8, '|0080|/promosi')).toBeUndefined();
    expect(await processB.get(7, '|3273|/promosi')).toBeUndefined();
    expect(await one.ttl(`${prefix}v7:|0080|/promosi`)).toBeGreaterThan(50);
  });

  it('lets one web process at a time claim the render of a page and version (issue 26)', async () => {
    const gzip = async (body: Buffer) => gzipSync(body);
    const processA = new RedisPageStore(one, prefix, 60, gzip);
    const processB = new RedisPageStore(two, prefix, 60, gzip);
    expect(await processA.claim(3, '|0080|/berita')).toBe(true);
    expect(await processB.claim(3, '|0080|/berita')).toBe(false);
    expect(await processB.claimed(3, '|0080|/berita')).toBe(true);
    // Another version or page is another render.
    expect(await processB.claim(4, '|0080|/berita')).toBe(true);
    // Only the holder gives the claim back.
    await processB.release(3, '|0080|/berita');
    expect(await processA.claimed(3, '|0080|/berita')).toBe(true);
    await processA.release(3, '|0080|/berita');
    expect(await processB.claimed(3, '|0080|/berita')).toBe(false);
    expect(await processB.claim(3, '|0080|/berita')).toBe(true);
  });
});
