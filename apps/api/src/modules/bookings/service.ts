import { randomInt } from 'node:crypto';
import { bookingEvents, bookings, branches, cities, customers, rentalFleet, uploadedFiles, type Db } from '@kemudi/db';
import {
  BODY_PAINT_DESKS_PER_HOUR,
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
} from '@kemudi/domain/bookings';
import { ORDER_NO_ALPHABET } from '@kemudi/domain/commerce';
import type { Booking } from '@kemudi/domain/contracts/bookings';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { consumeCode } from '../accounts';
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
  type SparePartAnswer,
} from './present';
import { daysBetween, localDate, releaseSlot, takeSlot, zoneOf } from './slots';
import { bookingNotFound, conflict, OPEN_STATUSES, unprocessable, type BookingDeps, type CreateBody, type DealerBody } from './deps';
import {
  assertOpenOn,
  branchColumns,
  checkSlot,
  findBranch,
  rentalsOverlapping,
  slotTaken,
  testDriveCapacity,
  type BranchRow,
  type Target,
} from './targets';
import { checkFiles, draftOf, type Draft, type Owner } from './draft';

/*
 * Bookings (issue 13). Times: the booking calendar — the slot grid, "tomorrow", the change cut-off,
 * the reminder window — is judged at app.now() (the catalogue's "today", pinned by the e2e and the
 * tests), so the slots a visitor is offered and the rules about them agree; in production it is the
 * wall clock. What really happened (created, event times) is stamped with app.clock(). Codes expire
 * on the accounts module's clock.
 */

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
      // The full date, not 'besok': a booking made less than a day ahead is reminded at once.
      text = `Pengingat ${head}: jadwal Anda ${when}${where}. Perlu mengubah jadwal? ${link}`;
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
