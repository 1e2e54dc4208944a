import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { simulatedPayments, type Db } from '@kemudi/db';
import type { PaymentMethod } from '@kemudi/domain/commerce';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import { PaymentProviderError, type Charge, type ChargeInput, type ChargeInstructions, type ChargeState, type PaymentProvider, type RefundInput, type RefundResult, type VerifiedNotification } from './provider';
import { buildQrisPayload } from './qris';

/*
 * The simulated payment provider (issue 12): what `npm start` and the tests pay with, no account
 * needed. It keeps its charges in simulated_payments (a real provider keeps them on its side), draws a
 * real QRIS payload and real-looking virtual account numbers, and its "bayar sekarang" control
 * (pay) marks a charge paid and hands back the signed notification it "sends" to the webhook.
 */

/** Who the simulated QRIS says is being paid. */
export const SIMULATED_QRIS_MERCHANT = { merchantName: 'KEMUDI TOYOTA', merchantCity: 'JAKARTA', postalCode: '10110', merchantId: 'ID2026112200001' } as const;

/**
 * Virtual account numbers, shaped as each bank's are: a prefix (the simulated company/biller code)
 * followed by digits. BCA: company code 5 + 11 = 16 digits; BNI: '988' + 13 = 16; BRI (BRIVA):
 * institution code 5 + 10 = 15; Permata: '8' + 15 = 16; Mandiri bill payment: biller code '70012'
 * and a 12-digit bill key.
 */
export const SIMULATED_VA_FORMATS = {
  va_bca: { prefix: '12950', digits: 11 },
  va_bni: { prefix: '988', digits: 13 },
  va_bri: { prefix: '26215', digits: 10 },
  va_permata: { prefix: '8', digits: 15 },
} as const;
export const SIMULATED_MANDIRI_BILLER_CODE = '70012';
export const SIMULATED_MANDIRI_BILL_KEY_DIGITS = 12;

/** The notification header that carries the HMAC. */
export const SIMULATOR_SIGNATURE_HEADER = 'x-simulator-signature';
/** A notification whose occurredAt is further than this from the clock is refused (replay window). */
export const SIMULATOR_REPLAY_WINDOW_MS = 5 * 60_000;

/**
 * The refs and order numbers the simulator accepts: Midtrans' order_id alphabet without the dot, so
 * the dot-joined text it signs cannot be read two ways.
 */
const REF = /^[A-Za-z0-9_~-]{1,50}$/;

/**
 * `digits` decimal digits taken from sha256(ref) read as one big number: the same ref always gives
 * the same number (a retried charge shows the customer the same account), different refs almost
 * never collide.
 */
export function digitsFromRef(ref: string, digits: number): string {
  const n = BigInt(`0x${createHash('sha256').update(ref).digest('hex')}`);
  return (n % 10n ** BigInt(digits)).toString().padStart(digits, '0');
}

function instructionsFor(method: PaymentMethod, ref: string, orderNo: string, amount: number): ChargeInstructions {
  switch (method) {
    case 'qris':
      return { kind: 'qris', qrString: buildQrisPayload({ ...SIMULATED_QRIS_MERCHANT, amount, reference: orderNo }) };
    case 'va_mandiri':
      return { kind: 'bill', bank: 'mandiri', billerCode: SIMULATED_MANDIRI_BILLER_CODE, billKey: digitsFromRef(ref, SIMULATED_MANDIRI_BILL_KEY_DIGITS) };
    case 'va_bca':
    case 'va_bni':
    case 'va_bri':
    case 'va_permata': {
      const { prefix, digits } = SIMULATED_VA_FORMATS[method];
      return { kind: 'va', bank: method.slice(3) as 'bca' | 'bni' | 'bri' | 'permata', vaNumber: `${prefix}${digitsFromRef(ref, digits)}` };
    }
  }
}

/** The instructions as simulated_payments.details keeps them (with the transaction id), and back. */
function toDetails(instructions: ChargeInstructions, transactionId: string): Record<string, string> {
  return { ...instructions, transactionId };
}
function fromDetails(details: Record<string, string>): ChargeInstructions {
  switch (details.kind) {
    case 'qris':
      return { kind: 'qris', qrString: details.qrString ?? '' };
    case 'bill':
      return { kind: 'bill', bank: 'mandiri', billerCode: details.billerCode ?? '', billKey: details.billKey ?? '' };
    default:
      return { kind: 'va', bank: details.bank as 'bca' | 'bni' | 'bri' | 'permata', vaNumber: details.vaNumber ?? '' };
  }
}

/** What the simulator posts to the webhook (JSON body). */
export type SimulatorNotificationBody = {
  eventId: string;
  ref: string;
  orderNo: string;
  status: 'paid' | 'expired';
  amount: number;
  transactionId: string;
  occurredAt: string;
};

const NotificationBody = z.strictObject({
  eventId: z.uuid(),
  ref: z.string().regex(REF),
  orderNo: z.string().regex(REF),
  status: z.enum(['paid', 'expired']),
  amount: z.number().int().nonnegative(),
  transactionId: z.string().regex(REF),
  occurredAt: z.iso.datetime({ offset: true }),
});

/**
 * Hex HMAC-SHA256 of `eventId.ref.orderNo.status.amount.transactionId.occurredAt`: every field of the
 * body is signed (a changed order number or transaction id fails too), in this fixed order.
 */
export function signSimulatorNotification(secret: string, body: SimulatorNotificationBody): string {
  const text = [body.eventId, body.ref, body.orderNo, body.status, body.amount, body.transactionId, body.occurredAt].join('.');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export type SimulatedNotification = { headers: Record<string, string>; body: SimulatorNotificationBody };

export type SimulatedPaymentProvider = PaymentProvider & {
  readonly name: 'simulated';
  readonly simulated: true;
  /**
   * "Bayar sekarang": pays a pending, unexpired charge (clock time) and returns the notification the
   * simulator sends. PaymentProviderError('refused') for an unknown, paid, expired or cancelled charge.
   */
  pay(ref: string): Promise<SimulatedNotification>;
  /** Lets a pending charge lapse now (as if its deadline passed) and returns the 'expired' notification. Refused like pay(). */
  expire(ref: string): Promise<SimulatedNotification>;
  /**
   * A payment that reaches the provider after its charge lapsed or was cancelled (a bank that
   * settles a virtual account late): marks an expired or cancelled charge paid and returns the
   * 'paid' notification — the late payment the staff console's refunds exist for. Refused for an
   * unknown, pending, paid or refunded charge.
   */
  payLate(ref: string): Promise<SimulatedNotification>;
};

export type SimulatedProviderOptions = {
  db: Db;
  /** Signs the notifications (PAYMENT_SIMULATOR_SECRET, or one derived from TOKEN_SECRET). */
  secret: string;
  /** The wall clock: expiry, paidAt and the replay window. */
  clock?: () => Date;
};

const REFUSALS = {
  unknown: 'Tagihan tidak ditemukan',
  pending: 'Tagihan ini masih menunggu pembayaran',
  paid: 'Tagihan ini sudah dibayar',
  refunded: 'Dana tagihan ini sudah dikembalikan',
  expired: 'Batas waktu pembayaran tagihan ini sudah lewat',
  cancelled: 'Tagihan ini sudah dibatalkan',
} as const;

export function createSimulatedProvider({ db, secret, clock = () => new Date() }: SimulatedProviderOptions): SimulatedPaymentProvider {
  if (secret.length < 16) throw new Error('the payment simulator secret must be at least 16 characters');
  type Row = typeof simulatedPayments.$inferSelect;
  const find = async (ref: string): Promise<Row | undefined> => (await db.select().from(simulatedPayments).where(eq(simulatedPayments.ref, ref)))[0];

  /** The status as of `now`: a pending charge past its deadline is expired (and is written so). */
  const settle = async (row: Row, now: Date): Promise<Row> => {
    if (row.status !== 'pending' || row.expiresAt > now) return row;
    const [expired] = await db
      .update(simulatedPayments)
      .set({ status: 'expired' })
      .where(and(eq(simulatedPayments.ref, row.ref), eq(simulatedPayments.status, 'pending'), lte(simulatedPayments.expiresAt, now)))
      .returning();
    return expired ?? (await find(row.ref)) ?? row;
  };

  const refusal = async (ref: string): Promise<never> => {
    const row = await find(ref);
    const status = row ? (await settle(row, clock())).status : 'unknown';
    const message = REFUSALS[status as keyof typeof REFUSALS] ?? `Tagihan berstatus ${status}`;
    throw new PaymentProviderError('refused', `${message} (${ref})`);
  };

  const notify = (row: Row, status: 'paid' | 'expired', at: Date): SimulatedNotification => {
    const body: SimulatorNotificationBody = {
      eventId: randomUUID(),
      ref: row.ref,
      orderNo: row.orderNo,
      status,
      amount: row.amount,
      transactionId: row.details.transactionId ?? row.ref,
      occurredAt: at.toISOString(),
    };
    return { headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: signSimulatorNotification(secret, body) }, body };
  };

  return {
    name: 'simulated',
    simulated: true,

    async charge(input: ChargeInput): Promise<Charge> {
      if (!REF.test(input.ref) || !REF.test(input.orderNo)) throw new PaymentProviderError('refused', `simulator: ref and order number must be 1…50 of A-Z a-z 0-9 _ ~ - (${input.ref})`);
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PaymentProviderError('refused', `simulator: amount must be whole rupiah above 0 (${input.amount})`);
      if (input.expiresAt <= clock()) throw new PaymentProviderError('refused', 'simulator: the charge would already be expired');
      const instructions = instructionsFor(input.method, input.ref, input.orderNo, input.amount);
      await db
        .insert(simulatedPayments)
        .values({
          ref: input.ref,
          orderNo: input.orderNo,
          method: input.method,
          amount: input.amount,
          status: 'pending',
          details: toDetails(instructions, randomUUID()),
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: simulatedPayments.ref });
      const row = await find(input.ref);
      if (!row) throw new PaymentProviderError('unavailable', `simulator: charge ${input.ref} was not kept`);
      // The same ref charged again (a retry) answers the charge it made; a different charge under a used ref is refused, as a gateway refuses a reused order_id.
      if (row.orderNo !== input.orderNo || row.method !== input.method || row.amount !== input.amount) {
        throw new PaymentProviderError('refused', `simulator: ref ${input.ref} is already used for another charge`);
      }
      return { ref: row.ref, instructions: fromDetails(row.details), expiresAt: row.expiresAt };
    },

    async status(ref: string): Promise<ChargeState> {
      const found = await find(ref);
      if (!found) throw new PaymentProviderError('refused', `${REFUSALS.unknown} (${ref})`);
      const row = await settle(found, clock());
      return {
        ref: row.ref,
        // A refunded charge reads as Midtrans' 'refund' does: the money went back.
        status: row.status === 'refunded' ? 'cancelled' : (row.status as ChargeState['status']),
        amount: row.amount,
        transactionId: row.details.transactionId ?? null,
        paidAt: row.paidAt,
      };
    },

    async cancel(ref: string): Promise<void> {
      const now = clock();
      await db
        .update(simulatedPayments)
        .set({ status: 'cancelled' })
        .where(and(eq(simulatedPayments.ref, ref), eq(simulatedPayments.status, 'pending'), gt(simulatedPayments.expiresAt, now)));
      // A charge already closed (paid, cancelled, lapsed) or never made is left as it is.
      const row = await find(ref);
      if (row) await settle(row, now);
    },

    async pay(ref: string): Promise<SimulatedNotification> {
      const now = clock();
      const [row] = await db
        .update(simulatedPayments)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(simulatedPayments.ref, ref), eq(simulatedPayments.status, 'pending'), gt(simulatedPayments.expiresAt, now)))
        .returning();
      if (!row) return refusal(ref);
      return notify(row, 'paid', now);
    },

    async expire(ref: string): Promise<SimulatedNotification> {
      const now = clock();
      const [row] = await db
        .update(simulatedPayments)
        .set({ status: 'expired', expiresAt: now })
        .where(and(eq(simulatedPayments.ref, ref), eq(simulatedPayments.status, 'pending'), gt(simulatedPayments.expiresAt, now)))
        .returning();
      if (!row) return refusal(ref);
      return notify(row, 'expired', now);
    },

    async payLate(ref: string): Promise<SimulatedNotification> {
      const now = clock();
      const [row] = await db
        .update(simulatedPayments)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(simulatedPayments.ref, ref), inArray(simulatedPayments.status, ['expired', 'cancelled'])))
        .returning();
      if (!row) return refusal(ref);
      return notify(row, 'paid', now);
    },

    async refund({ key, ref, amount }: RefundInput): Promise<RefundResult> {
      const done = (row: Row): RefundResult | null => (row.status === 'refunded' && row.details.refundKey === key ? { status: 'succeeded', providerRef: row.details.refundId ?? null } : null);
      const row = await find(ref);
      if (!row) throw new PaymentProviderError('refused', `${REFUSALS.unknown} (${ref})`);
      // The same key again answers the refund it made: a retry never pays twice.
      const again = done(row);
      if (again) return again;
      if (row.status !== 'paid') return refusal(ref);
      if (amount !== row.amount) throw new PaymentProviderError('refused', `simulator: refund ${amount} differs from the payment ${row.amount} (${ref})`);
      const details = { ...row.details, refundKey: key, refundId: `SIMREF-${randomUUID()}` };
      const [refunded] = await db
        .update(simulatedPayments)
        .set({ status: 'refunded', details })
        .where(and(eq(simulatedPayments.ref, ref), eq(simulatedPayments.status, 'paid')))
        .returning();
      // Lost a race: the winner's refund answers, or this one is refused.
      const result = done(refunded ?? (await find(ref)) ?? row);
      if (!result) return refusal(ref);
      return result;
    },

    verifyNotification(headers, body): VerifiedNotification | null {
      const header = Object.entries(headers).find(([name]) => name.toLowerCase() === SIMULATOR_SIGNATURE_HEADER)?.[1];
      if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return null;
      const parsed = NotificationBody.safeParse(body);
      if (!parsed.success) return null;
      const expected = Buffer.from(signSimulatorNotification(secret, parsed.data), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(header, 'hex'))) return null;
      // A notification is good for five minutes either side of the clock: an old one replayed is refused.
      const occurredAt = new Date(parsed.data.occurredAt);
      if (Math.abs(clock().getTime() - occurredAt.getTime()) > SIMULATOR_REPLAY_WINDOW_MS) return null;
      return {
        eventKey: parsed.data.eventId,
        ref: parsed.data.ref,
        status: parsed.data.status,
        amount: parsed.data.amount,
        transactionId: parsed.data.transactionId,
        occurredAt,
        payload: { ...parsed.data },
      };
    },
  };
}
