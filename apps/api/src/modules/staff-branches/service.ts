/**
 * Branches and salesmen in the staff console (issue 25): a branch's weekly working schedule, its
 * closed days (holidays) and its salesmen's profiles (name, position, photo, WhatsApp, shown on the
 * site or not). Branch managers reach their own branches only; another branch is 404 (the guard's
 * `branchOf`), group admins reach every branch.
 *
 * Every write changes `branches`, `branch_closures` or `salesmen`, whose triggers bump the data
 * version (migrations 0005, 0021), so the branch page and every booking form follow within about
 * a second. Each write and its audit row share one transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  bookings,
  branchClosures,
  branches,
  carModels,
  cities,
  rentalFleet,
  salesmanPhotos,
  salesmen,
  staff,
  testDriveUnits,
  type Db,
  type WorkingDay,
} from '@kemudi/db';
import { CUBAIN_CLASS_CODES, CUBAIN_CLASSES, isCubainClass, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import {
  BRANCH_MESSAGES as M,
  CLOSURE_MAX_DAYS_AHEAD,
  salesmanPhotoPath,
  type StaffBranch,
  type StaffBranchListData,
  type StaffClosureBody,
  type StaffSalesman,
  type StaffSalesmanBody,
  type StaffRentalClass,
  type StaffScheduleBody,
  type StaffTestDriveCars,
} from '@kemudi/domain/contracts/staff-branches';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { zoneOfProvince, ZONES } from '@kemudi/domain/time-zones';
import { and, asc, count, eq, gt, gte, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { objectKey, saveThenRecord } from '../../lib/file-store';
import { judgeUpload } from '../../lib/uploads';
import { branchCondition, recordNotFound, recordTimeline, withAudit, type AuditActor, type StaffCaller } from '../staff';

type BranchRow = typeof branches.$inferSelect;
/** "branches"."id" spelled out for the subqueries (an unqualified "id" would name the inner table's). */
const outerBranchId = sql`${sql.identifier('branches')}.${sql.identifier('id')}`;
type SalesmanRow = typeof salesmen.$inferSelect;

/** Today in the branch's own calendar. */
function todayAt(provinceIsocode: string, now: Date): string {
  const zone = ZONES[zoneOfProvince(provinceIsocode)];
  return new Date(now.getTime() + zone.offsetMinutes * 60_000).toISOString().slice(0, 10);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The branch a guard's `branchOf` reads: its id, or undefined when the slug names none. */
export async function placeOfBranch(db: Db, slug: string) {
  const [row] = await db.select({ branchId: branches.id }).from(branches).where(eq(branches.slug, slug)).limit(1);
  return row;
}

async function loadBranch(db: Db, slug: string): Promise<BranchRow> {
  const [row] = await db.select().from(branches).where(eq(branches.slug, slug)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

function presentSalesman(row: SalesmanRow): StaffSalesman {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    whatsapp: row.whatsapp,
    bio: row.bio,
    active: row.active,
    photoId: row.photoId,
    imageUrl: row.photoId ? MEDIA.salesmanPhoto(row.slug, row.photoId) : MEDIA.avatar(row.slug),
    url: ROUTES.salesman(row.slug),
  };
}

/** The member's branches, by name, with their salesmen and closed days to come. */
export async function listStaffBranches(db: Db, caller: StaffCaller, now: Date): Promise<StaffBranchListData> {
  // Closed days "to come" from yesterday in UTC: no branch's today is earlier (the precise cut is the detail's).
  const from = addDays(now.toISOString().slice(0, 10), -1);
  const rows = await db
    .select({
      slug: branches.slug,
      name: branches.name,
      cityName: cities.name,
      hidden: branches.hidden,
      salesmanCount: sql<number>`(select count(*)::int from ${salesmen} where ${salesmen.branchId} = ${outerBranchId})`,
      upcomingClosures: sql<number>`(select count(*)::int from ${branchClosures} where ${branchClosures.branchId} = ${outerBranchId} and ${branchClosures.date} >= ${from})`,
    })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(branchCondition(caller, branches.id))
    .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id));
  return { content: rows.map((r) => ({ ...r, salesmanCount: Number(r.salesmanCount), upcomingClosures: Number(r.upcomingClosures) })) };
}

async function present(app: FastifyInstance, branch: BranchRow): Promise<StaffBranch> {
  const today = todayAt(branch.provinceIsocode, app.now());
  const zoneLabel = zoneOfProvince(branch.provinceIsocode);
  const [city, closures, team, timeline, fleet] = await Promise.all([
    app.db.select({ name: cities.name }).from(cities).where(eq(cities.isocode, branch.cityIsocode)).limit(1),
    app.db
      .select({ date: branchClosures.date, reason: branchClosures.reason, createdAt: branchClosures.createdAt, createdByName: staff.name })
      .from(branchClosures)
      .leftJoin(staff, eq(staff.id, branchClosures.createdBy))
      .where(and(eq(branchClosures.branchId, branch.id), gte(branchClosures.date, today)))
      .orderBy(asc(branchClosures.date)),
    app.db.select().from(salesmen).where(eq(salesmen.branchId, branch.id)).orderBy(asc(salesmen.name), asc(salesmen.id)),
    recordTimeline(app, 'branch', branch.slug),
    fleetOf(app.db, branch, app.now()),
  ]);
  return {
    slug: branch.slug,
    name: branch.name,
    cityName: city[0]?.name ?? branch.cityIsocode,
    timeZone: ZONES[zoneLabel].timeZone,
    zoneLabel,
    today,
    schedule: [...branch.workingSchedule].sort((a, b) => a.day - b.day),
    closures: closures.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    salesmen: team.map(presentSalesman),
    ...fleet,
    url: ROUTES.branch(branch.slug),
    timeline,
  };
}

const isShowroom = (branch: BranchRow) => branch.services.includes('sales');

/**
 * The branch's test-drive cars (showrooms: every model the catalogue offers for a test drive, 0 where
 * it keeps none) and its Cubain fleet (every class), each with what is booked of it from now on.
 */
async function fleetOf(db: Db, branch: BranchRow, now: Date): Promise<{ showroom: boolean; testDriveCars: StaffTestDriveCars[]; rentalFleet: StaffRentalClass[] }> {
  const showroom = isShowroom(branch);
  const held = and(eq(bookings.branchSlug, branch.slug), isNull(bookings.cancelledAt));
  const [models, units, testDrives, fleet, rentals] = await Promise.all([
    showroom
      ? db.select({ code: carModels.code, name: carModels.name }).from(carModels).where(eq(carModels.testDrive, true)).orderBy(asc(carModels.sortOrder), asc(carModels.code))
      : [],
    showroom ? db.select({ modelCode: testDriveUnits.modelCode, units: testDriveUnits.units }).from(testDriveUnits).where(eq(testDriveUnits.branchSlug, branch.slug)) : [],
    showroom
      ? db
          .select({ resource: bookings.resource, n: count() })
          .from(bookings)
          .where(and(held, like(bookings.resource, `td:${branch.slug}:%`), gte(bookings.slotStart, now)))
          .groupBy(bookings.resource)
      : [],
    db.select({ carClass: rentalFleet.carClass, units: rentalFleet.units }).from(rentalFleet).where(eq(rentalFleet.branchSlug, branch.slug)),
    db
      .select({ carClass: sql<string>`${bookings.details}->>'carClass'`, n: count() })
      .from(bookings)
      .where(and(held, eq(bookings.kind, 'cubain'), gt(bookings.slotEnd, now)))
      .groupBy(sql`${bookings.details}->>'carClass'`),
  ]);
  const unitsOf = new Map(units.map((u) => [u.modelCode, u.units]));
  const bookedOf = new Map(testDrives.map((t) => [t.resource, Number(t.n)]));
  const fleetOfClass = new Map(fleet.map((f) => [f.carClass, f.units]));
  const rentedOf = new Map(rentals.map((r) => [r.carClass, Number(r.n)]));
  return {
    showroom,
    testDriveCars: models.map((m) => ({
      modelCode: m.code,
      modelName: m.name,
      units: unitsOf.get(m.code) ?? 0,
      upcoming: bookedOf.get(`td:${branch.slug}:${m.code}`) ?? 0,
    })),
    rentalFleet: CUBAIN_CLASS_CODES.map((carClass) => ({
      carClass,
      name: CUBAIN_CLASSES[carClass].name,
      units: fleetOfClass.get(carClass) ?? 0,
      upcoming: rentedOf.get(carClass) ?? 0,
    })),
  };
}

export async function staffBranchDetail(app: FastifyInstance, slug: string): Promise<StaffBranch> {
  return present(app, await loadBranch(app.db, slug));
}

/** A week checked: each day once, open and close both set or both empty, close after open, one open day at least. */
function checkedWeek(body: z.output<typeof StaffScheduleBody>): WorkingDay[] {
  const days = [...body.days].sort((a, b) => a.day - b.day);
  if (days.some((d, i) => d.day !== i + 1)) throw badRequest(M.WeekIncomplete);
  for (const d of days) {
    if ((d.open === null) !== (d.close === null)) throw badRequest(M.OpenWithoutClose);
    // 'HH:mm' strings compare correctly as text.
    if (d.open !== null && d.close !== null && d.close <= d.open) throw badRequest(M.CloseBeforeOpen);
  }
  if (days.every((d) => d.open === null)) throw badRequest(M.NoOpenDay);
  return days.map((d) => ({ day: d.day, open: d.open, close: d.close }));
}

export async function updateSchedule(app: FastifyInstance, actor: AuditActor, slug: string, body: z.output<typeof StaffScheduleBody>): Promise<StaffBranch> {
  const workingSchedule = checkedWeek(body);
  const before = await loadBranch(app.db, slug);
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx.update(branches).set({ workingSchedule }).where(eq(branches.id, before.id)).returning();
    if (!row) throw recordNotFound();
    await withAudit(tx, actor, {
      action: 'branch.schedule',
      entity: 'branch',
      entityId: slug,
      branchId: before.id,
      before: { workingSchedule: before.workingSchedule },
      after: { workingSchedule },
    });
    return row;
  });
  return present(app, updated);
}

export async function addClosure(app: FastifyInstance, actor: AuditActor, slug: string, body: z.output<typeof StaffClosureBody>): Promise<StaffBranch> {
  const branch = await loadBranch(app.db, slug);
  const today = todayAt(branch.provinceIsocode, app.now());
  if (body.date < today) throw badRequest(M.DateInPast);
  if (body.date > addDays(today, CLOSURE_MAX_DAYS_AHEAD)) throw badRequest(M.DateTooFar);
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(branchClosures)
      .values({ branchId: branch.id, date: body.date, reason: body.reason, createdBy: actor.staffId, createdAt: actor.at })
      .onConflictDoNothing({ target: [branchClosures.branchId, branchClosures.date] })
      .returning();
    if (!row) throw new AppError(409, 'ClosureTaken', M.ClosureTaken);
    await withAudit(tx, actor, { action: 'branch.closure.add', entity: 'branch', entityId: slug, branchId: branch.id, after: { date: row.date, reason: row.reason } });
  });
  return present(app, branch);
}

export async function removeClosure(app: FastifyInstance, actor: AuditActor, slug: string, date: string): Promise<StaffBranch> {
  const branch = await loadBranch(app.db, slug);
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(branchClosures)
      .where(and(eq(branchClosures.branchId, branch.id), eq(branchClosures.date, date)))
      .returning();
    if (!row) throw notFound(M.ClosureNotFound);
    await withAudit(tx, actor, { action: 'branch.closure.remove', entity: 'branch', entityId: slug, branchId: branch.id, before: { date: row.date, reason: row.reason } });
  });
  return present(app, branch);
}

/** What the audit row keeps of a salesman. */
const auditView = (row: SalesmanRow) => ({ name: row.name, position: row.position, whatsapp: row.whatsapp, active: row.active, photoId: row.photoId });

export async function updateSalesman(
  app: FastifyInstance,
  actor: AuditActor,
  slug: string,
  id: number,
  body: z.output<typeof StaffSalesmanBody>,
): Promise<StaffSalesman> {
  const branch = await loadBranch(app.db, slug);
  const [before] = await app.db.select().from(salesmen).where(and(eq(salesmen.id, id), eq(salesmen.branchId, branch.id))).limit(1);
  if (!before) throw notFound(M.SalesmanNotFound);
  if (body.photoId && body.photoId !== before.photoId) {
    const [photo] = await app.db.select({ n: count() }).from(salesmanPhotos).where(eq(salesmanPhotos.id, body.photoId));
    if (!photo?.n) throw badRequest(M.PhotoNotFound);
  }
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(salesmen)
      .set({ name: body.name, position: body.position, whatsapp: body.whatsapp, bio: body.bio, active: body.active, photoId: body.photoId })
      .where(eq(salesmen.id, before.id))
      .returning();
    if (!row) throw notFound(M.SalesmanNotFound);
    await withAudit(tx, actor, {
      action: 'salesman.update',
      entity: 'branch',
      entityId: slug,
      branchId: branch.id,
      before: { salesman: before.slug, ...auditView(before) },
      after: { salesman: row.slug, ...auditView(row) },
    });
    return row;
  });
  return presentSalesman(updated);
}

export async function storeSalesmanPhoto(app: FastifyInstance, staffId: string, bytes: Buffer) {
  const contentType = await judgeUpload(bytes, {
    allowed: UPLOAD_IMAGE_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    messages: { empty: M.FILE_EMPTY, tooLarge: M.FILE_TOO_LARGE, type: M.FILE_TYPE },
  });
  // The bytes first (issue 27: the database or the bucket), then the row that names them.
  const id = randomUUID();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await saveThenRecord(app.files, objectKey.salesmanPhoto(id), bytes, { contentType, sha256 }, (stored) =>
    app.db
      .insert(salesmanPhotos)
      .values({ id, contentType, size: bytes.length, sha256, ...stored, uploadedBy: staffId, createdAt: app.clock() })
      .returning({ id: salesmanPhotos.id, contentType: salesmanPhotos.contentType, size: salesmanPhotos.size }),
  );
  return { ...row!, url: salesmanPhotoPath(row!.id) };
}

export async function salesmanPhotoBytes(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({ contentType: salesmanPhotos.contentType, storage: salesmanPhotos.storage, storageKey: salesmanPhotos.storageKey, data: salesmanPhotos.data })
    .from(salesmanPhotos)
    .where(eq(salesmanPhotos.id, id))
    .limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  return { contentType: row.contentType, data: await app.files.load(row) };
}

/**
 * Sets how many test-drive cars of a model a showroom keeps (0: the model is no longer offered
 * there). Test drives already booked are kept; the booking form offers the new number from now on.
 * The table's trigger bumps the data version (migration 0025). Audited as branch.testDrive.units.
 */
export async function updateTestDriveCars(app: FastifyInstance, actor: AuditActor, slug: string, modelCode: string, units: number): Promise<StaffBranch> {
  const branch = await loadBranch(app.db, slug);
  if (!isShowroom(branch)) throw badRequest(M.NotAShowroom);
  const [model] = await app.db.select({ code: carModels.code }).from(carModels).where(and(eq(carModels.code, modelCode), eq(carModels.testDrive, true))).limit(1);
  if (!model) throw notFound(M.ModelNotOffered);
  await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ units: testDriveUnits.units })
      .from(testDriveUnits)
      .where(and(eq(testDriveUnits.branchSlug, slug), eq(testDriveUnits.modelCode, modelCode)))
      .for('update');
    await tx
      .insert(testDriveUnits)
      .values({ branchSlug: slug, modelCode, units })
      .onConflictDoUpdate({ target: [testDriveUnits.branchSlug, testDriveUnits.modelCode], set: { units } });
    await withAudit(tx, actor, {
      action: 'branch.testDrive.units',
      entity: 'branch',
      entityId: slug,
      branchId: branch.id,
      before: { model: modelCode, units: before?.units ?? 0 },
      after: { model: modelCode, units },
    });
  });
  return present(app, branch);
}

/** Sets a Cubain class's cars at the branch (0 in every class: no rental desk). Audited as branch.rental.units. */
export async function updateRentalFleet(app: FastifyInstance, actor: AuditActor, slug: string, carClass: string, units: number): Promise<StaffBranch> {
  const branch = await loadBranch(app.db, slug);
  if (!isCubainClass(carClass)) throw notFound(M.UnknownCarClass);
  await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ units: rentalFleet.units })
      .from(rentalFleet)
      .where(and(eq(rentalFleet.branchSlug, slug), eq(rentalFleet.carClass, carClass)))
      .for('update');
    await tx
      .insert(rentalFleet)
      .values({ branchSlug: slug, carClass, units })
      .onConflictDoUpdate({ target: [rentalFleet.branchSlug, rentalFleet.carClass], set: { units } });
    await withAudit(tx, actor, {
      action: 'branch.rental.units',
      entity: 'branch',
      entityId: slug,
      branchId: branch.id,
      before: { carClass, units: before?.units ?? 0 },
      after: { carClass, units },
    });
  });
  return present(app, branch);
}
