/**
 * The staff console's orders queue and refunds (issue 24), over the real database and the simulated
 * payment provider: what each role may read and do (another branch's order is a 404, an advisor
 * may not refund), the list's filters, counts and CSV, the status changes through the transitions
 * table with their audit row in the same transaction, a payment that reaches an expired order
 * becoming a required refund, the refund itself (once, even when two staff press at once), a paid
 * order cancelled and refunded in one action, and what the customer then reads.
 */
import { randomBytes } from 'node:crypto';
import { orderEvents, orders, outboxMessages, productStock, refunds, simulatedPayments, staffAudit } from '@kemudi/db';
import { orderCalls, OrderDetail, TrackingData } from '@kemudi/domain/contracts/orders';
import { staffOrderCalls, type StaffOrderActionData } from '@kemudi/domain/contracts/staff-orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerToken } from './helpers';
import { createStaffContext, dataOf, demo, signIn, type Answer, type StaffClient, type StaffContext } from './staff-helpers';

const SUNTER = 'kemudi-toyota-sunter';
const FATMAWATI = 'kemudi-toyota-fatmawati';
/** An accessory picked up at the counter (no slot). */
const PICKUP = 'ACC-1005';
const BASE = '/api/staff/v1/orders';

type Placed = { orderNo: string; total: number; phone: string; customer: (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<Answer> };

let ctx: StaffContext;
let admin: StaffClient;
let hendra: StaffClient; // branch manager, Sunter and Kelapa Gading
let agus: StaffClient; // service advisor, Sunter
let sari: StaffClient; // branch manager, Fatmawati
let maya: StaffClient; // sales, Sunter

beforeAll(async () => {
  ctx = await createStaffContext();
  await ctx.db.update(productStock).set({ available: 500 }).where(eq(productStock.code, PICKUP));
  admin = await signIn(ctx, demo('admin'));
  hendra = await signIn(ctx, demo('manager'));
  agus = await signIn(ctx, demo('advisorSunter'));
  sari = await signIn(ctx, demo('managerFatmawati'));
  maya = await signIn(ctx, demo('salesSunter'));
});
afterAll(() => ctx.close());

/** A new customer's order of one accessory at `branch`, charged by QRIS on the simulated provider. */
async function place(branch = SUNTER, paymentMethod = 'qris'): Promise<Placed> {
  const c = await createCustomer(ctx);
  const token = await customerToken(ctx, c.id);
  const customer = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };
  const r = await customer('POST', orderCalls.create.path, {
    items: [{ code: PICKUP, quantity: 1 }],
    contact: { name: 'Rina Marlina', phoneNumber: c.phone },
    branchSlug: branch,
    cityCode: '0080',
    paymentMethod,
    idempotencyKey: randomBytes(12).toString('hex'),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const order = OrderDetail.parse(r.body.data);
  return { orderNo: order.orderNo, total: order.total, phone: c.phone, customer };
}

async function paid(branch = SUNTER): Promise<Placed> {
  const order = await place(branch);
  const r = await order.customer('POST', orderCalls.simulatorPay.path, { orderNo: order.orderNo });
  expect(r.body.data?.status, JSON.stringify(r.body)).toBe('paid');
  return order;
}

/** An order that expired unpaid and was then paid late (the simulator's real paths: its 'expired', then its 'paid' notification). */
async function paidLate(branch = SUNTER): Promise<Placed> {
  const order = await place(branch);
  const expired = await order.customer('POST', orderCalls.simulatorExpire.path, { orderNo: order.orderNo });
  expect(expired.body.data?.status, JSON.stringify(expired.body)).toBe('expired');
  const late = await order.customer('POST', orderCalls.simulatorPayLate.path, { orderNo: order.orderNo });
  expect(late.body.data, JSON.stringify(late.body)).toEqual({ orderNo: order.orderNo, status: 'expired', refund: 'required' });
  return order;
}

const detailOf = async (client: StaffClient, orderNo: string) => dataOf(staffOrderCalls.detail, await client.get(`${BASE}/${orderNo}`));
const auditRows = (orderNo: string) => ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'order'), eq(staffAudit.entityId, orderNo))).orderBy(asc(staffAudit.id));
const refundRows = async (orderNo: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return ctx.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
};
const actionData = (answer: Answer): StaffOrderActionData => dataOf(staffOrderCalls.refund, answer);

describe('who may read and act on orders', () => {
  it('a branch’s staff read its orders only; another branch’s order is a 404 like a missing one; sales and content editors are refused', async () => {
    const sunter = await place(SUNTER);
    const fatmawati = await place(FATMAWATI);
    const mine = dataOf(staffOrderCalls.list, await agus.get(`${BASE}?size=100`));
    expect(mine.content.every((o) => o.branchSlug === SUNTER)).toBe(true);
    expect(mine.content.map((o) => o.orderNo)).toContain(sunter.orderNo);
    expect(dataOf(staffOrderCalls.list, await sari.get(`${BASE}?q=${fatmawati.orderNo}`)).content.map((o) => o.orderNo)).toEqual([fatmawati.orderNo]);
    expect(dataOf(staffOrderCalls.list, await agus.get(`${BASE}?q=${fatmawati.orderNo}`)).totalElements).toBe(0);

    const outside = await agus.get(`${BASE}/${fatmawati.orderNo}`);
    const missing = await agus.get(`${BASE}/KMD-261122-AAAAAA`);
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual(missing.body);
    expect((await agus.post(`${BASE}/${fatmawati.orderNo}/cancel`, { reason: 'Stok kosong di gudang' })).status).toBe(404);
    expect((await sari.get(`${BASE}/${sunter.orderNo}`)).status).toBe(404);
    // The group admin reads every branch.
    expect((await detailOf(admin, fatmawati.orderNo)).order.branchName).toBe('Kemudi Toyota Fatmawati');

    for (const answer of [await maya.get(BASE), await maya.get(`${BASE}/${sunter.orderNo}`), await maya.get(`${BASE}/export.csv`)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    const guest = await ctx.app.inject({ method: 'GET', url: BASE });
    expect(guest.statusCode).toBe(401);
  });

  it('an advisor moves a paid order along but may not refund (403); the actions offered follow the role', async () => {
    const order = await paidLate();
    const advisorView = await detailOf(agus, order.orderNo);
    expect(advisorView.actions.map((a) => a.action)).toEqual([]);
    expect(advisorView.refunds.map((r) => r.status)).toEqual(['required']);
    const refused = await agus.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total });
    expect(refused.status).toBe(403);
    expect((await hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total })).status).toBe(200);

    const live = await paid();
    expect((await detailOf(agus, live.orderNo)).actions).toEqual([
      { action: 'process', label: 'Proses Pesanan' },
      { action: 'ready', label: 'Tandai Siap diambil' },
      { action: 'complete', label: 'Tandai Selesai' },
      { action: 'cancel', label: 'Batalkan Pesanan' },
    ]);
    const ready = dataOf(staffOrderCalls.ready, await agus.post(`${BASE}/${live.orderNo}/ready`, { note: 'Barang di kasir' }));
    expect(ready.order.statusLabel).toBe('Siap diambil');
    expect(ready.actions.map((a) => a.action)).toEqual(['complete', 'cancel']);
    expect(ready.timeline[0]).toMatchObject({ who: 'Agus Setiawan', text: 'Status diubah menjadi Siap diambil: Barang di kasir' });
    // The customer is told as with the dealer system.
    const messages = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, live.phone));
    expect(messages.some((m) => m.body.includes(live.orderNo) && m.body.includes('Siap diambil'))).toBe(true);
    const customerView = OrderDetail.parse((await live.customer('GET', orderCalls.detail.path.replace(':orderNo', live.orderNo))).body.data);
    expect(customerView.statusLabel).toBe('Siap diambil');
  });
});

describe('status changes', () => {
  it('write the change and its audit row in one transaction; a refused change writes neither (409 with the table’s message)', async () => {
    const order = await paid();
    expect(dataOf(staffOrderCalls.process, await hendra.post(`${BASE}/${order.orderNo}/process`, {})).order.statusLabel).toBe('Diproses');
    const done = dataOf(staffOrderCalls.complete, await hendra.post(`${BASE}/${order.orderNo}/complete`, {}));
    expect(done.order.status).toBe('completed');
    const rows = await auditRows(order.orderNo);
    expect(rows.map((r) => [r.action, r.before, r.after, r.staffId])).toEqual([
      ['order.status', { status: 'paid' }, { status: 'processing', note: null }, demo('manager').id],
      ['order.status', { status: 'processing' }, { status: 'completed', note: null }, demo('manager').id],
    ]);
    expect(rows[0]!.branchId).not.toBeNull();

    const refused = await hendra.post(`${BASE}/${order.orderNo}/ready`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toEqual({ type: 'InvalidTransition', message: 'Status pesanan tidak dapat diubah dari Selesai ke Siap diambil' });
    expect(await auditRows(order.orderNo)).toHaveLength(2);

    // A cancel needs a reason.
    const open = await paid();
    const noReason = await hendra.post(`${BASE}/${open.orderNo}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Tulis alasan pembatalan');
    expect(await auditRows(open.orderNo)).toHaveLength(0);
  });

  it('an unpaid order cancelled by staff: its charge is stopped at the provider, no refund', async () => {
    const order = await place();
    const cancelled = dataOf(staffOrderCalls.cancel, await agus.post(`${BASE}/${order.orderNo}/cancel`, { reason: 'Pelanggan menelepon membatalkan' }));
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.refunds).toEqual([]);
    const [charge] = await ctx.db.select().from(simulatedPayments).where(eq(simulatedPayments.ref, order.orderNo));
    expect(charge!.status).toBe('cancelled');
    expect(cancelled.timeline[0]).toMatchObject({ who: 'Agus Setiawan', text: 'Pesanan dibatalkan: Pelanggan menelepon membatalkan' });
  });
});

describe('refunds', () => {
  it('a payment reaching an expired order is a required refund with its timeline line; "Perlu refund" lists it; the manager refunds it through the provider once; the customer reads it', async () => {
    const order = await paidLate();
    const [refund] = await refundRows(order.orderNo);
    expect(refund).toMatchObject({ status: 'required', reason: 'late-payment', amount: order.total, provider: 'simulated', paymentRef: order.orderNo });
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const events = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, stored!.id));
    expect(events.map((e) => e.status)).toEqual(['pending_payment', 'expired', 'refund']);
    expect(events.at(-1)!.note).toMatch(/^Perlu refund Rp/);
    // The customer was told their money will come back.
    const told = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, order.phone));
    expect(told.some((m) => m.body.includes('setelah pesanan ditutup') && m.body.includes('dikembalikan'))).toBe(true);

    const queue = dataOf(staffOrderCalls.list, await hendra.get(`${BASE}?refund=required&size=100`));
    expect(queue.content.find((o) => o.orderNo === order.orderNo)?.refund).toEqual({ status: 'required', statusLabel: 'Perlu Refund', amount: order.total });
    expect(queue.content.every((o) => o.refund && o.refund.status !== 'succeeded')).toBe(true);

    const before = await detailOf(hendra, order.orderNo);
    expect(before.actions).toEqual([{ action: 'refund', label: 'Refund Dana' }]);
    // A stale dialog (another amount) is refused.
    expect((await hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total + 1 })).body.errors[0].type).toBe('RefundAmountChanged');

    const done = actionData(await hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total }));
    expect(done.refundError).toBeNull();
    expect(done.refunds[0]).toMatchObject({ status: 'succeeded', statusLabel: 'Sudah Direfund', requestedBy: 'Hendra Gunawan', lastError: null });
    expect(done.refunds[0]!.providerRef).toMatch(/^SIMREF-/);
    expect(done.actions).toEqual([]);
    expect(done.timeline.map((t) => t.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^Dana Rp.* dikembalikan ke pelanggan$/), expect.stringMatching(/^Refund Rp.* dimulai$/)]));
    const [charge] = await ctx.db.select().from(simulatedPayments).where(eq(simulatedPayments.ref, order.orderNo));
    expect(charge!.status).toBe('refunded');
    expect(charge!.details.refundKey).toBe(done.refunds[0]!.id);
    const audit = await auditRows(order.orderNo);
    expect(audit.map((r) => [r.action, r.before?.status, r.after?.status])).toEqual([['order.refund', 'required', 'pending']]);

    // Again: nothing to refund (409), nothing paid twice.
    const again = await hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({ type: 'RefundDone', message: 'Dana pesanan ini sudah dikembalikan' });

    const mine = OrderDetail.parse((await order.customer('GET', orderCalls.detail.path.replace(':orderNo', order.orderNo))).body.data);
    expect(mine.refund).toMatchObject({ status: 'succeeded', label: 'Dana dikembalikan', amount: order.total });
    expect(mine.refund!.completedAt).not.toBeNull();
    const tracked = await ctx.app.inject({ method: 'POST', url: orderCalls.tracking.path, headers: { authorization: `Bearer ${ctx.token}` }, payload: { orderNo: order.orderNo, phoneNumber: order.phone } });
    expect(TrackingData.parse(tracked.json().data).refund).toMatchObject({ status: 'succeeded', label: 'Dana dikembalikan' });
  });

  it('two staff refunding at once: one wins, the other gets 409; the provider refunds once', async () => {
    const order = await paidLate();
    const answers = await Promise.all([
      hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total }),
      admin.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0].type).toMatch(/^Refund(Taken|Done)$/);
    const rows = await refundRows(order.orderNo);
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(await auditRows(order.orderNo)).toHaveLength(1);
  });

  it('a refund another staff member started a moment ago is theirs to finish (409), whatever the timing of the two calls', async () => {
    const order = await paidLate();
    // As the other staff member's claim leaves it while the provider is being asked: pending, no error yet.
    const [row] = await refundRows(order.orderNo);
    await ctx.db.update(refunds).set({ status: 'pending', lastError: null, updatedAt: ctx.clock.now() }).where(eq(refunds.id, row!.id));
    const second = await hendra.post(`${BASE}/${order.orderNo}/refund`, { amount: order.total });
    expect([second.status, second.body.errors?.[0]?.type]).toEqual([409, 'RefundTaken']);
    expect((await refundRows(order.orderNo)).map((r) => r.status)).toEqual(['pending']);
    expect(await auditRows(order.orderNo)).toHaveLength(0);
  });

  it('staff cancel a paid order and refund it in one action; an advisor’s cancel leaves it "Perlu refund" for a manager', async () => {
    const order = await paid();
    const done = dataOf(staffOrderCalls.cancel, await hendra.post(`${BASE}/${order.orderNo}/cancel`, { reason: 'Barang rusak dari pemasok' }));
    expect(done.order.status).toBe('cancelled');
    expect(done.refunds.map((r) => [r.status, r.reason, r.amount])).toEqual([['succeeded', 'cancelled-paid', order.total]]);
    expect((await auditRows(order.orderNo)).map((r) => r.action).sort()).toEqual(['order.cancel', 'order.refund']);
    const mine = OrderDetail.parse((await order.customer('GET', orderCalls.detail.path.replace(':orderNo', order.orderNo))).body.data);
    expect([mine.statusLabel, mine.refund?.label]).toEqual(['Dibatalkan', 'Dana dikembalikan']);

    const other = await paid();
    const byAdvisor = dataOf(staffOrderCalls.cancel, await agus.post(`${BASE}/${other.orderNo}/cancel`, { reason: 'Barang tidak tersedia' }));
    expect(byAdvisor.refunds.map((r) => r.status)).toEqual(['required']);
    const mineNow = OrderDetail.parse((await other.customer('GET', orderCalls.detail.path.replace(':orderNo', other.orderNo))).body.data);
    expect(mineNow.refund).toMatchObject({ status: 'required', label: 'Pengembalian dana diproses' });
  });
});

describe('the list', () => {
  it('filters, searches, sorts and counts per status; the CSV streams the same list', async () => {
    const waiting = await place(FATMAWATI);
    const settled = await paid(FATMAWATI);
    const list = dataOf(staffOrderCalls.list, await sari.get(`${BASE}?size=100`));
    expect(list.counts.all).toBe(list.totalElements);
    expect(list.counts.pending_payment).toBeGreaterThanOrEqual(1);
    const paidOnly = dataOf(staffOrderCalls.list, await sari.get(`${BASE}?status=paid&size=100`));
    expect(paidOnly.content.every((o) => o.status === 'paid')).toBe(true);
    expect(paidOnly.counts).toEqual(list.counts);
    expect(paidOnly.content.map((o) => o.orderNo)).toContain(settled.orderNo);
    expect(dataOf(staffOrderCalls.list, await sari.get(`${BASE}?payment=unpaid&size=100`)).content.map((o) => o.orderNo)).toContain(waiting.orderNo);
    expect(dataOf(staffOrderCalls.list, await sari.get(`${BASE}?q=${waiting.phone}`)).content.map((o) => o.orderNo)).toEqual([waiting.orderNo]);
    expect(dataOf(staffOrderCalls.list, await sari.get(`${BASE}?q=${waiting.orderNo.toLowerCase()}`)).content.map((o) => o.orderNo)).toEqual([waiting.orderNo]);
    const oldest = dataOf(staffOrderCalls.list, await sari.get(`${BASE}?sort=created&dir=asc&size=1`));
    expect(oldest.content).toHaveLength(1);
    expect(oldest.totalPages).toBe(list.totalElements);
    expect(dataOf(staffOrderCalls.list, await sari.get(`${BASE}?from=2020-01-01&to=2020-01-31`)).totalElements).toBe(0);
    const bad = await sari.get(`${BASE}?status=hilang`);
    expect(bad.status).toBe(400);

    const csv = await sari.get(`${BASE}/export.csv?status=pending_payment`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Nomor Pesanan,Dibuat (WIB),Status,Cabang,Pesanan,Pelanggan,No. HP,Email,Total (Rp),Pembayaran,Dibayar (WIB),Refund,Jumlah Refund (Rp)');
    expect(lines.slice(1).every((l) => l.includes('Menunggu pembayaran') && l.includes('Kemudi Toyota Fatmawati'))).toBe(true);
    expect(lines.some((l) => l.startsWith(waiting.orderNo))).toBe(true);
    expect(lines.some((l) => l.startsWith(settled.orderNo))).toBe(false);
  });
});
