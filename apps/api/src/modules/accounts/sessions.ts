/**
 * Customer sessions and their tokens (§4 token handling, §8). An access token is a short-lived JWT
 * naming its session; the refresh token is an opaque random string stored only as its sha256, and
 * rotated on every use: the used one is marked, and presenting it again is a reuse — someone else
 * holds a copy — so the whole session is closed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { customerSessions, pushSubscriptions, refreshTokens, type Db } from '@kemudi/db';
import { MESSAGES } from '@kemudi/domain/validation';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a login comes from (kept on the session for the customer's own review). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  temporary: boolean;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 32 random bytes, base64url: refresh tokens and the tokens of emailed links. */
export const opaqueToken = () => randomBytes(32).toString('base64url');

/** §8: 401 InvalidRefreshToken, message 'invalid refresh token', redirect true. */
export const invalidRefreshToken = () => new AppError(401, 'InvalidRefreshToken', MESSAGES.INVALID_REFRESH_TOKEN, { redirect: true });

export type SessionReason = 'logout' | 'refresh-token-reuse' | 'password-reset' | 'password-change' | 'promoted';

async function issuePair(app: FastifyInstance, tx: Tx, customerId: string, sessionId: string, temporary: boolean): Promise<TokenPair> {
  const refresh = opaqueToken();
  const now = app.clock();
  await tx.insert(refreshTokens).values({
    sessionId,
    tokenHash: sha256(refresh),
    createdAt: now,
    expiresAt: new Date(now.getTime() + app.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return {
    access_token: app.signCustomerToken({ customerId, sessionId, temporary }),
    refresh_token: refresh,
    expires_in: app.config.CUSTOMER_TOKEN_TTL_SECONDS,
    temporary,
  };
}

/** Opens a session (full, or the §4 temporary one) and answers its first token pair. */
export async function openSession(app: FastifyInstance, tx: Tx, customerId: string, temporary: boolean, client: ClientInfo): Promise<TokenPair> {
  const now = app.clock();
  const [session] = await tx
    .insert(customerSessions)
    .values({ customerId, temporary, createdAt: now, lastUsedAt: now, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null })
    .returning({ id: customerSessions.id });
  return issuePair(app, tx, customerId, session!.id, temporary);
}

/**
 * Ends a session. §4 "the push-notification session is cleared": the browser subscriptions made
 * in it are deleted too, so a logged-out browser receives no more of the customer's notifications.
 */
export async function closeSession(app: FastifyInstance, tx: Tx | Db, sessionId: string, reason: SessionReason): Promise<void> {
  await tx
    .update(customerSessions)
    .set({ revokedAt: app.clock(), revokedReason: reason })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** Ends every session of the customer (password reset), and with them every push subscription. */
export async function closeAllSessions(app: FastifyInstance, tx: Tx, customerId: string, reason: SessionReason): Promise<void> {
  await tx
    .update(customerSessions)
    .set({ revokedAt: app.clock(), revokedReason: reason })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

/** Ends every session of the customer but `keepSessionId` (a password changed from that session, issue 29). */
export async function closeOtherSessions(app: FastifyInstance, tx: Tx, customerId: string, keepSessionId: string, reason: SessionReason): Promise<void> {
  await tx
    .update(customerSessions)
    .set({ revokedAt: app.clock(), revokedReason: reason })
    .where(and(eq(customerSessions.customerId, customerId), ne(customerSessions.id, keepSessionId), isNull(customerSessions.revokedAt)));
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.customerId, customerId), ne(pushSubscriptions.sessionId, keepSessionId)));
}

type RefreshOutcome = { ok: true; pair: TokenPair } | { ok: false; reuse: boolean };

/**
 * §7 refresh-token: the next pair of the same session. Unknown, expired or revoked → 401
 * InvalidRefreshToken; a token already rotated → the session is closed (reuse) and 401.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<TokenPair> {
  const hash = sha256(token);
  const outcome = await app.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const now = app.clock();
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        sessionId: customerSessions.id,
        customerId: customerSessions.customerId,
        temporary: customerSessions.temporary,
        revokedAt: customerSessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(customerSessions, eq(customerSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hash))
      .for('update')
      .limit(1);
    if (!row || row.revokedAt !== null) return { ok: false, reuse: false };
    if (row.usedAt !== null) {
      await closeSession(app, tx, row.sessionId, 'refresh-token-reuse');
      return { ok: false, reuse: true };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reuse: false };
    // Only one of two concurrent rotations of the same token can mark it.
    const marked = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length !== 1) {
      await closeSession(app, tx, row.sessionId, 'refresh-token-reuse');
      return { ok: false, reuse: true };
    }
    await tx.update(customerSessions).set({ lastUsedAt: now }).where(eq(customerSessions.id, row.sessionId));
    return { ok: true, pair: await issuePair(app, tx, row.customerId, row.sessionId, row.temporary) };
  });
  if (!outcome.ok) {
    if (outcome.reuse) app.log.warn('refresh token reused: session closed');
    throw invalidRefreshToken();
  }
  return outcome.pair;
}
