/**
 * Issue 11: the post-login and consent proxy routes (/api/get-singleid, /api/submit-modal,
 * /api/submit-uu-pdp, /api/myaccount-consent) and the consent loaders of My Account, against a real HTTP server standing
 * in for the API. Only the cookie store (next/headers) is replaced: it needs a live Next request.
 * Every answer is a complete payload of its contract.
 */
import { BUILT_IN_CONSENT_TEXTS } from '@kemudi/domain/consent-texts';
import type { MyConsentsData } from '@kemudi/domain/contracts/consent';
import type { SingleIdData, SubmitModalData } from '@kemudi/domain/contracts/dealer-sync';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { sendJson, type RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const jar = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: (name: string, value: string) => {
      if (value) jar.values.set(name, value);
      else jar.values.delete(name);
    },
  }),
}));

const TOKEN = 'at-hendra';
const PROFILE = {
  name: 'Hendra Gunawan',
  email: null,
  phoneNumber: '081355550101',
  ...Object.fromEntries(
    [
      'nickName',
      'gender',
      'dateOfBirth',
      'cityIsocode',
      'address',
      'occupation',
      'occupationOther',
      'jobLevel',
      'otherJobLevel',
      'monthlyIncome',
      'subsFollowerCount',
      'jobTitle',
      'companyName',
      'industry',
      'otherIndustry',
      'subIndustry',
      'otherSubIndustry',
      'interest1',
      'subInterest1',
      'otherSubInterest1',
      'hobby',
      'subHobby',
      'favoriteFood',
      'favoriteDrink',
      'favoriteColor',
      'otherColor',
    ].map((f) => [f, null]),
  ),
};
const SINGLE_ID: z.input<typeof SingleIdData> = {
  customer: { customerNo: 'KMD90000099', isSMSVerified: true, isWaVerified: false, isEmailVerified: false, customerNoTDMS: null, is020Sync: false },
  profileTemporary: null,
  verificationPhoneNumber: { acknowledge: false, message: '', customerTDMSNo: null },
  seamlessRejectedAt: null,
  currentProfile: PROFILE as z.input<typeof SingleIdData>['currentProfile'],
  consent: null,
};
const DECISION = { consentStatusId: 1, statusLabel: 'Setuju', consentSourceCode: 4, consentSourceDetailCode: 5, channel: 'myaccount', decidedAt: '2026-11-22T03:00:00.000Z' } as const;
const MINE: z.input<typeof MyConsentsData> = { current: DECISION, history: [{ ...DECISION, consentText: 'Teks persetujuan.' }] };
const submitted = (type: z.input<typeof SubmitModalData>['type']): z.input<typeof SubmitModalData> => ({ type, message: 'Tersimpan.' });

const isHendra = (req: RecordedRequest) => req.headers.authorization === `Bearer ${TOKEN}`;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  const route = `${req.method} ${url.pathname}`;
  if (route === 'PUT /api/customer/v1/single-id/submit-modal') {
    // A guest's consent: the system token, never a customer's.
    return req.headers.authorization?.startsWith('Bearer sys-') ? sendData(res, submitted('pdpConsentNotLoggedIn')) : sendError(res, 403, 'Forbidden');
  }
  if (route === 'GET /api/customer/v1/saphybris/pdp-consent') return sendData(res, { body: BUILT_IN_CONSENT_TEXTS.map((t) => ({ ...t, bodyMessage: `${t.bodyMessage} (server)` })) });
  if (!isHendra(req)) return sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
  switch (route) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return sendData(res, { name: 'Hendra Gunawan', email: '', phoneNumber: '081355550101', customerNo: 'KMD00000042', customerNoTDMS: null, isSmsVerified: true, isWaVerified: false, isEmailVerified: false });
    case 'GET /api/customer/v1/single-id/get-singleid':
      return sendData(res, SINGLE_ID);
    case 'POST /api/customer/v1/single-id/submit-modal': {
      const body = JSON.parse(req.body) as { type: 'seamless' };
      return sendData(res, submitted(body.type));
    }
    case 'GET /api/customer/v1/single-id/consents':
      return sendData(res, MINE);
    case 'GET /api/customer/v1/single-id/pdp-consent-check':
      return sendData(res, { needsConsent: false, consent: DECISION });
    case 'POST /api/customer/v1/single-id/consents': {
      const body = JSON.parse(req.body) as { consentStatusId: number };
      return sendJson(res, 200, { status: 200, data: { ...DECISION, consentStatusId: body.consentStatusId, statusLabel: 'Ditarik' } });
    }
    default:
      return sendError(res, 404, 'NotFoundError', 'Tidak ditemukan');
  }
}

const { api, loaders, fail, clearCache } = await startLoaderHarness(answer, async () => ({
  consent: await import('./consent'),
  singleId: await import('../../app/api/get-singleid/route'),
  submitModal: await import('../../app/api/submit-modal/route'),
  uuPdp: await import('../../app/api/submit-uu-pdp/route'),
  myConsents: await import('../../app/api/myaccount-consent/route'),
}));
const { consent, singleId, submitModal, uuPdp, myConsents } = loaders;

beforeEach(() => jar.values.clear());
const logIn = () => jar.values.set('kemudi_at', TOKEN);
const calls = (method: string, path: string) => api.requests.filter((r) => r.method === method && new URL(r.url, 'http://api').pathname === path);

function sameSite(path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json(response: Response): Promise<{ status?: number; data?: unknown; errors?: { type: string; message: string; field?: string }[] }> {
  const text = await response.text();
  expect(text, 'a token in a response body').not.toMatch(/at-hendra|sys-\d/);
  return JSON.parse(text) as never;
}

const CONSENT_BODY = { consentStatusId: 1, phoneNumber: '081355550101', customerName: 'Hendra Gunawan', consentSourceCode: 4, consentSourceDetailCode: 5 };

describe('/api/get-singleid', () => {
  it("§8: without an access token, 401 'No access token provided' (the API is not asked)", async () => {
    const response = await singleId.GET();
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('No access token provided');
    expect(api.requests).toHaveLength(0);
  });

  it("answers the customer's profile sync data, asked with their own token", async () => {
    logIn();
    const response = await singleId.GET();
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ customer: { isSMSVerified: true }, profileTemporary: null, consent: null });
    expect(calls('GET', '/api/customer/v1/single-id/get-singleid')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('passes a failure of the API on as a clear error, never a crash', async () => {
    logIn();
    fail('/api/customer/v1/single-id/get-singleid');
    const response = await singleId.GET();
    expect(response.status).toBe(500);
    expect((await json(response)).errors?.[0]?.type).toBeTruthy();
  });
});

describe('/api/submit-modal', () => {
  it('POST: one step of the logged-in customer, the o2ocars flags of §7 passed on', async () => {
    logIn();
    const body = { type: 'o2ocars', vehicleIds: ['VH-0030101-1'], isPhoneVerified: true, isWAVerified: false, isEmailVerified: false, is020Sync: true };
    const response = await submitModal.POST(sameSite('/api/submit-modal', 'POST', body));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ type: 'o2ocars', message: 'Tersimpan.' });
    const sent = calls('POST', '/api/customer/v1/single-id/submit-modal')[0];
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(body);
  });

  it('POST: a step the contract does not know, or a bad consent, is refused field by field before the API', async () => {
    logIn();
    const unknown = await submitModal.POST(sameSite('/api/submit-modal', 'POST', { type: 'hapusAkun' }));
    expect(unknown.status).toBe(400);
    const bad = await submitModal.POST(sameSite('/api/submit-modal', 'POST', { ...CONSENT_BODY, type: 'pdp', consentStatusId: 7, phoneNumber: '0712' }));
    expect(bad.status).toBe(400);
    const fields = ((await json(bad)).errors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['consentStatusId', 'phoneNumber']));
    // §7: a guest's consent is the PUT, not a POST.
    const guestByPost = await submitModal.POST(sameSite('/api/submit-modal', 'POST', { ...CONSENT_BODY, type: 'pdpConsentNotLoggedIn' }));
    expect(guestByPost.status).toBe(400);
    expect(calls('POST', '/api/customer/v1/single-id/submit-modal')).toHaveLength(0);
  });

  it("POST: §8 401 'No access token provided' for a guest; 403 from another site; 415 for a form post", async () => {
    const guest = await submitModal.POST(sameSite('/api/submit-modal', 'POST', { type: 'seamless', accept: true }));
    expect(guest.status).toBe(401);
    expect((await json(guest)).errors?.[0]?.message).toBe('No access token provided');
    logIn();
    expect((await submitModal.POST(sameSite('/api/submit-modal', 'POST', { type: 'seamless', accept: true }, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await submitModal.POST(sameSite('/api/submit-modal', 'POST', { type: 'seamless', accept: true }, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect(api.requests).toHaveLength(0);
  });

  it("PUT: a guest's consent (pdpConsentNotLoggedIn) goes with the system token, even for a logged-in visitor", async () => {
    const response = await submitModal.PUT(sameSite('/api/submit-modal', 'PUT', { ...CONSENT_BODY, type: 'pdpConsentNotLoggedIn', consentSourceDetailCode: 4 }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ type: 'pdpConsentNotLoggedIn' });
    logIn();
    await submitModal.PUT(sameSite('/api/submit-modal', 'PUT', { ...CONSENT_BODY, type: 'pdpConsentNotLoggedIn' }));
    const sent = calls('PUT', '/api/customer/v1/single-id/submit-modal');
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(request.headers.authorization).toMatch(/^Bearer sys-/);
  });

  it('PUT: any other type, a bad body, another site: refused before the API', async () => {
    expect((await submitModal.PUT(sameSite('/api/submit-modal', 'PUT', { type: 'seamless', accept: true }))).status).toBe(400);
    const bad = await submitModal.PUT(sameSite('/api/submit-modal', 'PUT', { ...CONSENT_BODY, type: 'pdpConsentNotLoggedIn', customerName: '' }));
    expect(bad.status).toBe(400);
    expect(((await json(bad)).errors ?? []).map((e) => e.field)).toContain('customerName');
    expect((await submitModal.PUT(sameSite('/api/submit-modal', 'PUT', { ...CONSENT_BODY, type: 'pdpConsentNotLoggedIn' }, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect(calls('PUT', '/api/customer/v1/single-id/submit-modal')).toHaveLength(0);
  });
});

describe('/api/myaccount-consent and /api/submit-uu-pdp (My Account)', () => {
  it("GET /api/myaccount-consent: the customer's status and history; 401 for a guest", async () => {
    expect((await myConsents.GET()).status).toBe(401);
    logIn();
    const response = await myConsents.GET();
    expect((await json(response)).data).toEqual(MINE);
  });

  it("§5/§8: submit-uu-pdp answers every method but POST with 405 'Method Not Allowed', the API not asked", async () => {
    logIn();
    for (const handler of [uuPdp.GET, uuPdp.PUT, uuPdp.PATCH, uuPdp.DELETE, uuPdp.HEAD, uuPdp.OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.text()).toBe('Method Not Allowed');
    }
    expect(api.requests).toHaveLength(0);
  });

  it('POST: withdraws (3) with the customer token; refuses a status My Account cannot set (2) and writes from another site', async () => {
    logIn();
    const response = await uuPdp.POST(sameSite('/api/submit-uu-pdp', 'POST', { consentStatusId: 3 }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ consentStatusId: 3, statusLabel: 'Ditarik' });
    const declined = await uuPdp.POST(sameSite('/api/submit-uu-pdp', 'POST', { consentStatusId: 2 }));
    expect(declined.status).toBe(400);
    expect((await json(declined)).errors?.[0]).toMatchObject({ field: 'consentStatusId', message: 'Pilih berikan atau tarik persetujuan' });
    expect((await uuPdp.POST(sameSite('/api/submit-uu-pdp', 'POST', { consentStatusId: 1 }, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(calls('POST', '/api/customer/v1/single-id/consents')).toHaveLength(1);
  });
});

describe('consent loaders', () => {
  beforeEach(() => logIn());

  it('the privacy page: decisions and the popup text from pdp-consent', async () => {
    const data = await consent.loadConsentPage('/myaccount/persetujuan-data');
    expect(data.consents).toEqual(MINE);
    expect(data.text).toMatchObject({ consentSourceCode: 4, consentSourceDetailCode: 5 });
    expect(data.text.bodyMessage).toMatch(/\(server\)$/);
  });

  it('§8: the built-in text when pdp-consent fails; the page fails when the decisions cannot be read', async () => {
    fail('/api/customer/v1/saphybris/pdp-consent');
    expect((await consent.loadConsentPage('/myaccount/persetujuan-data')).text).toEqual(BUILT_IN_CONSENT_TEXTS[1]);
    fail('/api/customer/v1/single-id/consents');
    clearCache();
    await expect(consent.loadConsentPage('/myaccount/persetujuan-data')).rejects.toThrow();
  });

  it("the overview's consent line: the decision, or undefined when it cannot be read", async () => {
    expect(await consent.loadConsentStatus('/myaccount/overview')).toMatchObject({ statusLabel: 'Setuju' });
    fail('/api/customer/v1/single-id/pdp-consent-check');
    clearCache();
    expect(await consent.loadConsentStatus('/myaccount/overview')).toBeUndefined();
  });
});
