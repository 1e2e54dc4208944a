import { randomInt } from 'node:crypto';
import {
  bookingEvents,
  bookings,
  branches,
  carModels,
  carVariants,
  cities,
  customerCars,
  customers,
  orderItems,
  orders,
  rentalFleet,
  servicePackages,
  services,
  spareParts,
  testDriveUnits,
  uploadedFiles,
  usedCars,
  type BranchService,
  type Db,
  type WorkingDay,
} from '@kemudi/db';
import {
  BODY_PAINT_DESKS_PER_HOUR,
  BODY_PAINT_MAX_PHOTOS,
  BOOKING_DAYS_AHEAD,
  BOOKING_KIND_LABELS,
  BOOKING_MAX_OPEN_PER_PHONE,
  BOOKING_MESSAGES as M,
  BOOKING_NO_PATTERN,
  BOOKING_NO_PREFIXES,
  CUBAIN_CLASSES,
  CUBAIN_MAX_DAYS,
  cubainPrice,
  HOME_SERVICE_TEAMS_PER_HOUR,
  INSPECTORS_PER_HOUR,
  isCubainClass,
  normalizeBookingNo,
  SERVICE_STALLS_PER_HOUR,
  TCARE_KINDS,
  TCARE_STAGE_LABELS,
  TCARE_STAGES,
  type BookingKind,
  type TcareStage,
  type UploadPurpose,
} from '@kemudi/domain/bookings';
import { ORDER_NO_ALPHABET } from '@kemudi/domain/commerce';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import type { CallBody, CallQuery } from '@kemudi/domain/contracts/call';
import type { AvailabilityData, Booking, bookingCalls, BookingDetailsInput, CreateBookingBody } from '@kemudi/domain/contracts/bookings';
import { formatKm, formatRupiah, groupThousands } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { consumeCode } from '../accounts';
import { listNearestBranches } from '../branches';
import { queueCrm } from '../crm';
import { queueMessage } from '../messages';
import { hasPushSubscription } from '../push';
import {
  changeableOf,
  listItemOf,
  presentBooking,
  provinceOfBooking,
  slotLabelOf,
  trackedOf,
  viewOf,
  type BookingRow,
  type BookingView,
  type BranchInfo,
  type SparePartAnswer,
} from './present';
import { daysBetween, localDate, localIso, releaseSlot, slotGrid, takeSlot, usedOf, zoneOf, type GridBranch, type GridDay } from './slots';

/*
 * Bookings (issue 13). Times: the booking calendar — the slot grid, "tomorrow", the change cut-off,
 * the reminder window — is judged at app.now() (the catalogue's "today", pinned by the e2e and the
 * tests), so the slots a visitor is offered and the rules about them agree; in production it is the
 * wall clock. What really happened (created, event times) is stamped with app.clock(). Codes expire
 * on the accounts module's clock.
 */

export type BookingDeps = {
  app: FastifyInstance;
  db: Db;
  now: () => Date;
  clock: () => Date;
  log: FastifyBaseLogger;
  siteUrl: string;
};

type CreateBody = CreateBookingBody;
type Details = BookingDetailsInput;
type BranchesQuery = CallQuery<typeof bookingCalls.branches>;
type AvailabilityQuery = CallQuery<typeof bookingCalls.availability>;
type RentalQuery = CallQuery<typeof bookingCalls.rentalAvailability>;
type DealerBody = CallBody<typeof bookingCalls.dealerUpdate>;

const OPEN_STATUSES = ['confirmed', 'requested'] as const;
const conflict = (type: string, message: string, extra?: Record<string, unknown>) => new AppError(409, type, message, extra);
const unprocessable = (type: string, message: string) => new AppError(422, type, message);
const bookingNotFound = () => new AppError(404, 'NotFoundError', M.BOOKING_NOT_FOUND);

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

type BranchRow = GridBranch &
  BranchInfo & { id: number; cityIsocode: string; services: BranchService[]; hidden: boolean; workingSchedule: WorkingDay[] };

const branchColumns = {
  id: branches.id,
  slug: branches.slug,
  name: branches.name,
  address: branches.address,
  phone: branches.phone,
  whatsapp: branches.whatsapp,
  cityIsocode: branches.cityIsocode,
  provinceIsocode: branches.provinceIsocode,
  services: branches.services,
  hidden: branches.hidden,
  workingSchedule: branches.workingSchedule,
};

async function findBranch(db: Pick<Db, 'select'>, slug: string): Promise<BranchRow | null> {
  const [row] = await db.select(branchColumns).from(branches).where(eq(branches.slug, slug)).limit(1);
  return row ?? null;
}

/** A visible branch that offers `service` (when given), else 404 / 422 in Indonesian. */
async function branchFor(db: Db, slug: string | undefined, service: BranchService | null, serviceName: string): Promise<BranchRow> {
  if (!slug) throw badRequest('Pilih dealer');
  const row = await findBranch(db, slug);
  if (!row || row.hidden) throw new AppError(404, 'BranchNotFound', M.BRANCH_NOT_FOUND);
  if (service && !row.services.includes(service)) throw unprocessable('BranchNoService', M.BRANCH_NO_SERVICE.replace('{service}', serviceName));
  return row;
}

/** The middle of a city's visible branches (else its province's, else Jakarta Pusat's): where "nearest" counts from. */
async function cityCentre(db: Db, cityCode: string): Promise<{ latitude: number; longitude: number }> {
  const [city] = await db.select({ province: cities.provinceIsocode }).from(cities).where(eq(cities.isocode, cityCode)).limit(1);
  if (!city) throw badRequest(`Kode kota '${cityCode}' tidak dikenal`);
  const centre = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ latitude: sql<number | null>`avg(${branches.latitude})`, longitude: sql<number | null>`avg(${branches.longitude})` })
      .from(branches)
      .where(and(eq(branches.hidden, false), where));
    return row && row.latitude !== null && row.longitude !== null ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
  };
  return (
    (await centre(eq(branches.cityIsocode, cityCode))) ??
    (await centre(eq(branches.provinceIsocode, city.province))) ??
    (await centre(eq(branches.cityIsocode, FALLBACK_CITY)))!
  );
}

const SERVICE_OF_KIND: Readonly<Record<BookingKind, BranchService | null>> = {
  'test-drive': 'sales',
  'used-car-test-drive': null,
  service: 'bengkel',
  'home-service': 'home-service',
  'body-paint': 'body-paint',
  cubain: null,
  'spare-part': 'bengkel',
  inspection: 'sales',
};

/** Branches that take this kind of booking, nearest first (the issue: "nearest first from the chosen city or the visitor's location"). */
export async function listBookingBranches(deps: BookingDeps, query: BranchesQuery) {
  const origin =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : await cityCentre(deps.db, query.cityCode ?? FALLBACK_CITY);
  const nearest = await listNearestBranches(deps.db, { ...origin, service: SERVICE_OF_KIND[query.kind] ?? undefined, limit: 50 });
  let units: Map<string, number> | null = null;
  let keep: (slug: string) => boolean = () => true;
  if (query.kind === 'test-drive') {
    const rows = await deps.db
      .select({ slug: testDriveUnits.branchSlug, modelCode: testDriveUnits.modelCode, units: testDriveUnits.units })
      .from(testDriveUnits)
      .where(and(gt(testDriveUnits.units, 0), query.modelCode ? eq(testDriveUnits.modelCode, query.modelCode) : undefined));
    units = new Map();
    for (const r of rows) units.set(r.slug, query.modelCode ? r.units : (units.get(r.slug) ?? 0) + r.units);
    keep = (slug) => units!.has(slug);
  } else if (query.kind === 'used-car-test-drive') {
    if (!query.usedCarCode) throw badRequest('Pilih mobil bekas');
    const car = await usedCarOf(deps.db, query.usedCarCode);
    keep = (slug) => slug === car.branchSlug;
  } else if (query.kind === 'cubain') {
    const rows = await deps.db.select({ slug: rentalFleet.branchSlug }).from(rentalFleet).where(gt(rentalFleet.units, 0));
    const slugs = new Set(rows.map((r) => r.slug));
    keep = (slug) => slugs.has(slug);
  }
  return nearest.filter((b) => keep(b.slug)).map((b) => ({ ...b, units: query.kind === 'test-drive' && query.modelCode ? (units?.get(b.slug) ?? 0) : null }));
}

// ---------------------------------------------------------------------------------------------
// What a slot is taken from
// ---------------------------------------------------------------------------------------------

/** The bookable thing behind a slot: its booking_slots resource, units an hour, and the branch whose week and zone lay out the grid. */
type Target = {
  branch: BranchRow;
  /** Null: the kind takes no hourly unit (Cubain is limited by its fleet over days; spare parts have no slot). */
  resource: string | null;
  capacity: number;
  cityCode: string;
};

async function usedCarOf(db: Db, code: string) {
  const [car] = await db
    .select({
      code: usedCars.code,
      modelCode: usedCars.modelCode,
      modelName: carModels.name,
      variantName: usedCars.variantName,
      year: usedCars.year,
      status: usedCars.status,
      price: usedCars.price,
      branchSlug: branches.slug,
    })
    .from(usedCars)
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .where(eq(usedCars.code, code))
    .limit(1);
  if (!car) throw new AppError(404, 'NotFoundError', 'Mobil bekas tidak ditemukan');
  return car;
}

async function testDriveCapacity(db: Pick<Db, 'select'>, branchSlug: string, modelCode: string): Promise<number> {
  const [row] = await db
    .select({ units: testDriveUnits.units })
    .from(testDriveUnits)
    .where(and(eq(testDriveUnits.branchSlug, branchSlug), eq(testDriveUnits.modelCode, modelCode)))
    .limit(1);
  return row?.units ?? 0;
}

/** Cities a home-service team comes to: those with a branch offering 'home-service'. The branch that sends it: the first by name. */
async function homeServiceBranch(db: Db, cityCode: string, service: BranchService): Promise<BranchRow | null> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .where(and(eq(branches.cityIsocode, cityCode), eq(branches.hidden, false), sql`${service} = any(${branches.services})`))
    .orderBy(asc(branches.name))
    .limit(1);
  return row ?? null;
}

type TargetInput = { kind: BookingKind; branchSlug?: string | undefined; cityCode?: string | undefined; modelCode?: string | undefined; usedCarCode?: string | undefined; home?: boolean };

async function targetOf(deps: BookingDeps, input: TargetInput): Promise<Target> {
  const { db } = deps;
  const label = BOOKING_KIND_LABELS[input.kind];
  switch (input.kind) {
    case 'test-drive': {
      if (!input.modelCode) throw badRequest('Pilih model');
      const branch = await branchFor(db, input.branchSlug, 'sales', label);
      const units = await testDriveCapacity(db, branch.slug, input.modelCode);
      if (units <= 0) throw unprocessable('NoTestDriveUnit', M.NO_TEST_DRIVE_UNIT);
      return { branch, resource: `td:${branch.slug}:${input.modelCode}`, capacity: units, cityCode: branch.cityIsocode };
    }
    case 'used-car-test-drive': {
      if (!input.usedCarCode) throw badRequest('Pilih mobil bekas');
      const car = await usedCarOf(db, input.usedCarCode);
      if (car.status !== 'available') throw conflict('UsedCarUnavailable', M.USED_CAR_UNAVAILABLE);
      // The car is shown where it stands: its own branch, whatever branch the form named.
      const branch = await branchFor(db, car.branchSlug, null, label);
      return { branch, resource: `utd:${car.code}`, capacity: 1, cityCode: branch.cityIsocode };
    }
    case 'service': {
      const branch = await branchFor(db, input.branchSlug, 'bengkel', 'servis bengkel');
      return { branch, resource: `stall:${branch.slug}`, capacity: SERVICE_STALLS_PER_HOUR, cityCode: branch.cityIsocode };
    }
    case 'body-paint': {
      const branch = await branchFor(db, input.branchSlug, 'body-paint', 'body & paint');
      return { branch, resource: `bp:${branch.slug}`, capacity: BODY_PAINT_DESKS_PER_HOUR, cityCode: branch.cityIsocode };
    }
    case 'home-service': {
      if (!input.cityCode) throw badRequest('Pilih kota');
      const branch = await coveringBranch(deps, input.cityCode, input.branchSlug, 'home-service');
      return { branch, resource: `ths:${input.cityCode}`, capacity: HOME_SERVICE_TEAMS_PER_HOUR, cityCode: input.cityCode };
    }
    case 'inspection': {
      if (input.home || (!input.branchSlug && input.cityCode)) {
        if (!input.cityCode) throw badRequest('Pilih kota');
        const branch = await coveringBranch(deps, input.cityCode, input.branchSlug, 'sales');
        return { branch, resource: `insp-home:${input.cityCode}`, capacity: INSPECTORS_PER_HOUR, cityCode: input.cityCode };
      }
      const branch = await branchFor(db, input.branchSlug, 'sales', 'inspeksi mobil');
      return { branch, resource: `insp:${branch.slug}`, capacity: INSPECTORS_PER_HOUR, cityCode: branch.cityIsocode };
    }
    case 'cubain': {
      const branch = await branchFor(db, input.branchSlug, null, label);
      const fleet = await db.select({ units: rentalFleet.units }).from(rentalFleet).where(eq(rentalFleet.branchSlug, branch.slug));
      if (fleet.length === 0) throw unprocessable('BranchNoService', M.BRANCH_NO_SERVICE.replace('{service}', 'sewa mobil Cubain'));
      return { branch, resource: null, capacity: 0, cityCode: branch.cityIsocode };
    }
    case 'spare-part': {
      const branch = await branchFor(db, input.branchSlug, 'bengkel', 'suku cadang');
      return { branch, resource: null, capacity: 0, cityCode: branch.cityIsocode };
    }
  }
}

/** The branch whose team visits the city (the named one when it covers the city), else 422 NotCovered. */
async function coveringBranch(deps: BookingDeps, cityCode: string, branchSlug: string | undefined, service: BranchService): Promise<BranchRow> {
  const [city] = await deps.db.select({ isocode: cities.isocode }).from(cities).where(eq(cities.isocode, cityCode)).limit(1);
  if (!city) throw badRequest(`Kode kota '${cityCode}' tidak dikenal`);
  if (branchSlug) {
    const named = await findBranch(deps.db, branchSlug);
    if (named && !named.hidden && named.cityIsocode === cityCode && named.services.includes(service)) return named;
  }
  const branch = await homeServiceBranch(deps.db, cityCode, service);
  if (!branch) {
    throw unprocessable('NotCovered', service === 'home-service' ? M.NOT_COVERED : 'Maaf, inspeksi di rumah belum tersedia di kota ini. Pilih inspeksi di dealer.');
  }
  return branch;
}

/** The grid with what is left of each hour. */
async function daysWithAvailability(db: Pick<Db, 'select'>, target: Target, now: Date): Promise<{ grid: GridDay[]; days: AvailabilityData['days'] }> {
  const grid = slotGrid(target.branch, now);
  const used = target.resource ? await usedOf(db, target.resource, grid) : new Map<number, number>();
  const days = grid.map((day) => ({
    date: day.date,
    open: day.open,
    slots: day.slots.map((s) => {
      // Cubain's pick-up hour is not limited by the hour: its cars are counted over the rental's days.
      const left = target.resource ? Math.max(0, target.capacity - (used.get(s.start.getTime()) ?? 0)) : 1;
      return { start: localIso(s.start, target.branch.provinceIsocode), time: s.time, available: left > 0, left };
    }),
  }));
  return { grid, days };
}

export async function availability(deps: BookingDeps, query: AvailabilityQuery): Promise<AvailabilityData> {
  if (query.kind === 'spare-part') throw badRequest('Permintaan suku cadang tidak memakai jadwal');
  const target = await targetOf(deps, query);
  const zone = zoneOf(target.branch.provinceIsocode);
  const { days } = await daysWithAvailability(deps.db, target, deps.now());
  return { kind: query.kind, branchSlug: target.branch.slug, timeZone: zone.timeZone, zoneLabel: zone.label, days };
}

/**
 * A slot the visitor asked for, checked against the grid: a past day, a day beyond the window, a
 * closed day and an hour the branch does not offer each get their own message.
 */
function checkSlot(target: Target, now: Date, asked: Date): Date {
  const { offsetMinutes } = zoneOf(target.branch.provinceIsocode);
  const today = localDate(now, offsetMinutes);
  const day = localDate(asked, offsetMinutes);
  if (asked.getTime() <= now.getTime() || day <= today) throw badRequest(M.DATE_IN_PAST);
  if (daysBetween(today, day) > BOOKING_DAYS_AHEAD) throw badRequest(M.DATE_TOO_FAR);
  const grid = slotGrid(target.branch, now);
  const gridDay = grid.find((d) => d.date === day);
  if (!gridDay?.open) throw unprocessable('BranchClosed', M.BRANCH_CLOSED);
  const slot = gridDay.slots.find((s) => s.start.getTime() === asked.getTime());
  if (!slot) throw unprocessable('SlotInvalid', M.SLOT_INVALID);
  return slot.start;
}

/** 409 SlotTaken naming the nearest free hour of the same resource (before or after), in Indonesian. */
async function slotTaken(deps: BookingDeps, target: Target, asked: Date): Promise<AppError> {
  const { grid, days } = await daysWithAvailability(deps.db, target, deps.now());
  const province = target.branch.provinceIsocode;
  const time = slotLabelOf(asked, province)!;
  let best: { start: Date; time: string } | null = null;
  grid.forEach((day, d) =>
    day.slots.forEach((slot, s) => {
      if (!days[d]!.slots[s]!.available) return;
      const distance = Math.abs(slot.start.getTime() - asked.getTime());
      if (!best || distance < Math.abs(best.start.getTime() - asked.getTime())) best = slot;
    }),
  );
  const nearest = best as { start: Date; time: string } | null;
  if (!nearest) return conflict('SlotTaken', M.SLOT_TAKEN_NONE.replace('{time}', time), { nearest: null });
  const nearestLabel = slotLabelOf(nearest.start, province)!;
  return conflict('SlotTaken', M.SLOT_TAKEN_NEAREST.replace('{time}', time).replace('{nearest}', nearestLabel), {
    nearest: { start: localIso(nearest.start, province), time: nearest.time, label: nearestLabel },
  });
}

// ---------------------------------------------------------------------------------------------
// Cubain
// ---------------------------------------------------------------------------------------------

/** Rentals of the class at the branch that hold a car some time in [start, end). */
async function rentalsOverlapping(db: Pick<Db, 'select'>, branchSlug: string, carClass: string, start: Date, end: Date, except?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, 'cubain'),
        eq(bookings.branchSlug, branchSlug),
        sql`${bookings.details}->>'carClass' = ${carClass}`,
        ne(bookings.status, 'cancelled'),
        lt(bookings.slotStart, end),
        gt(bookings.slotEnd, start),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Midnight of a local date at the branch's offset. */
const localMidnight = (date: string, offsetMinutes: number) => new Date(Date.parse(`${date}T00:00:00Z`) - offsetMinutes * 60_000);

/** The car comes back on a day the branch is open (§7 working schedules). */
function assertOpenOn(branch: BranchRow, date: string): void {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = branch.workingSchedule.find((d) => d.day === (weekday === 0 ? 7 : weekday));
  if (!day?.open || !day.close) throw unprocessable('BranchClosed', 'Dealer tutup pada tanggal pengembalian. Pilih tanggal pengembalian lain.');
}

export async function rentalAvailability(deps: BookingDeps, query: RentalQuery) {
  const branch = await branchFor(deps.db, query.branchSlug, null, 'sewa mobil Cubain');
  const { offsetMinutes } = zoneOf(branch.provinceIsocode);
  const today = localDate(deps.now(), offsetMinutes);
  if (query.from <= today) throw badRequest(M.DATE_IN_PAST);
  if (daysBetween(today, query.from) > BOOKING_DAYS_AHEAD) throw badRequest(M.DATE_TOO_FAR);
  const days = daysBetween(query.from, query.to);
  if (days < 1 || days > CUBAIN_MAX_DAYS) throw badRequest(M.RENTAL_DATES);
  const fleet = await deps.db.select().from(rentalFleet).where(eq(rentalFleet.branchSlug, branch.slug)).orderBy(asc(rentalFleet.carClass));
  if (fleet.length === 0) throw unprocessable('BranchNoService', M.BRANCH_NO_SERVICE.replace('{service}', 'sewa mobil Cubain'));
  const start = localMidnight(query.from, offsetMinutes);
  const end = new Date(localMidnight(query.to, offsetMinutes).getTime() + 86_400_000);
  const classes = [];
  for (const row of fleet) {
    if (!isCubainClass(row.carClass)) continue;
    const info = CUBAIN_CLASSES[row.carClass];
    const taken = await rentalsOverlapping(deps.db, branch.slug, row.carClass, start, end);
    classes.push({
      carClass: row.carClass,
      name: info.name,
      models: [...info.models],
      seats: info.seats,
      pricePerDay: info.pricePerDay,
      driverPerDay: info.driverPerDay,
      units: row.units,
      available: Math.max(0, row.units - taken),
    });
  }
  classes.sort((a, b) => a.pricePerDay - b.pricePerDay);
  return { branchSlug: branch.slug, from: query.from, to: query.to, days, classes };
}

// ---------------------------------------------------------------------------------------------
// Home-service coverage
// ---------------------------------------------------------------------------------------------

export async function coverage(deps: BookingDeps, cityCode: string) {
  const [city] = await deps.db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.isocode, cityCode)).limit(1);
  if (!city) throw badRequest(`Kode kota '${cityCode}' tidak dikenal`);
  const rows = await deps.db
    .select({ slug: branches.slug, name: branches.name })
    .from(branches)
    .where(and(eq(branches.cityIsocode, cityCode), eq(branches.hidden, false), sql`'home-service' = any(${branches.services})`))
    .orderBy(asc(branches.name));
  const covered = rows.length > 0;
  return {
    cityCode: city.isocode,
    cityName: city.name,
    covered,
    branches: rows,
    message: covered ? `Tim Toyota Home Service melayani ${city.name}.` : M.NOT_COVERED,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating a booking
// ---------------------------------------------------------------------------------------------

function newBookingNo(kind: BookingKind, at: Date): string {
  const local = localDate(at, 7 * 60);
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `${BOOKING_NO_PREFIXES[kind]}-${local.slice(2, 4)}${local.slice(5, 7)}${local.slice(8, 10)}-${tail}`;
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function existingByKey(db: Db, phone: string, key: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.contactPhone, phone), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** A customer whose verified phone this is (the booking becomes theirs). */
async function verifiedOwnerOf(db: Pick<Db, 'select'>, phone: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), or(sql`${customers.smsVerifiedAt} IS NOT NULL`, sql`${customers.waVerifiedAt} IS NOT NULL`)))
    .limit(1);
  return row ?? null;
}

type CarInput = Extract<Details, { kind: 'service' }>['car'];

/** The car of a service / home service / body & paint: one of My Cars (the caller's own) or typed in. */
async function carOf(db: Db, car: CarInput, customerId: string | null): Promise<{ label: string; model: string; plate: string; year: number }> {
  if ('myCarId' in car) {
    if (!customerId) throw unprocessable('MyCarNotFound', 'Masuk ke akun Anda untuk memilih mobil dari Mobil Saya');
    const [row] = await db
      .select()
      .from(customerCars)
      .where(and(eq(customerCars.id, car.myCarId), eq(customerCars.customerId, customerId)))
      .limit(1);
    if (!row) throw unprocessable('MyCarNotFound', 'Mobil tidak ditemukan di Mobil Saya');
    return { label: `${row.model} (${row.plate})`, model: row.model, plate: row.plate, year: row.year };
  }
  const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, car.model)).limit(1);
  const name = model ? `Toyota ${model.name}` : car.model;
  return { label: `${name} ${car.year} (${car.plate})`, model: model ? car.model : car.model, plate: car.plate, year: car.year };
}

/** A model code from a car's model as written ('Avanza 1.5 G CVT' → 'avanza'): the longest code the text starts with. */
async function modelCodeOf(db: Db, text: string): Promise<string | null> {
  const compact = text.toLowerCase().replace(/^toyota\s+/, '').replace(/[^a-z0-9-]/g, '');
  const rows = await db.select({ code: carModels.code }).from(carModels);
  const hits = rows.map((r) => r.code).filter((code) => compact.startsWith(code.replace(/[^a-z0-9-]/g, '')));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Whether the customer bought (paid) this coupon or package. */
async function ownsProduct(db: Db, customerId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: orderItems.productCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, customerId), eq(orderItems.productCode, code), inArray(orders.status, ['paid', 'processing', 'ready', 'completed'])))
    .limit(1);
  return rows.length > 0;
}

type FileNeed = { id: string; purpose: UploadPurpose };

/** What the booking will hold, worked out and checked before its transaction. */
type Draft = {
  kind: BookingKind;
  target: Target | null;
  slotStart: Date | null;
  slotEnd: Date | null;
  cityCode: string | null;
  provinceIsocode: string;
  details: Record<string, unknown>;
  view: BookingView;
  estimate: number | null;
  files: FileNeed[];
  status: 'confirmed' | 'requested';
  rental: { carClass: string; units: number } | null;
};

const line = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

async function draftOf(deps: BookingDeps, body: CreateBody, customerId: string | null): Promise<Draft> {
  const { db } = deps;
  const now = deps.now();
  const d = body.details;
  const asked = body.slotStart ? new Date(body.slotStart) : null;
  const needSlot = async (target: Target) => {
    if (!asked) throw badRequest('Pilih jadwal dari daftar');
    return checkSlot(target, now, asked);
  };
  const base = (target: Target) => ({ target, cityCode: target.cityCode, provinceIsocode: target.branch.provinceIsocode, slotEnd: null, files: [], status: 'confirmed' as const, rental: null });
  const notes = line('Catatan', body.notes);
  switch (d.kind) {
    case 'test-drive': {
      const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, d.modelCode)).limit(1);
      if (!model) throw unprocessable('ModelNotFound', `Model '${d.modelCode}' tidak dikenal`);
      let variantName: string | null = null;
      if (d.variantCode) {
        const [variant] = await db
          .select({ name: carVariants.name })
          .from(carVariants)
          .where(and(eq(carVariants.code, d.variantCode), eq(carVariants.modelCode, d.modelCode)))
          .limit(1);
        if (!variant) throw unprocessable('VariantNotFound', `Varian '${d.variantCode}' tidak dikenal untuk model ini`);
        variantName = variant.name;
      }
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug, modelCode: d.modelCode });
      const title = `Test Drive Toyota ${variantName && !variantName.startsWith(model.name) ? `${model.name} ${variantName}` : (variantName ?? model.name)}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: { title, summary: [...line('Model', `Toyota ${model.name}`), ...line('Varian', variantName), ...notes] },
        estimate: null,
      };
    }
    case 'used-car-test-drive': {
      const car = await usedCarOf(db, d.usedCarCode);
      const target = await targetOf(deps, { kind: d.kind, usedCarCode: d.usedCarCode });
      if (body.branchSlug && body.branchSlug !== target.branch.slug) throw unprocessable('BranchMismatch', 'Mobil bekas ini hanya dapat dicoba di dealer tempat mobil berada');
      const name = `Toyota ${car.modelName} ${car.variantName} ${car.year}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: { title: `Test Drive ${name}`, summary: [...line('Mobil', name), ...line('Kode mobil', car.code), ...line('Harga', formatRupiah(car.price)), ...notes] },
        estimate: null,
      };
    }
    case 'service': {
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const car = await carOf(db, d.car, customerId);
      let serviceName: string;
      let estimate: number | null;
      if (d.serviceType === 'periodic') {
        if (!d.kilometre) throw badRequest('Pilih kilometer Servis Berkala');
        serviceName = `Servis Berkala ${formatKm(d.kilometre)}`;
        const modelCode = await modelCodeOf(db, car.model);
        const [pkg] = modelCode
          ? await db
              .select({ price: servicePackages.price })
              .from(servicePackages)
              .where(and(eq(servicePackages.type, 'Servis Berkala'), eq(servicePackages.kmInterval, d.kilometre), sql`${modelCode} = any(${servicePackages.modelCodes})`))
              .orderBy(asc(servicePackages.price))
              .limit(1)
          : [];
        const [generic] = await db
          .select({ price: services.priceFrom })
          .from(services)
          .where(and(eq(services.serviceType, 'bengkel'), eq(services.serviceCategory, 'berkala'), eq(services.name, `Servis Berkala ${groupThousands(d.kilometre)} km`)))
          .limit(1);
        estimate = pkg?.price ?? generic?.price ?? null;
      } else if (d.serviceType === 'repair') {
        serviceName = 'Perbaikan Umum';
        // "Mulai dari": the cheapest repair of the workshop's price list (the diagnosis); the workshop quotes the rest.
        const [cheapest] = await db
          .select({ price: sql<number>`min(${services.priceFrom})`.mapWith(Number) })
          .from(services)
          .where(and(eq(services.serviceType, 'bengkel'), eq(services.serviceCategory, 'perbaikan')));
        estimate = cheapest?.price ?? null;
      } else {
        if (!d.productCode) throw badRequest(d.serviceType === 'coupon' ? 'Pilih kupon servis Anda' : 'Pilih paket servis Anda');
        if (!customerId) throw unprocessable('NotOwned', 'Masuk ke akun Anda untuk memakai kupon atau paket yang sudah dibeli');
        if (!(await ownsProduct(db, customerId, d.productCode))) throw unprocessable('NotOwned', 'Kupon atau paket ini tidak ada di pesanan Anda yang sudah dibayar');
        serviceName = `${d.serviceType === 'coupon' ? 'Kupon' : 'Paket'} ${d.productCode}`;
        estimate = 0;
      }
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d, carLabel: car.label },
        view: {
          title: `${serviceName} · ${car.label}`,
          summary: [...line('Mobil', car.label), ...line('Jenis servis', serviceName), ...line('Keluhan', d.complaint), ...notes],
        },
        estimate,
      };
    }
    case 'home-service': {
      const target = await targetOf(deps, { kind: d.kind, cityCode: d.cityCode, branchSlug: body.branchSlug });
      const [item] = await db
        .select({ name: services.name, priceFrom: services.priceFrom })
        .from(services)
        .where(and(eq(services.id, d.serviceId), eq(services.serviceType, 'home-service')))
        .limit(1);
      if (!item) throw unprocessable('ServiceNotFound', 'Layanan Toyota Home Service tidak dikenal');
      const car = await carOf(db, d.car, customerId);
      const [city] = await db.select({ name: cities.name, province: cities.provinceIsocode }).from(cities).where(eq(cities.isocode, d.cityCode));
      return {
        ...base(target),
        provinceIsocode: city?.province ?? target.branch.provinceIsocode,
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d, carLabel: car.label, provinceIsocode: city?.province },
        view: {
          title: `Toyota Home Service: ${item.name}`,
          summary: [...line('Layanan', item.name), ...line('Mobil', car.label), ...line('Alamat', `${d.address}, ${city?.name ?? ''}`), ...line('Catatan', d.notes), ...notes],
        },
        estimate: item.priceFrom,
      };
    }
    case 'body-paint': {
      if (d.photoIds.length === 0) throw badRequest(M.PHOTOS_REQUIRED);
      if (d.photoIds.length > BODY_PAINT_MAX_PHOTOS) throw badRequest(M.TOO_MANY_PHOTOS);
      if (d.payment === 'insurance' && !d.insurer) throw badRequest('Isi nama asuransi');
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const car = await carOf(db, d.car, customerId);
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        files: [...new Set(d.photoIds)].map((id) => ({ id, purpose: 'damage' as const })),
        details: { ...d, carLabel: car.label },
        view: {
          title: `Body & Paint · ${car.label}`,
          summary: [
            ...line('Mobil', car.label),
            ...line('Pembayaran', d.payment === 'insurance' ? `Asuransi ${d.insurer ?? ''}`.trim() : 'Pribadi'),
            ...line('Nomor polis', d.policyNo),
            ...line('Kerusakan', d.damage),
            ...line('Foto', `${d.photoIds.length} foto`),
            ...notes,
          ],
        },
        estimate: null,
      };
    }
    case 'cubain': {
      if (!isCubainClass(d.carClass)) throw unprocessable('RentalClassNotFound', 'Kelas mobil tidak dikenal');
      if (!d.ktpFileId || !d.selfieFileId || (!d.withDriver && !d.simFileId)) throw badRequest(M.DOCUMENTS_REQUIRED);
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const pickUp = await needSlot(target);
      const { offsetMinutes } = zoneOf(target.branch.provinceIsocode);
      const days = daysBetween(localDate(pickUp, offsetMinutes), d.returnDate);
      if (days < 1 || days > CUBAIN_MAX_DAYS) throw badRequest(M.RENTAL_DATES);
      assertOpenOn(target.branch, d.returnDate);
      const [fleet] = await db
        .select({ units: rentalFleet.units })
        .from(rentalFleet)
        .where(and(eq(rentalFleet.branchSlug, target.branch.slug), eq(rentalFleet.carClass, d.carClass)));
      if (!fleet || fleet.units <= 0) throw conflict('RentalUnavailable', M.RENTAL_UNAVAILABLE);
      const info = CUBAIN_CLASSES[d.carClass];
      const files: FileNeed[] = [
        { id: d.ktpFileId, purpose: 'ktp' },
        { id: d.selfieFileId, purpose: 'selfie' },
        ...(d.simFileId ? [{ id: d.simFileId, purpose: 'sim' as const }] : []),
      ];
      return {
        ...base(target),
        kind: d.kind,
        slotStart: pickUp,
        // The car comes back at the pick-up hour of the return day.
        slotEnd: new Date(pickUp.getTime() + days * 86_400_000),
        files,
        details: { ...d, days },
        view: {
          title: `Sewa ${info.name}${d.withDriver ? ' dengan Sopir' : ''} · ${days} hari`,
          summary: [
            ...line('Kelas mobil', `${info.name} (${info.models.join(', ')})`),
            ...line('Lama sewa', `${days} hari`),
            ...line('Sopir', d.withDriver ? 'Dengan sopir' : 'Lepas kunci'),
            ...notes,
          ],
        },
        estimate: cubainPrice(d.carClass, days, d.withDriver),
        rental: { carClass: d.carClass, units: fleet.units },
      };
    }
    case 'spare-part': {
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, d.modelCode)).limit(1);
      if (!model) throw unprocessable('ModelNotFound', `Model '${d.modelCode}' tidak dikenal`);
      let part: { name: string; price: number } | null = null;
      if (d.partCode) {
        const [row] = await db.select({ name: spareParts.name, price: spareParts.price }).from(spareParts).where(eq(spareParts.code, d.partCode)).limit(1);
        if (!row) throw unprocessable('PartNotFound', `Suku cadang '${d.partCode}' tidak dikenal`);
        part = row;
      } else if (!d.partDescription) {
        throw badRequest('Pilih suku cadang atau tuliskan deskripsinya');
      }
      if (body.slotStart) throw badRequest('Permintaan suku cadang tidak memakai jadwal');
      const name = part?.name ?? d.partDescription!;
      return {
        ...base(target),
        status: 'requested',
        kind: d.kind,
        slotStart: null,
        details: { ...d },
        view: {
          title: `Suku Cadang: ${name}`,
          summary: [
            ...line('Model', `Toyota ${model.name}`),
            ...line('Suku cadang', part ? `${part.name} (${d.partCode})` : d.partDescription),
            ...line('Jumlah', d.quantity),
            ...notes,
          ],
        },
        estimate: part ? part.price * d.quantity : null,
      };
    }
    case 'inspection': {
      const home = d.place === 'home';
      if (home && (!d.address || d.address.length < 10)) throw badRequest('Tulis alamat lengkap (minimal 10 karakter)');
      if (home && !d.cityCode) throw badRequest('Pilih kota');
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug, cityCode: d.cityCode, home });
      const car = `${d.car.brand} ${d.car.model}${d.car.type ? ` ${d.car.type}` : ''} ${d.car.year}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: {
          title: `Inspeksi Jual Mobil · ${car}`,
          summary: [
            ...line('Mobil', car),
            ...line('Transmisi', d.car.transmission === 'automatic' ? 'Otomatis' : 'Manual'),
            ...line('Kilometer', formatKm(d.car.mileageKm)),
            ...line('Tempat', home ? `Di rumah: ${d.address}` : 'Di dealer'),
            ...line('Perkiraan harga', d.estimateLow && d.estimateHigh ? `${formatRupiah(d.estimateLow)} – ${formatRupiah(d.estimateHigh)}` : null),
            ...notes,
          ],
        },
        estimate: null,
      };
    }
  }
}

/** The files named by the form: each must exist, be unattached, be the uploader's own and of the right purpose. */
async function checkFiles(db: Db, needs: FileNeed[], owner: Owner): Promise<void> {
  if (needs.length === 0) return;
  const rows = await db
    .select({ id: uploadedFiles.id, purpose: uploadedFiles.purpose, bookingId: uploadedFiles.bookingId, leadId: uploadedFiles.leadId, ownerCustomerId: uploadedFiles.ownerCustomerId, ownerKey: uploadedFiles.ownerKey })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, needs.map((n) => n.id)));
  for (const need of needs) {
    const row = rows.find((r) => r.id === need.id);
    const mine = row && ((owner.customerId && row.ownerCustomerId === owner.customerId) || (owner.key && row.ownerKey === owner.key));
    if (!row || !mine || row.bookingId || row.leadId) throw unprocessable('FileNotFound', M.FILE_NOT_FOUND);
    if (row.purpose !== need.purpose) throw unprocessable('FileNotFound', `${M.FILE_NOT_FOUND} (${need.purpose === 'damage' ? 'foto kerusakan' : need.purpose.toUpperCase()})`);
  }
}

/** Who uploads and names files: a logged-in customer, or a guest's browser by its owner key (x-upload-owner). */
export type Owner = { customerId: string | null; key: string | null };

/** Thrown inside the transaction when the hour was full; answered outside with the nearest free hour. */
class SlotFull extends Error {}

async function upcomingCount(db: Pick<Db, 'select'>, phone: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.contactPhone, phone), inArray(bookings.status, [...OPEN_STATUSES]), or(isNull(bookings.slotStart), gt(bookings.slotStart, now))));
  return row?.n ?? 0;
}

export async function createBooking(deps: BookingDeps, caller: Caller, body: CreateBody, ownerKey: string | null): Promise<Booking> {
  const phone = body.contact.phoneNumber;
  const existing = await existingByKey(deps.db, phone, body.idempotencyKey);
  if (existing) return detailOf(deps, existing);
  const callerId = caller.kind === 'customer' ? caller.customerId : null;
  const callerPhone = callerId
    ? (await deps.db.select({ phone: customers.phone }).from(customers).where(and(eq(customers.id, callerId), or(sql`${customers.smsVerifiedAt} IS NOT NULL`, sql`${customers.waVerifiedAt} IS NOT NULL`))).limit(1))[0]?.phone
    : undefined;
  const needsCode = callerPhone !== phone;
  if (needsCode && !body.otp) throw badRequest(M.OTP_REQUIRED);
  if ((await upcomingCount(deps.db, phone, deps.now())) >= BOOKING_MAX_OPEN_PER_PHONE) throw conflict('TooManyOpen', M.TOO_MANY_OPEN);
  // The booking is the caller's, or belongs to the customer whose verified phone it was made with.
  const customerId = callerId ?? (await verifiedOwnerOf(deps.db, phone))?.id ?? null;
  // My Cars and owned coupons are the logged-in caller's only: a code proves the phone, not the account's garage.
  const draft = await draftOf(deps, body, callerId);
  await checkFiles(deps.db, draft.files, { customerId: callerId, key: callerId ? null : ownerKey });

  const write = async (tx: Db): Promise<BookingRow> => insertBooking(deps, tx, draft, body, customerId, { customerId: callerId, key: callerId ? null : ownerKey });
  try {
    const row = needsCode
      ? await consumeCode(deps.app, { phone, purpose: 'booking', code: body.otp! }, (tx) => write(tx as unknown as Db))
      : await deps.db.transaction((tx) => write(tx as unknown as Db));
    return detailOf(deps, row);
  } catch (error) {
    if (error instanceof SlotFull || error instanceof AppError || isUniqueViolation(error)) {
      // The same form sent twice at once: the other request made it (and may have taken the hour's last unit).
      const row = await existingByKey(deps.db, phone, body.idempotencyKey);
      if (row) return detailOf(deps, row);
    }
    if (error instanceof SlotFull && draft.target && draft.slotStart) throw await slotTaken(deps, draft.target, draft.slotStart);
    throw error;
  }
}

async function insertBooking(deps: BookingDeps, tx: Db, draft: Draft, body: CreateBody, customerId: string | null, owner: Owner): Promise<BookingRow> {
  const at = deps.clock();
  // Counted again under a per-phone lock: parallel requests cannot slip past the cap together.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-phone:${body.contact.phoneNumber}`}))`);
  if ((await upcomingCount(tx, body.contact.phoneNumber, deps.now())) >= BOOKING_MAX_OPEN_PER_PHONE) throw conflict('TooManyOpen', M.TOO_MANY_OPEN);
  if (draft.rental && draft.slotStart && draft.slotEnd && draft.target) {
    // One rental at a time per branch and class: the count and the insert cannot interleave (no double booking).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cubain:${draft.target.branch.slug}:${draft.rental.carClass}`}))`);
    const taken = await rentalsOverlapping(tx, draft.target.branch.slug, draft.rental.carClass, draft.slotStart, draft.slotEnd);
    if (taken >= draft.rental.units) throw conflict('RentalUnavailable', M.RENTAL_UNAVAILABLE);
  }
  if (draft.target?.resource && draft.slotStart && !(await takeSlot(tx, draft.target.resource, draft.slotStart, draft.target.capacity))) throw new SlotFull();
  const [row] = await tx
    .insert(bookings)
    .values({
      bookingNo: newBookingNo(draft.kind, deps.now()),
      kind: draft.kind,
      status: draft.status,
      customerId,
      contactName: body.contact.name,
      contactPhone: body.contact.phoneNumber,
      contactEmail: body.contact.email ?? null,
      branchSlug: draft.target?.branch.slug ?? null,
      cityCode: draft.cityCode,
      resource: draft.target?.resource ?? null,
      slotStart: draft.slotStart,
      slotEnd: draft.slotEnd,
      details: { ...draft.details, notes: body.notes ?? null, view: draft.view },
      estimate: draft.estimate,
      sourcePage: body.sourcePage ?? null,
      idempotencyKey: body.idempotencyKey,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const booking = row!;
  if (draft.files.length > 0) {
    const attached = await tx
      .update(uploadedFiles)
      .set({ bookingId: booking.id })
      .where(
        and(
          inArray(uploadedFiles.id, draft.files.map((f) => f.id)),
          isNull(uploadedFiles.bookingId),
          isNull(uploadedFiles.leadId),
          owner.customerId ? eq(uploadedFiles.ownerCustomerId, owner.customerId) : eq(uploadedFiles.ownerKey, owner.key ?? ''),
        ),
      )
      .returning({ id: uploadedFiles.id });
    // Another booking took a file between the check and now.
    if (attached.length !== draft.files.length) throw unprocessable('FileNotFound', M.FILE_NOT_FOUND);
  }
  await tx.insert(bookingEvents).values({ bookingId: booking.id, type: 'created', note: createdNote(booking), at });
  await announce(deps, tx, booking, 'created');
  await toCrm(deps, tx, booking, 'created');
  return booking;
}

function createdNote(row: BookingRow): string {
  return row.status === 'requested' ? 'Permintaan dikirim ke dealer' : 'Booking dibuat dan jadwal dikonfirmasi';
}

// ---------------------------------------------------------------------------------------------
// Messages and the CRM
// ---------------------------------------------------------------------------------------------

type Announcement = 'created' | 'cancelled' | 'rescheduled' | 'stage' | 'answered' | 'completed' | 'no_show' | 'reminder';

async function branchInfoOf(db: Pick<Db, 'select'>, slug: string | null): Promise<BranchRow | null> {
  return slug ? findBranch(db, slug) : null;
}

/** The WhatsApp text of each change (and a push to a customer's subscribed browsers). */
export async function announce(deps: Pick<BookingDeps, 'siteUrl'>, tx: Db, row: BookingRow, what: Announcement): Promise<void> {
  const branch = await branchInfoOf(tx, row.branchSlug);
  const when = slotLabelOf(row.slotStart, provinceOfBooking(row, branch));
  const where = branch ? ` di ${branch.name}` : '';
  const title = viewOf(row).title;
  const link = `${deps.siteUrl}${ROUTES.trackBooking(row.bookingNo)}`;
  const head = `Kemudi: ${title} (${row.bookingNo})`;
  let text: string;
  switch (what) {
    case 'created':
      text =
        row.status === 'requested'
          ? `${head} sudah kami terima${where}. Dealer akan mengabarkan ketersediaannya. Lacak di ${link}`
          : `${head} terkonfirmasi${when ? ` pada ${when}` : ''}${where}. Lacak atau ubah di ${link}`;
      break;
    case 'cancelled':
      text = `${head} telah dibatalkan. Terima kasih telah mengabari kami.`;
      break;
    case 'rescheduled':
      text = `${head} dipindahkan ke ${when}${where}. Lacak di ${link}`;
      break;
    case 'stage': {
      const stage = row.stage as TcareStage;
      text =
        stage === 'siap-diambil'
          ? `${head}: mobil Anda siap diambil${where}. Tunjukkan nomor booking di meja servis.`
          : `${head}: status servis kini ${TCARE_STAGE_LABELS[stage]}. Pantau di ${link}`;
      break;
    }
    case 'answered': {
      const answer = row.details.answer as SparePartAnswer | undefined;
      text = answer?.available
        ? `${head}: suku cadang tersedia${answer.price ? ` seharga ${formatRupiah(answer.price)}` : ''}${answer.readyDate ? `, siap diambil mulai ${answer.readyDate}` : ''}${where}. ${answer.note}`
        : `${head}: suku cadang belum tersedia. ${answer?.note ?? ''}`.trim();
      break;
    }
    case 'completed':
      text = `${head} telah selesai. Terima kasih telah mempercayakan mobil Anda kepada Kemudi.`;
      break;
    case 'no_show':
      text = `${head}: kami tidak bertemu Anda pada jadwal ${when ?? ''}. Buat booking baru kapan saja di ${deps.siteUrl}.`;
      break;
    case 'reminder':
      text = `Pengingat ${head}: besok ${when}${where}. Perlu mengubah jadwal? ${link}`;
      break;
  }
  await queueMessage(tx, { channel: 'whatsapp', to: row.contactPhone, text });
  if (!row.customerId || !(await hasPushSubscription(tx, row.customerId))) return;
  await queueMessage(tx, { channel: 'push', to: row.customerId, title: `${BOOKING_KIND_LABELS[row.kind as BookingKind]} ${row.bookingNo}`, text, url: ROUTES.myBooking(row.bookingNo), tag: `booking-${row.bookingNo}` });
}

async function toCrm(deps: Pick<BookingDeps, 'clock'>, tx: Db, row: BookingRow, event: 'created' | 'updated' | 'cancelled' | 'rescheduled'): Promise<void> {
  await queueCrm(
    tx,
    {
      recordType: 'booking',
      recordId: row.id,
      event,
      payload: {
        bookingNo: row.bookingNo,
        kind: row.kind,
        status: row.status,
        stage: row.stage,
        branchSlug: row.branchSlug,
        cityCode: row.cityCode,
        slotStart: row.slotStart?.toISOString() ?? null,
        slotEnd: row.slotEnd?.toISOString() ?? null,
        contact: { name: row.contactName, phoneNumber: row.contactPhone, email: row.contactEmail },
        customerId: row.customerId,
        estimate: row.estimate,
        details: Object.fromEntries(Object.entries(row.details).filter(([k]) => k !== 'view')),
        sourcePage: row.sourcePage,
      },
    },
    deps.clock(),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading bookings
// ---------------------------------------------------------------------------------------------

async function detailOf(deps: BookingDeps, row: BookingRow): Promise<Booking> {
  const branch = await branchInfoOf(deps.db, row.branchSlug);
  const [city] = row.cityCode ? await deps.db.select({ name: cities.name }).from(cities).where(eq(cities.isocode, row.cityCode)).limit(1) : [];
  const events = await deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id)).orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  const files = await deps.db
    .select({ id: uploadedFiles.id, purpose: uploadedFiles.purpose, contentType: uploadedFiles.contentType, size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.bookingId, row.id))
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.id));
  return presentBooking(row, branch, city?.name ?? null, events, files, deps.now());
}

/** The customer's booking, or 404 (another customer's booking is answered exactly like an unknown one). */
async function ownBooking(db: Db, customerId: string, rawNo: string): Promise<BookingRow> {
  const bookingNo = normalizeBookingNo(rawNo);
  if (!bookingNo) throw bookingNotFound();
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.bookingNo, bookingNo), eq(bookings.customerId, customerId)))
    .limit(1);
  if (!row) throw bookingNotFound();
  return row;
}

export async function myBookings(deps: BookingDeps, customerId: string) {
  const rows = await deps.db.select().from(bookings).where(eq(bookings.customerId, customerId)).orderBy(desc(bookings.createdAt), desc(bookings.bookingNo)).limit(50);
  const slugs = [...new Set(rows.map((r) => r.branchSlug).filter((s): s is string => !!s))];
  const infos = slugs.length > 0 ? await deps.db.select(branchColumns).from(branches).where(inArray(branches.slug, slugs)) : [];
  return rows.map((r) => listItemOf(r, infos.find((b) => b.slug === r.branchSlug) ?? null));
}

export async function myBooking(deps: BookingDeps, customerId: string, bookingNo: string): Promise<Booking> {
  return detailOf(deps, await ownBooking(deps.db, customerId, bookingNo));
}

/** The file of a customer's own booking (the API's GET serves it with its checked type). */
export async function myBookingFile(deps: BookingDeps, customerId: string, bookingNo: string, fileId: string) {
  const booking = await ownBooking(deps.db, customerId, bookingNo);
  const [file] = await deps.db
    .select({ contentType: uploadedFiles.contentType, data: uploadedFiles.data, purpose: uploadedFiles.purpose })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.bookingId, booking.id)))
    .limit(1);
  if (!file) throw new AppError(404, 'NotFoundError', 'Berkas tidak ditemukan');
  return file;
}

export async function trackBooking(deps: BookingDeps, rawNo: string, phone: string) {
  const bookingNo = normalizeBookingNo(rawNo);
  if (!bookingNo || !BOOKING_NO_PATTERN.test(bookingNo)) throw badRequest(M.BOOKING_NO_INVALID);
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.bookingNo, bookingNo), eq(bookings.contactPhone, phone)))
    .limit(1);
  if (!row) throw bookingNotFound();
  return trackedOf(await detailOf(deps, row));
}

// ---------------------------------------------------------------------------------------------
// Cancel and reschedule
// ---------------------------------------------------------------------------------------------

function assertChangeable(row: BookingRow, now: Date, reschedule: boolean): void {
  const open = row.status === 'confirmed' || row.status === 'requested';
  if (!open || row.stage !== null || (reschedule && (row.status !== 'confirmed' || !row.slotStart))) throw conflict('NotChangeable', M.NOT_CHANGEABLE);
  if (!changeableOf(row, now).canCancel) throw conflict('CutOff', M.CUTOFF);
}

export async function cancelBooking(deps: BookingDeps, customerId: string, bookingNo: string, reason: string | undefined): Promise<Booking> {
  const row = await ownBooking(deps.db, customerId, bookingNo);
  assertChangeable(row, deps.now(), false);
  const at = deps.clock();
  const updated = await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [done] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, [...OPEN_STATUSES]), isNull(bookings.stage)))
      .returning();
    if (!done) return null;
    if (done.resource && done.slotStart) await releaseSlot(tx, done.resource, done.slotStart);
    await tx.insert(bookingEvents).values({ bookingId: done.id, type: 'cancelled', note: reason ? `Dibatalkan oleh pelanggan: ${reason}` : 'Dibatalkan oleh pelanggan', at });
    await announce(deps, tx, done, 'cancelled');
    await toCrm(deps, tx, done, 'cancelled');
    return done;
  });
  if (!updated) throw conflict('NotChangeable', M.NOT_CHANGEABLE);
  return detailOf(deps, updated);
}

/** Units an hour of a resource (re-read for a reschedule: a branch may have changed its test-drive cars). */
async function capacityOf(db: Db, resource: string): Promise<number> {
  const [kind, ...rest] = resource.split(':');
  switch (kind) {
    case 'td':
      return testDriveCapacity(db, rest[0] ?? '', rest.slice(1).join(':'));
    case 'utd':
      return 1;
    case 'stall':
      return SERVICE_STALLS_PER_HOUR;
    case 'bp':
      return BODY_PAINT_DESKS_PER_HOUR;
    case 'ths':
      return HOME_SERVICE_TEAMS_PER_HOUR;
    default:
      return INSPECTORS_PER_HOUR;
  }
}

export async function rescheduleBooking(deps: BookingDeps, customerId: string, bookingNo: string, body: { slotStart: string; returnDate?: string | undefined }): Promise<Booking> {
  const row = await ownBooking(deps.db, customerId, bookingNo);
  const now = deps.now();
  assertChangeable(row, now, true);
  const branch = row.branchSlug ? await findBranch(deps.db, row.branchSlug) : null;
  if (!branch) throw conflict('NotChangeable', M.NOT_CHANGEABLE);
  const target: Target = {
    branch,
    resource: row.resource,
    capacity: row.resource ? await capacityOf(deps.db, row.resource) : 0,
    cityCode: row.cityCode ?? branch.cityIsocode,
  };
  const start = checkSlot(target, now, new Date(body.slotStart));
  let end: Date | null = null;
  let rental: { carClass: string; units: number; days: number } | null = null;
  if (row.kind === 'cubain') {
    const { offsetMinutes } = zoneOf(branch.provinceIsocode);
    const oldDays = Number(row.details.days ?? 1);
    const days = body.returnDate ? daysBetween(localDate(start, offsetMinutes), body.returnDate) : oldDays;
    if (days < 1 || days > CUBAIN_MAX_DAYS) throw badRequest(M.RENTAL_DATES);
    end = new Date(start.getTime() + days * 86_400_000);
    assertOpenOn(branch, localDate(end, offsetMinutes));
    const carClass = String(row.details.carClass);
    const [fleet] = await deps.db.select({ units: rentalFleet.units }).from(rentalFleet).where(and(eq(rentalFleet.branchSlug, branch.slug), eq(rentalFleet.carClass, carClass)));
    rental = { carClass, units: fleet?.units ?? 0, days };
  } else if (row.slotStart && start.getTime() === row.slotStart.getTime()) {
    throw badRequest('Jadwal baru sama dengan jadwal sekarang. Pilih jadwal lain.');
  }
  const at = deps.clock();
  try {
    const updated = await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      // The booking row first: a cancel or a second reschedule of it waits, so the old hour is given back once.
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
      if (!current || current.status !== 'confirmed' || current.stage !== null || !current.slotStart) throw conflict('NotChangeable', M.NOT_CHANGEABLE);
      if (rental) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cubain:${branch.slug}:${rental.carClass}`}))`);
        if ((await rentalsOverlapping(tx, branch.slug, rental.carClass, start, end!, current.id)) >= rental.units) throw conflict('RentalUnavailable', M.RENTAL_UNAVAILABLE);
      }
      if (current.resource) {
        if (!(await takeSlot(tx, current.resource, start, target.capacity))) throw new SlotFull();
        await releaseSlot(tx, current.resource, current.slotStart);
      }
      const details = rental && row.kind === 'cubain' && isCubainClass(rental.carClass) ? cubainDetails(current, rental.days) : current.details;
      const estimate = rental && isCubainClass(rental.carClass) ? cubainPrice(rental.carClass, rental.days, Boolean(current.details.withDriver)) : current.estimate;
      const [done] = await tx
        .update(bookings)
        .set({ slotStart: start, slotEnd: end, details, estimate, reminderSentAt: null, updatedAt: at })
        .where(eq(bookings.id, current.id))
        .returning();
      const province = provinceOfBooking(done!, branch);
      await tx.insert(bookingEvents).values({
        bookingId: current.id,
        type: 'rescheduled',
        note: `Jadwal dipindahkan dari ${slotLabelOf(current.slotStart, province)} ke ${slotLabelOf(start, province)}`,
        at,
      });
      await announce(deps, tx, done!, 'rescheduled');
      await toCrm(deps, tx, done!, 'rescheduled');
      return done!;
    });
    return detailOf(deps, updated);
  } catch (error) {
    if (error instanceof SlotFull) throw await slotTaken(deps, target, start);
    throw error;
  }
}

/** A rental's details and view after its days changed. */
function cubainDetails(row: BookingRow, days: number): Record<string, unknown> {
  const view = viewOf(row);
  const carClass = String(row.details.carClass);
  const info = isCubainClass(carClass) ? CUBAIN_CLASSES[carClass] : null;
  return {
    ...row.details,
    days,
    view: {
      title: `Sewa ${info?.name ?? carClass}${row.details.withDriver ? ' dengan Sopir' : ''} · ${days} hari`,
      summary: view.summary.map((l) => (l.label === 'Lama sewa' ? { ...l, value: `${days} hari` } : l)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The dealer system
// ---------------------------------------------------------------------------------------------

export async function dealerUpdate(deps: BookingDeps, rawNo: string, body: DealerBody): Promise<Booking> {
  const bookingNo = normalizeBookingNo(rawNo);
  if (!bookingNo) throw bookingNotFound();
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo)).limit(1);
  if (!row) throw bookingNotFound();
  const invalid = (message: string) => conflict('InvalidTransition', message);
  const at = deps.clock();
  let set: Partial<typeof bookings.$inferInsert>;
  let from: string[];
  let event: { type: 'stage' | 'answered' | 'completed' | 'no_show'; note: string };
  let announcement: Announcement;
  switch (body.action) {
    case 'stage': {
      if (!TCARE_KINDS.includes(row.kind as BookingKind)) throw invalid('Tahapan T-CARE hanya untuk servis bengkel dan body & paint');
      const current = row.stage ? TCARE_STAGES.indexOf(row.stage as TcareStage) : -1;
      // Forward only, one stage at a time: diterima → dikerjakan → pemeriksaan akhir → siap diambil.
      if (row.status !== 'confirmed' || TCARE_STAGES.indexOf(body.stage) !== current + 1) {
        throw invalid(`Tahapan tidak dapat diubah dari ${row.stage ? TCARE_STAGE_LABELS[row.stage as TcareStage] : 'belum ada'} ke ${TCARE_STAGE_LABELS[body.stage]}`);
      }
      set = { stage: body.stage };
      from = ['confirmed'];
      event = { type: 'stage', note: TCARE_STAGE_LABELS[body.stage] };
      announcement = 'stage';
      break;
    }
    case 'answer': {
      if (row.kind !== 'spare-part') throw invalid('Jawaban ketersediaan hanya untuk permintaan suku cadang');
      if (row.status !== 'requested' && row.status !== 'answered') throw invalid('Permintaan ini sudah ditutup');
      const answer: SparePartAnswer = { available: body.available, note: body.note, price: body.price ?? null, readyDate: body.readyDate ?? null };
      set = { status: 'answered', details: { ...row.details, answer } };
      from = ['requested', 'answered'];
      event = { type: 'answered', note: `${body.available ? 'Tersedia' : 'Belum tersedia'}: ${body.note}` };
      announcement = 'answered';
      break;
    }
    case 'complete': {
      if (!['confirmed', 'answered', 'requested'].includes(row.status)) throw invalid('Booking ini sudah ditutup');
      set = { status: 'completed' };
      from = ['confirmed', 'answered', 'requested'];
      event = { type: 'completed', note: 'Selesai' };
      announcement = 'completed';
      break;
    }
    case 'no_show': {
      if (row.status !== 'confirmed' || row.stage !== null) throw invalid('Hanya booking terkonfirmasi yang belum dikerjakan dapat ditandai tidak hadir');
      set = { status: 'no_show' };
      from = ['confirmed'];
      event = { type: 'no_show', note: 'Pelanggan tidak hadir' };
      announcement = 'no_show';
      break;
    }
  }
  const updated = await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Conditional on what was read: two reports at once cannot both move it.
    const [done] = await tx
      .update(bookings)
      .set({ ...set, updatedAt: at })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status), row.stage === null ? isNull(bookings.stage) : eq(bookings.stage, row.stage), inArray(bookings.status, from)))
      .returning();
    if (!done) return null;
    await tx.insert(bookingEvents).values({ bookingId: done.id, type: event.type, note: event.note, at });
    await announce(deps, tx, done, announcement);
    await toCrm(deps, tx, done, 'updated');
    return done;
  });
  if (!updated) throw invalid('Booking baru saja berubah; muat ulang dan coba lagi');
  return detailOf(deps, updated);
}

