/**
 * The dealer system (modules/dealer-system): the seeded implementation over dealer_system_customers,
 * and the HTTP adapter (TDMS_BASE_URL) against a local stand-in server — found, not found, a server
 * error, an answer it should not give and a time-out. A failing dealer system never fails
 * get-singleid: it answers "no record found now".
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { customers, dealerSystemCustomers } from '@kemudi/db';
import { SingleIdData, SubmitModalData } from '@kemudi/domain/contracts/dealer-sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpDealerSystem, createSeededDealerSystem, DealerSystemError } from '../src/modules/dealer-system';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

const API_KEY = 'tdms-test-key-123';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: unknown } | 'hang';

/** A stand-in TDMS on 127.0.0.1: answers what `answer` says and records every request. */
async function startStandIn(answer: (req: Seen) => Answer) {
  const seen: Seen[] = [];
  const hanging: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const a = answer(request);
      if (a === 'hang') {
        hanging.push(() => res.destroy());
        return;
      }
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tdms/v1`,
    seen,
    close: async () => {
      hanging.splice(0).forEach((end) => end());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const RECORD = {
  customerNoTdms: 'TDMS-0099001',
  name: 'Dewi Lestari',
  email: 'dewi@contoh.com',
  profile: { gender: 'female', cityIsocode: '3273', favoriteFood: 'Seblak', unknownField: 'x' },
  vehicles: [
    { vehicleId: 'V-1', model: 'Raize 1.0T GR Sport CVT', plate: 'd 4321 xyz', year: 2022, color: 'Kuning', vin: null, lastServiceDate: '2026-08-01', lastServiceKm: 20_100 },
  ],
};

describe('HTTP dealer system (TDMS_BASE_URL) against a stand-in server', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let mode: 'found' | 'none' | '404' | 'error' | 'garbage' | 'hang' = 'found';
  beforeAll(async () => {
    standIn = await startStandIn((req) => {
      if (req.method === 'POST') return mode === 'error' ? { status: 500, body: { message: 'down' } } : { status: 204 };
      switch (mode) {
        case 'found':
          return { status: 200, body: { data: RECORD } };
        case 'none':
          return { status: 200, body: { data: null } };
        case '404':
          return { status: 404, body: { message: 'not found' } };
        case 'error':
          return { status: 503, body: { message: 'maintenance' } };
        case 'garbage':
          return { status: 200, body: { data: { name: 'tanpa nomor' } } };
        case 'hang':
          return 'hang';
      }
    });
  });
  afterAll(() => standIn.close());

  const system = (timeoutMs?: number) => createHttpDealerSystem({ baseUrl: standIn.url, apiKey: API_KEY, ...(timeoutMs ? { timeoutMs } : {}) });

  it('finds a record by phone with the bearer key, keeping only §3 fields and normalising plates', async () => {
    mode = 'found';
    const record = await system().findByPhone('081355559999');
    expect(record).toMatchObject({ customerNoTdms: 'TDMS-0099001', name: 'Dewi Lestari', email: 'dewi@contoh.com' });
    expect(record?.profile).toMatchObject({ gender: 'female', cityIsocode: '3273', favoriteFood: 'Seblak', address: null });
    expect(record?.profile).not.toHaveProperty('unknownField');
    expect(record?.vehicles[0]).toMatchObject({ vehicleId: 'V-1', plate: 'D 4321 XYZ', lastServiceKm: 20_100 });
    const request = standIn.seen.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/tdms/v1/customers?phone=081355559999');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('answers null when the dealer has no record (data null, or 404)', async () => {
    mode = 'none';
    expect(await system().findByPhone('081355559998')).toBeNull();
    mode = '404';
    expect(await system().findByPhone('081355559998')).toBeNull();
  });

  it('throws a DealerSystemError on a server error, an unexpected answer and a time-out', async () => {
    mode = 'error';
    await expect(system().findByPhone('081355559997')).rejects.toBeInstanceOf(DealerSystemError);
    mode = 'garbage';
    await expect(system().findByPhone('081355559997')).rejects.toBeInstanceOf(DealerSystemError);
    mode = 'hang';
    await expect(system(300).findByPhone('081355559997')).rejects.toBeInstanceOf(DealerSystemError);
  });

  it('reports a sync with the §7 o2ocars flags, and throws when the server fails', async () => {
    mode = 'found';
    const at = new Date('2026-11-22T03:00:00Z');
    await system().reportSync('TDMS-0099001', { isPhoneVerified: true, isWAVerified: false, isEmailVerified: true, is020Sync: true }, at);
    const request = standIn.seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/tdms/v1/customers/TDMS-0099001/sync' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.parse(request.body)).toEqual({ isPhoneVerified: true, isWAVerified: false, isEmailVerified: true, is020Sync: true, syncedAt: at.toISOString() });
    mode = 'error';
    await expect(system().reportSync('TDMS-0099001', { isPhoneVerified: true, isWAVerified: false, isEmailVerified: true, is020Sync: true }, at)).rejects.toBeInstanceOf(
      DealerSystemError,
    );
  });

  it('refuses an unreachable server as a DealerSystemError', async () => {
    const closed = createHttpDealerSystem({ baseUrl: 'http://127.0.0.1:9/tdms', apiKey: API_KEY });
    await expect(closed.findByPhone('081355559996')).rejects.toBeInstanceOf(DealerSystemError);
  });
});

describe('get-singleid over the HTTP dealer system', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let ctx: TestContext;
  let fail = false;
  let syncFails = false;
  beforeAll(async () => {
    standIn = await startStandIn((req) => {
      if (req.method === 'POST') return syncFails ? { status: 502 } : { status: 204 };
      if (fail) return { status: 500 };
      return req.url.includes('phone=081355559901') ? { status: 200, body: { data: RECORD } } : { status: 404 };
    });
    ctx = await createTestContext({ TDMS_BASE_URL: standIn.url, TDMS_API_KEY: API_KEY });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const singleId = async (token: string) => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/customer/v1/single-id/get-singleid', headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode).toBe(200);
    return SingleIdData.parse(r.json().data);
  };

  it('shows the record the dealer system answers for the verified phone', async () => {
    const customer = await createCustomer(ctx, { phone: '081355559901' });
    const data = await singleId(await customerToken(ctx, customer.id));
    expect(data.verificationPhoneNumber).toMatchObject({ acknowledge: true, customerTDMSNo: 'TDMS-0099001' });
    expect(data.profileTemporary?.vehicles.map((v) => v.plate)).toEqual(['D 4321 XYZ']);
    expect(standIn.seen.some((r) => r.url === '/tdms/v1/customers?phone=081355559901')).toBe(true);
  });

  const submit = async (token: string, body: object) => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/customer/v1/single-id/submit-modal', headers: { authorization: `Bearer ${token}` }, payload: body });
    return { status: r.statusCode, body: r.json() };
  };

  it('links and adds the vehicles; a failed sync report keeps the cars and says the sync did not go through', async () => {
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.phone, '081355559901'));
    const token = await customerToken(ctx, customer!.id);
    expect((await submit(token, { type: 'seamless', accept: true })).body.data.customerNoTDMS).toBe('TDMS-0099001');
    syncFails = true;
    try {
      const flags = { isPhoneVerified: true, isWAVerified: false, isEmailVerified: false, is020Sync: true };
      const res = await submit(token, { type: 'o2ocars', vehicleIds: ['V-1'], ...flags });
      expect(res.status).toBe(200);
      const data = SubmitModalData.parse(res.body.data);
      expect(data.addedPlates).toEqual(['D 4321 XYZ']);
      expect(data.message).toContain('Sinkronisasi dengan sistem dealer belum berhasil');
      expect((await singleId(token)).customer.is020Sync).toBe(false);
      // Sending the answer again once the dealer system is back syncs without adding the car twice.
      syncFails = false;
      const again = SubmitModalData.parse((await submit(token, { type: 'o2ocars', vehicleIds: ['V-1'], ...flags })).body.data);
      expect(again.addedPlates).toEqual([]);
      expect(again.message).toContain('tersinkron');
      expect((await singleId(token)).customer.is020Sync).toBe(true);
      const sync = standIn.seen.filter((r) => r.method === 'POST').at(-1);
      expect(sync?.url).toBe('/tdms/v1/customers/TDMS-0099001/sync');
    } finally {
      syncFails = false;
    }
  });

  it('answers "no record found now" when the dealer system fails, instead of failing', async () => {
    const customer = await createCustomer(ctx, { phone: '081355559902' });
    fail = true;
    try {
      const data = await singleId(await customerToken(ctx, customer.id));
      expect(data.profileTemporary).toBeNull();
      expect(data.verificationPhoneNumber.acknowledge).toBe(false);
      expect(data.verificationPhoneNumber.message).toMatch(/belum dapat diperiksa/);
      const link = await submit(await customerToken(ctx, customer.id), { type: 'seamless', accept: true });
      expect(link.status).toBe(503);
      expect(link.body.errors[0].message).toBe('Data pelanggan dealer sedang tidak dapat diperiksa. Silakan coba lagi nanti.');
    } finally {
      fail = false;
    }
  });
});

describe('seeded dealer system (the local default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("finds Rina's record by her phone, and none for a phone without one", async () => {
    const system = createSeededDealerSystem(ctx.db);
    const rina = await system.findByPhone('081222223333');
    expect(rina).toMatchObject({ customerNoTdms: 'TDMS-0005678', name: 'Rina Wijaya' });
    expect(rina?.vehicles).toHaveLength(2);
    expect(await system.findByPhone('081399990000')).toBeNull();
  });

  it('keeps the reported sync flags on the record', async () => {
    const system = createSeededDealerSystem(ctx.db);
    const at = new Date('2026-11-22T03:00:00Z');
    const flags = { isPhoneVerified: true, isWAVerified: true, isEmailVerified: false, is020Sync: true };
    await system.reportSync('TDMS-0030102', flags, at);
    const [row] = await ctx.db.select().from(dealerSystemCustomers).where(eq(dealerSystemCustomers.customerNoTdms, 'TDMS-0030102'));
    expect(row?.syncFlags).toEqual(flags);
    expect(row?.syncedAt?.toISOString()).toBe(at.toISOString());
    await expect(system.reportSync('TDMS-NOPE', flags, at)).rejects.toBeInstanceOf(DealerSystemError);
  });
});
