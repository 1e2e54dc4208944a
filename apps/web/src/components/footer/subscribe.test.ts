import type { CallData } from '@kemudi/domain/contracts/call';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { describe, expect, it, vi } from 'vitest';
import { loginUrlFor, readSubscribeAnswer, requestSubscribe } from './subscribe';

const call = customerCalls.subscribe;
const answer = (emailSaved: boolean) => ({ status: 200, data: { emailSaved, email: 'budi@contoh.com' } satisfies CallData<typeof call> });

describe('readSubscribeAnswer', () => {
  it('reads data.emailSaved (§3, §8)', () => {
    expect(readSubscribeAnswer(call, 200, answer(true))).toEqual({ kind: 'saved' });
    expect(readSubscribeAnswer(call, 200, answer(false))).toEqual({ kind: 'already' });
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
  it('calls the §7 path through the site with the address encoded', async () => {
    const fetchImpl = vi.fn(async () => Response.json(answer(true)));
    await expect(requestSubscribe('a+b@contoh.com', fetchImpl)).resolves.toEqual({ kind: 'saved' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/customer/v1/subscribe?email=a%2Bb%40contoh.com', expect.anything());
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
