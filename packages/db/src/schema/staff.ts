import { STAFF_ROLES } from '@kemudi/domain/staff-roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';

/**
 * The dealer staff console (issue 24): staff accounts — never customer accounts — with their
 * branches, sessions, second factor and an append-only audit log. None of these tables bumps the
 * catalogue data version (schema/meta.ts).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case; unique case-insensitively. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    /** scrypt (apps/api/src/lib/password.ts); null until the invited member sets one. */
    passwordHash: text('password_hash'),
    /**
     * The TOTP secret, AES-256-GCM encrypted by the API (`v1:…`); the seeded demo staff's published
     * secrets are kept as `plain:…` (never in production). Never answered by any call. Set while
     * enrolling; counts only once `totpEnrolledAt` is set.
     */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: at('totp_enrolled_at'),
    /** RFC 6238 time step of the last code accepted: a code of that step or earlier is refused (no reuse). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong passwords or codes in a row; the account locks at STAFF_MAX_FAILED_LOGINS. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    passwordChangedAt: at('password_changed_at'),
    lastLoginAt: at('last_login_at'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`), index('staff_role_idx').on(t.role)],
);

/** The branches a staff member works for (a group admin needs none: every branch is theirs). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] }), index('staff_branches_branch_idx').on(t.branchId)],
);

/**
 * Wrong passwords for an email that names no usable staff account (none, deactivated, not yet
 * set up): counted and locked exactly as a member's (STAFF_MAX_FAILED_LOGINS, then
 * STAFF_LOCKOUT_MINUTES), so that the lock message does not tell whether an account exists. Keyed
 * by the sha256 of the lower-case email (the typed address is not kept); rows idle for a day go.
 */
export const staffLoginFailures = pgTable('staff_login_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A sign-in. The cookie holds an opaque random token; only its sha256 is kept. Stage 'password':
 * the password was right, the second factor (or its enrolment) is still to come; 'full': signed in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    endedAt: at('ended_at'),
    /** logout | password-change | password-reset | deactivated | second-factor-reset | promoted | locked */
    endedReason: text('ended_reason'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), check('staff_sessions_stage_check', sql`${t.stage} in ('password', 'full')`)],
);

/** One-time recovery codes (HMAC-SHA256 of the code), shown once when the authenticator is enrolled. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Set-password links: 'reset' (forgotten password, 1 hour) and 'invite' (a new member, 72 hours); single use. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** sha256 hex of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffId), check('staff_password_resets_kind_check', sql`${t.kind} in ('reset', 'invite')`)],
);

/**
 * Every staff action: who, when, what, on which record, before and after. Append-only: a trigger
 * (migration 0013) refuses UPDATE, DELETE and TRUNCATE. Written in the same transaction as the
 * action itself (apps/api/src/modules/staff `withAudit`), so an action that fails leaves no row.
 * Staff are deactivated, never deleted: the reference to them holds.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** Null for what no signed-in staff member did (the create-admin script). */
    staffId: uuid('staff_id').references(() => staff.id),
    /** e.g. `auth.login`, `staff.create`, `booking.status` */
    action: text('action').notNull(),
    /** e.g. `staff`, `session`, `booking` */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    branchId: integer('branch_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at.desc()),
    index('staff_audit_staff_at_idx').on(t.staffId, t.at.desc()),
    index('staff_audit_entity_idx').on(t.entity, t.entityId),
  ],
);
