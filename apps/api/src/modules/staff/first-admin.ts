/**
 * The first group admin of a real installation (issue 24; `npm run console:create-admin`,
 * apps/api/src/create-admin.ts). Outside Fastify: the script opens the database itself.
 */
import { staff, type Db } from '@kemudi/db';
import { emailError, nameError, passwordError, cleanName } from '@kemudi/domain/account';
import { STAFF_ERROR_MESSAGES } from '@kemudi/domain/contracts/staff';
import { sql } from 'drizzle-orm';
import type { ApiConfig } from '../../env';
import { hashPassword } from '../../lib/password';
import { withAudit } from './audit';
import { issuePasswordLink } from './links';

export type FirstAdminInput = { email: string; name: string; password?: string | undefined };
/** What is wrong with the input (Indonesian, as the console says it), or null. */
export function firstAdminProblem(input: FirstAdminInput): string | null {
  return emailError(input.email.trim().toLowerCase()) ?? nameError(cleanName(input.name)) ?? (input.password !== undefined ? passwordError(input.password) : null);
}

export type FirstAdminResult = { ok: true; id: string; link: string | null } | { ok: false; message: string };

/**
 * Creates an active group admin. With a password (checked against the §5 rule, like every staff
 * password) they can sign in at once and enrol their authenticator; without one, the answer carries
 * a set-password link (72 hours, single use) to hand to them. Refused: a bad email or name, a weak
 * password, an email already used by a staff member. Audited as `staff.create-admin` by nobody.
 */
export async function createFirstAdmin(
  deps: { db: Db; config: Pick<ApiConfig, 'CONSOLE_ORIGIN'>; clock?: () => Date },
  input: FirstAdminInput,
): Promise<FirstAdminResult> {
  const problem = firstAdminProblem(input);
  if (problem) return { ok: false, message: problem };
  const email = input.email.trim().toLowerCase();
  const name = cleanName(input.name);
  const clock = deps.clock ?? (() => new Date());
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
  return deps.db.transaction(async (tx) => {
    const taken = await tx.select({ id: staff.id }).from(staff).where(sql`lower(${staff.email}) = ${email}`).limit(1);
    if (taken.length > 0) return { ok: false as const, message: STAFF_ERROR_MESSAGES.EmailTaken };
    const now = clock();
    const [row] = await tx
      .insert(staff)
      .values({ email, name, role: 'group_admin', passwordHash, passwordChangedAt: passwordHash ? now : null, createdAt: now, updatedAt: now })
      .returning();
    const link = passwordHash ? null : await issuePasswordLink({ clock, config: deps.config }, tx, row!.id, 'invite');
    await withAudit(tx, { staffId: null, ip: null, requestId: null, at: now }, {
      action: 'staff.create-admin',
      entity: 'staff',
      entityId: row!.id,
      after: { name, email, role: 'group_admin', branchIds: [], active: true, secondFactor: false },
    });
    return { ok: true as const, id: row!.id, link };
  });
}
