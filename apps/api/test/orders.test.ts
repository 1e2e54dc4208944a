import { randomBytes } from 'node:crypto';
import { carColors, carVariants, cartEntries, carts, orderEvents, orders, outboxMessages, productStock, pushSubscriptions } from '@kemudi/db';
import { COMMERCE_MESSAGES, NEW_CAR_BOOKING_FEE, SLOT_CAPACITY_PER_HOUR, TRACKING_LIMIT_PER_ORDER } from '@kemudi/domain/commerce';
import { orderCalls, OrderDetail } from '@kemudi/domain/contracts/orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMIT_PER_CUSTOMER } from '../src/modules/orders/routes';
import { parseQris, type SimulatedPaymentProvider } from '../src/modules/payments';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';
import { midtransNotification, SERVER_KEY, startStandIn, type StandIn } from './midtrans-stand-in';

/*
 * Checkout, orders, payment and tracking (issue 12) over the simulated payment provider: what a
 * customer, a racing second customer, the provider's webhook and the expiry sweep each do to an order.
 */

type Res = { status: number; body: any };
const C = orderCalls;
const BRANCH = 'kemudi-toyota-sunter';
const CITY = '0080';
/** An accessory picked up at the counter (no installation) and one that is installed. */
const PICKUP = 'ACC-1005';
const INSTALLED = 'ACC-1001';
const DEALER_KEY = 'dealer-system-test-key-0123456789';

const key = () => randomBytes(12).toString('hex');

function client(ctx: TestContext, token: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Res> => {
    const r = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: r.statusCode, body: r.json() };
  };
  const path = (p: string, orderNo: string) => p.replace(':orderNo', encodeURIComponent(orderNo));
  return {
    call,
    preview: (items?: unknown) => call('POST', C.preview.path, items === undefined ? {} : { items }),
    slots: (branchSlug = BRANCH) => call('GET', `${C.slots.path}?branchSlug=${branchSlug}`),
    create: (body: Record<string, unknown>) => call('POST', C.create.path, body),
    createNewCar: (body: Record<string, unknown>) => call('POST', C.createNewCar.path, body),
    list: () => call('GET', C.list.path),
    detail: (orderNo: string) => call('GET', path(C.detail.path, orderNo)),
    cancel: (orderNo: string) => call('POST', path(C.cancel.path, orderNo), {}),
    paymentStatus: (orderNo: string) => call('GET', path(C.paymentStatus.path, orderNo)),
    changePayment: (orderNo: string, paymentMethod: string) => call('POST', path(C.changePayment.path, orderNo), { paymentMethod }),
    pay: (orderNo: string) => call('POST', C.simulatorPay.path, { orderNo }),
    tracking: (orderNo: string, phoneNumber: string) => call('POST', C.tracking.path, { orderNo, phoneNumber }),
  };
}

const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;
function orderOf(res: Res): OrderDetail {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return OrderDetail.parse(res.body.data);
}

describe('orders over the simulated provider (issue 12)', () => {
  let ctx: TestContext;
  let clockNow = new Date();
  const newCustomer = async () => {
    const c = await createCustomer(ctx);
    return { ...c, api: client(ctx, await customerToken(ctx, c.id)), contact: { name: 'Pelanggan Uji', phoneNumber: c.phone } };
  };
  const setStock = (code: string, available: number | null) => ctx.db.update(productStock).set({ available }).where(eq(productStock.code, code));
  const stockOf = async (code: string) => (await ctx.db.select().from(productStock).where(eq(productStock.code, code)))[0]?.available;
  const order = (items: { code: string; quantity: number }[] | undefined, extra: Record<string, unknown> = {}) => ({
    ...(items ? { items } : {}),
    branchSlug: BRANCH,
    cityCode: CITY,
    paymentMethod: 'qris',
    idempotencyKey: key(),
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestContext({ DEALER_API_KEY: DEALER_KEY }, { clock: () => clockNow });
  });
  afterAll(() => ctx.close());

  it('refuses every order call to a guest (401)', async () => {
    const guest = client(ctx, ctx.token);
    expect((await guest.list()).status).toBe(401);
    expect((await guest.preview([{ code: PICKUP, quantity: 1 }])).status).toBe(401);
  });

  it('previews the cart priced by the server, with what stops it', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const [cart] = await ctx.db.insert(carts).values({ guid: randomBytes(16).toString('hex'), customerId: c.id }).returning();
    await ctx.db.insert(cartEntries).values([
      { cartId: cart!.id, productCode: PICKUP, quantity: 2 },
      { cartId: cart!.id, productCode: INSTALLED, quantity: 1 },
    ]);
    const res = await c.api.preview();
    expect(res.status).toBe(200);
    const p = C.preview.data.parse(res.body.data);
    expect(p.items.map((i) => i.product.code).sort()).toEqual([INSTALLED, PICKUP].sort());
    expect(p.total).toBe(p.items.reduce((s, i) => s + i.product.price * i.quantity, 0));
    expect(p.needsSlot).toBe(true);
    expect(p.fulfilment).toBe('install');
    expect(p.problems).toEqual([]);

    await setStock(PICKUP, 1);
    const short = (await c.api.preview()).body.data;
    expect(short.problems.join(' ')).toMatch(/tinggal 1/);
    const empty = await (await newCustomer()).api.preview();
    expect(empty.body.data.problems).toContain(COMMERCE_MESSAGES.CART_EMPTY);
  });

  it('places a buy-now order: stock taken, QRIS charge, timeline, WhatsApp message; the same key answers the same order', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 4);
    const body = order([{ code: PICKUP, quantity: 2 }], { contact: c.contact });
    const placed = orderOf(await c.api.create(body));
    expect(placed.status).toBe('pending_payment');
    expect(placed.statusLabel).toBe('Menunggu pembayaran');
    expect(placed.orderNo).toMatch(/^KMD-\d{6}-[A-HJ-NP-Z2-9]{6}$/);
    expect(placed.fulfilment).toBe('pickup');
    expect(placed.total).toBe(placed.items[0]!.unitPrice * 2);
    expect(await stockOf(PICKUP)).toBe(2);
    // The QRIS payload is the order's: its amount and its reference.
    expect(placed.payment?.method).toBe('qris');
    const qris = parseQris(placed.payment!.qrString!);
    expect(Number(qris.get('54'))).toBe(placed.total);
    expect(placed.payment!.qrString).toContain(placed.orderNo);
    expect(new Date(placed.expiresAt).getTime() - clockNow.getTime()).toBe(15 * 60_000);
    expect(placed.timeline.map((s) => [s.status, s.reached, s.current])).toEqual([
      ['pending_payment', true, true],
      ['paid', false, false],
      ['processing', false, false],
      ['ready', false, false],
      ['completed', false, false],
    ]);
    const messages = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.phone));
    expect(messages.some((m) => m.channel === 'whatsapp' && m.body.includes(placed.orderNo) && m.body.includes('menunggu pembayaran'))).toBe(true);
    // Issue 27: the WhatsApp Cloud API sends it as its utility template, with the order's figures as parameters.
    expect(messages.find((m) => m.body.includes('menunggu pembayaran'))!.payload).toMatchObject({
      whatsapp: { name: 'kemudi_pesanan_menunggu_pembayaran', category: 'UTILITY', params: [placed.orderNo, expect.stringMatching(/^Rp /), expect.stringContaining(placed.orderNo)] },
    });

    // A retried request (same key) answers the same order and takes no more stock.
    const again = orderOf(await c.api.create(body));
    expect(again.orderNo).toBe(placed.orderNo);
    expect(await stockOf(PICKUP)).toBe(2);
    const rows = await ctx.db.select().from(orders).where(eq(orders.customerId, c.id));
    expect(rows).toHaveLength(1);
  });

  it('two requests with one key at once make one order', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 10);
    const body = order([{ code: PICKUP, quantity: 1 }], { contact: c.contact });
    const [a, b] = await Promise.all([c.api.create(body), c.api.create(body)]);
    expect(orderOf(a).orderNo).toBe(orderOf(b).orderNo);
    expect(await ctx.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    expect(await stockOf(PICKUP)).toBe(9);
  });

  it('two customers checking out the last unit at once: one wins, the other is told it is sold out', async () => {
    await setStock(PICKUP, 1);
    const [x, y] = [await newCustomer(), await newCustomer()];
    const results = await Promise.all([
      x.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: x.contact })),
      y.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: y.contact })),
    ]);
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.status).toBe(409);
    expect(errorOf(lost[0]!)?.message).toMatch(/Stok .* habis/);
    expect(await stockOf(PICKUP)).toBe(0);
  });

  it('an installed item needs a slot; the slot’s last bay goes to one of two racing customers', async () => {
    await setStock(INSTALLED, 50);
    const c = await newCustomer();
    const noSlot = await c.api.create(order([{ code: INSTALLED, quantity: 1 }], { contact: c.contact }));
    expect(noSlot.status).toBe(400);
    expect(errorOf(noSlot)?.message).toBe(COMMERCE_MESSAGES.SLOT_REQUIRED);

    const days = C.slots.data.parse((await c.api.slots()).body.data).days;
    expect(days.length).toBe(14);
    const slot = days.find((d) => d.open)!.slots[0]!;
    expect(slot.available).toBe(true);
    const bad = await c.api.create(order([{ code: INSTALLED, quantity: 1 }], { contact: c.contact, slotStart: '2020-01-01T09:00:00+07:00' }));
    expect(bad.status).toBe(422);

    // Fill all but one bay, then race two customers for it.
    for (let i = 0; i < SLOT_CAPACITY_PER_HOUR - 1; i += 1) {
      const f = await newCustomer();
      orderOf(await f.api.create(order([{ code: INSTALLED, quantity: 1 }], { contact: f.contact, slotStart: slot.start })));
    }
    const [x, y] = [await newCustomer(), await newCustomer()];
    const results = await Promise.all(
      [x, y].map((p) => p.api.create(order([{ code: INSTALLED, quantity: 1 }], { contact: p.contact, slotStart: slot.start }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(errorOf(results.find((r) => r.status === 409)!)?.message).toBe(COMMERCE_MESSAGES.SLOT_TAKEN);
    const after = (await c.api.slots()).body.data.days.flatMap((d: any) => d.slots).find((s: any) => s.start === slot.start);
    expect(after.available).toBe(false);
  });

  it('pays through the simulator: signed notification → Dibayar; a replay changes nothing; a forged one is refused', async () => {
    const c = await newCustomer();
    // One browser of the customer takes push (another customer has none: no push is queued for them).
    await ctx.db.insert(pushSubscriptions).values({ customerId: c.id, endpoint: `https://fcm.googleapis.com/fcm/send/${key()}`, p256dh: 'p', auth: 'a' });
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    expect(placed.payment?.simulated).toBe(true);

    const paid = await c.api.pay(placed.orderNo);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(C.simulatorPay.data.parse(paid.body.data).status).toBe('paid');
    const detail = orderOf(await c.api.detail(placed.orderNo));
    expect(detail.statusLabel).toBe('Dibayar');
    expect(detail.paidAt).not.toBeNull();
    expect(detail.canCancel).toBe(false);
    expect(detail.timeline.find((s) => s.status === 'paid')).toMatchObject({ reached: true, current: true });
    const messages = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.phone));
    expect(messages.some((m) => m.body.includes('sudah kami terima'))).toBe(true);
    const pushes = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.id));
    expect(pushes.map((m) => [m.channel, m.subject, m.payload])).toContainEqual(['push', `Pesanan ${placed.orderNo}: Dibayar`, { url: `/myaccount/pesanan/${placed.orderNo}`, tag: `order-${placed.orderNo}` }]);
    const other = await newCustomer();
    const unsubscribed = orderOf(await other.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: other.contact })));
    expect(unsubscribed.status).toBe('pending_payment');
    expect(await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, other.id))).toEqual([]);

    // Paying again: the order no longer waits for payment.
    expect((await c.api.pay(placed.orderNo)).status).toBe(409);

    // A forged notification (no valid signature) is refused without a token and changes nothing.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/v1/notifications/simulated',
      payload: { eventId: 'x', ref: placed.orderNo, orderNo: placed.orderNo, status: 'paid', amount: placed.total, transactionId: 't', occurredAt: clockNow.toISOString() },
    });
    expect(forged.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payment/v1/notifications/midtrans', payload: {} })).statusCode).toBe(404);
  });

  it('replaying a captured notification is idempotent', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    // The simulator of this test shares the app's secret (derived from TOKEN_SECRET, as paymentProviderFromConfig does).
    const { paymentProviderFromConfig } = await import('../src/modules/payments');
    const provider = paymentProviderFromConfig(ctx.config, ctx.db, () => clockNow) as SimulatedPaymentProvider;
    const notification = await provider.pay(placed.orderNo);
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/payment/v1/notifications/simulated', headers: { ...notification.headers, 'content-type': 'application/json' }, payload: JSON.stringify(notification.body) });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('applied');
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    const events = orderOf(await c.api.detail(placed.orderNo)).timeline.filter((s) => s.status === 'paid' && s.reached);
    expect(events).toHaveLength(1);
    // A tampered amount breaks the signature.
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/v1/notifications/simulated',
      headers: { ...notification.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...notification.body, amount: 1 }),
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('polling finds a payment the webhook has not brought yet', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact, paymentMethod: 'va_bni' })));
    expect(placed.payment?.vaNumber).toMatch(/^988\d{13}$/);
    const { paymentProviderFromConfig } = await import('../src/modules/payments');
    const provider = paymentProviderFromConfig(ctx.config, ctx.db, () => clockNow) as SimulatedPaymentProvider;
    await provider.pay(placed.orderNo); // paid at the provider; its notification is never delivered
    expect(orderOf(await c.api.detail(placed.orderNo)).status).toBe('pending_payment');
    expect(orderOf(await c.api.paymentStatus(placed.orderNo)).status).toBe('paid');
  });

  it('changing the payment method cancels the old charge and makes a new one', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    const changed = orderOf(await c.api.changePayment(placed.orderNo, 'va_bca'));
    expect(changed.payment?.method).toBe('va_bca');
    expect(changed.payment?.vaNumber).toBeTruthy();
    expect(changed.payment?.qrString).toBeNull();
    const paid = await c.api.pay(placed.orderNo);
    expect(paid.body.data.status).toBe('paid');
  });

  it('an unpaid order expires after its deadline: stock and slot come back, the timeline ends Kedaluwarsa', async () => {
    const c = await newCustomer();
    await setStock(INSTALLED, 3);
    const days = (await c.api.slots()).body.data.days as { open: boolean; slots: { start: string; available: boolean }[] }[];
    const slot = days.filter((d) => d.open).at(-1)!.slots.at(-1)!;
    const placed = orderOf(await c.api.create(order([{ code: INSTALLED, quantity: 2 }], { contact: c.contact, slotStart: slot.start })));
    expect(await stockOf(INSTALLED)).toBe(1);
    const { expireDue } = await import('../src/modules/orders');
    clockNow = new Date(clockNow.getTime() + 16 * 60_000);
    try {
      // The read settles it even before the sweep passes.
      const expired = orderOf(await c.api.detail(placed.orderNo));
      expect(expired.status).toBe('expired');
      expect(expired.statusLabel).toBe('Kedaluwarsa');
      expect(expired.timeline.at(-1)).toMatchObject({ status: 'expired', current: true });
      expect(expired.canCancel).toBe(false);
      expect(await stockOf(INSTALLED)).toBe(3);
      const again = (await c.api.slots()).body.data.days.flatMap((d: any) => d.slots).find((s: any) => s.start === slot.start);
      expect(again.available).toBe(true);
      expect(typeof expireDue).toBe('function');
    } finally {
      clockNow = new Date(clockNow.getTime() - 16 * 60_000);
    }
  });

  it('the sweep expires every due order once', async () => {
    const { expireDue } = await import('../src/modules/orders');
    const { paymentRegistryFromConfig } = await import('../src/modules/payments');
    const c = await newCustomer();
    await setStock('ACC-1006', 5);
    const placed = orderOf(await c.api.create(order([{ code: 'ACC-1006', quantity: 1 }], { contact: c.contact })));
    const later = new Date(clockNow.getTime() + 20 * 60_000);
    const deps = {
      db: ctx.db,
      payments: paymentRegistryFromConfig(ctx.config, ctx.db, () => later),
      now: () => later,
      clock: () => later,
      log: ctx.app.log,
      siteUrl: ctx.config.SITE_URL,
    };
    expect(await expireDue(deps)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect(row!.status).toBe('expired');
    expect(await stockOf('ACC-1006')).toBe(5);
    expect(await expireDue(deps)).toBe(0);
  });

  it('two processes sweeping at once expire an order once: one timeline step, one message, its stock back once (issue 26)', async () => {
    const { expireDue } = await import('../src/modules/orders');
    const { paymentRegistryFromConfig } = await import('../src/modules/payments');
    const c = await newCustomer();
    await setStock('ACC-1006', 5);
    const placed = orderOf(await c.api.create(order([{ code: 'ACC-1006', quantity: 2 }], { contact: c.contact })));
    expect(await stockOf('ACC-1006')).toBe(3);
    const later = new Date(clockNow.getTime() + 20 * 60_000);
    const deps = () => ({
      db: ctx.db,
      payments: paymentRegistryFromConfig(ctx.config, ctx.db, () => later),
      now: () => later,
      clock: () => later,
      log: ctx.app.log,
      siteUrl: ctx.config.SITE_URL,
    });
    await Promise.all([expireDue(deps()), expireDue(deps()), expireDue(deps())]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect(row!.status).toBe('expired');
    const events = await ctx.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.status, 'expired')));
    expect(events).toHaveLength(1);
    expect(await stockOf('ACC-1006')).toBe(5);
    const told = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.contact.phoneNumber));
    expect(told.filter((m) => m.body.includes(placed.orderNo) && m.body.includes('kini Kedaluwarsa'))).toHaveLength(1);
  });

  it('the customer cancels an unpaid order (stock back), not a paid one', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 2 }], { contact: c.contact })));
    expect(await stockOf(PICKUP)).toBe(3);
    const cancelled = orderOf(await c.api.cancel(placed.orderNo));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-1)).toMatchObject({ status: 'cancelled', label: 'Dibatalkan', current: true });
    expect(await stockOf(PICKUP)).toBe(5);
    expect((await c.api.pay(placed.orderNo)).status).toBe(409);

    const other = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    await c.api.pay(other.orderNo);
    const refused = await c.api.cancel(other.orderNo);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)?.message).toBe(COMMERCE_MESSAGES.ORDER_NOT_CANCELLABLE);
  });

  it('one customer can never read, pay, cancel or poll another’s order', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    await setStock(PICKUP, 5);
    const placed = orderOf(await a.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: a.contact })));
    for (const res of [await b.api.detail(placed.orderNo), await b.api.cancel(placed.orderNo), await b.api.paymentStatus(placed.orderNo), await b.api.pay(placed.orderNo)]) {
      expect(res.status).toBe(404);
      expect(errorOf(res)?.message).toBe(COMMERCE_MESSAGES.ORDER_NOT_FOUND);
    }
    expect((await b.api.changePayment(placed.orderNo, 'va_bca')).status).toBe(404);
    expect(C.list.data.parse((await b.api.list()).body.data).orders).toEqual([]);
    expect(C.list.data.parse((await a.api.list()).body.data).orders.map((o) => o.orderNo)).toContain(placed.orderNo);
    expect(orderOf(await a.api.detail(placed.orderNo)).status).toBe('pending_payment');
  });

  it('/tracking-order: number and phone must both match; only the timeline is told; guessing is limited', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    const guest = client(ctx, ctx.token);
    const phone = `+62 ${c.phone.slice(1, 4)}-${c.phone.slice(4, 8)}-${c.phone.slice(8)}`;
    const found = await guest.tracking(placed.orderNo.toLowerCase(), phone);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(C.tracking.data.parse(found.body.data).orderNo).toBe(placed.orderNo);
    expect(found.body.data.timeline[0]).toMatchObject({ status: 'pending_payment', current: true });
    expect(JSON.stringify(found.body.data)).not.toContain(c.phone);
    expect(found.body.data).not.toHaveProperty('payment');

    const wrong = await guest.tracking(placed.orderNo, '081100001111');
    expect(wrong.status).toBe(404);
    expect(errorOf(wrong)?.message).toBe(COMMERCE_MESSAGES.TRACKING_MISMATCH);
    const malformed = await guest.tracking('12345', c.phone);
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)?.message).toBe(COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID);

    let last: Res = wrong;
    for (let i = 0; i < TRACKING_LIMIT_PER_ORDER; i += 1) last = await guest.tracking(placed.orderNo, `0811000011${String(i).padStart(2, '0')}`);
    expect(last.status).toBe(429);
    expect(errorOf(last)?.message).toMatch(/Terlalu banyak percobaan untuk nomor pesanan ini/);
  });

  it('the dealer system moves a paid order forward with its key; the customer is told', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const placed = orderOf(await c.api.create(order([{ code: PICKUP, quantity: 1 }], { contact: c.contact })));
    const dealer = (status: string, k = DEALER_KEY) =>
      client(ctx, ctx.token).call('POST', `/api/order/v1/dealer/orders/${placed.orderNo}/status`, { status }, { 'x-dealer-key': k });
    expect((await dealer('processing')).status).toBe(409); // not paid yet
    await c.api.pay(placed.orderNo);
    expect((await dealer('processing', 'wrong-key-wrong-key-wrong')).status).toBe(403);
    expect((await dealer('processing')).status).toBe(200);
    const ready = await dealer('ready');
    expect(ready.body.data.statusLabel).toBe('Siap diambil');
    expect((await dealer('processing')).status).toBe(409); // never backwards
    expect((await dealer('completed')).body.data.status).toBe('completed');
    const d = orderOf(await c.api.detail(placed.orderNo));
    expect(d.timeline.every((s) => s.reached)).toBe(true);
    const texts = (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.phone)).orderBy(asc(outboxMessages.createdAt))).map((m) => m.body);
    expect(texts.some((t) => t.includes('Siap diambil'))).toBe(true);
  });

  it('reserves a new car with the booking fee: OTR for the city with the colour, and the credit simulation', async () => {
    const c = await newCustomer();
    const [variant] = await ctx.db.select().from(carVariants).where(eq(carVariants.modelCode, 'avanza')).limit(1);
    const [color] = await ctx.db.select().from(carColors).where(eq(carColors.modelCode, 'avanza')).orderBy(asc(carColors.extraPrice)).limit(1);
    const sim = await c.api.call('POST', C.financeSimulation.path, { variantCode: variant!.code, cityCode: CITY, colorId: color!.id, downPaymentPercent: 20, tenorMonths: 36 });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    C.financeSimulation.data.parse(sim.body.data);
    const placed = orderOf(
      await c.api.createNewCar({
        modelCode: 'avanza',
        variantCode: variant!.code,
        colorId: color!.id,
        branchSlug: BRANCH,
        cityCode: CITY,
        contact: c.contact,
        credit: { downPaymentPercent: 20, tenorMonths: 36 },
        paymentMethod: 'va_bca',
        idempotencyKey: key(),
      }),
    );
    expect(placed.kind).toBe('new-car');
    expect(placed.total).toBe(NEW_CAR_BOOKING_FEE);
    expect(placed.fulfilment).toBe('reservation');
    expect(placed.vehicle?.otrPrice).toBe(sim.body.data.otrPrice);
    expect(placed.vehicle?.colorName).toBe(color!.name);
    expect(placed.vehicle?.credit?.monthlyInstallment).toBe(sim.body.data.monthlyInstallment);
    expect(placed.payment?.vaNumber).toBeTruthy();
    expect((await c.api.pay(placed.orderNo)).body.data.status).toBe('paid');

    const wrongColor = await c.api.createNewCar({
      modelCode: 'avanza',
      variantCode: variant!.code,
      colorId: 999999,
      branchSlug: BRANCH,
      cityCode: CITY,
      contact: c.contact,
      paymentMethod: 'qris',
      idempotencyKey: key(),
    });
    expect(wrongColor.status).toBe(404);
    expect(errorOf(wrongColor)?.message).toBe(COMMERCE_MESSAGES.COLOR_UNKNOWN);
  });

  it('a customer placing orders without end is stopped (each one sends a message and holds stock)', async () => {
    const c = await newCustomer();
    await setStock('ACC-1007', 100);
    let last: Res | null = null;
    for (let i = 0; i <= ORDER_LIMIT_PER_CUSTOMER; i += 1) last = await c.api.create(order([{ code: 'ACC-1007', quantity: 1 }], { contact: c.contact }));
    expect(last!.status).toBe(429);
    expect(errorOf(last!)?.message).toMatch(/^Terlalu banyak pesanan dalam waktu singkat\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/);
    expect(await ctx.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(ORDER_LIMIT_PER_CUSTOMER);
  });

  it('ordering from the cart empties the ordered lines', async () => {
    const c = await newCustomer();
    await setStock(PICKUP, 5);
    const [cart] = await ctx.db.insert(carts).values({ guid: randomBytes(16).toString('hex'), customerId: c.id }).returning();
    await ctx.db.insert(cartEntries).values({ cartId: cart!.id, productCode: PICKUP, quantity: 1 });
    orderOf(await c.api.create(order(undefined, { contact: c.contact })));
    expect(await ctx.db.select().from(cartEntries).where(and(eq(cartEntries.cartId, cart!.id)))).toEqual([]);
    const empty = await c.api.create(order(undefined, { contact: c.contact }));
    expect(empty.status).toBe(400);
    expect(errorOf(empty)?.message).toBe(COMMERCE_MESSAGES.CART_EMPTY);
  });
});

describe('orders over Midtrans (a local stand-in of its Core API)', () => {
  let ctx: TestContext;
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
    ctx = await createTestContext({ MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: standIn.url });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const notification = midtransNotification;
  const notify = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/payment/v1/notifications/midtrans', payload: body });

  it('charges at Midtrans, and only a signed notification that Midtrans confirms marks the order paid, once', async () => {
    const c = await createCustomer(ctx);
    const api = client(ctx, await customerToken(ctx, c.id));
    await ctx.db.update(productStock).set({ available: 5 }).where(eq(productStock.code, PICKUP));
    const placed = orderOf(
      await api.create({ items: [{ code: PICKUP, quantity: 1 }], contact: { name: 'Pelanggan Uji', phoneNumber: c.phone }, branchSlug: BRANCH, cityCode: CITY, paymentMethod: 'qris', idempotencyKey: key() }),
    );
    expect(placed.payment).toMatchObject({ provider: 'midtrans', method: 'qris', simulated: false });
    expect(standIn.transactions.get(placed.orderNo)?.grossAmount).toBe(`${placed.total}.00`);
    // No "bayar sekarang" with a real provider.
    expect((await api.pay(placed.orderNo)).status).toBe(404);

    const gross = `${placed.total}.00`;
    // Signed with another key: refused, nothing recorded.
    expect((await notify(notification(placed.orderNo, gross, 'settlement', 'not-the-key'))).statusCode).toBe(401);
    // Signed, but Midtrans itself still says pending (a forged or premature settlement): ignored.
    const early = await notify({ ...notification(placed.orderNo, gross, 'settlement'), transaction_id: 'trx-early' });
    expect(early.statusCode).toBe(200);
    expect(early.json().outcome).toBe('ignored');
    expect(orderOf(await api.detail(placed.orderNo)).status).toBe('pending_payment');

    standIn.transactions.get(placed.orderNo)!.status = 'settlement';
    const paid = await notify(notification(placed.orderNo, gross, 'settlement'));
    expect(paid.json().outcome).toBe('applied');
    expect(orderOf(await api.detail(placed.orderNo)).status).toBe('paid');
    // Midtrans retries notifications: the same event again changes nothing.
    const replay = await notify(notification(placed.orderNo, gross, 'settlement'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    const events = orderOf(await api.detail(placed.orderNo)).timeline.filter((s) => s.status === 'paid');
    expect(events).toHaveLength(1);
  });
});
