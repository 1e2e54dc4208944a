import { randomBytes } from 'node:crypto';
import { branches, dataVersion, orderItems, orders, usedCars } from '@kemudi/db';
import { COMMERCE_MESSAGES, USED_CAR_BOOKING_FEE } from '@kemudi/domain/commerce';
import { orderCalls, OrderDetail } from '@kemudi/domain/contracts/orders';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDue } from '../src/modules/orders';
import { paymentRegistryFromConfig } from '../src/modules/payments';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

/*
 * Issue 29: a certified used car (one unit) reserved online with a booking fee. Placing the order
 * marks the car 'booked' (shown 'Dipesan') in the order's transaction; of two customers exactly one
 * wins; the car returns to sale when the order expires or is cancelled, and stays reserved once paid.
 */

type Res = { status: number; body: any };
const C = orderCalls;
const BASE = '/api/product/v1';
const LIST = `${BASE}/product-list?slug=certified-used-car-toyota&size=100`;
const key = () => randomBytes(12).toString('hex');
const DEALER_KEY = 'dealer-system-test-key-0123456789';

describe('reserving a certified used car with a booking fee (issue 29)', () => {
  let ctx: TestContext;
  const clockNow = new Date();
  let spare: string[] = [];

  const newCustomer = async () => {
    const c = await createCustomer(ctx);
    const token = await customerToken(ctx, c.id);
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Res> => {
      const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
      return { status: r.statusCode, body: r.json() };
    };
    const orderPath = (p: string, orderNo: string) => p.replace(':orderNo', encodeURIComponent(orderNo));
    return {
      reserve: (usedCarCode: string, paymentMethod = 'qris') =>
        call('POST', C.createUsedCar.path, { usedCarCode, contact: { name: 'Pelanggan Uji', phoneNumber: c.phone }, paymentMethod, idempotencyKey: key() }),
      detail: (orderNo: string) => call('GET', orderPath(C.detail.path, orderNo)),
      cancel: (orderNo: string) => call('POST', orderPath(C.cancel.path, orderNo), {}),
      pay: (orderNo: string) => call('POST', C.simulatorPay.path, { orderNo }),
    };
  };
  const orderOf = (res: Res): OrderDetail => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return OrderDetail.parse(res.body.data);
  };
  const statusOf = async (code: string) => (await ctx.db.select({ status: usedCars.status }).from(usedCars).where(eq(usedCars.code, code)))[0]?.status;
  const seen = async (code: string) => {
    const detail = await ctx.get(`${BASE}/product-detail?code=${code}&category=USEDCAR`);
    const [car] = await ctx.db.select({ modelCode: usedCars.modelCode }).from(usedCars).where(eq(usedCars.code, code));
    const list = await ctx.get(`${LIST}&model=${car!.modelCode}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const card = (list.body.data.content as { code: string; status: string }[]).find((c) => c.code === code);
    return { detail: detail.body.data.usedCar.status as string, card: card?.status };
  };
  /** An available car at a dealer that sells cars, not used by another case here. */
  const nextCar = () => {
    const code = spare.shift();
    if (!code) throw new Error('no available used car left');
    return code;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ DEALER_API_KEY: DEALER_KEY }, { clock: () => clockNow });
    const rows = await ctx.db
      .select({ code: usedCars.code })
      .from(usedCars)
      .innerJoin(branches, eq(branches.id, usedCars.branchId))
      .where(and(eq(usedCars.status, 'available'), eq(branches.hidden, false), sql`'sales' = any(${branches.services})`))
      .orderBy(asc(usedCars.code));
    spare = rows.map((r) => r.code);
  });
  afterAll(() => ctx.close());

  it('refuses a guest (401)', async () => {
    const r = await ctx.app.inject({ method: 'POST', url: C.createUsedCar.path, headers: { authorization: `Bearer ${ctx.token}` }, payload: {} });
    expect(r.statusCode).toBe(401);
  });

  it('reserves the car with the booking fee: it shows reserved in the list and on its page, and a second customer is refused', async () => {
    const code = nextCar();
    const [versionBefore] = await ctx.db.select().from(dataVersion);
    const a = await newCustomer();
    const placed = orderOf(await a.reserve(code));
    expect(placed).toMatchObject({ kind: 'used-car', status: 'pending_payment', fulfilment: 'reservation', total: USED_CAR_BOOKING_FEE });
    expect(placed.items).toMatchObject([{ code, kind: 'used-car-booking', unitPrice: USED_CAR_BOOKING_FEE, quantity: 1 }]);
    expect(placed.title).toContain(code);
    expect(placed.payment?.method).toBe('qris');
    expect(await seen(code)).toEqual({ detail: 'booked', card: 'booked' });
    // The cached guest pages pick the change up: the used-car table bumps the data version.
    const [versionAfter] = await ctx.db.select().from(dataVersion);
    expect(Number(versionAfter!.version)).toBeGreaterThan(Number(versionBefore!.version));

    const b = await newCustomer();
    const refused = await b.reserve(code);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toEqual({ type: 'UsedCarReserved', message: COMMERCE_MESSAGES.USED_CAR_TAKEN });
    expect(COMMERCE_MESSAGES.USED_CAR_TAKEN).toBe('Mobil ini sudah dipesan pelanggan lain');
  });

  it('of two customers reserving the same car at once, exactly one gets an order', async () => {
    const code = nextCar();
    const [a, b] = await Promise.all([newCustomer(), newCustomer()]);
    const results = await Promise.all([a.reserve(code), b.reserve(code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.errors[0].message).toBe('Mobil ini sudah dipesan pelanggan lain');
    // The loser's order was rolled back with its transaction: one order holds the car.
    expect(await ctx.db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productCode, code))).toHaveLength(1);
    expect(await statusOf(code)).toBe('booked');
  });

  it('returns the car to sale when the payment expires (the sweep), and it can be reserved again', async () => {
    const code = nextCar();
    const a = await newCustomer();
    const placed = orderOf(await a.reserve(code));
    const later = new Date(clockNow.getTime() + 16 * 60_000);
    const deps = { db: ctx.db, payments: paymentRegistryFromConfig(ctx.config, ctx.db, () => later), now: () => later, clock: () => later, log: ctx.app.log, siteUrl: ctx.config.SITE_URL };
    expect(await expireDue(deps)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect(row!.status).toBe('expired');
    expect(await seen(code)).toEqual({ detail: 'available', card: 'available' });
    const b = await newCustomer();
    expect(orderOf(await b.reserve(code)).status).toBe('pending_payment');
    expect(await statusOf(code)).toBe('booked');
  });

  it('returns the car to sale when the customer cancels', async () => {
    const code = nextCar();
    const a = await newCustomer();
    const placed = orderOf(await a.reserve(code, 'va_bca'));
    expect(await statusOf(code)).toBe('booked');
    expect(orderOf(await a.cancel(placed.orderNo)).status).toBe('cancelled');
    expect(await seen(code)).toEqual({ detail: 'available', card: 'available' });
  });

  it('a paid reservation keeps the car reserved, past the payment deadline too', async () => {
    const code = nextCar();
    const a = await newCustomer();
    const placed = orderOf(await a.reserve(code));
    const paid = await a.pay(placed.orderNo);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    const later = new Date(clockNow.getTime() + 4 * 60 * 60_000);
    const deps = { db: ctx.db, payments: paymentRegistryFromConfig(ctx.config, ctx.db, () => later), now: () => later, clock: () => later, log: ctx.app.log, siteUrl: ctx.config.SITE_URL };
    await expireDue(deps);
    expect(orderOf(await a.detail(placed.orderNo)).status).toBe('paid');
    expect(await seen(code)).toEqual({ detail: 'booked', card: 'booked' });
    expect((await (await newCustomer()).reserve(code)).status).toBe(409);
  });

  it('a reservation the dealer completes (the car handed over) marks the car sold: off the list', async () => {
    const code = nextCar();
    const a = await newCustomer();
    const placed = orderOf(await a.reserve(code));
    expect((await a.pay(placed.orderNo)).status).toBe(200);
    for (const status of ['processing', 'ready', 'completed']) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: `/api/order/v1/dealer/orders/${placed.orderNo}/status`,
        headers: { authorization: `Bearer ${ctx.token}`, 'x-dealer-key': DEALER_KEY },
        payload: { status },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect(await seen(code)).toEqual({ detail: 'sold', card: undefined });
  });

  it('refuses a sold car and an unknown one', async () => {
    const code = nextCar();
    await ctx.db.update(usedCars).set({ status: 'sold' }).where(eq(usedCars.code, code));
    const a = await newCustomer();
    const sold = await a.reserve(code);
    expect(sold.status).toBe(409);
    expect(sold.body.errors[0].message).toBe(COMMERCE_MESSAGES.USED_CAR_SOLD);
    expect((await a.reserve('UC-00000')).status).toBe(404);
  });
});
