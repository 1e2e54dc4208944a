import {
  bookings,
  branches,
  carModels,
  cities,
  rentalFleet,
  testDriveUnits,
  usedCars,
  type BranchService,
  type Db,
  type WorkingDay,
} from '@kemudi/db';
import {
  BODY_PAINT_DESKS_PER_HOUR,
  BOOKING_DAYS_AHEAD,
  BOOKING_KIND_LABELS,
  BOOKING_MESSAGES as M,
  CUBAIN_CLASSES,
  CUBAIN_MAX_DAYS,
  HOME_SERVICE_TEAMS_PER_HOUR,
  INSPECTORS_PER_HOUR,
  isCubainClass,
  SERVICE_STALLS_PER_HOUR,
  type BookingKind,
} from '@kemudi/domain/bookings';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import type { AvailabilityData } from '@kemudi/domain/contracts/bookings';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';
import { closedDatesColumn, listNearestBranches } from '../branches';
import { slotLabelOf, type BranchInfo } from './present';
import { daysBetween, localDate, localIso, slotGrid, usedOf, zoneOf, type GridBranch, type GridDay } from './slots';
import { conflict, unprocessable, type AvailabilityQuery, type BookingDeps, type BranchesQuery, type RentalQuery } from './deps';

/*
 * What a booking is taken from (issue 13): the branches that take each kind, nearest first; the
 * bookable resource behind an hour and its units; the slot grid with what is left; the checks of an
 * asked hour; the Cubain fleet over a rental's days; home-service coverage.
 */

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

export type BranchRow = GridBranch &
  BranchInfo & { id: number; cityIsocode: string; services: BranchService[]; hidden: boolean; workingSchedule: WorkingDay[]; closedDates: string[] };

export const branchColumns = {
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
  closedDates: closedDatesColumn,
};

export async function findBranch(db: Pick<Db, 'select'>, slug: string): Promise<BranchRow | null> {
  const [row] = await db.select(branchColumns).from(branches).where(eq(branches.slug, slug)).limit(1);
  return row ?? null;
}

/** A visible branch that offers `service` (when given), else 404 / 422 in Indonesian. */
export async function branchFor(db: Db, slug: string | undefined, service: BranchService | null, serviceName: string): Promise<BranchRow> {
  if (!slug) throw badRequest('Pilih dealer');
  const row = await findBranch(db, slug);
  if (!row || row.hidden) throw new AppError(404, 'BranchNotFound', M.BRANCH_NOT_FOUND);
  if (service && !row.services.includes(service)) throw unprocessable('BranchNoService', M.BRANCH_NO_SERVICE.replace('{service}', serviceName));
  return row;
}

/** The middle of a city's visible branches (else its province's, else Jakarta Pusat's): where "nearest" counts from. */
export async function cityCentre(db: Db, cityCode: string): Promise<{ latitude: number; longitude: number }> {
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
export type Target = {
  branch: BranchRow;
  /** Null: the kind takes no hourly unit (Cubain is limited by its fleet over days; spare parts have no slot). */
  resource: string | null;
  capacity: number;
  cityCode: string;
};

export async function usedCarOf(db: Db, code: string) {
  const [car] = await db
    .select({
      code: usedCars.code,
      modelCode: usedCars.modelCode,
      // The name it was sold under (Avanza Veloz, Hilux S-Cab) before the catalogue's.
      modelName: sql<string>`coalesce(${usedCars.modelName}, ${carModels.name})`,
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

export async function testDriveCapacity(db: Pick<Db, 'select'>, branchSlug: string, modelCode: string): Promise<number> {
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

export async function targetOf(deps: BookingDeps, input: TargetInput): Promise<Target> {
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
export function checkSlot(target: Target, now: Date, asked: Date): Date {
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
export async function slotTaken(deps: BookingDeps, target: Target, asked: Date): Promise<AppError> {
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
export async function rentalsOverlapping(db: Pick<Db, 'select'>, branchSlug: string, carClass: string, start: Date, end: Date, except?: string): Promise<number> {
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
export function assertOpenOn(branch: BranchRow, date: string): void {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = branch.workingSchedule.find((d) => d.day === (weekday === 0 ? 7 : weekday));
  if (!day?.open || !day.close || branch.closedDates.includes(date)) throw unprocessable('BranchClosed', 'Dealer tutup pada tanggal pengembalian. Pilih tanggal pengembalian lain.');
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
