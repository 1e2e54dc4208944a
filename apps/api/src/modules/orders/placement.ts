import { randomInt } from 'node:crypto';
import { branches, carModels, orderEvents, orderItems, orders, productStock, queryRows, usedCars, type Db, type OrderVehicle } from '@kemudi/db';
import {
  COMMERCE_MESSAGES as M,
  NEW_CAR_BOOKING_FEE,
  ORDER_NO_ALPHABET,
  PAYMENT_EXPIRY_MINUTES,
  USED_CAR_BOOKING_FEE,
  type OrderFulfilment,
  type PaymentMethod,
} from '@kemudi/domain/commerce';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { ORDER_INITIAL_STATUS } from '@kemudi/domain/order-transitions';
import { and, eq, sql } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { sqlStateOf } from '../../lib/database-errors';
import { AppError, badRequest } from '../../lib/errors';
import { emptyCustomerCart, readCustomerCartLines } from '../cart';
import { simulateCredit } from '../new-cars';
import { closedDatesColumn } from '../branches';
import { announce } from './announce';
import { conflict, type CreateBody, type CreateNewCarBody, type CreateUsedCarBody, type OrderDeps } from './deps';
import { chargeIfNeeded } from './payment';
import type { OrderRow } from './present';
import { fulfilmentOf, priceLines, pricedVehicle } from './pricing';
import { findSlot, slotsWithAvailability, takeSlot, type SlotBranch } from './slots';

/*
 * Placing an order (issue 12). An order is written in one transaction with its stock, its slot,
 * its first timeline step and the message that announces it (the outbox); the charge at the payment
 * provider follows, and a retry with the same idempotency key answers the same order (charging it
 * if the first charge failed).
 */

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
      closedDates: closedDatesColumn,
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

/** The database refused a duplicate (PostgreSQL unique_violation): the same request made it meanwhile. */
const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

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

/**
 * Reserves a certified used car for an order (issue 29): one conditional update in the order's
 * transaction, so of two customers reserving the same car at once exactly one wins (the other's
 * update finds it no longer available and its order is rolled back).
 */
async function reserveUsedCar(tx: Db, code: string): Promise<void> {
  const rows = await queryRows(tx, sql`UPDATE ${usedCars} SET status = 'booked' WHERE code = ${code} AND status = 'available' RETURNING code`);
  if (rows.length === 1) return;
  const [car] = await tx.select({ status: usedCars.status }).from(usedCars).where(eq(usedCars.code, code));
  throw car?.status === 'sold' ? conflict('UsedCarSold', M.USED_CAR_SOLD) : conflict('UsedCarReserved', M.USED_CAR_TAKEN);
}

type OrderDraft = {
  customerId: string;
  kind: 'products' | 'new-car' | 'used-car';
  fulfilment: OrderFulfilment;
  contact: { name: string; phoneNumber: string; email?: string | undefined };
  branch: BranchRow;
  cityCode: string;
  slotStart: Date | null;
  lines: { code: string; kind: string; name: string; unitPrice: number; quantity: number; counted: boolean }[];
  /** The used car the order reserves (issue 29); its line's stockTaken 1 marks the hold until released. */
  usedCarCode?: string;
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
        status: ORDER_INITIAL_STATUS,
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
    if (draft.usedCarCode) await reserveUsedCar(tx, draft.usedCarCode);
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
        stockTaken: l.counted || l.code === draft.usedCarCode ? l.quantity : 0,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order!.id, status: ORDER_INITIAL_STATUS, at });
    if (draft.fromCart) await emptyCustomerCart(tx, draft.customerId, draft.lines.map((l) => l.code));
    await announce(deps, tx, order!, ORDER_INITIAL_STATUS);
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

/**
 * A certified used car reserved with the booking fee (issue 29): the car must be on sale
 * ('available'); its own dealer sells it. The car becomes 'booked' in the order's transaction.
 */
export async function createUsedCarOrder(deps: OrderDeps, customerId: string, body: CreateUsedCarBody): Promise<OrderDetail> {
  const order = await placeOnce(
    deps,
    async () => {
      const [found] = await deps.db
        .select({ car: usedCars, catalogueName: carModels.name, branchSlug: branches.slug })
        .from(usedCars)
        .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
        .innerJoin(branches, eq(branches.id, usedCars.branchId))
        .where(eq(usedCars.code, body.usedCarCode))
        .limit(1);
      if (!found) throw new AppError(404, 'NotFoundError', M.PRODUCT_UNKNOWN(body.usedCarCode));
      const { car } = found;
      if (car.status === 'sold') throw conflict('UsedCarSold', M.USED_CAR_SOLD);
      if (car.status !== 'available') throw conflict('UsedCarReserved', M.USED_CAR_TAKEN);
      const branch = await branchOf(deps.db, found.branchSlug, 'sales');
      // The name it was sold under (Avanza Veloz, Hilux S-Cab) before the catalogue's, as on its page.
      const name = `Tanda jadi Toyota ${car.modelName ?? found.catalogueName} ${car.variantName} ${car.year} (${car.code})`;
      return {
        customerId,
        kind: 'used-car',
        fulfilment: 'reservation',
        contact: body.contact,
        branch,
        cityCode: branch.cityIsocode,
        slotStart: null,
        lines: [{ code: car.code, kind: 'used-car-booking', name, unitPrice: USED_CAR_BOOKING_FEE, quantity: 1, counted: false }],
        usedCarCode: car.code,
        total: USED_CAR_BOOKING_FEE,
        vehicle: null,
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
