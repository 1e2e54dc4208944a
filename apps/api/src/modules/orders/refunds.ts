import { orderEvents, orders, refunds, type Db } from '@kemudi/db';
import { COMMERCE_MESSAGES as M, REFUND_REASON_LABELS, type RefundReason, type RefundStatus } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { and, desc, eq } from 'drizzle-orm';
import { sqlStateOf } from '../../lib/database-errors';
import { queueMessage, whatsappMessage } from '../messages';
import { PaymentProviderError, type ChargeState } from '../payments';
import { conflict, latestRefund, type OrderDeps, type RefundRow } from './deps';
import type { OrderRow } from './present';

/*
 * Refunds (issue 24): money that reached an order which will not be delivered goes back through the
 * order's payment provider. A row of `refunds` is written 'required' in the transaction that learns
 * of it (a payment arriving after the order expired or was cancelled; a paid order cancelled by the
 * dealer or staff); staff start it ('pending'), the provider carries it out keyed by the row's id
 * (its idempotency key: the same refund sent again is never paid twice), and the outcome is kept
 * ('succeeded', or 'failed' with the provider's reason — staff may try again with a new row).
 * The unique index refunds_one_per_order_idx keeps at most one refund per order open or done.
 */

/** Called in the transaction of a staff member's refund start (the audit row of the staff console). */
export type RefundAudit = (tx: Db, before: RefundRow | null, after: RefundRow) => Promise<void>;

const UNIQUE_VIOLATION = '23505';

/** How long a claimed refund counts as at the provider (longer than any provider call's time-out). */
const REFUND_IN_FLIGHT_MS = 2 * 60_000;

/** Every refund of an order, newest first (the staff detail). */
export function refundsOf(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** A line on the order's timeline about its refund (status 'refund': the customer's step list leaves it out). */
function refundEvent(tx: Db, orderId: string, note: string, at: Date) {
  return tx.insert(orderEvents).values({ orderId, status: 'refund', note, at });
}

/**
 * Records that `amount` paid on `paymentRef` must go back, in the caller's transaction: a 'required'
 * refund and its timeline line. Returns the row, or null when the order already has an open or done
 * refund (the unique index: one at a time).
 */
export async function requireRefund(
  deps: Pick<OrderDeps, 'clock' | 'siteUrl'>,
  tx: Db,
  order: OrderRow,
  refund: { provider: string; paymentRef: string; amount: number; reason: RefundReason },
): Promise<RefundRow | null> {
  const at = deps.clock();
  const [row] = await tx
    .insert(refunds)
    .values({ orderId: order.id, ...refund, status: 'required', createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await refundEvent(tx, order.id, `Perlu refund ${formatRupiah(refund.amount)}: ${REFUND_REASON_LABELS[refund.reason].toLowerCase()}`, at);
  return row;
}

/**
 * A payment that reached an order already expired or cancelled (the provider's word, confirmed):
 * the money is the customer's, so a refund is required — written with its timeline line and the
 * customer's WhatsApp message in one transaction. 'duplicate' when it was recorded before.
 */
export async function recordLatePayment(deps: OrderDeps, order: OrderRow, state: ChargeState, provider: string): Promise<'refund-required' | 'duplicate'> {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // The money went through `provider` (the one that reported it): it goes back the same way.
    const row = await requireRefund(deps, tx, order, { provider, paymentRef: state.ref, amount: state.amount, reason: 'late-payment' });
    if (!row) return 'duplicate' as const;
    deps.log.warn({ orderNo: order.orderNo, status: order.status, refundId: row.id }, 'payment arrived for a closed order: refund required');
    await queueMessage(tx, {
      channel: 'whatsapp',
      to: order.contactPhone,
      ...whatsappMessage('kemudi_pembayaran_terlambat', [formatRupiah(state.amount), order.orderNo, `${deps.siteUrl}${ROUTES.myOrder(order.orderNo)}`]),
    });
    return 'refund-required' as const;
  });
}

/** What a refund start leaves: the row as it is after the provider's answer. */
export type RefundOutcome = { refund: RefundRow; error: string | null };

/**
 * Claims the order's refund for `staffId` in one transaction with its audit row: a 'required' one
 * becomes 'pending'; a 'pending' one (the provider's outcome unknown) is sent again with the same
 * key; after a 'failed' one a new row is made (a new key). Two staff at once: the conditional update
 * (or the unique index) lets one win, the other gets 409.
 */
async function claimRefund(deps: OrderDeps, order: OrderRow, staffId: string, audit: RefundAudit): Promise<RefundRow> {
  const current = await latestRefund(deps.db, order.id);
  if (!current) throw conflict('NoRefund', M.REFUND_NOT_NEEDED);
  if (current.status === 'succeeded') throw conflict('RefundDone', M.REFUND_ALREADY_DONE);
  const at = deps.clock();
  // A 'pending' refund is sent again only when its last attempt came back unknown (lastError set) or
  // its claim is older than any provider call can take (a process that died mid-call): one claimed a
  // moment ago by another staff member is still at the provider — theirs to finish (409).
  if (current.status === 'pending' && current.lastError === null && at.getTime() - current.updatedAt.getTime() < REFUND_IN_FLIGHT_MS) {
    throw conflict('RefundTaken', M.REFUND_TAKEN);
  }
  const claim = { status: 'pending' as RefundStatus, requestedBy: staffId, requestedAt: at, updatedAt: at };
  try {
    return await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [row] =
        current.status === 'failed'
          ? await tx
              .insert(refunds)
              .values({ orderId: order.id, provider: current.provider, paymentRef: current.paymentRef, amount: current.amount, reason: current.reason, createdAt: at, ...claim })
              .returning()
          : await tx
              .update(refunds)
              .set({ ...claim, lastError: null })
              .where(and(eq(refunds.id, current.id), eq(refunds.status, current.status), eq(refunds.updatedAt, current.updatedAt)))
              .returning();
      if (!row) throw conflict('RefundTaken', M.REFUND_TAKEN);
      await audit(tx, current, row);
      return row;
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict('RefundTaken', M.REFUND_TAKEN);
    throw error;
  }
}

/**
 * A staff member returns the order's payment: the claim (with its audit row), then the provider's
 * refund call outside any transaction, then its outcome: 'succeeded' (timeline line, WhatsApp to the
 * customer), 'failed' when the provider refused (nothing was paid back; its reason kept), or still
 * 'pending' when the provider could not be reached (sent again, with the same key, on a retry).
 */
export async function refundOrder(deps: OrderDeps, order: OrderRow, staffId: string, audit: RefundAudit): Promise<RefundOutcome> {
  const claimed = await claimRefund(deps, order, staffId, audit);
  // Issue 27: the refund goes through the provider stored on it (the one the money came through).
  const provider = deps.payments.get(claimed.provider);
  if (!provider) {
    const message = M.REFUND_PROVIDER_MISSING(claimed.provider);
    return { refund: await settleRefund(deps, order, claimed, { status: 'failed', error: message }), error: message };
  }
  try {
    const result = await provider.refund({ key: claimed.id, ref: claimed.paymentRef, amount: claimed.amount, reason: REFUND_REASON_LABELS[claimed.reason as RefundReason] ?? claimed.reason });
    return { refund: await settleRefund(deps, order, claimed, { status: result.status, providerRef: result.providerRef }), error: null };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error.message, orderNo: order.orderNo, refundId: claimed.id }, 'refund at the provider failed');
    const message = `${error.kind === 'refused' ? 'Ditolak penyedia pembayaran' : 'Penyedia pembayaran tidak dapat dihubungi'}: ${error.message}`;
    // Refused: nothing was paid back (a new attempt gets a new key). Unavailable: the outcome is unknown — the same key is sent again.
    return { refund: await settleRefund(deps, order, claimed, { status: error.kind === 'refused' ? 'failed' : 'pending', error: message }), error: message };
  }
}

async function settleRefund(
  deps: OrderDeps,
  order: OrderRow,
  claimed: RefundRow,
  outcome: { status: 'succeeded' | 'pending' | 'failed'; providerRef?: string | null; error?: string },
): Promise<RefundRow> {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const at = deps.clock();
    const [row] = await tx
      .update(refunds)
      .set({
        status: outcome.status,
        providerRef: outcome.providerRef ?? claimed.providerRef,
        lastError: outcome.error ?? null,
        updatedAt: at,
        ...(outcome.status === 'succeeded' ? { completedAt: at } : {}),
      })
      .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'pending')))
      .returning();
    if (!row) return (await tx.select().from(refunds).where(eq(refunds.id, claimed.id)))[0]!;
    if (outcome.status === 'succeeded') {
      await refundEvent(tx, order.id, `Dana ${formatRupiah(row.amount)} dikembalikan ke pelanggan`, at);
      await queueMessage(tx, {
        channel: 'whatsapp',
        to: order.contactPhone,
        ...whatsappMessage('kemudi_dana_dikembalikan', [formatRupiah(row.amount), order.orderNo, `${deps.siteUrl}${ROUTES.myOrder(order.orderNo)}`]),
      });
    } else if (outcome.status === 'failed') {
      await refundEvent(tx, order.id, `Refund ${formatRupiah(row.amount)} gagal: ${outcome.error ?? ''}`.trim(), at);
    }
    await tx.update(orders).set({ updatedAt: at }).where(eq(orders.id, order.id));
    return row;
  });
}
