import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { customers, loyaltyWallets } from '@kemudi/db';
import type { Call } from '@kemudi/domain/contracts/call';
import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { LOYALTY_MESSAGES } from '@kemudi/domain/loyalty';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../src/modules/loyalty';
import { LINK_LIMIT_PER_CUSTOMER } from '../src/modules/loyalty/routes';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

const C = loyaltyCalls;
type Res = { status: number; body: any };

/** The answer's data, parsed with the call's own schema (the contract both sides share). */
function dataOf<K extends Call>(call: K, res: Res): z.infer<K['data']> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe(200);
  return call.data.parse(res.body.data) as z.infer<K['data']>;
}
const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;

function caller(ctx: TestContext, token: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Res> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    program: () => call('GET', C.checkLoyaltyProgram.path),
    balance: (device = 'web') => call('GET', `${C.getBalance.path}?device=${device}`),
    link: (body: unknown = {}) => call('POST', C.linkAccount.path, body),
    unlink: () => call('POST', C.unlinkAccount.path, {}),
    points: () => call('GET', C.astraPoints.path),
    phoneUpdated: () => call('GET', C.phoneUpdated.path),
    reset: () => call('GET', C.resetEarnPoint.path),
  };
}

describe('loyalty with the simulated AstraPay (§7 loyalty calls)', () => {
  let ctx: TestContext;
  let newCustomer: (options?: Parameters<typeof createCustomer>[1]) => Promise<{ id: string; phone: string; api: ReturnType<typeof caller> }>;
  beforeAll(async () => {
    ctx = await createTestContext();
    newCustomer = async (options) => {
      const c = await createCustomer(ctx, options);
      return { id: c.id, phone: c.phone, api: caller(ctx, await customerToken(ctx, c.id)) };
    };
  });
  afterAll(() => ctx.close());

  it("check-loyalty-program answers the reward to anyone: message 'true', 5000 and '5000 AstraPoint' (§3, §9)", async () => {
    const guest = caller(ctx, ctx.token);
    expect(dataOf(C.checkLoyaltyProgram, await guest.program())).toEqual({ message: 'true', loyaltyRewardAmount: 5000, rewardText: '5000 AstraPoint' });
    const { api } = await newCustomer();
    expect(dataOf(C.checkLoyaltyProgram, await api.program()).message).toBe('true');
  });

  it('refuses every wallet call to a guest (401) and to a temporary login (403)', async () => {
    const guest = caller(ctx, ctx.token);
    const c = await createCustomer(ctx, { verified: false });
    const temporary = caller(ctx, await customerToken(ctx, c.id, { temporary: true }));
    for (const who of [guest, temporary]) {
      for (const res of [await who.balance(), await who.link(), await who.unlink(), await who.points(), await who.phoneUpdated(), await who.reset()]) {
        expect([401, 403]).toContain(res.status);
        expect(errorOf(res)?.message).toBeTruthy();
      }
    }
    expect((await guest.link()).status).toBe(401);
    // The offer itself is for anyone, the §4 temporary login included.
    expect(dataOf(C.checkLoyaltyProgram, await temporary.program()).message).toBe('true');
    expect(errorOf(await temporary.link())?.message).toMatch(/Verifikasi nomor HP/);
  });

  it('links the wallet of the verified phone, gives 5000 AstraPoints once and tells the customer once (earnPointNotif)', async () => {
    const { phone, api } = await newCustomer();
    expect(dataOf(C.getBalance, await api.balance())).toEqual({ linked: false, accountPhone: null, balance: null, points: 0, linkedAt: null });
    expect(dataOf(C.astraPoints, await api.points())).toEqual({ points: 0, earnPointNotif: false, lastEarnedPoints: null });

    const masked = `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8)}${phone.slice(-4)}`;
    expect(dataOf(C.linkAccount, await api.link())).toEqual({ linked: true, redirectUrl: null, accountPhone: masked, earnedPoints: 5000 });

    const wallet = dataOf(C.getBalance, await api.balance());
    const expected = await createSimulatedProvider().link(phone).then((w) => createSimulatedProvider().balance(w.accountRef));
    expect(wallet).toMatchObject({ linked: true, accountPhone: masked, balance: expected, points: 5000 });
    expect(wallet.balance).toBeGreaterThanOrEqual(50_000);
    expect(new Date(wallet.linkedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000); // the wall clock, not FIXED_NOW's day

    expect(dataOf(C.astraPoints, await api.points())).toEqual({ points: 5000, earnPointNotif: true, lastEarnedPoints: 5000 });
    expect(dataOf(C.resetEarnPoint, await api.reset())).toEqual({ earnPointNotif: false });
    expect(dataOf(C.astraPoints, await api.points())).toMatchObject({ points: 5000, earnPointNotif: false });

    // Linking again: nothing changes, no second reward, no new notice.
    expect(dataOf(C.linkAccount, await api.link({ phoneNumber: phone.replace(/^0/, '+62') }))).toMatchObject({ linked: true, earnedPoints: 0 });
    expect(dataOf(C.astraPoints, await api.points())).toMatchObject({ points: 5000, earnPointNotif: false });

    // Unlinking keeps the points; linking once more gives no reward (once per customer ever).
    expect(dataOf(C.unlinkAccount, await api.unlink())).toEqual({ linked: false });
    expect(dataOf(C.getBalance, await api.balance())).toEqual({ linked: false, accountPhone: null, balance: null, points: 5000, linkedAt: null });
    expect(dataOf(C.unlinkAccount, await api.unlink())).toEqual({ linked: false });
    expect(dataOf(C.linkAccount, await api.link())).toMatchObject({ linked: true, earnedPoints: 0 });
    expect(dataOf(C.astraPoints, await api.points())).toEqual({ points: 5000, earnPointNotif: false, lastEarnedPoints: 5000 });
  });

  it('never shows one customer the wallet of another', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    dataOf(C.linkAccount, await a.api.link());
    expect(dataOf(C.getBalance, await b.api.balance())).toMatchObject({ linked: false, accountPhone: null, points: 0 });
    expect(dataOf(C.astraPoints, await b.api.points())).toMatchObject({ points: 0, earnPointNotif: false });
    expect(dataOf(C.phoneUpdated, await b.api.phoneUpdated())).toEqual({ phoneUpdated: false, accountPhone: null });
    // b's reset and unlink leave a's wallet alone.
    dataOf(C.resetEarnPoint, await b.api.reset());
    dataOf(C.unlinkAccount, await b.api.unlink());
    expect(dataOf(C.astraPoints, await a.api.points())).toMatchObject({ points: 5000, earnPointNotif: true });
    expect(dataOf(C.getBalance, await a.api.balance()).linked).toBe(true);
    // Nor can b link a's number.
    const res = await b.api.link({ phoneNumber: a.phone });
    expect(res.status).toBe(400);
    expect(errorOf(res)?.message).toBe(LOYALTY_MESSAGES.PHONE_NOT_OWN);
  });

  it('phone-updated: the account phone changed since the link; linking again takes the new number', async () => {
    const { id, api } = await newCustomer();
    dataOf(C.linkAccount, await api.link());
    expect(dataOf(C.phoneUpdated, await api.phoneUpdated()).phoneUpdated).toBe(false);
    const newPhone = `0857${String(Date.now()).slice(-8)}`;
    await ctx.db.update(customers).set({ phone: newPhone }).where(eq(customers.id, id));
    expect(dataOf(C.phoneUpdated, await api.phoneUpdated())).toMatchObject({ phoneUpdated: true });
    expect(dataOf(C.linkAccount, await api.link())).toMatchObject({ linked: true, accountPhone: `0857****${newPhone.slice(-4)}`, earnedPoints: 0 });
    expect(dataOf(C.phoneUpdated, await api.phoneUpdated())).toEqual({ phoneUpdated: false, accountPhone: `0857****${newPhone.slice(-4)}` });
  });

  it('a number AstraPay does not know (simulated: ending in 0000) is refused with a clear message, and nothing is given', async () => {
    const { api } = await newCustomer({ phone: `0821${String(Date.now()).slice(-4)}0000` });
    const res = await api.link();
    expect(res.status).toBe(422);
    expect(errorOf(res)).toEqual({ type: 'WalletNotFound', message: LOYALTY_MESSAGES.WALLET_UNKNOWN });
    expect(dataOf(C.getBalance, await api.balance())).toMatchObject({ linked: false, points: 0 });
    expect(dataOf(C.astraPoints, await api.points())).toMatchObject({ points: 0, earnPointNotif: false });
  });

  it('answers bad input with an Indonesian 400', async () => {
    const { api } = await newCustomer();
    for (const body of [{ phoneNumber: 'abc' }, { phoneNumber: '0712345678' }, { phoneNumber: 12 }, { phoneNumber: '0'.repeat(40) }]) {
      const res = await api.link(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)?.message).toMatch(/nomor|HP|teks|angka|karakter/i);
    }
    const longDevice = await api.balance('x'.repeat(30));
    expect(longDevice.status).toBe(400);
    expect(errorOf(longDevice)?.type).toBe('ValidationError');
    // A logged-in account whose phone is not verified cannot link (its phone is not shown to be theirs).
    const unverified = await newCustomer({ verified: false });
    const res = await unverified.api.link();
    expect(res.status).toBe(400);
    expect(errorOf(res)?.message).toBe(LOYALTY_MESSAGES.PHONE_NOT_VERIFIED);
    expect(dataOf(C.getBalance, await unverified.api.balance()).linked).toBe(false);
  });

  it('two links at once give the reward once', async () => {
    const { id, api } = await newCustomer();
    const results = await Promise.all([api.link(), api.link(), api.link(), api.link()]);
    const earned = results.map((r) => dataOf(C.linkAccount, r).earnedPoints);
    expect(earned.reduce((a, b) => a + b, 0)).toBe(5000);
    const [row] = await ctx.db.select().from(loyaltyWallets).where(eq(loyaltyWallets.customerId, id));
    expect(row).toMatchObject({ points: 5000, earnPointNotif: true, lastEarnedPoints: 5000 });
    expect(row!.rewardGrantedAt).toBeInstanceOf(Date);
  });

  it(`limits links and unlinks to ${LINK_LIMIT_PER_CUSTOMER} an hour per customer (429 in Indonesian)`, async () => {
    const { api } = await newCustomer();
    for (let i = 0; i < LINK_LIMIT_PER_CUSTOMER; i += 1) {
      const res = i % 2 === 0 ? await api.link() : await api.unlink();
      expect(res.status).toBe(200);
    }
    const refused = await api.link();
    expect(refused.status).toBe(429);
    expect(errorOf(refused)?.message).toMatch(/Terlalu banyak permintaan/);
    // Another customer is counted on their own.
    const other = await newCustomer();
    expect((await other.api.link()).status).toBe(200);
  });
});

/** A stand-in AstraPay on 127.0.0.1 speaking the protocol of provider.ts createHttpProvider. */
type StandIn = { server: Server; url: string; requests: { method: string; path: string; auth: string | undefined; body: unknown }[]; failBalance: boolean; failLink: boolean };

async function startStandIn(apiKey: string): Promise<StandIn> {
  const wallets = new Map<string, string>();
  const state: StandIn = { server: undefined as unknown as Server, url: '', requests: [], failBalance: false, failLink: false };
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text ? JSON.parse(text) : undefined;
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    state.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) return send(401, { message: 'bad key' });
    if (req.method === 'POST' && path === '/v1/wallets/link') {
      if (state.failLink) return send(500, { message: 'down' });
      const phone = String((body as { phoneNumber?: string })?.phoneNumber ?? '');
      if (phone.endsWith('9999')) return send(404, { message: 'unknown wallet' });
      const ref = `AP-${phone.slice(-6)}`;
      wallets.set(ref, phone);
      return send(200, { accountRef: ref });
    }
    const match = /^\/v1\/wallets\/([^/]+)\/(balance|unlink)$/.exec(path);
    if (match && wallets.has(decodeURIComponent(match[1]!))) {
      if (match[2] === 'balance' && req.method === 'GET') return state.failBalance ? send(503, {}) : send(200, { balance: 1_234_567 });
      if (match[2] === 'unlink' && req.method === 'POST') {
        wallets.delete(decodeURIComponent(match[1]!));
        return send(200, { unlinked: true });
      }
    }
    return send(404, { message: 'not found' });
  };
  state.server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

describe('loyalty over the HTTP AstraPay provider (ASTRAPAY_BASE_URL), against a stand-in on 127.0.0.1', () => {
  const KEY = 'astrapay-test-key';
  let ctx: TestContext;
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn(KEY);
    // The reward turned off here too: check-loyalty-program says 'false' and linking gives nothing.
    ctx = await createTestContext({ ASTRAPAY_BASE_URL: `${standIn.url}/`, ASTRAPAY_API_KEY: KEY, LOYALTY_LINK_REWARD_POINTS: '0' });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it("check-loyalty-program answers 'false' while the reward is 0", async () => {
    expect(dataOf(C.checkLoyaltyProgram, await caller(ctx, ctx.token).program())).toEqual({ message: 'false', loyaltyRewardAmount: 0, rewardText: '0 AstraPoint' });
  });

  it('links, reads the balance and unlinks through AstraPay with the bearer key and the +62 number', async () => {
    const c = await createCustomer(ctx);
    const api = caller(ctx, await customerToken(ctx, c.id));
    expect(dataOf(C.linkAccount, await api.link())).toMatchObject({ linked: true, redirectUrl: null, earnedPoints: 0 });
    const link = standIn.requests.find((r) => r.path === '/v1/wallets/link');
    expect(link).toMatchObject({ method: 'POST', auth: `Bearer ${KEY}`, body: { phoneNumber: `+62${c.phone.slice(1)}` } });
    expect(dataOf(C.getBalance, await api.balance())).toMatchObject({ linked: true, balance: 1_234_567, points: 0 });
    expect(dataOf(C.astraPoints, await api.points())).toEqual({ points: 0, earnPointNotif: false, lastEarnedPoints: null });

    // AstraPay cannot tell the balance now: the wallet still shows, without a balance.
    standIn.failBalance = true;
    expect(dataOf(C.getBalance, await api.balance())).toMatchObject({ linked: true, balance: null });
    standIn.failBalance = false;

    expect(dataOf(C.unlinkAccount, await api.unlink())).toEqual({ linked: false });
    expect(standIn.requests.some((r) => r.method === 'POST' && r.path === `/v1/wallets/AP-${c.phone.slice(-6)}/unlink`)).toBe(true);
    expect(dataOf(C.getBalance, await api.balance()).linked).toBe(false);
  });

  it('answers 422 when AstraPay knows no wallet and 503 when it is down, linking nothing', async () => {
    const unknown = await createCustomer(ctx, { phone: `0813${String(Date.now()).slice(-4)}9999` });
    const api = caller(ctx, await customerToken(ctx, unknown.id));
    const refused = await api.link();
    expect(refused.status).toBe(422);
    expect(errorOf(refused)?.message).toBe(LOYALTY_MESSAGES.WALLET_UNKNOWN);

    const c = await createCustomer(ctx);
    const other = caller(ctx, await customerToken(ctx, c.id));
    standIn.failLink = true;
    const down = await other.link();
    standIn.failLink = false;
    expect(down.status).toBe(503);
    expect(errorOf(down)?.message).toBe(LOYALTY_MESSAGES.PROVIDER_DOWN);
    expect(dataOf(C.getBalance, await other.balance()).linked).toBe(false);
  });
});
