/**
 * Payments as a registry (issue 27): Midtrans and Xendit configured side by side (each a local
 * stand-in of its documented API). New charges go to the provider configured for their method;
 * everything after — the webhook, polling, the expiry sweep, the console's refund — goes to the
 * provider stored on the payment, and one provider's webhook never touches the other's payment.
 */
import { randomBytes } from 'node:crypto';
import { orders, paymentNotifications, productStock } from '@kemudi/db';
import { orderCalls, OrderDetail } from '@kemudi/domain/contracts/orders';
import { staffOrderCalls } from '@kemudi/domain/contracts/staff-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { expireDue } from '../src/modules/orders';
import { paymentRegistryFromConfig } from '../src/modules/payments';
import { createCustomer, customerToken, TEST_NOW, testConfig } from './helpers';
import { midtransNotification, SERVER_KEY, startStandIn, type StandIn } from './midtrans-stand-in';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';
import { startXenditStandIn, stopXenditStandIn, XENDIT_KEY, XENDIT_TOKEN, type XenditStandIn } from './xendit-stand-in';

const PICKUP = 'ACC-1005';
const BASE = '/api/staff/v1/orders';

describe('Midtrans and Xendit side by side', () => {
  let midtrans: StandIn;
  let xendit: XenditStandIn;
  let ctx: StaffContext;
  /** The same deployment before QRIS moved to Xendit (the same database): its QRIS charges went to Midtrans. */
  let before: Awaited<ReturnType<typeof buildApp>>;
  let manager: StaffClient;
  beforeAll(async () => {
    [midtrans, xendit] = await Promise.all([startStandIn(), startXenditStandIn()]);
    const both = { MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: midtrans.url, XENDIT_SECRET_KEY: XENDIT_KEY, XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN, XENDIT_BASE_URL: xendit.url };
    ctx = await createStaffContext({ ...both, PAYMENT_PROVIDER: 'midtrans', PAYMENT_PROVIDER_QRIS: 'xendit' });
    before = await buildApp({ db: ctx.db, config: testConfig({ ...both, PAYMENT_PROVIDER: 'midtrans' }), now: () => TEST_NOW, clock: ctx.clock.now });
    await before.ready();
    await ctx.db.update(productStock).set({ available: 100 }).where(eq(productStock.code, PICKUP));
    manager = await signIn(ctx, demo('manager'));
  });
  afterAll(async () => {
    await before.close();
    await ctx.close();
    midtrans.server.closeAllConnections();
    await new Promise((resolve) => midtrans.server.close(resolve));
    await stopXenditStandIn(xendit);
  });

  async function place(app: { inject: StaffContext['app']['inject'] }, paymentMethod: 'qris' | 'va_bca') {
    const c = await createCustomer(ctx);
    const token = await customerToken(ctx, c.id);
    const r = await app.inject({
      method: 'POST',
      url: orderCalls.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { items: [{ code: PICKUP, quantity: 1 }], contact: { name: 'Dimas Pratama', phoneNumber: c.phone }, branchSlug: 'kemudi-toyota-sunter', cityCode: '0080', paymentMethod, idempotencyKey: randomBytes(12).toString('hex') },
    });
    expect(r.statusCode).toBe(200);
    return { order: OrderDetail.parse(r.json().data), token };
  }
  const statusOf = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
  const notifyMidtrans = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/payment/v1/notifications/midtrans', payload: body });
  const notifyXendit = (body: object, token = XENDIT_TOKEN, path = '/api/payment/v1/webhooks/xendit') =>
    ctx.app.inject({ method: 'POST', url: path, headers: { 'x-callback-token': token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('each method charges at its configured provider, and the provider is stored on the payment', async () => {
    const { order: qris, token } = await place(ctx.app, 'qris');
    expect(qris.payment).toMatchObject({ provider: 'xendit', method: 'qris', simulated: false });
    expect(xendit.paymentRequests.get(qris.orderNo)?.body.amount).toBe(qris.total);
    const { order: va } = await place(ctx.app, 'va_bca');
    expect(va.payment).toMatchObject({ provider: 'midtrans', method: 'va_bca', vaNumber: '12345678901' });
    expect(midtrans.transactions.has(va.orderNo)).toBe(true);
    expect(xendit.paymentRequests.has(va.orderNo)).toBe(false);
    const { order: earlier } = await place(before, 'qris');
    expect(earlier.payment).toMatchObject({ provider: 'midtrans', method: 'qris' });
    // No "bayar sekarang": no method charges with the simulated provider.
    const pay = await ctx.app.inject({ method: 'POST', url: orderCalls.simulatorPay.path, headers: { authorization: `Bearer ${token}` }, payload: { orderNo: qris.orderNo } });
    expect(pay.statusCode).toBe(404);
  });

  it('a webhook is routed by provider: one provider’s webhook never touches the other’s payment; an unknown ref is 404; a bad token 401', async () => {
    const { order: atMidtrans } = await place(before, 'qris');
    const { order: atXendit } = await place(ctx.app, 'qris');
    midtrans.transactions.get(atMidtrans.orderNo)!.status = 'settlement';

    // Xendit's (valid) webhook naming the Midtrans payment: not Xendit's payment.
    const forged = xendit.pay(atXendit.orderNo);
    xendit.paymentRequests.get(atXendit.orderNo)!.body.status = 'PENDING';
    const crossed = await notifyXendit({ ...forged, data: { ...forged.data, reference_id: atMidtrans.orderNo, amount: atMidtrans.total } });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().errors[0].message).toBe('Pembayaran tidak ditemukan');
    // Midtrans' (validly signed) notification naming the Xendit payment: not Midtrans' payment.
    const crossedBack = await notifyMidtrans(midtransNotification(atXendit.orderNo, `${atXendit.total}.00`, 'settlement'));
    expect(crossedBack.statusCode).toBe(404);
    expect(await statusOf(atMidtrans.orderNo)).toBe('pending_payment');
    expect(await statusOf(atXendit.orderNo)).toBe('pending_payment');
    // Neither provider was asked about the other's charge.
    expect(xendit.requests.some((q) => q.path.includes(encodeURIComponent(atMidtrans.orderNo)))).toBe(false);
    expect(midtrans.requests.some((q) => q.path.includes(atXendit.orderNo))).toBe(false);

    // An order nobody has: 404. A wrong or missing token: 401, nothing recorded.
    expect((await notifyXendit({ ...forged, data: { ...forged.data, reference_id: 'KMD-991231-NOSUCH' } })).statusCode).toBe(404);
    const wrong = await notifyXendit(forged, 'not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toMatch(/at .*\.ts/);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payment/v1/webhooks/xendit', payload: forged })).statusCode).toBe(401);
    expect(await ctx.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, atXendit.orderNo))).toEqual([]);
    // A provider that is not configured here has no webhook.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payment/v1/webhooks/doku', payload: {} })).statusCode).toBe(404);

    // Each pays through its own webhook (the old path and the new one); a replay changes nothing.
    expect((await notifyMidtrans(midtransNotification(atMidtrans.orderNo, `${atMidtrans.total}.00`, 'settlement'))).json().outcome).toBe('applied');
    const paid = xendit.pay(atXendit.orderNo);
    expect((await notifyXendit(paid)).json()).toEqual({ status: 'ok', outcome: 'applied' });
    expect((await notifyXendit(paid, XENDIT_TOKEN, '/api/payment/v1/notifications/xendit')).json()).toEqual({ status: 'ok', outcome: 'duplicate' });
    expect(await statusOf(atMidtrans.orderNo)).toBe('paid');
    expect(await statusOf(atXendit.orderNo)).toBe('paid');
    const recorded = await ctx.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, atXendit.orderNo));
    expect(recorded.map((n) => [n.provider, n.outcome])).toEqual([['xendit', 'applied']]);
  });

  it('polling and the expiry sweep ask the provider that made the charge; the lapsed Xendit charge is stopped at Xendit', async () => {
    const { order, token } = await place(ctx.app, 'qris');
    const midtransBefore = midtrans.requests.length;
    const polled = await ctx.app.inject({ method: 'GET', url: orderCalls.paymentStatus.path.replace(':orderNo', order.orderNo), headers: { authorization: `Bearer ${token}` } });
    expect(OrderDetail.parse(polled.json().data).status).toBe('pending_payment');
    expect(xendit.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payment_requests?reference_id=${encodeURIComponent(order.orderNo)}&limit=10` });

    const later = new Date(ctx.clock.now().getTime() + 24 * 3_600_000);
    const deps = { db: ctx.db, payments: paymentRegistryFromConfig(ctx.config, ctx.db, () => later), now: () => later, clock: () => later, log: ctx.app.log, siteUrl: ctx.config.SITE_URL };
    await expireDue(deps, 500);
    expect(await statusOf(order.orderNo)).toBe('expired');
    expect(xendit.paymentRequests.get(order.orderNo)!.body.payment_method.status).toBe('EXPIRED');
    expect(midtrans.requests.slice(midtransBefore).some((q) => q.path.includes(order.orderNo))).toBe(false);
  });

  it('the console refunds a Midtrans payment through Midtrans and a Xendit payment through Xendit', async () => {
    const { order: atMidtrans } = await place(before, 'qris');
    const { order: atXendit } = await place(ctx.app, 'qris');
    midtrans.transactions.get(atMidtrans.orderNo)!.status = 'settlement';
    expect((await notifyMidtrans(midtransNotification(atMidtrans.orderNo, `${atMidtrans.total}.00`, 'settlement'))).json().outcome).toBe('applied');
    expect((await notifyXendit(xendit.pay(atXendit.orderNo))).json().outcome).toBe('applied');

    const xenditRefundsBefore = xendit.requests.filter((q) => q.path === '/refunds').length;
    const viaMidtrans = dataOf(staffOrderCalls.cancel, await manager.post(`${BASE}/${atMidtrans.orderNo}/cancel`, { reason: 'Barang rusak dari pemasok' }));
    expect(viaMidtrans.refundError).toBeNull();
    expect(viaMidtrans.refunds[0]).toMatchObject({ status: 'succeeded', provider: 'midtrans', amount: atMidtrans.total });
    expect(midtrans.transactions.get(atMidtrans.orderNo)!.refunds).toEqual([expect.objectContaining({ key: viaMidtrans.refunds[0]!.id, amount: atMidtrans.total })]);
    expect(xendit.requests.filter((q) => q.path === '/refunds')).toHaveLength(xenditRefundsBefore);

    const viaXendit = dataOf(staffOrderCalls.cancel, await manager.post(`${BASE}/${atXendit.orderNo}/cancel`, { reason: 'Unit tidak tersedia' }));
    expect(viaXendit.refundError).toBeNull();
    const pr = xendit.paymentRequests.get(atXendit.orderNo)!;
    expect(viaXendit.refunds[0]).toMatchObject({ status: 'succeeded', provider: 'xendit', providerRef: pr.refunds[0]!.id, amount: atXendit.total });
    const sent = xendit.requests.filter((q) => q.path === '/refunds').at(-1)!;
    expect(sent).toMatchObject({ idempotencyKey: viaXendit.refunds[0]!.id });
    expect(sent.body).toMatchObject({ payment_request_id: pr.body.id, reference_id: viaXendit.refunds[0]!.id, amount: atXendit.total, currency: 'IDR' });
    expect(midtrans.requests.some((q) => q.path === `/v2/${atXendit.orderNo}/refund`)).toBe(false);
  });
});
