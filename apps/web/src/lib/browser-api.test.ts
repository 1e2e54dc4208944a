import type { CallData } from '@kemudi/domain/contracts/call';
import type { customerCalls } from '@kemudi/domain/contracts/customer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorOf, beacon, dataOf, NETWORK_MESSAGE, request, requestCall, sendForm } from './browser-api';

type Saved = CallData<typeof customerCalls.subscribe>;
const saved: Saved = { emailSaved: true, email: 'budi@contoh.com' };

/** The browser's fetch, answering `response`; records what it was asked. */
function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const subscribe = () => requestCall((c) => c.customerCalls.subscribe, { query: { email: 'budi@contoh.com' } });

describe('requestCall', () => {
  it('answers the data of a §7 envelope, parsed with the call’s contract, from the site’s own path', async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 200, data: saved }));
    await expect(subscribe()).resolves.toEqual(saved);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/api\/customer\/v1\/subscribe\?email=budi%40contoh\.com$/);
    expect(init?.credentials).toBe('same-origin');
  });

  it('throws on a non-2xx answer, a body that is not JSON and data that breaks the contract', async () => {
    stubFetch(() => Response.json({ errors: [{ type: 'InternalServerError', message: 'Terjadi kesalahan pada server' }] }, { status: 500 }));
    await expect(subscribe()).rejects.toMatchObject({ status: 500, type: 'InternalServerError', message: 'Terjadi kesalahan pada server' });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    await expect(subscribe()).rejects.toThrow();
    stubFetch(() => Response.json({ status: 200, data: { emailSaved: 'true', email: 'x' } }));
    await expect(subscribe()).rejects.toThrow(ApiError);
    stubFetch(() => Response.json({ errors: [] }));
    await expect(subscribe()).rejects.toThrow();
  });
});

describe('request', () => {
  it('sends JSON same-origin and never cached, and hands over the data of a 2xx', async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 201, data: { ok: 1 } }, { status: 201 }));
    await expect(request('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: true, status: 201, data: { ok: 1 }, body: { status: 201, data: { ok: 1 } } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', cache: 'no-store', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns no answer into status 0 and its Indonesian message, not a throw', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await request('/api/x');
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error).toMatchObject({ status: 0, type: 'NetworkError', message: NETWORK_MESSAGE });
  });

  it('rejects with the caller’s own abort (a newer search replaced this one)', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(request('/api/x', { signal: controller.signal })).rejects.toThrow(/aborted/);
  });

  it('refuses a URL of another site', async () => {
    await expect(request('https://evil.example/x')).rejects.toThrow(TypeError);
    await expect(request('//evil.example/x')).rejects.toThrow(TypeError);
  });

  it('reads the seconds of a 429 from the Retry-After header when the body names none', async () => {
    stubFetch(() => Response.json({ errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak permintaan.' }] }, { status: 429, headers: { 'retry-after': '30' } }));
    const answer = await request('/api/x');
    expect(!answer.ok && answer.error).toMatchObject({ status: 429, retryAfter: 30, message: 'Terlalu banyak permintaan.' });
  });
});

describe('apiErrorOf', () => {
  it('reads §7 errors: the first message without a field for the form, the others beside their fields', () => {
    const error = apiErrorOf(400, {
      errors: [
        { type: 'ValidationError', field: 'phoneNumber', message: 'Nomor HP wajib diisi' },
        { type: 'ValidationError', field: 'phoneNumber', message: 'second' },
        { type: 'ValidationError', message: 'Periksa isian Anda' },
      ],
    });
    expect(error).toMatchObject({ status: 400, type: 'ValidationError', apiMessage: 'Periksa isian Anda', fields: { phoneNumber: 'Nomor HP wajib diisi' }, redirect: false });
  });

  it('keeps the seconds of the body’s retryAfter, §4’s redirect, and says the fallback when nothing is readable', () => {
    expect(apiErrorOf(429, { errors: [{ message: 'Tunggu.' }], retryAfter: 41.2 }).retryAfter).toBe(42);
    expect(apiErrorOf(401, { errors: [{ type: 'InvalidRefreshToken', message: 'x' }], redirect: true }).redirect).toBe(true);
    expect(apiErrorOf(502, '<html>', 'Coba lagi nanti.')).toMatchObject({ message: 'Coba lagi nanti.', apiMessage: null, type: 'HttpError' });
  });
});

describe('sendForm', () => {
  it('puts a 400’s field messages beside their fields; any other refusal is one message', async () => {
    stubFetch(() => Response.json({ errors: [{ type: 'ValidationError', field: 'email', message: 'Email tidak valid' }] }, { status: 400 }));
    await expect(sendForm('/api/x', { body: {} })).resolves.toMatchObject({ kind: 'invalid', fields: { email: 'Email tidak valid' }, message: 'Periksa kembali isian yang ditandai.' });
    stubFetch(() => Response.json({ errors: [{ type: 'Conflict', message: 'Nomor polisi sudah terdaftar' }] }, { status: 409 }));
    await expect(sendForm('/api/x', { body: {} })).resolves.toMatchObject({ kind: 'failed', message: 'Nomor polisi sudah terdaftar' });
  });
});

describe('beacon', () => {
  it('posts with keepalive and never throws, whatever fetch does', async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => beacon('/api/whatsapp-lead', { a: 1 })).not.toThrow();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
  });
});

describe('dataOf', () => {
  it('takes data from an object body only', () => {
    expect(dataOf({ data: [1] })).toEqual([1]);
    expect(dataOf(null)).toBeUndefined();
    expect(dataOf('data')).toBeUndefined();
  });
});
