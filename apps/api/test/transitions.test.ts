import { randomBytes } from 'node:crypto';
import { bookingEvents, bookings, crmOutbox, orderEvents, orders, outboxMessages } from '@kemudi/db';
import { BOOKING_ACTIONS, checkBookingChange, type BookingChange, type BookingState } from '@kemudi/domain/booking-transitions';
import {
  BOOKING_MESSAGES,
  BOOKING_NO_PREFIXES,
  BOOKING_STATUSES,
  TCARE_KINDS,
  TCARE_STAGES,
  type BookingKind,
  type BookingStatus,
  type TcareStage,
} from '@kemudi/domain/bookings';
import { COMMERCE_MESSAGES, ORDER_NO_ALPHABET, ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@kemudi/domain/commerce';
import { orderTransitionOf } from '@kemudi/domain/order-transitions';
import { TRANSITION_ACTORS } from '@kemudi/domain/transition-actors';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { changeBooking } from '../src/modules/bookings';
import { changeOrderStatus } from '../src/modules/orders';
import { paymentRegistryFromConfig } from '../src/modules/payments';
import { createCustomer, createTestContext, TEST_NOW, type TestContext } from './helpers';

/*
 * The transition tables walked against the database (issue 28): for every status (and T-CARE stage)
 * a record can be in, every change by every actor is tried through the modules' one change
 * function. What the table allows is applied — the new status, its timeline entry and the message to
 * the customer (and for a booking the CRM's event); everything else is refused with 409 and its
 * Indonesian message, and the record, its timeline and its messages stay as they were.
 */

const BRANCH = 'kemudi-toyota-sunter';
const CLOSING: OrderStatus[] = ['completed', 'cancelled', 'expired'];
const tail = () => Array.from(randomBytes(6), (b) => ORDER_NO_ALPHABET[b % ORDER_NO_ALPHABET.length]).join('');

/** Whether an async call is refused with the API's error: 409, its type and message. */
async function refusal(call: () => Promise<unknown>): Promise<{ status: number; type: string; message: string }> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, type: error.type, message: error.message };
    throw error;
  }
  throw new Error('the change was applied');
}

describe('ORDER_TRANSITIONS walked over the database', () => {
  let ctx: TestContext;
  let customerId: string;
  const clock = () => TEST_NOW;
  const deps = () => ({
    db: ctx.db,
    payments: paymentRegistryFromConfig(ctx.config, ctx.db, clock),
    now: clock,
    clock,
    log: ctx.app.log,
    siteUrl: ctx.config.SITE_URL,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    customerId = (await createCustomer(ctx)).id;
  });
  afterAll(() => ctx.close());

  const orderIn = async (status: OrderStatus) => {
    const [row] = await ctx.db
      .insert(orders)
      .values({
        orderNo: `KMD-261122-${tail()}`,
        customerId,
        kind: 'products',
        status,
        fulfilment: 'pickup',
        contactName: 'Pelanggan Uji',
        contactPhone: '081234567890',
        branchSlug: BRANCH,
        branchName: 'Kemudi Toyota Sunter',
        cityCode: '0080',
        subtotal: 150_000,
        total: 150_000,
        expiresAt: new Date(TEST_NOW.getTime() + 15 * 60_000),
        ...(status === 'pending_payment' ? {} : { paidAt: TEST_NOW }),
      })
      .returning();
    return row!;
  };
  const eventsOf = (orderId: string) => ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const messagesAbout = (orderNo: string) => ctx.db.select().from(outboxMessages).where(like(outboxMessages.body, `%${orderNo}%`));

  it.each(ORDER_STATUSES)('from %s: what the table allows is applied, everything else refused', async (from) => {
    const untouched = await orderIn(from);
    for (const to of ORDER_STATUSES) {
      for (const actor of TRANSITION_ACTORS) {
        const name = `${from} → ${to} by ${actor}`;
        if (orderTransitionOf(from, to, actor)) {
          const order = await orderIn(from);
          const row = await changeOrderStatus(deps(), order, { to, actor, note: `Uji ${actor}` });
          expect(row?.status, name).toBe(to);
          const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
          expect([stored!.status, stored!.closedAt !== null], name).toEqual([to, CLOSING.includes(to)]);
          expect((await eventsOf(order.id)).map((e) => [e.status, e.note]), name).toEqual([[to, `Uji ${actor}`]]);
          const texts = (await messagesAbout(order.orderNo)).map((m) => m.body);
          expect(texts.length, name).toBe(1);
          if (to !== 'paid') expect(texts[0], name).toContain(orderStatusLabel(to, 'pickup'));
        } else {
          const refused = await refusal(() => changeOrderStatus(deps(), untouched, { to, actor, note: 'Tidak boleh' }));
          const expected =
            actor === 'customer' && to === 'cancelled'
              ? { type: 'NotCancellable', message: COMMERCE_MESSAGES.ORDER_NOT_CANCELLABLE }
              : { type: 'InvalidTransition', message: `Status pesanan tidak dapat diubah dari ${orderStatusLabel(from, 'pickup')} ke ${orderStatusLabel(to, 'pickup')}` };
          expect(refused, name).toEqual({ status: 409, ...expected });
        }
      }
    }
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, untouched.id));
    expect(stored!.status).toBe(from);
    expect(await eventsOf(untouched.id)).toEqual([]);
    expect(await messagesAbout(untouched.orderNo)).toEqual([]);
  });

  it('applies one of two changes made from the same reading of an order, never both', async () => {
    const order = await orderIn('paid');
    const results = await Promise.all([
      changeOrderStatus(deps(), order, { to: 'processing', actor: 'dealer', note: 'Diproses' }),
      changeOrderStatus(deps(), order, { to: 'cancelled', actor: 'staff', note: 'Dibatalkan dealer' }),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(['processing', 'cancelled']).toContain(stored!.status);
  });
});

describe('BOOKING_TRANSITIONS and TCARE_TRANSITIONS walked over the database', () => {
  let ctx: TestContext;
  const deps = () => ({ app: ctx.app, db: ctx.db, now: () => TEST_NOW, clock: () => TEST_NOW, log: ctx.app.log, siteUrl: ctx.config.SITE_URL });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** A workshop booking (with T-CARE), a spare-part request and a test drive, in every status they can have. */
  const KINDS: BookingKind[] = ['service', 'spare-part', 'test-drive'];
  const STATES: BookingState[] = KINDS.flatMap((kind) =>
    BOOKING_STATUSES.flatMap((status) => {
      const staged = TCARE_KINDS.includes(kind) && (status === 'confirmed' || status === 'completed');
      return (staged ? [null, ...TCARE_STAGES] : [null]).map((stage) => ({ kind, status, stage }));
    }),
  );
  const CHANGES: BookingChange[] = BOOKING_ACTIONS.flatMap((action): BookingChange[] => (action === 'stage' ? TCARE_STAGES.map((stage) => ({ action, stage })) : [{ action }]));
  const SLOT = new Date('2026-12-01T02:00:00Z');
  const MOVED = new Date('2026-12-02T02:00:00Z');

  /** What each change must leave: the status (and stage), the timeline entry and the CRM's event. */
  const expectedOf = (state: BookingState, change: BookingChange): { status: BookingStatus; stage: TcareStage | null; event: string; crm: string } => {
    switch (change.action) {
      case 'confirm':
        return { status: 'confirmed', stage: null, event: 'confirmed', crm: 'updated' };
      case 'cancel':
        return { status: 'cancelled', stage: state.stage, event: 'cancelled', crm: 'cancelled' };
      case 'reschedule':
        return { status: state.status, stage: state.stage, event: 'rescheduled', crm: 'rescheduled' };
      case 'stage':
        // The workshop's first report on a pending booking confirms it.
        return { status: 'confirmed', stage: change.stage, event: 'stage', crm: 'updated' };
      case 'answer':
        return { status: 'answered', stage: state.stage, event: 'answered', crm: 'updated' };
      case 'complete':
        return { status: 'completed', stage: state.stage, event: 'completed', crm: 'updated' };
      case 'no_show':
        return { status: 'no_show', stage: state.stage, event: 'no_show', crm: 'updated' };
    }
  };
  const writeOf = (change: BookingChange) =>
    change.action === 'reschedule'
      ? { note: 'Jadwal dipindahkan', set: { slotStart: MOVED } }
      : change.action === 'answer'
        ? { note: 'Tersedia: stok ada', set: { details: { answer: { available: true, note: 'Stok ada', price: null, readyDate: null } } } }
        : { note: `Uji ${change.action}` };

  const bookingIn = async (state: BookingState) => {
    const [row] = await ctx.db
      .insert(bookings)
      .values({
        bookingNo: `${BOOKING_NO_PREFIXES[state.kind]}-261122-${tail()}`,
        kind: state.kind,
        status: state.status,
        stage: state.stage,
        contactName: 'Pelanggan Uji',
        contactPhone: '081234567891',
        branchSlug: BRANCH,
        slotStart: state.kind === 'spare-part' ? null : SLOT,
        details: { view: { title: 'Booking uji', summary: [] } },
        idempotencyKey: randomBytes(8).toString('hex'),
        createdAt: TEST_NOW,
      })
      .returning();
    return row!;
  };
  const eventsOf = (bookingId: string) => ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
  const messagesAbout = (bookingNo: string) => ctx.db.select().from(outboxMessages).where(like(outboxMessages.body, `%${bookingNo}%`));
  const crmOf = (bookingId: string) => ctx.db.select().from(crmOutbox).where(and(eq(crmOutbox.recordType, 'booking'), eq(crmOutbox.recordId, bookingId)));

  it.each(STATES.map((s) => [`${s.kind} ${s.status}${s.stage ? `/${s.stage}` : ''}`, s] as const))(
    '%s: what the tables allow is applied, everything else refused',
    async (_label, state) => {
      const untouched = await bookingIn(state);
      for (const change of CHANGES) {
        for (const actor of TRANSITION_ACTORS) {
          const name = `${change.action}${change.action === 'stage' ? ` ${change.stage}` : ''} by ${actor}`;
          const verdict = checkBookingChange(state, change, actor);
          if (verdict.ok) {
            const booking = await bookingIn(state);
            const row = await changeBooking(deps(), booking, change, actor, writeOf(change));
            const expected = expectedOf(state, change);
            expect([row?.status, row?.stage], name).toEqual([expected.status, expected.stage]);
            if (change.action === 'cancel') expect(row?.cancelledAt, name).not.toBeNull();
            // Leaving 'pending' for 'confirmed' (a confirm, a first T-CARE report) stamps when.
            expect(row?.confirmedAt ?? null, name).toEqual(state.status === 'pending' && expected.status === 'confirmed' ? TEST_NOW : null);
            if (change.action === 'reschedule') expect(row?.slotStart, name).toEqual(MOVED);
            expect((await eventsOf(booking.id)).map((e) => [e.type, e.note]), name).toEqual([[expected.event, writeOf(change).note]]);
            expect(await messagesAbout(booking.bookingNo), name).toHaveLength(1);
            expect((await crmOf(booking.id)).map((c) => c.event), name).toEqual([expected.crm]);
          } else {
            const refused = await refusal(() => changeBooking(deps(), untouched, change, actor, writeOf(change)));
            if (actor === 'customer') expect(refused, name).toEqual({ status: 409, type: 'NotChangeable', message: BOOKING_MESSAGES.NOT_CHANGEABLE });
            else expect(refused, name).toEqual({ status: 409, type: 'InvalidTransition', message: verdict.message });
          }
        }
      }
      const [stored] = await ctx.db.select().from(bookings).where(eq(bookings.id, untouched.id));
      expect([stored!.status, stored!.stage, stored!.slotStart]).toEqual([state.status, state.stage, untouched.slotStart]);
      expect(await eventsOf(untouched.id)).toEqual([]);
      expect(await messagesAbout(untouched.bookingNo)).toEqual([]);
      expect(await crmOf(untouched.id)).toEqual([]);
    },
  );

  it('applies one of two reports made from the same reading of a booking, never both', async () => {
    const booking = await bookingIn({ kind: 'service', status: 'confirmed', stage: null });
    const results = await Promise.all([
      changeBooking(deps(), booking, { action: 'stage', stage: 'diterima' }, 'dealer', { note: 'Diterima' }),
      changeBooking(deps(), booking, { action: 'no_show' }, 'staff', { note: 'Pelanggan tidak hadir' }),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await eventsOf(booking.id)).toHaveLength(1);
  });
});
