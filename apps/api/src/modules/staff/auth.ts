/**
 * Staff sign-in (issue 24): email + password (scrypt, as customers) opens a password-stage session;
 * the authenticator's code — or a one-time recovery code — or, the first time, the enrolment of an
 * authenticator turns it into a full one. Every failure answers the same 'Email atau kata sandi
 * salah'; STAFF_MAX_FAILED_LOGINS wrong passwords or codes in a row lock the account for
 * STAFF_LOCKOUT_MINUTES (and end its password-stage sessions). Also: logout, change of password
 * and the forgotten-password link, each ending every session of the member.
 */
import { staff, staffLoginFailures, staffRecoveryCodes } from '@kemudi/db';
import { STAFF_ERROR_MESSAGES, type StaffMe } from '@kemudi/domain/contracts/staff';
import { STAFF_LOCKOUT_MINUTES, STAFF_MAX_FAILED_LOGINS } from '@kemudi/domain/staff-roles';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { actorOf, withAudit, type AuditActor } from './audit';
import { findLink, sendPasswordLink, useLink } from './links';
import { meOf } from './members';
import { sessionAt, signedIn } from './scope';
import { clearCookie, clientOf, endAllSessions, endSession, openSession, sha256, type StaffCaller, type Tx } from './sessions';
import { checkTotp, decryptSecret, encryptSecret, looksLikeTotp, newEnrolment, newRecoveryCodes, recoveryCodeHash } from './totp';

type StaffRow = typeof staff.$inferSelect;

const invalidCredentials = () => new AppError(401, 'InvalidCredentials', STAFF_ERROR_MESSAGES.InvalidCredentials);
const invalidCode = () => new AppError(400, 'InvalidCode', STAFF_ERROR_MESSAGES.InvalidCode);
const invalidLink = () => new AppError(400, 'InvalidPasswordLink', STAFF_ERROR_MESSAGES.InvalidPasswordLink);

function accountLocked(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(429, 'AccountLocked', STAFF_ERROR_MESSAGES.AccountLocked.replace('{n}', String(minutes)), { status: 429, retryAfter: seconds });
}

const isLocked = (row: Pick<StaffRow, 'lockedUntil'>, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/**
 * Counts one wrong password or code. The STAFF_MAX_FAILED_LOGINS-th in a row locks the account
 * (the counter starts again) and ends its password-stage sessions. Answers the lock's end, if now locked.
 */
async function countFailure(app: FastifyInstance, tx: Tx, actor: AuditActor, member: StaffRow, what: 'password' | 'code'): Promise<Date | null> {
  const lockUntil = new Date(actor.at.getTime() + STAFF_LOCKOUT_MINUTES * 60_000);
  const reaches = sql`${staff.failedLogins} + 1 >= ${STAFF_MAX_FAILED_LOGINS}`;
  const [row] = await tx
    .update(staff)
    .set({
      failedLogins: sql`case when ${reaches} then 0 else ${staff.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, member.id))
    .returning({ lockedUntil: staff.lockedUntil });
  const locked = row?.lockedUntil && row.lockedUntil.getTime() === lockUntil.getTime() ? lockUntil : null;
  await withAudit(tx, { ...actor, staffId: member.id }, { action: what === 'password' ? 'auth.login-failed' : 'auth.code-failed', entity: 'staff', entityId: member.id });
  if (locked) {
    await endAllSessions(app, tx, member.id, 'locked', { stage: 'password' });
    await withAudit(tx, { ...actor, staffId: member.id }, { action: 'auth.locked', entity: 'staff', entityId: member.id, after: { lockedUntil: locked.toISOString() } });
  }
  return locked;
}

/**
 * An email that names no usable account gets the same lock as a member's after the same number of
 * wrong passwords (staffLoginFailures): otherwise the lock message alone would tell an attacker
 * which addresses are staff. Answers the lock's end when this failure locks it.
 */
async function countUnknownFailure(tx: Tx, emailHash: string, at: Date): Promise<Date | null> {
  const lockUntil = new Date(at.getTime() + STAFF_LOCKOUT_MINUTES * 60_000);
  // Rows idle for a day are of no use any more (a lock lasts minutes).
  await tx.delete(staffLoginFailures).where(lt(staffLoginFailures.updatedAt, new Date(at.getTime() - 86_400_000)));
  const reaches = sql`${staffLoginFailures.failures} + 1 >= ${STAFF_MAX_FAILED_LOGINS}`;
  const [row] = await tx
    .insert(staffLoginFailures)
    .values({ emailHash, failures: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: staffLoginFailures.emailHash,
      set: {
        failures: sql`case when ${reaches} then 0 else ${staffLoginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else ${staffLoginFailures.lockedUntil} end`,
        updatedAt: at,
      },
    })
    .returning({ lockedUntil: staffLoginFailures.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() === lockUntil.getTime() ? lockUntil : null;
}

/** Runs `work` in a transaction whose failures are kept (the counter, the audit row) before the refusal is thrown. */
async function refuseAfterCommit<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T | AppError>): Promise<T> {
  const outcome = await app.db.transaction(work);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Password, then the second factor
// ---------------------------------------------------------------------------------------------

export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<{ next: 'second-factor' | 'enrol' }> {
  const [member] = await app.db.select().from(staff).where(sql`lower(${staff.email}) = ${input.email}`).limit(1);
  const now = app.clock();
  const usable = member && member.active && member.passwordHash ? member : null;
  if (usable && isLocked(usable, now)) throw accountLocked(usable.lockedUntil!, now);
  const emailHash = sha256(input.email.toLowerCase());
  if (!usable) {
    const [unknown] = await app.db.select().from(staffLoginFailures).where(eq(staffLoginFailures.emailHash, emailHash)).limit(1);
    if (unknown && isLocked(unknown, now)) throw accountLocked(unknown.lockedUntil!, now);
  }
  // The same work whether or not the member exists: the answer time does not tell.
  const matches = await verifyPassword(input.password, usable?.passwordHash ?? (await decoyHash()));
  return refuseAfterCommit(app, async (tx) => {
    const actor = actorOf(app, request, member?.id ?? null);
    if (!usable || !member) {
      const locked = await countUnknownFailure(tx, emailHash, now);
      return locked ? accountLocked(locked, now) : invalidCredentials();
    }
    if (!matches) {
      const locked = await countFailure(app, tx, actor, member, 'password');
      return locked ? accountLocked(locked, now) : invalidCredentials();
    }
    // The failure count is not reset here, only by a full sign-in: a right password followed by
    // wrong codes, again and again, must still lock the account.
    await openSession(app, tx, reply, member.id, 'password', clientOf(request));
    await withAudit(tx, actor, { action: 'auth.password-accepted', entity: 'staff', entityId: member.id });
    return { next: member.totpEnrolledAt ? ('second-factor' as const) : ('enrol' as const) };
  });
}

/** Ends the password-stage session and opens the full one (a new token); answers the member as the console shows them. */
async function promote(app: FastifyInstance, tx: Tx, request: FastifyRequest, reply: FastifyReply, caller: StaffCaller, method: string): Promise<() => Promise<StaffMe>> {
  const now = app.clock();
  await endSession(app, tx, caller.sessionId, 'promoted');
  const session = await openSession(app, tx, reply, caller.id, 'full', clientOf(request));
  await tx.update(staff).set({ lastLoginAt: now, failedLogins: 0 }).where(eq(staff.id, caller.id));
  await withAudit(tx, actorOf(app, request), { action: 'auth.login', entity: 'staff', entityId: caller.id, after: { method } });
  return () => meOf(app, { ...caller, stage: 'full', sessionId: session.id, sessionExpiresAt: session.expiresAt });
}

async function lockedMember(tx: Tx, id: string): Promise<StaffRow> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
  return row!;
}

/** The password stage's second step: a TOTP code (±1 step, never one used before) or an unused recovery code. */
export async function secondFactor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: string) {
  const caller = sessionAt(request, 'password');
  const result = await refuseAfterCommit(app, async (tx) => {
    const member = await lockedMember(tx, caller.id);
    const now = app.clock();
    const actor = actorOf(app, request);
    if (isLocked(member, now)) return accountLocked(member.lockedUntil!, now);
    const secret = member.totpEnrolledAt && member.totpSecret ? decryptSecret(app.config, member.totpSecret) : null;
    if (!secret) return invalidCode();
    let method: 'totp' | 'recovery-code';
    if (looksLikeTotp(code)) {
      const step = await checkTotp(secret, code, now, member.totpLastStep);
      if (step === null) {
        const locked = await countFailure(app, tx, actor, member, 'code');
        return locked ? accountLocked(locked, now) : invalidCode();
      }
      await tx.update(staff).set({ totpLastStep: step }).where(eq(staff.id, member.id));
      method = 'totp';
    } else {
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.staffId, member.id), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(app.config, code)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      if (used.length === 0) {
        const locked = await countFailure(app, tx, actor, member, 'code');
        return locked ? accountLocked(locked, now) : invalidCode();
      }
      method = 'recovery-code';
    }
    const me = await promote(app, tx, request, reply, caller, method);
    const [left] = await tx
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, member.id), isNull(staffRecoveryCodes.usedAt)));
    return { me, recoveryCodeUsed: method === 'recovery-code', recoveryCodesLeft: left?.n ?? 0 };
  });
  return { staff: await result.me(), recoveryCodeUsed: result.recoveryCodeUsed, recoveryCodesLeft: result.recoveryCodesLeft };
}

const alreadyEnrolled = () => new AppError(409, 'AlreadyEnrolled', STAFF_ERROR_MESSAGES.AlreadyEnrolled);

/** Password stage, no authenticator yet: a new secret (kept encrypted, pending until confirmed), its URI and QR code. */
export async function startEnrolment(app: FastifyInstance, request: FastifyRequest) {
  const caller = sessionAt(request, 'password');
  const enrolment = await newEnrolment(caller.email);
  await app.db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller.id);
    if (member.totpEnrolledAt) throw alreadyEnrolled();
    await tx.update(staff).set({ totpSecret: encryptSecret(app.config, enrolment.secret), totpLastStep: null }).where(eq(staff.id, caller.id));
    await withAudit(tx, actorOf(app, request), { action: 'auth.enrolment-started', entity: 'staff', entityId: caller.id });
  });
  return { ...enrolment, email: caller.email };
}

/** The first code from the app: enrolled, recovery codes made (shown this once), and a full session. */
export async function confirmEnrolment(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: string) {
  const caller = sessionAt(request, 'password');
  const recoveryCodes = newRecoveryCodes();
  const result = await refuseAfterCommit(app, async (tx) => {
    const member = await lockedMember(tx, caller.id);
    const now = app.clock();
    const actor = actorOf(app, request);
    if (member.totpEnrolledAt) return alreadyEnrolled();
    if (isLocked(member, now)) return accountLocked(member.lockedUntil!, now);
    const secret = member.totpSecret ? decryptSecret(app.config, member.totpSecret) : null;
    if (!secret) return new AppError(400, 'NotEnrolling', STAFF_ERROR_MESSAGES.NotEnrolling);
    const step = looksLikeTotp(code) ? await checkTotp(secret, code, now, null) : null;
    if (step === null) {
      const locked = await countFailure(app, tx, actor, member, 'code');
      return locked ? accountLocked(locked, now) : invalidCode();
    }
    await tx.update(staff).set({ totpEnrolledAt: now, totpLastStep: step }).where(eq(staff.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((c) => ({ staffId: member.id, codeHash: recoveryCodeHash(app.config, c), createdAt: now })));
    await withAudit(tx, actor, { action: 'auth.enrolled', entity: 'staff', entityId: member.id, after: { secondFactor: true } });
    return { me: await promote(app, tx, request, reply, caller, 'enrolment') };
  });
  return { staff: await result.me(), recoveryCodes };
}

export async function logout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<{ loggedOut: true }> {
  const caller = request.staff;
  if (caller) {
    await app.db.transaction(async (tx) => {
      await endSession(app, tx, caller.sessionId, 'logout');
      await withAudit(tx, actorOf(app, request), { action: 'auth.logout', entity: 'staff', entityId: caller.id });
    });
  }
  clearCookie(app, reply);
  return { loggedOut: true };
}

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

/** Current + new password; every session of the member ends, this one too: they sign in again. */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { currentPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const caller = signedIn(request);
  const [member] = await app.db.select().from(staff).where(eq(staff.id, caller.id)).limit(1);
  if (!member?.passwordHash || !(await verifyPassword(input.currentPassword, member.passwordHash))) {
    throw new AppError(400, 'WrongCurrentPassword', STAFF_ERROR_MESSAGES.WrongCurrentPassword);
  }
  if (input.newPassword === input.currentPassword) throw new AppError(400, 'SamePassword', STAFF_ERROR_MESSAGES.SamePassword);
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    const now = app.clock();
    await tx.update(staff).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(staff.id, caller.id));
    await endAllSessions(app, tx, caller.id, 'password-change');
    await withAudit(tx, actorOf(app, request), { action: 'auth.password-change', entity: 'staff', entityId: caller.id });
  });
  clearCookie(app, reply);
  return { changed: true };
}

/** The same answer for any email; an active member gets a set-password link by email. */
export async function forgotPassword(app: FastifyInstance, request: FastifyRequest, email: string): Promise<{ sent: true }> {
  const [member] = await app.db.select().from(staff).where(sql`lower(${staff.email}) = ${email}`).limit(1);
  if (member?.active) {
    await app.db.transaction(async (tx) => {
      await sendPasswordLink(app, tx, member, 'reset');
      // Nobody is signed in: the row names the account, not an actor.
      await withAudit(tx, actorOf(app, request, null), { action: 'auth.reset-requested', entity: 'staff', entityId: member.id });
    });
  }
  return { sent: true };
}

export async function passwordLink(app: FastifyInstance, token: string) {
  const link = await findLink(app, app.db, token);
  if (!link) throw invalidLink();
  return { kind: link.kind, name: link.name, email: link.email };
}

/** A new password from a link (an invitation or a reset): single use; every session of the member ends, a lockout too. */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, input: { token: string; password: string }): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    const link = await findLink(app, tx, input.token, { lock: true });
    if (!link) throw invalidLink();
    const now = app.clock();
    await useLink(tx, link.id, now);
    await tx.update(staff).set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null, updatedAt: now }).where(eq(staff.id, link.staffId));
    await endAllSessions(app, tx, link.staffId, 'password-reset');
    // The link reached the member's inbox: they are the actor.
    await withAudit(tx, actorOf(app, request, link.staffId), {
      action: link.kind === 'invite' ? 'auth.invite-accepted' : 'auth.password-reset',
      entity: 'staff',
      entityId: link.staffId,
    });
  });
  return { reset: true };
}
