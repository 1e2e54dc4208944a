import type { CallData } from '@kemudi/domain/contracts/call';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { describe, expect, it, vi } from 'vitest';
import { LIMITED_MESSAGE, loginUrlFor, readSubscribeAnswer, requestSubscribe } from './subscribe';

const call = customerCalls.subscribeForm;
const answer = (emailSaved: boolean) => ({ status: 200, data: { emailSaved, email: 'budi@contoh.com' } satisfies CallData<typeof call> });

describe('readSubscribeAnswer', () => {
  it("asks to confirm from the inbox when a link was sent, and says §8 'Anda sudah berlangganan' for emailSaved false (issue 29)", () => {
    expect(readSubscribeAnswer(call, 200, answer(true))).toEqual({ kind: 'saved' });
    expect(readSubscribeAnswer(call, 200, answer(false))).toEqual({ kind: 'already', message: 'Anda sudah berlangganan' });
  });

  it('treats a success that breaks the contract as a failure, not as subscribed', () => {
    expect(readSubscribeAnswer(call, 200, { data: { emailSaved: 'true', email: 'budi@contoh.com' } })).toEqual({ kind: 'failed' });
    expect(readSubscribeAnswer(call, 200, { data: { emailSaved: true } })).toEqual({ kind: 'failed' });
    expect(readSubscribeAnswer(call, 200, { data: null })).toEqual({ kind: 'failed' });
    expect(readSubscribeAnswer(call, 200, null)).toEqual({ kind: 'failed' });
  });

  it('shows the §8 invalid-email text for a 400, whatever the wire message says', () => {
    expect(readSubscribeAnswer(call, 400, { errors: [{ type: 'ValidationError', message: 'Too big' }] })).toEqual({
      kind: 'invalid',
      message: 'Mohon masukkan email valid Contoh: nama@contoh.com',
    });
  });

  it("shows the API's Indonesian words for a 429, or its own when the body says nothing", () => {
    const message = 'Terlalu banyak permintaan berlangganan. Coba lagi dalam 120 detik.';
    expect(readSubscribeAnswer(call, 429, { errors: [{ type: 'TooManyRequests', message }] })).toEqual({ kind: 'limited', message });
    expect(readSubscribeAnswer(call, 429, null)).toEqual({ kind: 'limited', message: LIMITED_MESSAGE });
    expect(readSubscribeAnswer(call, 429, { errors: [{ type: 'TooManyRequests', message: ' ' }] })).toEqual({ kind: 'limited', message: LIMITED_MESSAGE });
  });

  it('sends the visitor to login only on a 401 with redirect true (§4)', () => {
    expect(readSubscribeAnswer(call, 401, { errors: [{ type: 'InvalidRefreshToken', message: 'x' }], redirect: true })).toEqual({
      kind: 'login',
    });
    expect(readSubscribeAnswer(call, 401, { errors: [{ type: 'UnauthorizedError', message: 'x' }] })).toEqual({ kind: 'failed' });
  });

  it('reports server failures', () => {
    expect(readSubscribeAnswer(call, 500, { errors: [{ type: 'InternalServerError', message: 'x' }] })).toEqual({ kind: 'failed' });
    expect(readSubscribeAnswer(call, 502, null)).toEqual({ kind: 'failed' });
  });
});

describe('requestSubscribe', () => {
  it('POSTs the address as JSON to the call through the site: nothing in the URL (issue 16)', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(answer(true)));
    await expect(requestSubscribe('a+b@contoh.com', fetchImpl)).resolves.toEqual({ kind: 'saved' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/customer/v1/subscribe');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a+b@contoh.com' });
  });

  it('turns a network error into a failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestSubscribe('budi@contoh.com', fetchImpl)).resolves.toEqual({ kind: 'failed' });
  });

  it('judges a non-JSON answer by its status', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestSubscribe('budi@contoh.com', fetchImpl)).resolves.toEqual({ kind: 'failed' });
  });
});

describe('loginUrlFor', () => {
  it('base64-encodes the current path (§2)', () => {
    expect(loginUrlFor('/promosi?x=1')).toBe(`/login?redirect=${encodeURIComponent(btoa('/promosi?x=1'))}`);
  });
});
