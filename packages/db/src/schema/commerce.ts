import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staff } from './staff';

/**
 * Commerce (issue 12; §3 Cart, §4 cart guid, §7 Cart calls, products/stock, finance-simulation):
 * carts, stock, orders with their timeline, payments and the slots an installation takes. None of
 * these tables bumps the catalogue data version (schema/meta.ts): stock and orders change all day
 * and must never empty the read cache of the catalogue.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What can be sold of each after-sales item (accessories, spare parts, service coupons, service
 * packages). `available` is what can still be ordered: an order takes its units off at checkout (a
 * conditional update, so two checkouts of the last unit cannot both succeed) and gives them back
 * when it is cancelled or expires. A null `available` is not counted (service packages: the
 * workshop's slots limit them, not a shelf).
 */
export const productStock = pgTable(
  'product_stock',
  {
    code: text('code').primaryKey(),
    /** accessory | part | coupon | package */
    kind: text('kind').notNull(),
    available: integer('available'),
    updatedAt: updatedAt(),
  },
  (t) => [check('product_stock_available_check', sql`${t.available} IS NULL OR ${t.available} >= 0`)],
);

/**
 * §3 Cart. A guest's cart is found by its `guid` (the cookie kept 7 days, §4); a customer has one
 * cart (`customer_id`), and a guest cart given at login is merged into it (`merged_into` set, its
 * entries moved). The guid is 128 random bits: it cannot be guessed, and a customer's cart is
 * never read through its guid by anyone else.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guid: text('guid').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    mergedInto: uuid('merged_into'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_customer_idx').on(t.customerId).where(sql`${t.customerId} IS NOT NULL`)],
);

/** §3 Cart entries: product.code and quantity (a line per product). */
export const cartEntries = pgTable(
  'cart_entries',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productCode] }), check('cart_entries_quantity_check', sql`${t.quantity} > 0`)],
);

/** A new car reserved with a booking fee (§2 model page, issue 12): what the order carries. */
export type OrderVehicle = {
  modelCode: string;
  modelName: string;
  variantCode: string;
  variantName: string;
  colorId: number;
  colorName: string;
  /** OTR price in the chosen city (colour surcharge included), rupiah. */
  otrPrice: number;
  cityCode: string;
  cityName: string;
  /** The customer's credit simulation (finance-simulation), when they made one. */
  credit: {
    downPaymentPercent: number;
    downPayment: number;
    tenorMonths: number;
    monthlyInstallment: number;
    totalFirstPayment: number;
  } | null;
};

/** How the order is paid: the provider's reference and what the customer pays to (a QRIS string or a virtual account). */
export type OrderPayment = {
  provider: string;
  /** The id the provider knows the charge by (Midtrans order_id). */
  ref: string;
  method: string;
  qrString?: string;
  bank?: string;
  vaNumber?: string;
  /** Mandiri bill payment: biller code and bill key. */
  billerCode?: string;
  billKey?: string;
  /** ISO time the charge expires. */
  expiresAt: string;
};

/**
 * An order: after-sales items bought from the cart (or bought now), or a new car reserved with a
 * booking fee. Amounts are computed by the server from the catalogue when the order is placed and
 * kept as they were. `idempotency_key` makes a retried checkout return the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'KMD-' + yymmdd + '-' + 6 characters (no 0/O/1/I): read out on the phone, not guessable. */
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** products | new-car */
    kind: text('kind').notNull(),
    /** pending_payment | paid | processing | ready | completed | cancelled | expired */
    status: text('status').notNull(),
    /** pickup | install | coupon | reservation: what "ready" means (siap diambil / siap dipasang). */
    fulfilment: text('fulfilment').notNull(),
    contactName: text('contact_name').notNull(),
    /** §5 normalised `08…`: /tracking-order matches it. */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    branchSlug: text('branch_slug').notNull(),
    branchName: text('branch_name').notNull(),
    cityCode: text('city_code').notNull(),
    /** The installation or service slot (start), when the order needs one. */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    /** What is paid online now (the items' total, or the booking fee). */
    total: bigint('total', { mode: 'number' }).notNull(),
    vehicle: jsonb('vehicle').$type<OrderVehicle>(),
    notes: text('notes'),
    payment: jsonb('payment').$type<OrderPayment>(),
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The staff queues: a branch's orders by status, newest first.
    index('orders_branch_status_created_idx').on(t.branchSlug, t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    uniqueIndex('orders_customer_idempotency_idx').on(t.customerId, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** The lines of an order, priced as they were when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    /** accessory | part | coupon | package | new-car-booking */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Whether the stock of the product was taken (and must be given back on cancel or expiry). */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productCode] })],
);

/** The order's timeline: one row per status it reached, with when and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * Every payment notification received (the webhook), kept once per provider event: a replayed or
 * retried notification finds its row and changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's id of this event (Midtrans: transaction_id + transaction_status). */
    eventKey: text('event_key').notNull(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull(),
    /** applied | ignored: what the notification did to the order, and why not. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_notifications_event_idx').on(t.provider, t.eventKey)],
);

/**
 * The simulated payment provider's own ledger (modules/payments, the local default): the charges it
 * made and whether the "bayar sekarang" control paid them. A real provider keeps this on its side.
 */
export const simulatedPayments = pgTable('simulated_payments', {
  ref: text('ref').primaryKey(),
  orderNo: text('order_no').notNull(),
  method: text('method').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** pending | paid | expired | cancelled | refunded */
  status: text('status').notNull(),
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Installation and service slots taken per branch and hour. A slot is taken with one conditional
 * upsert (`used < capacity`), so two checkouts racing for its last bay cannot both get it; a
 * cancelled or expired order gives it back.
 */
export const branchSlots = pgTable(
  'branch_slots',
  {
    branchSlug: text('branch_slug').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchSlug, t.slotStart] }), check('branch_slots_used_check', sql`${t.used} >= 0`)],
);

/**
 * A payment returned to the customer (staff console, issue 24): for a payment that arrived after
 * its order expired or was cancelled (written 'required' by the payment lifecycle, in the
 * transaction that records the late payment), or for a paid order staff cancelled. Staff start it;
 * the order's payment provider carries it out (its refund call, keyed by this row's id so a retry
 * never refunds twice). At most one refund per order is open or done.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The provider of the payment being returned ('simulated', 'midtrans', …) and its charge reference. */
    provider: text('provider').notNull(),
    paymentRef: text('payment_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** late-payment | cancelled-paid */
    reason: text('reason').notNull(),
    /** required (waiting for staff) | pending (sent to the provider) | succeeded | failed */
    status: text('status').notNull(),
    /** The provider's id of the refund. */
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => staff.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_one_per_order_idx').on(t.orderId).where(sql`${t.status} <> 'failed'`),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_status_check', sql`${t.status} in ('required', 'pending', 'succeeded', 'failed')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
