/**
 * Set-password links of staff emails (issue 24): 'reset' (forgotten password, STAFF_RESET_LINK_MINUTES)
 * and 'invite' (a new member, STAFF_INVITE_LINK_HOURS), both to CONSOLE_ORIGIN/atur-sandi?token=…,
 * single use. The email is written to the messages outbox in the caller's transaction.
 */
import { staff, staffPasswordResets } from '@kemudi/db';
import { STAFF_INVITE_LINK_HOURS, STAFF_RESET_LINK_MINUTES } from '@kemudi/domain/staff-roles';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { composeEmail, queueMessage } from '../messages';
import { opaqueToken, sha256, type Tx } from './sessions';

export type LinkKind = 'reset' | 'invite';

const LIFETIME_MS: Record<LinkKind, number> = { reset: STAFF_RESET_LINK_MINUTES * 60_000, invite: STAFF_INVITE_LINK_HOURS * 3_600_000 };

/** What a link needs of the app (the create-admin script has no Fastify app). */
export type LinkDeps = { clock: () => Date; config: Pick<FastifyInstance['config'], 'CONSOLE_ORIGIN'> };

/** A new link for the member (earlier unused links of theirs stop working): its URL on the console. */
export async function issuePasswordLink(deps: LinkDeps, tx: Tx, staffId: string, kind: LinkKind): Promise<string> {
  const now = deps.clock();
  await tx
    .update(staffPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordResets.staffId, staffId), isNull(staffPasswordResets.usedAt)));
  const token = opaqueToken();
  await tx.insert(staffPasswordResets).values({
    staffId,
    kind,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  return `${deps.config.CONSOLE_ORIGIN[0]}/atur-sandi?token=${token}`;
}

/** Issues a link and queues its email in `tx`. */
export async function sendPasswordLink(
  app: FastifyInstance,
  tx: Tx,
  member: { id: string; name: string; email: string },
  kind: LinkKind,
  invitedBy?: string,
): Promise<void> {
  const now = app.clock();
  const link = await issuePasswordLink(app, tx, member.id, kind);
  const email =
    kind === 'invite'
      ? composeEmail({ template: 'staff-invite', data: { name: member.name, invitedBy: invitedBy ?? 'Admin Kemudi', link, hours: STAFF_INVITE_LINK_HOURS } })
      : composeEmail({ template: 'staff-password-reset', data: { name: member.name, link, minutes: STAFF_RESET_LINK_MINUTES } });
  await queueMessage(tx, { channel: 'email', to: member.email, ...email }, now);
}

/** The live link of a token (unused, not expired, its member active), or undefined. */
export async function findLink(app: FastifyInstance, tx: Tx | FastifyInstance['db'], token: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select({ id: staffPasswordResets.id, kind: staffPasswordResets.kind, staffId: staff.id, name: staff.name, email: staff.email })
    .from(staffPasswordResets)
    .innerJoin(staff, eq(staff.id, staffPasswordResets.staffId))
    .where(
      and(
        eq(staffPasswordResets.tokenHash, sha256(token)),
        isNull(staffPasswordResets.usedAt),
        gt(staffPasswordResets.expiresAt, app.clock()),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: staffPasswordResets }) : await query;
  return row ? { ...row, kind: row.kind === 'invite' ? ('invite' as const) : ('reset' as const) } : undefined;
}

/** Marks a link used: it works once. */
export async function useLink(tx: Tx, linkId: string, now: Date): Promise<void> {
  await tx.update(staffPasswordResets).set({ usedAt: now }).where(eq(staffPasswordResets.id, linkId));
}
