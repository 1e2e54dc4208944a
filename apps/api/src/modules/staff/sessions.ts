/**
 * Staff sessions (issue 24): an opaque random token in an HttpOnly cookie, kept in the database
 * only as its sha256. A session is first at the 'password' stage (the password was right; the
 * second factor or its enrolment is still to come, STAFF_PASSWORD_STAGE_MINUTES), then a new one
 * at the 'full' stage for STAFF_SESSION_HOURS, absolute. The token changes between the two, so a
 * token seen before the second factor is worth nothing after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { branches as branchesTable, staff, staffBranches, staffSessions, type Db } from '@kemudi/db';
import { STAFF_PASSWORD_STAGE_MINUTES, STAFF_SESSION_HOURS, type StaffRole } from '@kemudi/domain/staff-roles';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SessionStage = 'password' | 'full';

/** The staff member behind a request's session cookie (request.staff), whatever the session's stage. */
export interface StaffCaller {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The branches they work for (empty for a group admin, whose scope is every branch). */
  branchIds: number[];
  /** The same branches by slug: the queues' records (bookings, orders, leads) name their branch by slug. */
  branchSlugs: string[];
  sessionId: string;
  stage: SessionStage;
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api/staff/ requests with a live session cookie; null otherwise. */
    staff: StaffCaller | null;
  }
}

export type EndReason = 'logout' | 'password-change' | 'password-reset' | 'deactivated' | 'second-factor-reset' | 'promoted' | 'locked';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 32 random bytes, base64url: session tokens and the tokens of emailed links. */
export const opaqueToken = () => randomBytes(32).toString('base64url');

const PLAIN_COOKIE = 'kemudi_staff';
const HOST_COOKIE = '__Host-kemudi_staff';
const PASSWORD_STAGE_MS = STAFF_PASSWORD_STAGE_MINUTES * 60_000;
const FULL_MS = STAFF_SESSION_HOURS * 3_600_000;
/** last_seen_at is written at most this often per session (a list page fires several calls). */
const SEEN_EVERY_MS = 60_000;

/**
 * The cookie's name and attributes, from the console's origin (CONSOLE_ORIGIN): over https it is
 * Secure with the `__Host-` prefix, which browsers accept only with Path=/ and no Domain — so no
 * other host of the domain (the customer site) can set or shadow it; the console's origin serves
 * nothing but the console, so Path=/ widens nothing. Over plain http (a developer's machine) it is
 * `kemudi_staff` with Path=/api/staff. SameSite=Strict either way.
 */
export function cookieSettings(consoleOrigins: readonly string[]): { name: string; path: string; secure: boolean } {
  const secure = consoleOrigins[0]?.startsWith('https:') ?? false;
  return secure ? { name: HOST_COOKIE, path: '/', secure } : { name: PLAIN_COOKIE, path: '/api/staff', secure };
}

function setCookie(app: FastifyInstance, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  const { name, path, secure } = cookieSettings(app.config.CONSOLE_ORIGIN);
  reply.header('set-cookie', serializeCookie(name, value, { httpOnly: true, sameSite: 'strict', secure, path, maxAge: maxAgeSeconds }));
  // A session answer is never kept by a cache on the way.
  reply.header('cache-control', 'no-store');
}

export function clearCookie(app: FastifyInstance, reply: FastifyReply): void {
  setCookie(app, reply, '', 0);
}

function tokenOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookies(header)[cookieSettings(app.config.CONSOLE_ORIGIN).name];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip || null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 300) : null,
});

/** Opens a session in `tx` and sets its cookie on the reply; answers when it ends. */
export async function openSession(
  app: FastifyInstance,
  tx: Tx,
  reply: FastifyReply,
  staffId: string,
  stage: SessionStage,
  client: ClientInfo,
): Promise<{ id: string; expiresAt: Date }> {
  const token = opaqueToken();
  const now = app.clock();
  const lifetime = stage === 'full' ? FULL_MS : PASSWORD_STAGE_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  const [row] = await tx
    .insert(staffSessions)
    .values({ tokenHash: sha256(token), staffId, stage, createdAt: now, lastSeenAt: now, expiresAt, ip: client.ip, userAgent: client.userAgent })
    .returning({ id: staffSessions.id });
  setCookie(app, reply, token, lifetime / 1000);
  return { id: row!.id, expiresAt };
}

export async function endSession(app: FastifyInstance, tx: Tx | Db, sessionId: string, reason: EndReason): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ endedAt: app.clock(), endedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Ends every open session of a staff member (password change or reset, deactivation, a reset second factor, lockout). */
export async function endAllSessions(app: FastifyInstance, tx: Tx, staffId: string, reason: EndReason, options: { stage?: SessionStage } = {}): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ endedAt: app.clock(), endedReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt), options.stage ? eq(staffSessions.stage, options.stage) : undefined));
}

/**
 * The staff member of the request's cookie, or null: no cookie, an unknown, ended or expired
 * session, or a deactivated member. Read on every staff call, so that a deactivation, a new role
 * or new branches count from the next call on.
 */
export async function loadStaffCaller(app: FastifyInstance, request: FastifyRequest): Promise<StaffCaller | null> {
  const token = tokenOf(app, request);
  if (!token) return null;
  const now = app.clock();
  const [row] = await app.db
    .select({
      sessionId: staffSessions.id,
      stage: staffSessions.stage,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, now), eq(staff.active, true)))
    .limit(1);
  if (!row) return null;
  const branches = await app.db
    .select({ id: staffBranches.branchId, slug: branchesTable.slug })
    .from(staffBranches)
    .innerJoin(branchesTable, eq(branchesTable.id, staffBranches.branchId))
    .where(eq(staffBranches.staffId, row.id));
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await app.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, row.sessionId), ne(staffSessions.lastSeenAt, now)));
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    branchIds: branches.map((b) => b.id).sort((a, b) => a - b),
    branchSlugs: branches.map((b) => b.slug).sort(),
    sessionId: row.sessionId,
    stage: row.stage === 'full' ? 'full' : 'password',
    sessionExpiresAt: row.expiresAt,
  };
}
