import { staffCalls } from '@kemudi/domain/contracts/staff';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi, isSignedOut, NETWORK_MESSAGE } from './api';

/** A fetch that answers one prepared response and keeps what it was asked. */
function answering(status: number, body: unknown) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

const ME = {
  id: '00000000-0000-4000-8000-00000005a001',
  name: 'Dewi Lestari',
  email: 'dewi@staf.contoh.com',
  role: 'group_admin',
  branches: [],
  permissions: ['staff.manage'],
  sessionExpiresAt: '2026-11-22T18:00:00.000Z',
};

describe('the console client of the staff API', () => {
  it('builds the path and query from the contract and parses the answer with it', async () => {
    const { fetcher, asked } = answering(200, { status: 200, data: { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0, counts: { all: 0, active: 0, invited: 0, inactive: 0 } } });
    const page = await callApi(staffCalls.list, { query: { q: 'dewi lestari', role: 'sales', page: 1 } }, fetcher);
    expect(page.page).toBe(1);
    expect(asked[0]!.url).toBe('/api/staff/v1/staff?q=dewi+lestari&role=sales&page=1');
    expect(asked[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(asked[0]!.init.body).toBeUndefined();
  });

  it('sends a state-changing call as JSON with the console header (the API refuses it otherwise)', async () => {
    const { fetcher, asked } = answering(200, { status: 200, data: ME });
    await callApi(staffCalls.me, {}, fetcher);
    const { fetcher: post, asked: posted } = answering(200, { status: 200, data: { loggedOut: true } });
    await callApi(staffCalls.logout, { body: {} }, post);
    expect(asked[0]!.init.headers).not.toHaveProperty('x-kemudi-console');
    expect(posted[0]!.init).toMatchObject({ method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-kemudi-console': '1' } });
  });

  it("turns a refusal into an ApiError with the API's own words", async () => {
    const { fetcher } = answering(429, { status: 429, retryAfter: 900, errors: [{ type: 'AccountLocked', message: 'Terlalu banyak percobaan yang gagal.' }] });
    const error = await callApi(staffCalls.login, { body: { email: 'a@b.c', password: 'x' } }, fetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, type: 'AccountLocked', message: 'Terlalu banyak percobaan yang gagal.', retryAfter: 900 });
    const { fetcher: signedOut } = answering(401, { errors: [{ type: 'NotSignedIn', message: 'Sesi Anda sudah berakhir.' }] });
    expect(isSignedOut(await callApi(staffCalls.me, {}, signedOut).catch((e: unknown) => e))).toBe(true);
  });

  it('says so in Indonesian when the network fails, the server breaks or the answer does not fit the contract', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(callApi(staffCalls.me, {}, offline)).rejects.toMatchObject({ status: 0, message: NETWORK_MESSAGE });
    await expect(callApi(staffCalls.me, {}, answering(502, '<html>Bad gateway</html>').fetcher)).rejects.toMatchObject({
      message: 'Terjadi kesalahan pada server. Coba lagi sebentar lagi.',
    });
    await expect(callApi(staffCalls.me, {}, answering(200, { status: 200, data: { ...ME, role: 'direktur' } }).fetcher)).rejects.toMatchObject({
      type: 'InvalidAnswer',
    });
  });
});
