import { describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE, postAccount, readAccountAnswer } from './account-api';

describe('readAccountAnswer', () => {
  it('hands over the data of a success', () => {
    expect(readAccountAnswer(200, { status: 200, data: { resendIn: 60 } })).toEqual({ ok: true, data: { resendIn: 60 } });
  });

  it('puts field errors beside their field and the rest in the form message', () => {
    const answer = readAccountAnswer(400, {
      errors: [
        { type: 'ValidationError', field: 'phoneNumber', message: 'Nomor HP wajib diisi' },
        { type: 'ValidationError', field: 'phoneNumber', message: 'second message for the same field' },
        { type: 'ValidationError', field: 'email', message: 'Email wajib diisi' },
      ],
    });
    expect(answer).toEqual({
      ok: false,
      status: 400,
      type: 'ValidationError',
      message: null,
      fields: { phoneNumber: 'Nomor HP wajib diisi', email: 'Email wajib diisi' },
      retryAfter: null,
    });
  });

  it('keeps the seconds to wait of a 429', () => {
    const answer = readAccountAnswer(429, { errors: [{ type: 'TooManyRequests', message: 'Coba lagi dalam 42 detik.' }], retryAfter: 41.2 });
    expect(answer).toMatchObject({ ok: false, type: 'TooManyRequests', message: 'Coba lagi dalam 42 detik.', retryAfter: 42 });
  });

  it('says something in Indonesian when the answer cannot be read', () => {
    expect(readAccountAnswer(502, 'Bad Gateway')).toMatchObject({ ok: false, status: 502, message: 'Terjadi kesalahan. Silakan coba lagi.' });
    expect(readAccountAnswer(200, { status: 200 })).toMatchObject({ ok: false });
  });
});

describe('postAccount', () => {
  it('posts JSON to the route and reads its answer', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ status: 200, data: { temporary: false } }));
    expect(await postAccount('/api/login-email', { username: 'a', password: 'b' }, fetchImpl)).toEqual({ ok: true, data: { temporary: false } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/login-email', expect.objectContaining({ method: 'POST', body: '{"username":"a","password":"b"}' }));
  });

  it('turns a network failure into a message, not a throw', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postAccount('/api/login', {}, fetchImpl)).toMatchObject({ ok: false, status: 0, message: NETWORK_MESSAGE });
  });
});
