/**
 * Loyalty (issue 11): the loader of /myaccount/astrapay, the home page's link offer (asked by its
 * island, customers only), and the proxy routes /api/linking-account and /api/loyalty/*, against
 * a real HTTP server standing in for the API. Only the cookie store (next/headers) is replaced: it
 * needs a live Next request.
 */
import { FALLBACK_REWARD_TEXT } from '@kemudi/domain/constants';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { loyaltyCalls, type WalletData } from '@kemudi/domain/contracts/loyalty';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { RecordedRequest } from '../../test/fake-api';
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

const WULAN: z.input<typeof CurrentCustomer> = {
  name: 'Wulan Sari',
  email: 'wulan@contoh.com',
  phoneNumber: '081388880001',
  customerNo: 'KMD90000011',
  customerNoTDMS: null,
  isSmsVerified: true,
  isWaVerified: false,
  isEmailVerified: true,
};
const TOKEN = 'at-wulan';
const UNLINKED: WalletData = { linked: false, accountPhone: null, balance: null, points: 0, linkedAt: null };
const LINKED: WalletData = { linked: true, accountPhone: '0813****0001', balance: 1_250_000, points: 5000, linkedAt: '2026-11-22T03:00:00.000Z' };

/** What the fake API answers for the wallet and the programme (a case changes them). */
const state = { wallet: UNLINKED, program: { message: 'true', loyaltyRewardAmount: 5000, rewardText: '5000 AstraPoint' } as Record<string, unknown> };

function answer(req: RecordedRequest, res: ServerResponse) {
  const path = new URL(req.url, 'http://api').pathname;
  if (path === loyaltyCalls.checkLoyaltyProgram.path) return sendData(res, state.program);
  const customer = req.headers.authorization === `Bearer ${TOKEN}`;
  if (!customer) return sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
  switch (`${req.method} ${path}`) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return sendData(res, WULAN);
    case `GET ${loyaltyCalls.getBalance.path}`:
      return sendData(res, state.wallet);
    case `GET ${loyaltyCalls.phoneUpdated.path}`:
      return sendData(res, { phoneUpdated: false, accountPhone: state.wallet.accountPhone });
    case `POST ${loyaltyCalls.linkAccount.path}`: {
      const body = JSON.parse(req.body || '{}') as { phoneNumber?: string };
      if (body.phoneNumber && body.phoneNumber !== WULAN.phoneNumber) {
        return sendError(res, 400, 'ValidationError', 'AstraPay hanya dapat dihubungkan dengan nomor HP akun Anda yang sudah terverifikasi.');
      }
      return sendData(res, { linked: true, redirectUrl: null, accountPhone: '0813****0001', earnedPoints: 5000 });
    }
    case `GET ${loyaltyCalls.astraPoints.path}`:
      return sendData(res, { points: 5000, earnPointNotif: true, lastEarnedPoints: 5000 });
    case `GET ${loyaltyCalls.resetEarnPoint.path}`:
      return sendData(res, { earnPointNotif: false });
    case `POST ${loyaltyCalls.unlinkAccount.path}`:
      return sendData(res, { linked: false });
    default:
      return sendError(res, 404, 'NotFoundError', 'Data tidak ditemukan');
  }
}

const { api, loaders, fail, clearCache } = await startLoaderHarness(answer, async () => ({
  loyalty: await import('./loyalty'),
  linkRoute: await import('../../app/api/linking-account/route'),
  pointsRoute: await import('../../app/api/loyalty/astrapoints/route'),
  offerRoute: await import('../../app/api/loyalty/home-offer/route'),
  resetRoute: await import('../../app/api/loyalty/reset-earn-point/route'),
  unlinkRoute: await import('../../app/api/loyalty/unlink/route'),
}));
const { loyalty, linkRoute, pointsRoute, offerRoute, resetRoute, unlinkRoute } = loaders;

const logIn = () => jar.values.set('kemudi_at', TOKEN);
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

beforeEach(() => {
  jar.values.clear();
  state.wallet = UNLINKED;
  state.program = { message: 'true', loyaltyRewardAmount: 5000, rewardText: '5000 AstraPoint' };
});

function sameSite(path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const json = async (response: Response) => (await response.json()) as { data?: Record<string, unknown>; errors?: { type: string; message: string; field?: string }[] };

describe('the AstraPay page loader', () => {
  beforeEach(logIn);

  it("reads the wallet, the offer and phone-updated with the customer's token", async () => {
    const data = await loyalty.loadAstraPayPage('/myaccount/astrapay');
    expect(data).toEqual({ wallet: UNLINKED, offer: { enabled: true, rewardText: '5000 AstraPoint' }, phoneUpdated: false });
    expect(calls(loyaltyCalls.getBalance.path)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('§8: a failed check-loyalty-program turns the loyalty flag off; the wallet still shows', async () => {
    fail(loyaltyCalls.checkLoyaltyProgram.path);
    const data = await loyalty.loadAstraPayPage('/myaccount/astrapay');
    expect(data.offer).toEqual({ enabled: false });
    expect(data.wallet).toEqual(UNLINKED);
  });

  it('§9: an answer without the amount still offers the reward, worded with the fallback text', async () => {
    state.program = { message: 'true' };
    expect((await loyalty.loadAstraPayPage('/myaccount/astrapay')).offer).toEqual({ enabled: true, rewardText: FALLBACK_REWARD_TEXT });
  });

  it('a wallet that cannot be read is null (the page says so)', async () => {
    fail(loyaltyCalls.getBalance.path);
    expect((await loyalty.loadAstraPayPage('/myaccount/astrapay')).wallet).toBeNull();
  });
});

describe('the home page offer (GET /api/loyalty/home-offer, asked by its island)', () => {
  const offer = async () => {
    const response = await offerRoute.GET();
    return { status: response.status, body: await json(response) };
  };

  it('a guest makes no loyalty call at all: the offer route says 401', async () => {
    const answer = await offer();
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.message).toBe('No access token provided');
    expect(api.requests.filter((r) => r.url.includes('astrapay') || r.url.includes('loyalty'))).toEqual([]);
    // Not even the user-auth call: without a token the route answers at once.
    expect(api.requests).toEqual([]);
  });

  it('a customer without a linked wallet gets the offer; a linked one gets none', async () => {
    logIn();
    expect(await offer()).toEqual({ status: 200, body: { status: 200, data: { rewardText: '5000 AstraPoint' } } });
    expect(calls(loyaltyCalls.getBalance.path).at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    state.wallet = LINKED;
    api.requests.length = 0;
    clearCache();
    expect((await offer()).body.data).toEqual({ rewardText: null });
    expect(calls(loyaltyCalls.getBalance.path)).toHaveLength(1);
    // Linked: the programme is not even asked.
    expect(calls(loyaltyCalls.checkLoyaltyProgram.path)).toHaveLength(0);
  });

  it('no offer when the programme check fails (§8) or the wallet cannot be read', async () => {
    logIn();
    fail(loyaltyCalls.checkLoyaltyProgram.path);
    expect((await offer()).body.data).toEqual({ rewardText: null });
    clearCache();
    fail(loyaltyCalls.getBalance.path);
    expect((await offer()).body.data).toEqual({ rewardText: null });
  });

  it('§9: an answer without the amount still offers the reward, worded with the fallback text', async () => {
    logIn();
    state.program = { message: 'true' };
    expect((await offer()).body.data).toEqual({ rewardText: FALLBACK_REWARD_TEXT });
  });
});

describe('the proxy routes', () => {
  it('POST /api/linking-account links with the customer token and answers the §7 envelope', async () => {
    logIn();
    const response = await linkRoute.POST(sameSite('/api/linking-account', 'POST', {}));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ linked: true, earnedPoints: 5000 });
    expect(calls(loyaltyCalls.linkAccount.path)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses a bad phone per field, a cross-site post, and a guest (§8 No access token provided)', async () => {
    logIn();
    const bad = await linkRoute.POST(sameSite('/api/linking-account', 'POST', { phoneNumber: 'abc' }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors?.[0]).toMatchObject({ field: 'phoneNumber', type: 'ValidationError' });
    const other = await linkRoute.POST(sameSite('/api/linking-account', 'POST', { phoneNumber: '081299998888' }));
    expect(other.status).toBe(400);
    expect((await json(other)).errors?.[0]?.message).toMatch(/nomor HP akun Anda/);
    const crossSite = await linkRoute.POST(sameSite('/api/linking-account', 'POST', {}, { origin: 'https://jahat.example', 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    jar.values.clear();
    const guest = await linkRoute.POST(sameSite('/api/linking-account', 'POST', {}));
    expect(guest.status).toBe(401);
    expect((await json(guest)).errors?.[0]?.message).toBe('No access token provided');
    expect(calls(loyaltyCalls.linkAccount.path)).toHaveLength(1);
  });

  it('astrapoints, reset-earn-point (GET, same site only) and unlink pass through', async () => {
    logIn();
    expect((await json(await pointsRoute.GET())).data).toEqual({ points: 5000, earnPointNotif: true, lastEarnedPoints: 5000 });
    expect((await json(await resetRoute.GET(sameSite('/api/loyalty/reset-earn-point', 'GET')))).data).toEqual({ earnPointNotif: false });
    expect((await resetRoute.GET(sameSite('/api/loyalty/reset-earn-point', 'GET', undefined, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect(calls(loyaltyCalls.resetEarnPoint.path)).toHaveLength(1);
    expect((await json(await unlinkRoute.POST(sameSite('/api/loyalty/unlink', 'POST', {})))).data).toEqual({ linked: false });
  });
});
