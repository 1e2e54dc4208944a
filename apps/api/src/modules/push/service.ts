import { pushSubscriptions, type Db } from '@kemudi/db';
import type { PushSubscriptionBody } from '@kemudi/domain/contracts/push';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { pushEndpointAllowed, queueMessage, vapidFromConfig } from '../messages';

/** Browsers one customer may have subscribed at once; the oldest subscription gives way beyond it. */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 20;

/** The first push a newly subscribed browser receives (§4 notification permission: "Izinkan"). */
export const CONFIRMATION_PUSH = {
  title: 'Notifikasi Kemudi aktif',
  text: 'Konfirmasi booking servis dan pesanan Anda akan kami kirim sebagai notifikasi di browser ini.',
  url: '/myaccount/notifikasi',
  tag: 'kemudi-notifikasi-aktif',
} as const;

const pushUnavailable = () => new AppError(503, 'PushUnavailable', 'Notifikasi belum tersedia saat ini. Coba lagi nanti.');

const isProduction = (app: FastifyInstance) => app.config.NODE_ENV === 'production' || app.config.KEMUDI_ENV === 'production';

/** The application server key browsers subscribe with. */
export function publicKey(app: FastifyInstance): { publicKey: string } {
  const vapid = vapidFromConfig(app.config);
  if (!vapid) throw pushUnavailable();
  return { publicKey: vapid.publicKey };
}

/**
 * Stores this browser's subscription for the customer and the session it was made in (one row
 * per endpoint: another customer logging in on the same browser takes the row over). A new or
 * changed subscription gets a confirmation push, queued in the same transaction; the same
 * subscription sent again (the site re-sends it silently when permission is granted) only moves
 * to the current session.
 */
export async function subscribe(
  app: FastifyInstance,
  caller: { customerId: string; sessionId: string },
  body: PushSubscriptionBody,
  userAgent: string | null,
): Promise<{ subscribed: true }> {
  if (!vapidFromConfig(app.config)) throw pushUnavailable();
  // SSRF: the API will POST to this URL; only the known push services (PUSH_ENDPOINT_HOSTS).
  if (!pushEndpointAllowed(body.endpoint, app.config.PUSH_ENDPOINT_HOSTS, isProduction(app))) {
    throw badRequest('Alamat layanan notifikasi tidak dikenal. Gunakan browser yang mendukung notifikasi (Chrome, Firefox, Edge, atau Safari).');
  }
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)).for('update').limit(1);
    const same = existing && existing.customerId === caller.customerId && existing.p256dh === body.keys.p256dh && existing.auth === body.keys.auth;
    const values = {
      customerId: caller.customerId,
      sessionId: caller.sessionId,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    };
    if (same) {
      await tx.update(pushSubscriptions).set({ sessionId: caller.sessionId, userAgent: values.userAgent }).where(eq(pushSubscriptions.id, existing.id));
      return;
    }
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: body.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now, lastSuccessAt: null, failureCount: 0 } });
    const mine = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, caller.customerId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const excess = mine.slice(0, Math.max(0, mine.length - MAX_SUBSCRIPTIONS_PER_CUSTOMER)).map((r) => r.id);
    if (excess.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
    await queueMessage(tx, { channel: 'push', to: caller.customerId, ...CONFIRMATION_PUSH }, now);
  });
  return { subscribed: true };
}

/** Forgets one of the customer's subscriptions (turning notifications off in this browser). */
export async function unsubscribe(db: Db, customerId: string, endpoint: string): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { removed: removed.length > 0 };
}

/**
 * Whether any browser of the customer takes push now: other modules queue a push only then (a push
 * to nobody would be a failed message in the outbox and an error in the log).
 */
export async function hasPushSubscription(db: Pick<Db, 'select'>, customerId: string): Promise<boolean> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId)).limit(1);
  return rows.length > 0;
}
