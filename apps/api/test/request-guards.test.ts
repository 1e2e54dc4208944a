/**
 * Issue 16: what every request passes before any handler — control characters refused, database
 * data errors answered 400 without SQL in the log, the router's own refusals in the §7 shape and in
 * Indonesian, JSON only outside the token route, and request ids kept only when our own servers signed them (issue 27).
 */
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, REQUEST_ID_SIGNATURE_HEADER } from '@kemudi/domain/request-id';
import { buildApp } from '../src/app';
import { signRequestId } from '../src/lib/request-id';
import { createTestContext, testConfig, TEST_NOW, type TestContext } from './helpers';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  auth = { authorization: `Bearer ${ctx.token}` };
});
afterAll(() => ctx.close());

/** What our servers send (apps/web/src/server/api-client/headers.ts, apps/console/server/request-id.ts). */
const signedRequestIdHeaders = (id: string, secret: string) => ({ [REQUEST_ID_HEADER]: id, [REQUEST_ID_SIGNATURE_HEADER]: signRequestId(id, secret) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('control characters (issue 16: a NUL answered 500 and logged the SQL)', () => {
  it('refuses NUL and other control bytes in query, path and body with an Indonesian 400', async () => {
    for (const url of [
      '/api/content/v1/faq?q=ava%00nza',
      '/api/content/v1/faq?q=a%1Bb',
      '/api/content/v1/faq?q=a%0Ab',
      '/api/content/v1/news/slug/ava%00nza',
      '/api/parameter/v1/province/a%7Fb',
    ]) {
      const response = await ctx.app.inject({ url, headers: auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].type).toBe('ValidationError');
      expect(response.json().errors[0].message).toContain('karakter kontrol');
    }
    const body = await ctx.app.inject({ method: 'POST', url: '/api/product/v1/global-search', headers: auth, payload: { text: 'ava\u0000nza' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ errors: [{ type: 'ValidationError', message: "Kolom 'text' berisi karakter kontrol yang tidak diizinkan." }] });
  });

  it('lets tabs and line breaks through in body text', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/product/v1/global-search', headers: auth, payload: { text: 'ava\r\nnza\t' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body nested deeper than any call takes', async () => {
    const payload = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/v1/notifications/midtrans',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Kolom terlalu bertingkat.');
  });

  it('never sends a line break of the input back in a message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/parameter/v1/city', headers: auth, payload: { province: 'a\r\nb' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].message).not.toMatch(/[\r\n]/);
  });
});

describe('database data errors', () => {
  it('answers 400 for input the database refuses, logged at info without the SQL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db: ctx.db, config: ctx.config, now: () => TEST_NOW, logger: { level: 'info', stream } });
    // A route that hands its input to the database as it is: only the database can refuse it.
    app.get('/probe/cast', async (request) => {
      const { value, type } = request.query as { value: string; type: string };
      const cast = { int: sql`::int`, date: sql`::date`, numeric: sql`::numeric(4,2)` }[type] ?? sql``;
      return ctx.db.execute(sql`select ${value}${cast} as v`);
    });
    await app.ready();
    try {
      for (const [value, type, state] of [
        ['abc', 'int', '22P02'],
        ['99999999999', 'int', '22003'],
        ['2026-02-30', 'date', '22008'],
        ['12345.6', 'numeric', '22003'],
      ] as const) {
        const response = await app.inject({ url: `/probe/cast?value=${value}&type=${type}` });
        expect(response.statusCode, `${value}::${type}`).toBe(400);
        expect(response.json()).toEqual({ errors: [{ type: 'ValidationError', message: 'Data yang dikirim tidak valid. Periksa kembali isiannya.' }] });
        const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; sqlState?: string }).filter((l) => l.msg === 'input refused by the database');
        expect(logged.at(-1)).toMatchObject({ level: 30, sqlState: state });
      }
      expect(lines.join('\n')).not.toMatch(/select|error/i);
    } finally {
      await app.close();
    }
  });
});

describe("the router's own refusals", () => {
  it('answers a path parameter over 200 characters with an Indonesian 400 that does not echo it', async () => {
    const long = 'a'.repeat(300);
    const response = await ctx.app.inject({ url: `/api/product/v1/v2/gallery/${long}`, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ type: 'ValidationError', message: 'Parameter alamat maksimal 200 karakter.' }] });
    expect(response.body).not.toContain(long);
  });

  it('answers a broken %-encoding with an Indonesian 400', async () => {
    for (const url of ['/api/content/v1/x%E0%A4%A', '/api/content/v1/news/slug/x%E0%A4%A']) {
      const response = await ctx.app.inject({ url, headers: auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ type: 'BadRequest', message: 'Alamat permintaan tidak valid.' }] });
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const docs = await ctx.app.inject({ method: 'POST', url: '/api/docs' });
    expect(docs.statusCode).toBe(405);
    expect(String(docs.headers.allow).split(', ')).toContain('GET');
    expect(docs.json().errors[0]).toMatchObject({ type: 'MethodNotAllowed' });
    const call = await ctx.app.inject({ method: 'DELETE', url: '/api/product/v1/global-search', headers: auth });
    expect(call.statusCode).toBe(405);
    expect(call.headers.allow).toBe('POST');
    expect(call.json().errors[0].message).toBe('Metode ini tidak didukung di alamat ini; gunakan POST.');
  });

  it('shows at most 100 characters of an unknown path, without control characters', async () => {
    const response = await ctx.app.inject({ url: `/api/content/v1/tidak-ada-${'x'.repeat(500)}`, headers: auth });
    expect(response.statusCode).toBe(404);
    const message: string = response.json().errors[0].message;
    expect(message).toMatch(/^Alamat GET \/api\/content\/v1\/tidak-ada-x+… tidak ditemukan$/);
    expect(message.length).toBeLessThan(140);
  });

  it('answers an over-long request line with JSON 431 instead of an empty body', async () => {
    const app = await buildApp({ db: ctx.db, config: ctx.config, now: () => TEST_NOW });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/content/v1/faq?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += String(chunk)));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toEqual({ errors: [{ type: 'HeaderTooLarge', message: 'Alamat atau header permintaan terlalu panjang.' }] });
    } finally {
      await app.close();
    }
  });
});

describe('forwarding to the digital-account-opening service', () => {
  it("refuses an id that is a dot segment instead of moving the call on the outside service", async () => {
    const asked: string[] = [];
    const dac = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":{"id":"dac-1","registered":false}}');
    });
    await new Promise<void>((resolve) => dac.listen(0, '127.0.0.1', resolve));
    const config = testConfig({ DAC_BASE_URL: `http://127.0.0.1:${(dac.address() as AddressInfo).port}/dac/` });
    const app = await buildApp({ db: ctx.db, config, now: () => TEST_NOW });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}/api/saphybris-proxy/v1/saphybris/digital-account-opening/check-account-dac`;
      // Over a socket, as a visitor sends it: fetch and inject would resolve the dot segment first.
      const rawGet = (path: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write(`GET ${new URL(base).pathname}/${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth.authorization}\r\nConnection: close\r\n\r\n`);
          });
          let text = '';
          socket.on('data', (chunk) => (text += String(chunk)));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
      expect(await rawGet('DAC-123')).toMatch(/^HTTP\/1\.1 200 /);
      for (const segment of ['..', '%2e%2e', '%2E.', '.']) {
        expect(await rawGet(segment), segment).toMatch(/^HTTP\/1\.1 400 /);
      }
      expect(asked).toEqual(['/dac/check-account-dac/DAC-123']);
    } finally {
      await app.close();
      await new Promise((resolve) => dac.close(resolve));
    }
  });
});

describe('JSON only (issue 16: a cross-site form reached update-location without a preflight)', () => {
  it('answers 415 to a form, a text or a multipart body on every call but the token route', async () => {
    for (const [url, payload] of [
      ['/api/parameter/v1/update-location', 'city_name=Jakarta&city_iso=ID-JK&sync=true'],
      ['/api/product/v1/global-search', 'text=avanza'],
      ['/api/customer/v1/saphybris/customers/login', 'username=a%40b.c&password=x'],
    ] as const) {
      for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const response = await ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': contentType }, payload });
        expect(response.statusCode, `${url} ${contentType}`).toBe(415);
        expect(response.json()).toEqual({ errors: [{ type: 'UnsupportedMediaType', message: 'Format data tidak didukung; kirim JSON' }] });
      }
    }
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${ctx.config.OAUTH_CLIENT_ID}&client_secret=${ctx.config.OAUTH_CLIENT_SECRET}`,
    });
    expect(token.statusCode).toBe(200);
  });
});

describe('request ids (issue 16, issue 27: a visitor chose the id shown in messages and logs)', () => {
  it('generates its own id whatever the visitor sends', async () => {
    const response = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { ...auth, 'x-request-id': 'chosen-by-visitor' } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('answers another id than `x` and never logs `x`, even from a trusted proxy (issue 27)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Request logging on (it is off under NODE_ENV=test), the web app's peer trusted as `npm start` does.
    const config = testConfig({ NODE_ENV: 'development', TRUST_PROXY: 'loopback' });
    const app = await buildApp({ db: ctx.db, config, now: () => TEST_NOW, logger: { level: 'info', stream } });
    await app.ready();
    try {
      const ids: string[] = [];
      for (const headers of [
        { 'x-request-id': 'x' },
        { 'x-request-id': 'xxxxxxxx-visitor' },
        // A made-up signature, or one over another id, is no signature.
        { 'x-request-id': 'xxxxxxxx-visitor', [REQUEST_ID_SIGNATURE_HEADER]: 'forged' },
        { 'x-request-id': 'xxxxxxxx-visitor', [REQUEST_ID_SIGNATURE_HEADER]: signRequestId('another-id-0001', config.OAUTH_CLIENT_SECRET) },
        // Signed with another secret (not this API's client secret).
        signedRequestIdHeaders('xxxxxxxx-visitor', 'not-the-client-secret'),
      ]) {
        for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
          const faq = await app.inject({ url: '/api/content/v1/faq', headers: { ...auth, ...headers }, remoteAddress });
          expect(faq.statusCode).toBe(200);
          const id = String(faq.headers['x-request-id']);
          expect(id).toMatch(UUID);
          ids.push(id);
          // An unknown path is logged too (a 404 with its own message).
          const missing = await app.inject({ url: '/api/content/v1/tidak-ada', headers: { ...auth, ...headers }, remoteAddress });
          expect(missing.statusCode).toBe(404);
          expect(missing.headers['x-request-id']).toMatch(UUID);
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
      const logged = lines.join('');
      // The log has the requests, under our ids and never under the visitor's.
      expect(logged).toContain(ids[0]);
      const reqIds = lines.map((line) => JSON.parse(line) as { reqId?: string }).flatMap((entry) => (entry.reqId ? [entry.reqId] : []));
      expect(reqIds.length).toBeGreaterThan(0);
      for (const id of reqIds) expect(id).toMatch(UUID);
      expect(logged).not.toContain('"x"');
      expect(logged).not.toContain('xxxxxxxx-visitor');
    } finally {
      await app.close();
    }
  });

  it("keeps an id our own servers signed with the API's client secret", async () => {
    const signed = signedRequestIdHeaders('edge-request-0001', ctx.config.OAUTH_CLIENT_SECRET);
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3']) {
      const response = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { ...auth, ...signed }, remoteAddress });
      expect(response.headers['x-request-id']).toBe('edge-request-0001');
    }
    const malformed = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { ...auth, ...signedRequestIdHeaders('a b<c>', ctx.config.OAUTH_CLIENT_SECRET) } });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});

describe('validation messages', () => {
  it("name a whole number's own bound, not the safe-integer one zod adds", async () => {
    const response = await ctx.app.inject({ url: '/api/content/v1/faq?page=1e308', headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ type: 'ValidationError', message: "Parameter 'page' tidak boleh lebih dari 10000." }] });
  });
});
