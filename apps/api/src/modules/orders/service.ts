import { randomInt } from 'node:crypto';
import {
  branches,
  carColors,
  carModels,
  carVariantPrices,
  carVariants,
  orderEvents,
  orderItems,
  orders,
  paymentNotifications,
  productStock,
  queryRows,
  type Db,
  type OrderPayment,
  type OrderVehicle,
} from '@kemudi/db';
import {
  CART_MAX_QUANTITY_PER_LINE,
  COMMERCE_MESSAGES as M,
  NEW_CAR_BOOKING_FEE,
  ORDER_FLOW,
  ORDER_NO_ALPHABET,
  ORDER_NO_PATTERN,
  normalizeOrderNo,
  orderNextStep,
  orderStatusLabel,
  PAYMENT_EXPIRY_MINUTES,
  type OrderFulfilment,
  type OrderStatus,
  type PaymentMethod,
} from '@kemudi/domain/commerce';
import { toAccountPhone } from '@kemudi/domain/account';
import type { CallBody } from '@kemudi/domain/contracts/call';
import type { CheckoutPreview, OrderDetail, orderCalls } from '@kemudi/domain/contracts/orders';
import { formatRupiah, WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { resolveCity } from '../../lib/city';
import { AppError, badRequest } from '../../lib/errors';
import { emptyCustomerCart, loadProducts, readCustomerCartLines, type SellableProduct } from '../cart';
import { queueMessage } from '../messages';
import { hasPushSubscription } from '../push';
import { cityPriceJoin, cityPriceSql, simulateCredit, toNumber } from '../new-cars';
import { PaymentProviderError, type ChargeState, type PaymentProvider } from '../payments';
import { detailOf, summaryOf, trackingOf, type OrderEventRow, type OrderItemRow, type OrderRow } from './present';
import { findSlot, releaseSlot, slotsWithAvailability, takeSlot, type SlotBranch } from './slots';

/*
 * Checkout and orders (issue 12). Every amount is the server's: the body names codes, quantities
 * and choices; prices come from the catalogue when the order is placed and are kept with it. An
 * order is written in one transaction with its stock, its slot, its first timeline step and the
 * message that announces it (the outbox); the charge at the payment provider follows, and a retry
 * with the same idempotency key answers the same order (charging it if the first charge failed).
 */

export type OrderDeps = {
  db: Db;
  provider: PaymentProvider;
  /** The catalogue's "today" (sale windows: coupons, flash sales). */
  now: () => Date;
  /** The wall clock (payment deadlines, slots, timeline times). */
  clock: () => Date;
  log: FastifyBaseLogger;
  siteUrl: string;
};

type CreateBody = CallBody<typeof orderCalls.create>;
type CreateNewCarBody = CallBody<typeof orderCalls.createNewCar>;
type FinanceBody = CallBody<typeof orderCalls.financeSimulation>;

const conflict = (type: string, message: string) => new AppError(409, type, message);
const orderNotFound = () => new AppError(404, 'NotFoundError', M.ORDER_NOT_FOUND);

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

type Line = { product: SellableProduct; quantity: number };

/** Prices the lines; `problems` lists (in Indonesian) what stops them from being ordered. */
async function priceLines(deps: OrderDeps, requested: { code: string; quantity: number }[], cityCode: string | undefined) {
  const merged = new Map<string, number>();
  for (const r of requested) merged.set(r.code, (merged.get(r.code) ?? 0) + r.quantity);
  const products = await loadProducts(deps.db, [...merged.keys()], deps.now(), cityCode);
  const lines: Line[] = [];
  const problems: string[] = [];
  for (const [code, quantity] of merged) {
    const product = products.get(code);
    if (!product) {
      problems.push(M.PRODUCT_UNKNOWN(code));
      continue;
    }
    if (!product.purchasable) problems.push(product.stock === 0 ? M.OUT_OF_STOCK(product.name) : M.PRODUCT_NOT_ON_SALE(product.name));
    else if (quantity > CART_MAX_QUANTITY_PER_LINE) problems.push(M.ABOVE_LINE_LIMIT);
    else if (product.stock !== null && quantity > product.stock) problems.push(M.ABOVE_STOCK(product.name, product.stock));
    lines.push({ product, quantity });
  }
  return { lines, problems };
}

function fulfilmentOf(lines: Line[]): OrderFulfilment {
  if (lines.length > 0 && lines.every((l) => l.product.kind === 'coupon')) return 'coupon';
  return lines.some((l) => l.product.needsSlot) ? 'install' : 'pickup';
}

export async function preview(deps: OrderDeps, customerId: string, items: { code: string; quantity: number }[] | undefined, cityCode?: string): Promise<CheckoutPreview> {
  const requested = items ?? (await readCustomerCartLines(deps.db, customerId));
  const { lines, problems } = await priceLines(deps, requested, cityCode);
  if (requested.length === 0) problems.push(M.CART_EMPTY);
  const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  return {
    items: lines.map((l) => ({ product: stripInternal(l.product), quantity: l.quantity, lineTotal: l.product.price * l.quantity })),
    subtotal,
    total: subtotal,
    fulfilment: fulfilmentOf(lines),
    needsSlot: lines.some((l) => l.product.needsSlot),
    problems,
  };
}

function stripInternal(product: SellableProduct) {
  const { installMinutes: _installMinutes, ...rest } = product;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Branches and slots
// ---------------------------------------------------------------------------------------------

type BranchRow = SlotBranch & { name: string; cityIsocode: string; services: string[]; hidden: boolean };

async function branchOf(db: Db, slug: string, service: 'bengkel' | 'sales'): Promise<BranchRow> {
  const [row] = await db
    .select({
      slug: branches.slug,
      name: branches.name,
      cityIsocode: branches.cityIsocode,
      provinceIsocode: branches.provinceIsocode,
      workingSchedule: branches.workingSchedule,
      services: branches.services,
      hidden: branches.hidden,
    })
    .from(branches)
    .where(eq(branches.slug, slug))
    .limit(1);
  if (!row || row.hidden) throw new AppError(404, 'BranchNotFound', M.BRANCH_UNKNOWN);
  if (!row.services.includes(service)) throw new AppError(422, 'BranchNoService', M.BRANCH_NO_SERVICE);
  return row;
}

export async function slots(deps: OrderDeps, branchSlug: string) {
  const branch = await branchOf(deps.db, branchSlug, 'bengkel');
  return { branchSlug: branch.slug, branchName: branch.name, days: await slotsWithAvailability(deps.db, branch, deps.clock()) };
}

// ---------------------------------------------------------------------------------------------
// Placing an order
// ---------------------------------------------------------------------------------------------

function newOrderNo(at: Date): string {
  const local = new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString();
  const yymmdd = `${local.slice(2, 4)}${local.slice(5, 7)}${local.slice(8, 10)}`;
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `KMD-${yymmdd}-${tail}`;
}

/** The charge reference of the n-th payment attempt: the order number, then '-P2', '-P3'… */
function chargeRef(orderNo: string, attempt: number): string {
  return attempt <= 1 ? orderNo : `${orderNo}-P${attempt}`;
}
function attemptOf(ref: string): number {
  const m = /-P(\d+)$/.exec(ref);
  return m ? Number(m[1]) : 1;
}
/** The order number inside a charge reference. */
function orderNoOfRef(ref: string): string {
  return ref.replace(/-P\d+$/, '');
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function existingByKey(db: Db, customerId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Takes `quantity` units off a counted product, or returns false when fewer are left (one conditional update). */
async function takeStock(tx: Db, code: string, quantity: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`UPDATE ${productStock} SET available = available - ${quantity}, updated_at = now()
        WHERE code = ${code} AND available IS NOT NULL AND available >= ${quantity} RETURNING code`,
  );
  return rows.length === 1;
}

type OrderDraft = {
  customerId: string;
  kind: 'products' | 'new-car';
  fulfilment: OrderFulfilment;
  contact: { name: string; phoneNumber: string; email?: string | undefined };
  branch: BranchRow;
  cityCode: string;
  slotStart: Date | null;
  lines: { code: string; kind: string; name: string; unitPrice: number; quantity: number; counted: boolean }[];
  total: number;
  vehicle: OrderVehicle | null;
  notes: string | undefined;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** An order from the cart: the ordered lines leave it. */
  fromCart: boolean;
};

/** Writes the order with its stock, slot, first step and message, in one transaction. */
async function insertOrder(deps: OrderDeps, draft: OrderDraft): Promise<OrderRow> {
  const at = deps.clock();
  const expiresAt = new Date(at.getTime() + PAYMENT_EXPIRY_MINUTES[draft.paymentMethod] * 60_000);
  const subtotal = draft.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(at),
        customerId: draft.customerId,
        kind: draft.kind,
        status: 'pending_payment',
        fulfilment: draft.fulfilment,
        contactName: draft.contact.name,
        contactPhone: draft.contact.phoneNumber,
        contactEmail: draft.contact.email ?? null,
        branchSlug: draft.branch.slug,
        branchName: draft.branch.name,
        cityCode: draft.cityCode,
        slotStart: draft.slotStart,
        subtotal,
        total: draft.total,
        vehicle: draft.vehicle,
        notes: draft.notes ?? null,
        payment: null,
        idempotencyKey: draft.idempotencyKey,
        expiresAt,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    for (const line of draft.lines) {
      if (line.counted && !(await takeStock(tx, line.code, line.quantity))) {
        const [left] = await tx.select({ available: productStock.available }).from(productStock).where(eq(productStock.code, line.code));
        const available = left?.available ?? 0;
        throw conflict(available === 0 ? 'OutOfStock' : 'InsufficientStock', available === 0 ? M.OUT_OF_STOCK(line.name) : M.ABOVE_STOCK(line.name, available));
      }
    }
    if (draft.slotStart && !(await takeSlot(tx, draft.branch.slug, draft.slotStart))) throw conflict('SlotTaken', M.SLOT_TAKEN);
    await tx.insert(orderItems).values(
      draft.lines.map((l) => ({
        orderId: order!.id,
        productCode: l.code,
        kind: l.kind,
        name: l.name,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        stockTaken: l.counted ? l.quantity : 0,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order!.id, status: 'pending_payment', at });
    if (draft.fromCart) await emptyCustomerCart(tx, draft.customerId, draft.lines.map((l) => l.code));
    await announce(deps, tx, order!, 'pending_payment');
    return order!;
  });
}

/** Places the order once per idempotency key; a unique-key race answers the order the other request made. */
async function placeOnce(deps: OrderDeps, draft: () => Promise<OrderDraft>, customerId: string, key: string): Promise<OrderRow> {
  const existing = await existingByKey(deps.db, customerId, key);
  if (existing) return existing;
  try {
    return await insertOrder(deps, await draft());
  } catch (error) {
    if (isUniqueViolation(error)) {
      const row = await existingByKey(deps.db, customerId, key);
      if (row) return row;
    }
    throw error;
  }
}

export async function createOrder(deps: OrderDeps, customerId: string, body: CreateBody): Promise<OrderDetail> {
  const order = await placeOnce(
    deps,
    async () => {
      const city = await resolveCity(deps.db, body.cityCode);
      const fromCart = body.items === undefined;
      const cart = { fromCart, lines: fromCart ? await readCustomerCartLines(deps.db, customerId) : body.items! };
      if (cart.lines.length === 0) throw badRequest(M.CART_EMPTY);
      const { lines, problems } = await priceLines(deps, cart.lines, city.cityCode);
      if (problems.length > 0) throw conflict('CannotOrder', problems.join('. '));
      const branch = await branchOf(deps.db, body.branchSlug, 'bengkel');
      const needsSlot = lines.some((l) => l.product.needsSlot);
      let slotStart: Date | null = null;
      if (needsSlot) {
        if (!body.slotStart) throw badRequest(M.SLOT_REQUIRED);
        slotStart = findSlot(branch, deps.clock(), new Date(body.slotStart));
        if (!slotStart) throw new AppError(422, 'SlotInvalid', M.SLOT_INVALID);
      } else if (body.slotStart) {
        throw badRequest(M.SLOT_NOT_NEEDED);
      }
      const priced = lines.map((l) => ({
        code: l.product.code,
        kind: l.product.kind,
        name: l.product.name,
        unitPrice: l.product.price,
        quantity: l.quantity,
        counted: l.product.stock !== null,
      }));
      return {
        customerId,
        kind: 'products',
        fulfilment: fulfilmentOf(lines),
        contact: body.contact,
        branch,
        cityCode: city.cityCode,
        slotStart,
        lines: priced,
        total: priced.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
        vehicle: null,
        notes: body.notes,
        paymentMethod: body.paymentMethod,
        idempotencyKey: body.idempotencyKey,
        fromCart: cart.fromCart,
      } satisfies OrderDraft;
    },
    customerId,
    body.idempotencyKey,
  );
  return chargeIfNeeded(deps, order, body.paymentMethod);
}

/** The OTR price of a variant of the model in the city, with the colour's surcharge. */
async function pricedVehicle(db: Db, modelCode: string, variantCode: string, colorId: number | undefined, cityCode: string | undefined) {
  const city = await resolveCity(db, cityCode);
  const [variant] = await db
    .select({
      code: carVariants.code,
      name: carVariants.name,
      modelCode: carModels.code,
      modelName: carModels.name,
      price: sql<number>`${cityPriceSql()}`.mapWith(toNumber),
    })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .leftJoin(carVariantPrices, cityPriceJoin(city.cityCode))
    .where(and(eq(carVariants.code, variantCode), eq(carVariants.modelCode, modelCode)))
    .limit(1);
  if (!variant) throw new AppError(404, 'NotFoundError', M.VARIANT_UNKNOWN);
  let color: { id: number; name: string; extraPrice: number } | null = null;
  if (colorId !== undefined) {
    const [row] = await db
      .select({ id: carColors.id, name: carColors.name, extraPrice: carColors.extraPrice })
      .from(carColors)
      .where(and(eq(carColors.id, colorId), eq(carColors.modelCode, modelCode)))
      .limit(1);
    if (!row) throw new AppError(404, 'NotFoundError', M.COLOR_UNKNOWN);
    color = row;
  }
  return { city, variant, color, otrPrice: variant.price + (color?.extraPrice ?? 0) };
}

/** §7 finance-simulation: the credit module's simulation over the OTR of the variant, city and colour. */
export async function financeSimulation(deps: OrderDeps, body: FinanceBody) {
  const [model] = await deps.db.select({ code: carVariants.modelCode }).from(carVariants).where(eq(carVariants.code, body.variantCode)).limit(1);
  if (!model) throw new AppError(404, 'NotFoundError', M.VARIANT_UNKNOWN);
  const priced = await pricedVehicle(deps.db, model.code, body.variantCode, body.colorId, body.cityCode);
  const result = await simulateCredit(deps.db, {
    otrPrice: priced.otrPrice,
    cityCode: priced.city.cityCode,
    downPaymentPercent: body.downPaymentPercent,
    tenorMonths: body.tenorMonths,
    ...(body.insuranceKind ? { insuranceKind: body.insuranceKind } : {}),
  });
  return { ...result, productCode: priced.variant.code, productName: `${priced.variant.modelName} ${priced.variant.name}` };
}

export async function createNewCarOrder(deps: OrderDeps, customerId: string, body: CreateNewCarBody): Promise<OrderDetail> {
  const order = await placeOnce(
    deps,
    async () => {
      const priced = await pricedVehicle(deps.db, body.modelCode, body.variantCode, body.colorId, body.cityCode);
      const branch = await branchOf(deps.db, body.branchSlug, 'sales');
      let credit: OrderVehicle['credit'] = null;
      if (body.credit) {
        const sim = await simulateCredit(deps.db, {
          otrPrice: priced.otrPrice,
          cityCode: priced.city.cityCode,
          downPaymentPercent: body.credit.downPaymentPercent,
          tenorMonths: body.credit.tenorMonths,
        });
        credit = {
          downPaymentPercent: sim.downPaymentPercent,
          downPayment: sim.downPayment,
          tenorMonths: sim.tenorMonths,
          monthlyInstallment: sim.monthlyInstallment,
          totalFirstPayment: sim.totalDownPayment,
        };
      }
      const name = `Tanda jadi ${priced.variant.modelName} ${priced.variant.name}`;
      return {
        customerId,
        kind: 'new-car',
        fulfilment: 'reservation',
        contact: body.contact,
        branch,
        cityCode: priced.city.cityCode,
        slotStart: null,
        lines: [{ code: priced.variant.code, kind: 'new-car-booking', name, unitPrice: NEW_CAR_BOOKING_FEE, quantity: 1, counted: false }],
        total: NEW_CAR_BOOKING_FEE,
        vehicle: {
          modelCode: priced.variant.modelCode,
          modelName: priced.variant.modelName,
          variantCode: priced.variant.code,
          variantName: priced.variant.name,
          colorId: priced.color!.id,
          colorName: priced.color!.name,
          otrPrice: priced.otrPrice,
          cityCode: priced.city.cityCode,
          cityName: priced.city.cityName,
          credit,
        },
        notes: body.notes,
        paymentMethod: body.paymentMethod,
        idempotencyKey: body.idempotencyKey,
        fromCart: false,
      } satisfies OrderDraft;
    },
    customerId,
    body.idempotencyKey,
  );
  return chargeIfNeeded(deps, order, body.paymentMethod);
}

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------

async function itemsOf(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode));
}

async function eventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

async function detail(deps: OrderDeps, order: OrderRow): Promise<OrderDetail> {
  const [items, events] = await Promise.all([itemsOf(deps.db, order.id), eventsOf(deps.db, order.id)]);
  return detailOf(order, items, events, deps.provider.simulated);
}

/**
 * Charges a pending order that has no charge yet (its first request, or a retry after the provider
 * failed), then answers it. The charge is made outside the order's transaction: the provider is
 * never called while stock rows are locked, and a failed charge leaves the order payable later.
 */
async function chargeIfNeeded(deps: OrderDeps, order: OrderRow, method: PaymentMethod): Promise<OrderDetail> {
  if (order.status === 'pending_payment' && !order.payment) {
    return detail(deps, await charge(deps, order, method, 1));
  }
  return detail(deps, order);
}

async function charge(deps: OrderDeps, order: OrderRow, method: PaymentMethod, attempt: number): Promise<OrderRow> {
  const items = await itemsOf(deps.db, order.id);
  const now = deps.clock();
  // A new charge for an order that waited is given what is left of the order's hold, at least a few minutes.
  const expiresAt = new Date(Math.max(order.expiresAt.getTime(), now.getTime() + PAYMENT_EXPIRY_MINUTES[method] * 60_000));
  let result;
  try {
    result = await deps.provider.charge({
      ref: chargeRef(order.orderNo, attempt),
      orderNo: order.orderNo,
      amount: order.total,
      method,
      expiresAt,
      customer: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
      items: items.map((i) => ({ code: i.productCode, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity })),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.warn({ err: error.message, orderNo: order.orderNo }, 'payment provider charge failed');
      throw new AppError(error.kind === 'refused' ? 422 : 503, 'PaymentUnavailable', M.PAYMENT_UNAVAILABLE);
    }
    throw error;
  }
  const i = result.instructions;
  const payment: OrderPayment = {
    provider: deps.provider.name,
    ref: result.ref,
    method,
    ...(i.kind === 'qris' ? { qrString: i.qrString } : i.kind === 'va' ? { bank: i.bank, vaNumber: i.vaNumber } : { bank: i.bank, billerCode: i.billerCode, billKey: i.billKey }),
    expiresAt: result.expiresAt.toISOString(),
  };
  // The order's deadline follows its charge: stock and slot are held exactly as long as it can be paid.
  const [updated] = await deps.db
    .update(orders)
    .set({ payment, expiresAt: result.expiresAt, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    .returning();
  if (!updated) {
    await deps.provider.cancel(result.ref).catch(() => undefined);
    const [current] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    return current!;
  }
  return updated;
}

/** The customer's order, or 404 (an order of someone else is answered exactly like an unknown one). */
async function ownOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, normalizeOrderNo(orderNo)), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return settleIfDue(deps, row);
}

/** A pending order past its deadline is expired on read (the sweep may not have passed yet). */
async function settleIfDue(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'pending_payment' || order.expiresAt.getTime() > deps.clock().getTime()) return order;
  await expireOne(deps, order);
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return row!;
}

export async function listOrders(deps: OrderDeps, customerId: string) {
  const rows = await deps.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt)).limit(50);
  const settled = await Promise.all(rows.map((r) => settleIfDue(deps, r)));
  const ids = settled.map((r) => r.id);
  const items = ids.length > 0 ? await deps.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productCode)) : [];
  return { orders: settled.map((o) => summaryOf(o, items.filter((i) => i.orderId === o.id))) };
}

/** The customer's order waiting for payment, with its charge's reference (null before a charge); null when it does not wait. */
export async function pendingCharge(deps: OrderDeps, customerId: string, orderNo: string): Promise<{ orderNo: string; ref: string | null } | null> {
  const order = await ownOrder(deps, customerId, orderNo);
  return order.status === 'pending_payment' ? { orderNo: order.orderNo, ref: order.payment?.ref ?? null } : null;
}

export async function getOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  return detail(deps, await ownOrder(deps, customerId, orderNo));
}

/** Polling: asks the provider about the current charge of a pending order and applies what it says. */
export async function refreshPayment(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  if (order.status === 'pending_payment' && order.payment) {
    try {
      const state = await deps.provider.status(order.payment.ref);
      if (state.status === 'paid') await applyPaid(deps, state, 'polling');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error.message, orderNo }, 'payment status unavailable');
    }
  }
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return detail(deps, row!);
}

export async function changePayment(deps: OrderDeps, customerId: string, orderNo: string, method: PaymentMethod): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  if (order.status !== 'pending_payment') throw conflict('NotPayable', M.ORDER_NOT_PAYABLE);
  const previous = order.payment;
  if (previous?.method === method) return detail(deps, order);
  if (previous) await deps.provider.cancel(previous.ref).catch((err: Error) => deps.log.warn({ err: err.message }, 'cancel of the previous charge failed'));
  return detail(deps, await charge(deps, order, method, previous ? attemptOf(previous.ref) + 1 : 1));
}

// ---------------------------------------------------------------------------------------------
// Status changes
// ---------------------------------------------------------------------------------------------

/** The message of each status change: WhatsApp to the contact phone and a push to the customer's browsers. */
async function announce(deps: OrderDeps, tx: Db, order: OrderRow, status: OrderStatus): Promise<void> {
  const fulfilment = order.fulfilment as OrderFulfilment;
  const label = orderStatusLabel(status, fulfilment);
  const link = `${deps.siteUrl}${status === 'pending_payment' ? ROUTES.orderPayment(order.orderNo) : ROUTES.myOrder(order.orderNo)}`;
  const text =
    status === 'pending_payment'
      ? `Kemudi: pesanan ${order.orderNo} sebesar ${formatRupiah(order.total)} menunggu pembayaran. Bayar sebelum batas waktu di ${link}`
      : status === 'paid'
        ? `Kemudi: pembayaran pesanan ${order.orderNo} sebesar ${formatRupiah(order.total)} sudah kami terima. ${orderNextStep(status, fulfilment)} ${link}`
        : `Kemudi: status pesanan ${order.orderNo} kini ${label}. ${orderNextStep(status, fulfilment)} ${link}`;
  await queueMessage(tx, { channel: 'whatsapp', to: order.contactPhone, text });
  if (!(await hasPushSubscription(tx, order.customerId))) return;
  await queueMessage(tx, {
    channel: 'push',
    to: order.customerId,
    title: `Pesanan ${order.orderNo}: ${label}`,
    text: orderNextStep(status, fulfilment),
    url: ROUTES.myOrder(order.orderNo),
    tag: `order-${order.orderNo}`,
  });
}

/** Gives back the stock and the slot an order holds (cancelled or expired). */
async function release(tx: Db, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (item.stockTaken <= 0) continue;
    await tx
      .update(productStock)
      .set({ available: sql`${productStock.available} + ${item.stockTaken}`, updatedAt: sql`now()` })
      .where(and(eq(productStock.code, item.productCode), sql`${productStock.available} IS NOT NULL`));
    await tx.update(orderItems).set({ stockTaken: 0 }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.productCode, item.productCode)));
  }
  if (order.slotStart) await releaseSlot(tx, order.branchSlug, order.slotStart);
}

/**
 * Moves the order from one status to another with its timeline step and message, in one
 * transaction; `from` makes it conditional, so two processes (the sweep and a read, a webhook and
 * polling) cannot both apply it. Returns the updated row, or null when the order was not in `from`.
 */
async function transition(
  deps: OrderDeps,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  note: string | null,
  extra: Partial<typeof orders.$inferInsert> = {},
  before?: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<OrderRow | null> {
  const at = deps.clock();
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const closes = to === 'cancelled' || to === 'expired' || to === 'completed';
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: at, ...(closes ? { closedAt: at } : {}), ...extra })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
      .returning();
    if (!row) return null;
    if (before) await before(tx, row);
    if (to === 'cancelled' || to === 'expired') await release(tx, row);
    await tx.insert(orderEvents).values({ orderId, status: to, note, at });
    await announce(deps, tx, row, to);
    return row;
  });
}

async function expireOne(deps: OrderDeps, order: OrderRow): Promise<void> {
  // Paid at the last minute and the notification is late? Ask the provider before expiring.
  if (order.payment) {
    try {
      const state = await deps.provider.status(order.payment.ref);
      if (state.status === 'paid') {
        await applyPaid(deps, state, 'expiry check');
        return;
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The provider cannot tell now: wait up to 30 more minutes before expiring without its word.
      if (deps.clock().getTime() < order.expiresAt.getTime() + 30 * 60_000) return;
    }
  }
  const row = await transition(deps, order.id, ['pending_payment'], 'expired', 'Batas waktu pembayaran terlewati');
  if (row?.payment) await deps.provider.cancel(row.payment.ref).catch(() => undefined);
}

/** The sweep: expires every pending order past its deadline (a batch at a time). */
export async function expireDue(deps: OrderDeps, batch = 50): Promise<number> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.expiresAt, deps.clock())))
    .orderBy(asc(orders.expiresAt))
    .limit(batch);
  for (const order of due) await expireOne(deps, order);
  return due.length;
}

export async function cancelOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  if (order.status !== 'pending_payment') throw conflict('NotCancellable', M.ORDER_NOT_CANCELLABLE);
  const row = await transition(deps, order.id, ['pending_payment'], 'cancelled', 'Dibatalkan oleh pelanggan');
  if (!row) throw conflict('NotCancellable', M.ORDER_NOT_CANCELLABLE);
  if (row.payment) await deps.provider.cancel(row.payment.ref).catch((err: Error) => deps.log.warn({ err: err.message }, 'cancel at the provider failed'));
  return detail(deps, row);
}

/**
 * A charge the provider reports paid: the order (whose current charge it is, for the right amount)
 * becomes paid. Returns what happened, for the notification's record.
 */
async function applyPaid(deps: OrderDeps, state: ChargeState, source: string): Promise<'applied' | 'duplicate' | 'ignored'> {
  const orderNo = orderNoOfRef(state.ref);
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) return 'ignored';
  if (order.payment?.ref !== state.ref) {
    deps.log.warn({ orderNo, ref: state.ref }, 'payment for a charge that is not the order’s current one');
    return 'ignored';
  }
  if (state.amount !== order.total) {
    deps.log.error({ orderNo, amount: state.amount, total: order.total }, 'paid amount differs from the order total');
    return 'ignored';
  }
  if (order.status !== 'pending_payment') {
    if (order.status === 'cancelled' || order.status === 'expired') {
      deps.log.error({ orderNo, status: order.status }, 'payment arrived for a closed order: the dealer must refund it');
    }
    return order.paidAt ? 'duplicate' : 'ignored';
  }
  const row = await transition(deps, order.id, ['pending_payment'], 'paid', `Pembayaran ${order.payment.method === 'qris' ? 'QRIS' : 'virtual account'} diterima (${source})`, {
    paidAt: state.paidAt ?? deps.clock(),
  });
  return row ? 'applied' : 'duplicate';
}

/**
 * The webhook: a notification whose signature verifies is recorded once per provider event (a
 * replay finds its row and changes nothing); a "paid" one is confirmed with the provider before
 * it is applied. Answers what was done (the provider only needs a 2xx).
 */
export async function receiveNotification(deps: OrderDeps, headers: Record<string, string | string[] | undefined>, body: unknown) {
  const event = deps.provider.verifyNotification(headers, body);
  if (!event) throw new AppError(401, 'InvalidSignature', 'Tanda tangan notifikasi pembayaran tidak valid');
  const orderNo = orderNoOfRef(event.ref);
  // Trust but verify: for "paid", the provider's own answer decides, not the notification alone.
  // Asked first: when the provider cannot answer, nothing is recorded and its retry is welcome.
  let state: ChargeState | null = null;
  if (event.status === 'paid') {
    state = await deps.provider.status(event.ref).catch((error: unknown) => {
      if (error instanceof PaymentProviderError) throw new AppError(503, 'PaymentUnavailable', M.PAYMENT_UNAVAILABLE);
      throw error;
    });
  }
  const inserted = await deps.db
    .insert(paymentNotifications)
    .values({ provider: deps.provider.name, eventKey: event.eventKey, orderNo, status: event.status, outcome: 'received', payload: event.payload })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (inserted.length === 0) return { outcome: 'duplicate' as const };
  const id = inserted[0]!.id;
  let outcome: 'applied' | 'duplicate' | 'ignored' = 'ignored';
  try {
    if (state?.status === 'paid') outcome = await applyPaid(deps, state, 'notifikasi');
  } catch (error) {
    // Not applied: forget the event, so the provider's retry of it is not taken for a replay.
    await deps.db.delete(paymentNotifications).where(eq(paymentNotifications.id, id));
    throw error;
  }
  await deps.db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
  return { outcome };
}

/** The dealer system moves a paid order along its timeline (or cancels it, giving back its stock). */
export async function dealerSetStatus(deps: OrderDeps, orderNo: string, to: OrderStatus, note: string | undefined): Promise<OrderDetail> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, normalizeOrderNo(orderNo))).limit(1);
  if (!order) throw orderNotFound();
  const current = order.status as OrderStatus;
  const allowed =
    to === 'cancelled'
      ? current !== 'completed' && current !== 'cancelled' && current !== 'expired'
      : ORDER_FLOW.indexOf(to) > ORDER_FLOW.indexOf(current) && ORDER_FLOW.indexOf(current) >= ORDER_FLOW.indexOf('paid');
  if (!allowed) throw conflict('InvalidTransition', `Status pesanan tidak dapat diubah dari ${orderStatusLabel(current, order.fulfilment as OrderFulfilment)} ke ${orderStatusLabel(to, order.fulfilment as OrderFulfilment)}`);
  const row = await transition(deps, order.id, [current], to, note ?? null);
  if (!row) throw conflict('InvalidTransition', 'Status pesanan baru saja berubah; muat ulang dan coba lagi');
  return detail(deps, row);
}

// ---------------------------------------------------------------------------------------------
// Tracking
// ---------------------------------------------------------------------------------------------

/** /tracking-order: the order whose number and contact phone both match, else one message for every mismatch. */
export async function tracking(deps: OrderDeps, rawOrderNo: string, rawPhone: string) {
  const orderNo = normalizeOrderNo(rawOrderNo);
  if (!ORDER_NO_PATTERN.test(orderNo)) throw badRequest(M.TRACKING_ORDER_NO_INVALID);
  const phone = toAccountPhone(rawPhone);
  if (!phone) throw badRequest('Nomor HP tidak valid. Gunakan nomor seluler Indonesia, mis. 081234567890');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.contactPhone, phone)))
    .limit(1);
  if (!order) throw new AppError(404, 'NotFoundError', M.TRACKING_MISMATCH);
  const settled = await settleIfDue(deps, order);
  const [items, events] = await Promise.all([itemsOf(deps.db, settled.id), eventsOf(deps.db, settled.id)]);
  return trackingOf(settled, items, events);
}

