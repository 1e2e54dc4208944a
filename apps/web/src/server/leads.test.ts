/**
 * Issue 13: the lead routes of the web (/api/submit-leads, /api/submit-leadsv3, /api/whatsapp-lead,
 * /api/hubungi-kami) against a real HTTP server standing in for the API. Only the cookie store
 * (next/headers) is replaced: it needs a live Next request. Every answer is a complete payload of
 * its contract.
 */
import { LEAD_TIMEOUT_MS } from '@kemudi/domain/constants';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, type RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

const jar = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: (name: string, value: string) => {
      if (value) jar.values.set(name, value);
      else jar.values.delete(name);
    },
  }),
}));

const TOKEN = 'at-sinta';
const CAPTCHA = 'dev.captcha-token-1';

function lead(formId: string, phone: string) {
  return { leadNo: 'LD-261122-7KQ2MX', formId, uniqueID: phone, createdAt: '2026-11-22T03:00:00.000Z', message: 'Sales kami akan menghubungi Anda.' };
}

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  const route = `${req.method} ${url.pathname}`;
  const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
  switch (route) {
    case 'POST /api/customer/v1/submit-leads':
    case 'POST /api/customer/v1/salesforce/leadsv3':
      // The development verifier of the API: a missing token is its 400.
      if (req.headers['x-captcha'] !== CAPTCHA) return sendError(res, 400, 'CaptchaError', LEAD_MESSAGES.CAPTCHA_FAILED);
      return sendData(res, lead(url.searchParams.get('formId') ?? '', String(body.phoneNumber)));
    case 'POST /api/customer/v1/whatsapp-lead':
      return sendData(res, {
        leadNo: 'LD-261122-8ABCDE',
        waLink: `https://wa.me/${String(body.to)}?text=${encodeURIComponent('Halo Kemudi')}`,
        branchSlug: body.branchSlug ?? null,
        salesmanSlug: null,
      });
    case 'POST /api/customer/v1/contact':
      if (req.headers['x-captcha'] !== CAPTCHA) return sendError(res, 400, 'CaptchaError', LEAD_MESSAGES.CAPTCHA_FAILED);
      return sendData(res, { ticketNo: 'TK-261122-7KQ2MX', topicLabel: 'Servis & Suku Cadang', message: 'Kami menjawab dalam 1 hari kerja.', createdAt: '2026-11-22T03:00:00.000Z' });
    default:
      return sendError(res, 404, 'NotFoundError', 'Tidak ditemukan');
  }
}

const { api, loaders, fail, override } = await startLoaderHarness(answer, async () => ({
  leads: await import('../app/api/submit-leads/route'),
  leadsV3: await import('../app/api/submit-leadsv3/route'),
  whatsapp: await import('../app/api/whatsapp-lead/route'),
  contact: await import('../app/api/hubungi-kami/route'),
}));
const { leads, leadsV3, whatsapp, contact } = loaders;

beforeEach(() => jar.values.clear());
const calls = (path: string) => api.requests.filter((r) => r.method === 'POST' && new URL(r.url, 'http://api').pathname === path);

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-captcha': CAPTCHA, ...headers },
    body: JSON.stringify(body),
  });
}

async function json(response: Response): Promise<{ data?: Record<string, unknown>; errors?: { type: string; message: string; field?: string }[] }> {
  return (await response.json()) as never;
}

const LEAD = {
  name: 'Sinta Maharani',
  phoneNumber: '+62 812-3456-7801',
  modelCode: 'veloz',
  branchSlug: 'kemudi-bandung-soekarno-hatta',
  sourcePage: '/mobil-baru-toyota/p/veloz',
  consent: true,
  idempotencyKey: 'lead-key-0000000001',
};

describe('§5/§8: every lead route answers any method but POST with 405', () => {
  for (const [name, route] of Object.entries({ 'submit-leads': leads, 'submit-leadsv3': leadsV3, 'whatsapp-lead': whatsapp, 'hubungi-kami': contact })) {
    it(`/api/${name}: GET, PUT, PATCH, DELETE, HEAD, OPTIONS → 405 'Method Not Allowed', Allow: POST, the API not asked`, async () => {
      for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE, route.HEAD, route.OPTIONS]) {
        const response = handler();
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe('Method Not Allowed');
      }
      expect(api.requests).toHaveLength(0);
    });
  }
});

describe('/api/submit-leads', () => {
  it('a guest: formId from the query, the phone as sent (§5 normalised to 08…), X-Captcha passed on, the system token, the visitor address', async () => {
    const response = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ leadNo: 'LD-261122-7KQ2MX', formId: 'hubungi-sales', uniqueID: '081234567801' });
    const sent = calls('/api/customer/v1/submit-leads')[0];
    expect(new URL(sent?.url ?? '', 'http://api').searchParams.get('formId')).toBe('hubungi-sales');
    expect(sent?.headers['x-captcha']).toBe(CAPTCHA);
    expect(sent?.headers.authorization).toMatch(/^Bearer sys-/);
    expect(sent?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ name: 'Sinta Maharani', phoneNumber: '081234567801', consent: true, idempotencyKey: LEAD.idempotencyKey });
  });

  it('§9: the API is given the lead time-out (70 000 ms), not the 30 s default', async () => {
    const { apiClient } = await import('./api-client');
    const send = vi.spyOn(apiClient, 'send');
    await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD));
    expect(send.mock.calls[0]?.[3]).toMatchObject({ timeoutMs: LEAD_TIMEOUT_MS, extraHeaders: { 'X-Captcha': CAPTCHA } });
  });

  it("a logged-in customer's lead goes with their own token", async () => {
    jar.values.set('kemudi_at', TOKEN);
    expect((await leads.POST(post('/api/submit-leads?formId=minat-promo', LEAD))).status).toBe(200);
    expect(calls('/api/customer/v1/submit-leads')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('an unknown or missing formId, a bad phone, no consent: refused field by field before the API', async () => {
    for (const path of ['/api/submit-leads', '/api/submit-leads?formId=undian']) {
      const response = await leads.POST(post(path, LEAD));
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[0]?.message).toBe(LEAD_MESSAGES.FORM_UNKNOWN);
    }
    const bad = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', { ...LEAD, phoneNumber: '0712345', consent: false }));
    expect(bad.status).toBe(400);
    const errors = (await json(bad)).errors ?? [];
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['phoneNumber', 'consent']));
    expect(errors.find((e) => e.field === 'consent')?.message).toBe('Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan');
    expect(api.requests).toHaveLength(0);
  });

  it('same-origin JSON only: another site 403, a form post 415', async () => {
    expect((await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect(api.requests).toHaveLength(0);
  });

  it("the API's refusal is passed on in Indonesian (a missing captcha token: its 400)", async () => {
    const response = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD, { 'x-captcha': '' }));
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[0]?.message).toBe(LEAD_MESSAGES.CAPTCHA_FAILED);
    expect(calls('/api/customer/v1/submit-leads')[0]?.headers['x-captcha']).toBeUndefined();
  });

  it('a limit hit keeps its 429 and Retry-After', async () => {
    override('/api/customer/v1/submit-leads', (res) =>
      sendJson(res, 429, { status: 429, errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak pengiriman dalam waktu singkat. Coba lagi dalam 60 detik.' }], retryAfter: 60 }, { 'retry-after': '60' }),
    );
    const response = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('§8 lead failure fallback: the API failing, or answering outside its contract, is a 500 with the Indonesian message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail('/api/customer/v1/submit-leads');
    const failed = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD));
    expect(failed.status).toBe(500);
    expect((await json(failed)).errors?.[0]).toEqual({ type: 'InternalServerError', message: LEAD_MESSAGES.FAILED });
    override('/api/customer/v1/submit-leads', (res) => sendData(res, { leadNo: 42 }));
    const broken = await leads.POST(post('/api/submit-leads?formId=hubungi-sales', LEAD));
    expect(broken.status).toBe(500);
    expect((await json(broken)).errors?.[0]?.message).toBe(LEAD_MESSAGES.FAILED);
  });
});

describe('/api/submit-leadsv3', () => {
  it('the same lead through salesforce/leadsv3, formId and captcha passed on', async () => {
    const response = await leadsV3.POST(post('/api/submit-leadsv3?formId=ajukan-kredit', LEAD));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ formId: 'ajukan-kredit' });
    const sent = calls('/api/customer/v1/salesforce/leadsv3');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-captcha']).toBe(CAPTCHA);
    expect(calls('/api/customer/v1/submit-leads')).toHaveLength(0);
  });
});

describe('/api/whatsapp-lead', () => {
  const CLICK = { to: '6281210108800', text: 'Halo Kemudi, saya ingin tukar tambah.', sourcePage: '/services-toyota/tukar-tambah', branchSlug: 'kemudi-bandung', idempotencyKey: 'click-0000000000000001' };

  it('records the click and answers the chat link', async () => {
    const response = await whatsapp.POST(post('/api/whatsapp-lead', CLICK));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ leadNo: 'LD-261122-8ABCDE', branchSlug: 'kemudi-bandung' });
    expect(JSON.parse(calls('/api/customer/v1/whatsapp-lead')[0]?.body ?? '{}')).toEqual(CLICK);
  });

  it('a link that is not a WhatsApp number or a page that is not a site path is refused before the API', async () => {
    const response = await whatsapp.POST(post('/api/whatsapp-lead', { ...CLICK, to: '12ab', sourcePage: 'https://evil.example/' }));
    expect(response.status).toBe(400);
    expect(((await json(response)).errors ?? []).map((e) => e.field)).toEqual(expect.arrayContaining(['to', 'sourcePage']));
    expect(api.requests).toHaveLength(0);
  });
});

describe('/api/hubungi-kami', () => {
  const QUESTION = {
    topic: 'servis',
    name: 'Sinta Maharani',
    email: 'Sinta@Example.com',
    phoneNumber: '081234567802',
    provinceCode: 'jawa_barat',
    cityCode: '3273',
    question: 'Apakah servis berkala bisa dilakukan hari Minggu?',
    consent: true,
    idempotencyKey: 'contact-key-000000001',
  };

  it('the question with its captcha → the ticket number and its message', async () => {
    const response = await contact.POST(post('/api/hubungi-kami', QUESTION));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ ticketNo: 'TK-261122-7KQ2MX', message: 'Kami menjawab dalam 1 hari kerja.' });
    const sent = calls('/api/customer/v1/contact')[0];
    expect(sent?.headers['x-captcha']).toBe(CAPTCHA);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ email: 'sinta@example.com', topic: 'servis' });
  });

  it('an unknown topic, a short question, a bad email: refused field by field before the API', async () => {
    const response = await contact.POST(post('/api/hubungi-kami', { ...QUESTION, topic: 'undian', question: 'Halo', email: 'sinta@' }));
    expect(response.status).toBe(400);
    const errors = (await json(response)).errors ?? [];
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['topic', 'question', 'email']));
    expect(errors.find((e) => e.field === 'topic')?.message).toBe('Pilih topik');
    expect(api.requests).toHaveLength(0);
  });

  it('§8: a failing API is a 500 with the Indonesian message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail('/api/customer/v1/contact');
    const response = await contact.POST(post('/api/hubungi-kami', QUESTION));
    expect(response.status).toBe(500);
    expect((await json(response)).errors?.[0]?.message).toBe(LEAD_MESSAGES.FAILED);
  });
});
