import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNewStep, readDismissed, rememberDismissed, submitGuestConsent, submitStep } from './post-login-api';

/** A stand-in fetch that records what the helpers send and answers `reply`. */
function stubFetch(status: number, body: unknown) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("a guest's consent (§7 submit-modal PUT pdpConsentNotLoggedIn)", () => {
  it('is a PUT of the checkbox variant (§9 source 4 detail 4) with the status, phone and name', async () => {
    const sent = stubFetch(200, { status: 200, data: { type: 'pdpConsentNotLoggedIn', message: 'Terima kasih, persetujuan Anda telah disimpan.' } });
    const answer = await submitGuestConsent({ agreed: true, phoneNumber: '081355550301', customerName: 'Dewi Lestari' });
    expect(answer).toEqual({ ok: true, data: { type: 'pdpConsentNotLoggedIn', message: 'Terima kasih, persetujuan Anda telah disimpan.' } });
    expect(sent).toEqual([
      {
        url: '/api/submit-modal',
        method: 'PUT',
        body: {
          type: 'pdpConsentNotLoggedIn',
          consentStatusId: 1,
          phoneNumber: '081355550301',
          customerName: 'Dewi Lestari',
          consentSourceCode: 4,
          consentSourceDetailCode: 4,
        },
      },
    ]);
    await submitGuestConsent({ agreed: false, phoneNumber: '081355550301', customerName: 'Dewi Lestari' });
    expect(sent[1]?.body).toMatchObject({ consentStatusId: 2 });
  });

  it("passes the route's Indonesian refusal on", async () => {
    stubFetch(400, { errors: [{ type: 'ValidationError', message: 'Nama wajib diisi', field: 'customerName' }] });
    expect(await submitGuestConsent({ agreed: true, phoneNumber: '081355550301', customerName: '' })).toMatchObject({ ok: false, message: 'Periksa kembali isian yang ditandai.' });
  });
});

describe('one step of the post-login modal (POST submit-modal)', () => {
  it('answers what the step did, parsed with the contract', async () => {
    const sent = stubFetch(200, { status: 200, data: { type: 'seamless', message: 'Akun Anda telah terhubung.', customerNoTDMS: 'TDMS-0030101' } });
    expect(await submitStep({ type: 'seamless', accept: true })).toEqual({
      ok: true,
      data: { type: 'seamless', message: 'Akun Anda telah terhubung.', customerNoTDMS: 'TDMS-0030101' },
    });
    expect(sent[0]).toMatchObject({ url: '/api/submit-modal', method: 'POST', body: { type: 'seamless', accept: true } });
  });

  it('says the session ended on a 401, and shows the API message otherwise', async () => {
    stubFetch(401, { errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true });
    expect(await submitStep({ type: 'seamless', accept: true })).toMatchObject({ ok: false, login: true });
    stubFetch(409, { errors: [{ type: 'DealerRecordNotLinked', message: 'Akun Anda belum terhubung dengan data pelanggan dealer.' }] });
    expect(await submitStep({ type: 'o2oprofile', fields: ['gender'] })).toEqual({
      ok: false,
      login: false,
      message: 'Akun Anda belum terhubung dengan data pelanggan dealer.',
    });
  });
});

describe('"Nanti saja" for this browser session', () => {
  it('opens again on a page load only for a step that was not put off', () => {
    expect(hasNewStep(['pdp'], [])).toBe(true);
    expect(hasNewStep(['pdp'], ['pdp'])).toBe(false);
    expect(hasNewStep(['seamless', 'pdp'], ['pdp'])).toBe(true);
    expect(hasNewStep([], [])).toBe(false);
  });

  it('is kept per customer in session storage', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    });
    expect(readDismissed('081355550101')).toEqual([]);
    rememberDismissed('081355550101', ['o2ocars', 'pdp']);
    expect(readDismissed('081355550101')).toEqual(['o2ocars', 'pdp']);
    expect(readDismissed('081355550201')).toEqual([]);
  });

  it('a browser that refuses storage just forgets', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    rememberDismissed('081355550101', ['pdp']);
    expect(readDismissed('081355550101')).toEqual([]);
  });
});
