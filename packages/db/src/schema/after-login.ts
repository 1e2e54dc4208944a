import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerSessions, customers, type CustomerProfileFields } from './customers';

/**
 * After login (issue 11; §3 profile sync data, consent, loyalty; §4 post-login confirmations,
 * notification permission; §6 customer number TDMS). None of these tables bumps the catalogue
 * data version: they do not change what pages show everyone.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A vehicle as the dealer system (TDMS) knows it. */
export type DealerVehicle = {
  /** The dealer system's own id of the vehicle. */
  vehicleId: string;
  model: string;
  /** 'B 1234 XYZ' (contracts/customer.ts normalizePlate). */
  plate: string;
  year: number;
  color: string;
  vin: string | null;
  /** YYYY-MM-DD */
  lastServiceDate: string | null;
  lastServiceKm: number | null;
};

/** What the site reported to the dealer system when the customer synced (§7 submit-modal o2ocars flags). */
export type DealerSyncFlags = { isPhoneVerified: boolean; isWAVerified: boolean; isEmailVerified: boolean; is020Sync: boolean };

/**
 * The seeded dealer system (modules/dealer-system, its local default): TDMS customers keyed by
 * their phone (§5 normalised `08…`), each with a customer number, a profile in the §3 field names
 * and vehicles. A real TDMS replaces this table (TDMS_BASE_URL); the site never writes here except
 * what the real system would also be told (the sync flags).
 */
export const dealerSystemCustomers = pgTable(
  'dealer_system_customers',
  {
    /** §6 customer number TDMS. */
    customerNoTdms: text('customer_no_tdms').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    profile: jsonb('profile').$type<CustomerProfileFields>().notNull().default({}),
    vehicles: jsonb('vehicles').$type<DealerVehicle[]>().notNull().default([]),
    syncFlags: jsonb('sync_flags').$type<DealerSyncFlags>(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('dealer_system_customers_phone_idx').on(t.phone)],
);

/**
 * Where a customer stands in the §4 post-login confirmations: the link to their dealer record
 * (customers.customerNoTdms holds the number), a rejected link (§4: a flag with its timestamp,
 * cleared after the seamless time-out), and the profile changes and vehicles already decided, so
 * they are not offered again unless the dealer record changes.
 */
export const customerDealerSync = pgTable('customer_dealer_sync', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  /** §4 "A seamless rejection stores a flag with its timestamp". */
  seamlessRejectedAt: timestamp('seamless_rejected_at', { withTimezone: true }),
  /** sha256 of the dealer profile the customer last answered o2oprofile for. */
  profileDecidedHash: text('profile_decided_hash'),
  profileDecidedAt: timestamp('profile_decided_at', { withTimezone: true }),
  /** Dealer vehicle ids the customer answered o2ocars for (added or declined). */
  vehiclesDecided: jsonb('vehicles_decided').$type<string[]>().notNull().default([]),
  /** §7 o2ocars is020Sync: when the account and the dealer record were last synced. */
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Every personal-data consent decision (UU PDP; §3 consent submission: consentStatusId, phoneNumber,
 * customerName), append-only: the latest row of a customer is their status; the rows are the
 * record of what was agreed to, when, and with which text. A guest's consent (§7
 * pdpConsentNotLoggedIn) has no customer.
 */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** §5 normalised `08…`. */
    phone: text('phone').notNull(),
    customerName: text('customer_name').notNull(),
    /** packages/domain CONSENT_STATUS: 1 agreed, 2 declined, 3 withdrawn. */
    consentStatusId: smallint('consent_status_id').notNull(),
    consentSourceCode: integer('consent_source_code').notNull(),
    consentSourceDetailCode: integer('consent_source_detail_code').notNull(),
    /** The text the person saw, as it was then. */
    consentText: text('consent_text').notNull(),
    /** Where it was given: 'modal' (post-login), 'myaccount', 'guest' (not logged in), 'form' (a lead or booking form). */
    channel: text('channel').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_decisions_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('consent_decisions_phone_created_idx').on(t.phone, t.createdAt.desc()),
  ],
);

/** A customer's linked AstraPay wallet and their AstraPoints (§3 loyalty, §7 loyalty calls). */
export const loyaltyWallets = pgTable('loyalty_wallets', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('astrapay'),
  /** The provider's id of the linked account; null once unlinked. */
  accountRef: text('account_ref'),
  /** The phone the wallet was linked with (§5 `08…`): phone-updated compares it with the account's. */
  accountPhone: text('account_phone'),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
  points: integer('points').notNull().default(0),
  /** §3 earnPointNotif: points were earned and the customer has not been told yet. */
  earnPointNotif: boolean('earn_point_notif').notNull().default(false),
  lastEarnedPoints: integer('last_earned_points'),
  /** The link reward is given once per customer, whatever they unlink and link again. */
  rewardGrantedAt: timestamp('reward_granted_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Web push subscriptions (§4 notification permission; the push session): one per browser, tied
 * to the session that made it, so logging out (or a session ended any other way) ends it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => customerSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_customer_idx').on(t.customerId), index('push_subscriptions_session_idx').on(t.sessionId).where(sql`${t.sessionId} IS NOT NULL`)],
);
