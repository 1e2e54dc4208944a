/**
 * The guests' /api/ fast path of the edge server (issue 14) against a real HTTP server standing in
 * for the API: what reaches the API, what the browser gets back, and which answers are kept.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { signRequestId, verifiedRequestId } from '../../../api/src/lib/request-id';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/server/api-client/core';
import { SystemTokenSource } from '@/server/api-client/tokens';
import { createApiAgent } from '@/server/api-client/transport';
import { sendJson, startFakeApi } from '../test/fake-api';
import { createApiFastPath } from './api-fast-path';
import { DataVersionWatcher } from './data-version';

let version = 1;
let searches = 0;
const api = await startFakeApi((request, response, fake) => {
  if (!fake.hasCurrentToken(request)) return sendJson(response, 401, { errors: [{ type: 'InvalidTokenError', message: 'x' }] });
  if (request.url === '/api/product/v1/global-search') {
    searches += 1;
    return sendJson(response, 200, { status: 200, data: { text: JSON.parse(request.body).text, hits: searches } }, { 'x-cache': 'MISS' });
  }
  if (request.url.startsWith('/api/branch/v1/stock')) return sendJson(response, 200, { status: 200, data: { at: request.url } });
  // Issue 27: Meta's WhatsApp webhook (the API checks the signature over these exact bytes).
  if (request.url.startsWith('/api/messages/v1/webhooks/whatsapp')) {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end(new URL(request.url, 'http://api').searchParams.get('hub.challenge') ?? '');
    }
    return sendJson(response, 200, { status: 'ok', applied: 1, ignored: 0 });
  }
  return sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'Alamat tidak ditemukan' }] });
});
const agent = createApiAgent();
const client = createApiClient({
  baseUrl: api.url,
  systemToken: new SystemTokenSource({ baseUrl: api.url, clientId: 'kemudi-web', clientSecret: 'rahasia', dispatcher: agent }),
  dispatcher: agent,
  cacheMs: 0,
});
const versions = new DataVersionWatcher(async () => version, 60_000, () => undefined);
await versions.poll();
const forward = createApiFastPath({ client, versions, cacheSeconds: 5 });

const server: Server = createServer((req, res) => void forward(req, res, req.url ?? '/', '203.0.113.9'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
  await agent.close();
});

const search = (text: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/product/v1/global-search`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ text }) });

beforeEach(() => {
  api.requests.length = 0;
});

describe('the guests’ /api/ fast path', () => {
  it('forwards with the system token, never the browser’s credentials, and names the visitor’s address', async () => {
    const answer = await fetch(`${base}/api/branch/v1/stock?code=ACC-1`, { headers: { authorization: 'Bearer forged', cookie: 'kemudi_at=stolen' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 200, data: { at: '/api/branch/v1/stock?code=ACC-1' } });
    const [seen] = api.requests;
    expect(seen?.headers.authorization).toBe(`Bearer ${api.currentToken}`);
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('asks for an answer it may keep under the data version it keeps it under, and never passes on a browser’s version', async () => {
    await search(`versi ${randomUUID()}`, { 'x-kemudi-data-version': '999999' });
    const [kept] = api.requests;
    // An API process still on an older version reads the version again before answering (issue 26).
    expect(kept?.headers['x-kemudi-data-version']).toBe(String(version));
    await fetch(`${base}/api/branch/v1/stock?code=ACC-2`, { method: 'DELETE', headers: { 'x-kemudi-data-version': '999999' } });
    const passed = api.requests[1];
    expect(passed?.url).toBe('/api/branch/v1/stock?code=ACC-2');
    expect(passed?.headers['x-kemudi-data-version']).toBeUndefined();
  });

  it('answers a search the API shares with every guest from memory, until the data changes', async () => {
    const first = await (await search('avanza')).json();
    const again = await search('avanza');
    expect(again.headers.get('x-cache')).toBe('EDGE');
    expect(await again.json()).toEqual(first);
    expect(api.hits('/api/product/v1/global-search')).toBe(1);
    // Another body is another answer.
    expect((await (await search('raize')).json()).data.text).toBe('raize');
    version += 1;
    await versions.poll();
    const fresh = await (await search('avanza')).json();
    expect(fresh.data.hits).toBeGreaterThan(first.data.hits);
    expect(api.hits('/api/product/v1/global-search')).toBe(3);
  });

  it('keeps nothing the API did not mark as shared, nor an error', async () => {
    await fetch(`${base}/api/branch/v1/stock?code=ACC-2`);
    await fetch(`${base}/api/branch/v1/stock?code=ACC-2`);
    expect(api.requests).toHaveLength(2);
    const missing = await fetch(`${base}/api/branch/v1/tidak-ada`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).errors[0].message).toBe('Alamat tidak ditemukan');
  });

  it("sends the API the edge's request id, signed, and never the visitor's (issue 27)", async () => {
    // As the edge server: its own id per request, handed to the fast path; a client that signs.
    const signing = createApiClient({
      baseUrl: api.url,
      systemToken: new SystemTokenSource({ baseUrl: api.url, clientId: 'kemudi-web', clientSecret: 'rahasia', dispatcher: agent }),
      dispatcher: agent,
      cacheMs: 0,
      requestIdSecret: 'rahasia',
    });
    const edgeForward = createApiFastPath({ client: signing, versions, cacheSeconds: 0 });
    const ids: string[] = [];
    const edge = createServer((req, res) => {
      const id = randomUUID();
      ids.push(id);
      void edgeForward(req, res, req.url ?? '/', '203.0.113.9', id);
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}/api/branch/v1/stock?code=ACC-3`;
      const answer = await fetch(url, { headers: { 'x-request-id': 'x', 'x-kemudi-request-id-signature': signRequestId('x', 'rahasia') } });
      expect(answer.status).toBe(200);
      const [seen] = api.requests;
      expect(seen?.headers['x-request-id']).toBe(ids[0]);
      expect(verifiedRequestId(seen?.headers['x-request-id'], seen?.headers['x-kemudi-request-id-signature'], 'rahasia')).toBe(ids[0]);
      // Through the unsigned client (no secret): no id at all, so the API makes its own.
      api.requests.length = 0;
      await fetch(`${base}/api/branch/v1/stock?code=ACC-4`, { headers: { 'x-request-id': 'x' } });
      expect(api.requests[0]?.headers['x-request-id']).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => edge.close(() => resolve()));
    }
  });

  it("passes a provider's signed webhook to the API byte for byte, with its signature, and its plain-text handshake back (issue 27)", async () => {
    // Meta escapes non-ASCII as \uXXXX and signs the bytes it sent: re-encoding them would break the signature.
    const raw = '{"object":"whatsapp_business_account","entry":[{"changes":[{"field":"messages","value":{"note":"Pesan \\u00e9  ","statuses":[]}}]}]}';
    const posted = await fetch(`${base}/api/messages/v1/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=abc123' },
      body: raw,
    });
    expect(posted.status).toBe(200);
    const [seen] = api.requests;
    expect(seen?.body).toBe(raw);
    expect(seen?.headers['x-hub-signature-256']).toBe('sha256=abc123');
    const handshake = await fetch(`${base}/api/messages/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=t&hub.challenge=1158201444`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await handshake.text()).toBe('1158201444');
  });

  it('refuses a body over 1 MB in Indonesian before the API sees it', async () => {
    const answer = await fetch(`${base}/api/product/v1/global-search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 10) });
    expect(answer.status).toBe(413);
    expect((await answer.json()).errors[0]).toEqual({ type: 'PayloadTooLarge', message: 'Data yang dikirim terlalu besar' });
    expect(api.requests).toHaveLength(0);
  });
});
