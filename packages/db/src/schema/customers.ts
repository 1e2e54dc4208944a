import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Customer accounts (issue 10; §3 User, §4 token handling and temporary login). None of these tables
 * bumps the catalogue data version (schema/meta.ts): they do not change what pages show everyone.
 */

/** §3 profile fields (see packages/domain/src/contracts/customer.ts CustomerProfile), kept as one document. */
export type CustomerProfileFields = Partial<Record<string, string | null>>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** §3 User: name, email, phoneNumber (normalised `08…`, §5), customerNo, customerNoTDMS. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `KMD` + 8 digits. */
    customerNo: text('customer_no').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-case; unique case-insensitively. */
    email: text('email'),
    /** §5 normalised: `08…`. */
    phone: text('phone').notNull(),
    /** scrypt, encoded with its parameters (apps/api/src/lib/password.ts); null for code-only accounts. */
    passwordHash: text('password_hash'),
    smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }),
    waVerifiedAt: timestamp('wa_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** §6: the dealer-system number some flows are gated on. */
    customerNoTdms: text('customer_no_tdms'),
    profile: jsonb('profile').$type<CustomerProfileFields>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`),
    // A phone is verified on at most one account; unverified registrations may share it.
    uniqueIndex('customers_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.smsVerifiedAt} IS NOT NULL OR ${t.waVerifiedAt} IS NOT NULL`),
    index('customers_phone_idx').on(t.phone),
  ],
);

/** "Mobil Saya": the customer's own cars. */
export const customerCars = pgTable(
  'customer_cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    /** Upper-case, single spaces: 'B 1234 XYZ'. */
    plate: text('plate').notNull(),
    color: text('color').notNull(),
    stnkExpiry: date('stnk_expiry', { mode: 'string' }),
    vin: text('vin'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_cars_customer_plate_idx').on(t.customerId, t.plate)],
);

/** A login: one per device; `temporary` is the §4 temporary login before phone verification. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    temporary: boolean('temporary').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | refresh-token-reuse | password-reset | promoted | … */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/** Opaque refresh tokens, stored as the sha256 hex of the token; rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; a second use is a reuse and revokes the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes sent by SMS or WhatsApp (§7 generate-otp / validate-otp). */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** §5 normalised `08…`. */
    phone: text('phone').notNull(),
    /** 'sms' | 'whatsapp' */
    channel: text('channel').notNull(),
    /** 'login' | 'register' */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256 (TOKEN_SECRET) of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt.desc()), index('otp_challenges_ip_created_idx').on(t.ip, t.createdAt.desc())],
);

/** Single-use links sent by email: password reset and email activation. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'password_reset' | 'email_activation' */
    kind: text('kind').notNull(),
    /** sha256 hex of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_customer_idx').on(t.customerId)],
);

/** Every message the site sends (codes, links), written in the same transaction as the change it announces. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'sms' | 'whatsapp' | 'email' | 'push' */
    channel: text('channel').notNull(),
    /** Phone `08…`, lower-case email, or (push) the customer id: a push goes to every browser they subscribed. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * What the gateway needs besides the text: a push's `{ url, tag }`, an email's `{ template, data }`,
     * a WhatsApp message's `{ whatsapp: { name, language, category, params } }` (the Cloud API template, issue 27).
     */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** 'pending' | 'sent' | 'failed' | 'outbox' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id of the sent message (WhatsApp `wamid.…`, Twilio `SM…`): its status webhooks name it (issue 27). */
    providerMessageId: text('provider_message_id'),
    /** The furthest the provider has reported: 'sent' | 'delivered' | 'read' | 'failed'. */
    deliveryStatus: text('delivery_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    /** Why the provider could not deliver it: its error code and title (e.g. `131026 Message undeliverable`). */
    deliveryError: text('delivery_error'),
  },
  (t) => [
    index('outbox_messages_recipient_created_idx').on(t.recipient, t.createdAt.desc()),
    index('outbox_messages_status_next_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_messages_provider_message_idx').on(t.providerMessageId).where(sql`${t.providerMessageId} IS NOT NULL`),
  ],
);
