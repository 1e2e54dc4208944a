import { customerCars, customers, type Db } from '@kemudi/db';
import type { CarInput, CustomerCar, CustomerProfile, ProfileUpdate } from '@kemudi/domain/contracts/customer';
import {
  CAR_MESSAGES,
  MAX_CARS_PER_CUSTOMER,
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  normalizeProfile,
  stnkExpiryError,
  validateProfile,
  type ProfileField,
} from '@kemudi/domain/profile';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { findCity } from '../geo';

const customerNotFound = () => new AppError(401, 'InvalidTokenError', 'User is not authenticated');
const carNotFound = () => notFound(CAR_MESSAGES.NOT_FOUND);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A car id from the URL: anything that is not a uuid cannot be a car (and must not reach a uuid column). */
function carIdOf(raw: string): string {
  if (!UUID.test(raw)) throw carNotFound();
  return raw;
}

type Details = Omit<CustomerProfile, 'name' | 'email' | 'phoneNumber'>;
const DETAIL_FIELDS = PROFILE_FIELDS.filter((f): f is Exclude<ProfileField, 'name'> => f !== 'name');

export function toProfile(row: { name: string; email: string | null; phone: string; profile: Record<string, string | null | undefined> }): CustomerProfile {
  const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, row.profile[f] ?? null])) as Details;
  const gender = details.gender === 'male' || details.gender === 'female' ? details.gender : null;
  return { name: row.name, email: row.email, phoneNumber: row.phone, ...details, gender };
}

async function loadCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ name: customers.name, email: customers.email, phone: customers.phone, profile: customers.profile })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  // The token is valid but its customer is gone (account deleted): treated as logged out.
  if (!row) throw customerNotFound();
  return row;
}

/** The §3 profile of the logged-in customer. */
export async function getProfile(db: Db, customerId: string): Promise<CustomerProfile> {
  return toProfile(await loadCustomer(db, customerId));
}

/**
 * Saves the editable §3 fields: checked against the option lists and the §5 dependent-field rule
 * (packages/domain/src/profile.ts, which the web form applies too), the city against the geo
 * tables. Fields that do not apply to the choices made are stored empty.
 */
export async function updateProfile(db: Db, customerId: string, body: ProfileUpdate, today: string): Promise<CustomerProfile> {
  const current = await loadCustomer(db, customerId);
  // A field left out keeps its value; null or '' empties it.
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const merged = { ...current.profile, ...given, name: body.name };
  const errors = validateProfile(merged, today);
  const first = PROFILE_FIELDS.map((f) => errors[f]).find(Boolean);
  if (first) throw badRequest(first);
  const cleaned = normalizeProfile(merged);
  if (cleaned.cityIsocode !== null) {
    try {
      await findCity(db, cleaned.cityIsocode);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest(PROFILE_MESSAGES.CITY_UNKNOWN);
      throw error;
    }
  }
  const { name, ...details } = cleaned;
  const [row] = await db
    .update(customers)
    .set({ name, profile: details, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning({ name: customers.name, email: customers.email, phone: customers.phone, profile: customers.profile });
  if (!row) throw customerNotFound();
  return toProfile(row);
}

// ---------------------------------------------------------------------------------------------
// Mobil Saya
// ---------------------------------------------------------------------------------------------

const carColumns = {
  id: customerCars.id,
  model: customerCars.model,
  year: customerCars.year,
  plate: customerCars.plate,
  color: customerCars.color,
  stnkExpiry: customerCars.stnkExpiry,
  vin: customerCars.vin,
};

/** The customer's cars, oldest first (the order they were added in). */
export async function listCars(db: Db, customerId: string): Promise<{ cars: CustomerCar[] }> {
  const cars = await db
    .select(carColumns)
    .from(customerCars)
    .where(eq(customerCars.customerId, customerId))
    .orderBy(asc(customerCars.createdAt), asc(customerCars.id));
  return { cars };
}

function checkStnk(input: CarInput, today: string) {
  const stnk = stnkExpiryError(input.stnkExpiry, today);
  if (stnk) throw badRequest(stnk);
}

const duplicatePlate = () => new AppError(409, 'DuplicatePlate', CAR_MESSAGES.DUPLICATE_PLATE);

/**
 * Runs `work` in one transaction with the customer's row locked (and handed over), so two requests
 * of one customer (a double click, two tabs) cannot both pass the plate and count checks. The
 * post-login steps (modules/single-id) add cars and profile changes under the same lock.
 */
export async function withCustomerLocked<T>(db: Db, customerId: string, work: (tx: Db, row: typeof customers.$inferSelect) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [locked] = await t.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!locked) throw customerNotFound();
    return work(t, locked);
  });
}

async function plateTaken(tx: Db, customerId: string, plate: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: customerCars.id })
    .from(customerCars)
    .where(and(eq(customerCars.customerId, customerId), eq(customerCars.plate, plate), exceptId ? ne(customerCars.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Adds a car: at most MAX_CARS_PER_CUSTOMER, a plate once per customer (409 otherwise). */
export async function addCar(db: Db, customerId: string, input: CarInput, today: string): Promise<CustomerCar> {
  checkStnk(input, today);
  return withCustomerLocked(db, customerId, async (tx) => {
    const [counted] = await tx.select({ n: count() }).from(customerCars).where(eq(customerCars.customerId, customerId));
    if ((counted?.n ?? 0) >= MAX_CARS_PER_CUSTOMER) throw new AppError(409, 'CarLimitReached', CAR_MESSAGES.TOO_MANY);
    if (await plateTaken(tx, customerId, input.plate)) throw duplicatePlate();
    const [car] = await tx
      .insert(customerCars)
      .values({ customerId, ...carValues(input) })
      .returning(carColumns);
    return car!;
  });
}

/** Changes one of the customer's cars; another customer's car (or none) answers 404. */
export async function updateCar(db: Db, customerId: string, rawId: string, input: CarInput, today: string): Promise<CustomerCar> {
  const carId = carIdOf(rawId);
  checkStnk(input, today);
  return withCustomerLocked(db, customerId, async (tx) => {
    if (await plateTaken(tx, customerId, input.plate, carId)) {
      // Say "not found" before "duplicate" for a car that is not theirs: nothing about it leaks.
      await findOwnCar(tx, customerId, carId);
      throw duplicatePlate();
    }
    const [car] = await tx
      .update(customerCars)
      .set({ ...carValues(input), updatedAt: new Date() })
      .where(and(eq(customerCars.id, carId), eq(customerCars.customerId, customerId)))
      .returning(carColumns);
    if (!car) throw carNotFound();
    return car;
  });
}

/** Removes one of the customer's cars; another customer's car (or none) answers 404. */
export async function removeCar(db: Db, customerId: string, rawId: string): Promise<{ removed: true }> {
  const carId = carIdOf(rawId);
  const removed = await db
    .delete(customerCars)
    .where(and(eq(customerCars.id, carId), eq(customerCars.customerId, customerId)))
    .returning({ id: customerCars.id });
  if (removed.length === 0) throw carNotFound();
  return { removed: true };
}

async function findOwnCar(tx: Db, customerId: string, carId: string) {
  const [row] = await tx
    .select({ id: customerCars.id })
    .from(customerCars)
    .where(and(eq(customerCars.id, carId), eq(customerCars.customerId, customerId)))
    .limit(1);
  if (!row) throw carNotFound();
}

function carValues(input: CarInput) {
  return {
    model: input.model,
    year: input.year,
    plate: input.plate,
    color: input.color,
    stnkExpiry: input.stnkExpiry ?? null,
    vin: input.vin ?? null,
  };
}
