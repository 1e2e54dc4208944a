import { randomInt } from 'node:crypto';
import { bookingEvents, bookings, branches, cities, customers, uploadedFiles, type Db } from '@kemudi/db';
import {
  BOOKING_MAX_OPEN_PER_PHONE,
  BOOKING_MESSAGES as M,
  BOOKING_NO_PATTERN,
  BOOKING_NO_PREFIXES,
  normalizeBookingNo,
  type BookingKind,
} from '@kemudi/domain/bookings';
import { ORDER_NO_ALPHABET } from '@kemudi/domain/commerce';
import type { Booking } from '@kemudi/domain/contracts/bookings';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { sqlStateOf } from '../../lib/database-errors';
import { AppError, badRequest } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { consumeCode } from '../accounts';
import { announce, toCrm } from './announce';
import { bookingNotFound, conflict, OPEN_STATUSES, SlotFull, unprocessable, type BookingDeps, type CreateBody } from './deps';
import { checkFiles, draftOf, type Draft, type Owner } from './draft';
import { listItemOf, presentBooking, trackedOf, type BookingRow } from './present';
import { localDate, takeSlot } from './slots';
import { branchColumns, findBranch, rentalsOverlapping, slotTaken } from './targets';
import { openLeadOfBooking } from '../leads';

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

/** The database refused a duplicate (PostgreSQL unique_violation): the same request made it meanwhile. */
const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

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
  // A test drive or a Jual Mobil Saya inspection is a sales lead too (issue 24).
  await openLeadOfBooking(tx, booking);
  return booking;
}

function createdNote(row: BookingRow): string {
  return row.status === 'requested' ? 'Permintaan dikirim ke dealer' : 'Booking dibuat; jadwal ditahan sampai dikonfirmasi cabang';
}

// ---------------------------------------------------------------------------------------------
// Reading bookings
// ---------------------------------------------------------------------------------------------

export async function detailOf(deps: BookingDeps, row: BookingRow): Promise<Booking> {
  const branch = row.branchSlug ? await findBranch(deps.db, row.branchSlug) : null;
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
export async function ownBooking(db: Db, customerId: string, rawNo: string): Promise<BookingRow> {
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
    .select({ contentType: uploadedFiles.contentType, purpose: uploadedFiles.purpose, storage: uploadedFiles.storage, storageKey: uploadedFiles.storageKey, data: uploadedFiles.data })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.bookingId, booking.id)))
    .limit(1);
  if (!file) throw new AppError(404, 'NotFoundError', 'Berkas tidak ditemukan');
  // After the owner check only: the bytes from wherever they are kept (issue 27).
  return { contentType: file.contentType, purpose: file.purpose, data: await deps.app.files.load(file) };
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
