/**
 * Refunds through Midtrans (issue 24), against the local stand-in of its Core API: the console's
 * refund is Midtrans' POST /v2/{order_id}/refund with Basic auth, our refund's id as refund_key,
 * the amount and the reason; a refusal leaves the refund failed with Midtrans' words and may be
 * tried again (a new key); Midtrans out of reach leaves it in progress, and the retry sends the
 * same key — the money goes back once. A late payment notified by Midtrans becomes a required refund.
 */
import { randomBytes } from 'node:crypto';
import { orders, productStock, refunds } from '@kemudi/db';
import { orderCalls, OrderDetail } from '@kemudi/domain/contracts/orders';
import { staffOrderCalls } from '@kemudi/domain/contracts/staff-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerToken } from './helpers';
import { midtransNotification, SERVER_KEY, startStandIn, type StandIn } from './midtrans-stand-in';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';

const PICKUP = 'ACC-1005';
const BASE = '/api/staff/v1/orders';

describe('refunds through Midtrans (a local stand-in of its Core API)', () => {
  let ctx: StaffContext;
  let standIn: StandIn;
  let manager: StaffClient;
  beforeAll(async () => {
    standIn = await startStandIn();
    ctx = await createStaffContext({ MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: standIn.url });
    await ctx.db.update(productStock).set({ available: 100 }).where(eq(productStock.code, PICKUP));
    manager = await signIn(ctx, demo('manager'));
  });
  afterAll(async () => {
    await ctx.close();
    standIn.server.closeAllConnections();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const notify = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/payment/v1/notifications/midtrans', payload: body });

  /** A customer's order charged at Midtrans, settled there and notified (paid). */
  async function paidAtMidtrans(paymentMethod: 'qris' | 'va_bca') {
    const c = await createCustomer(ctx);
    const token = await customerToken(ctx, c.id);
    const r = await ctx.app.inject({
      method: 'POST',
      url: orderCalls.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { items: [{ code: PICKUP, quantity: 1 }], contact: { name: 'Dimas Pratama', phoneNumber: c.phone }, branchSlug: 'kemudi-toyota-sunter', cityCode: '0080', paymentMethod, idempotencyKey: randomBytes(12).toString('hex') },
    });
    const placed = OrderDetail.parse(r.json().data);
    standIn.transactions.get(placed.orderNo)!.status = 'settlement';
    const gross = `${placed.total}.00`;
    expect((await notify(midtransNotification(placed.orderNo, gross, 'settlement'))).json().outcome).toBe('applied');
    return placed;
  }
  const refundRequests = (orderNo: string) => standIn.requests.filter((q) => q.path === `/v2/${orderNo}/refund`);

  it('a paid order cancelled by staff is refunded with Midtrans’ refund call: Basic auth, our refund id as refund_key, amount and reason', async () => {
    const order = await paidAtMidtrans('qris');
    const done = dataOf(staffOrderCalls.cancel, await manager.post(`${BASE}/${order.orderNo}/cancel`, { reason: 'Barang rusak dari pemasok' }));
    expect(done.refundError).toBeNull();
    const [refund] = done.refunds;
    expect(refund).toMatchObject({ status: 'succeeded', provider: 'midtrans', providerRef: '1001', amount: order.total });
    const [sent] = refundRequests(order.orderNo);
    expect(sent).toMatchObject({ method: 'POST', auth: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`, contentType: 'application/json' });
    expect(sent!.body).toEqual({ refund_key: refund!.id, amount: order.total, reason: 'Pesanan yang sudah dibayar dibatalkan' });
    expect(standIn.transactions.get(order.orderNo)!.refunds).toHaveLength(1);
  });

  it('Midtrans out of reach: the refund stays in progress; the retry sends the same refund_key and the money goes back once', async () => {
    const order = await paidAtMidtrans('qris');
    standIn.mode = '5xx';
    const first = dataOf(staffOrderCalls.cancel, await manager.post(`${BASE}/${order.orderNo}/cancel`, { reason: 'Pelanggan minta batal' }));
    standIn.mode = 'normal';
    expect(first.refundError).toMatch(/^Penyedia pembayaran tidak dapat dihubungi/);
    expect(first.refunds.map((r) => r.status)).toEqual(['pending']);
    expect(first.actions.map((a) => a.action)).toEqual(['refund']);

    const retry = dataOf(staffOrderCalls.refund, await manager.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total }));
    expect(retry.refundError).toBeNull();
    expect(retry.refunds.map((r) => [r.id, r.status])).toEqual([[first.refunds[0]!.id, 'succeeded']]);
    const keys = refundRequests(order.orderNo).map((q) => q.body?.refund_key);
    expect(keys).toEqual([first.refunds[0]!.id, first.refunds[0]!.id]);
    expect(standIn.transactions.get(order.orderNo)!.refunds).toHaveLength(1);
  });

  it('Midtrans refuses (a bank transfer cannot be refunded): the refund fails with its words and may be tried again with a new key', async () => {
    const order = await paidAtMidtrans('va_bca');
    const refused = dataOf(staffOrderCalls.cancel, await manager.post(`${BASE}/${order.orderNo}/cancel`, { reason: 'Unit tidak tersedia' }));
    expect(refused.refundError).toContain('Payment type is not supported for refund');
    expect(refused.refunds[0]).toMatchObject({ status: 'failed', statusLabel: 'Refund Gagal' });
    expect(refused.refunds[0]!.lastError).toContain('status_code 412');
    expect(refused.timeline.map((t) => t.text)).toContainEqual(expect.stringMatching(/^Refund Rp.* gagal: Ditolak penyedia pembayaran/));

    const again = dataOf(staffOrderCalls.refund, await manager.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total }));
    expect(again.refunds.map((r) => r.status)).toEqual(['failed', 'failed']);
    const keys = refundRequests(order.orderNo).map((q) => q.body?.refund_key);
    expect(new Set(keys).size).toBe(2);
    expect(standIn.transactions.get(order.orderNo)!.refunds ?? []).toHaveLength(0);
  });

  it('a settlement Midtrans notifies after the customer cancelled the order becomes a required refund, once', async () => {
    const c = await createCustomer(ctx);
    const token = await customerToken(ctx, c.id);
    const r = await ctx.app.inject({
      method: 'POST',
      url: orderCalls.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { items: [{ code: PICKUP, quantity: 1 }], contact: { name: 'Dimas Pratama', phoneNumber: c.phone }, branchSlug: 'kemudi-toyota-sunter', cityCode: '0080', paymentMethod: 'qris', idempotencyKey: randomBytes(12).toString('hex') },
    });
    const placed = OrderDetail.parse(r.json().data);
    // The customer cancels (the charge is cancelled at Midtrans too), but the bank settles the payment anyway.
    const cancelled = await ctx.app.inject({ method: 'POST', url: orderCalls.cancel.path.replace(':orderNo', placed.orderNo), headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(standIn.transactions.get(placed.orderNo)!.status).toBe('cancel');
    standIn.transactions.get(placed.orderNo)!.status = 'settlement';
    const gross = `${placed.total}.00`;
    const late = await notify(midtransNotification(placed.orderNo, gross, 'settlement'));
    expect(late.json().outcome).toBe('refund-required');
    expect((await notify({ ...midtransNotification(placed.orderNo, gross, 'settlement'), transaction_id: 'trx-again' })).json().outcome).toBe('duplicate');
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    const rows = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(rows.map((row) => [row.status, row.reason, row.provider, row.amount])).toEqual([['required', 'late-payment', 'midtrans', placed.total]]);
  });
});
