import { BOOKING_KIND_LABELS, BOOKING_STATUS_LABELS, type BookingKind, type BookingStatus } from '@kemudi/domain/bookings';
import { STAFF_BOOKING_EXPORT, STAFF_BOOKING_MESSAGES, StaffBookingListQuery, staffBookingCalls } from '@kemudi/domain/contracts/staff-bookings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvFileName, keysetBatches, registerCsvExport, type CsvColumn } from '../../lib/csv-export';
import { AppError } from '../../lib/errors';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { availability } from '../bookings';
import { actorOf, requireStaff, signedIn, staffDoc, withAudit } from '../staff';
import { bookingDeps, bookingDetail, bookingGuard, exportCursor, exportPage, guardedBooking, kindsFor, listBookings, reloaded, slotsQueryOf, summaryOf, type ListRow } from './read';
import { assignAction, changeAction, rescheduleAction, type TableChange } from './write';

const tags = ['staff console: bookings'];
const doc = staffDoc(tags);

/** The list's guard: a role that reads some kind of booking (403 otherwise). */
function listGuard() {
  return async function guard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const caller = signedIn(request);
    if (kindsFor(caller.role, 'read').length === 0) await requireStaff('bookings.service.read').call(this, request, reply);
  };
}

/**
 * The staff console's Booking queue (issue 24), under /api/staff/v1/bookings: the list, one
 * booking with its actions and history, its free slots, the actions and the CSV export.
 * Registered after the staff module (its session and CSRF hooks cover these routes).
 */
export async function staffBookingRoutes(app: FastifyInstance) {
  const read = bookingGuard(app, 'read');
  const write = bookingGuard(app, 'write');
  const answer = async (request: FastifyRequest) => bookingDetail(app, signedIn(request), guardedBooking(request));
  /** After a change the booking is read again (the guard's copy is the one before). */
  const fresh = async (request: FastifyRequest) => bookingDetail(app, signedIn(request), await reloaded(app.db, guardedBooking(request)));

  route(
    app,
    staffBookingCalls.list,
    doc('Bookings: kind, status, branch, slot days, assignee, search, sort, paging and counts', {
      description:
        "The bookings of the caller's branches and kinds: service advisors the workshop's kinds (service, home service, body & paint, inspection, spare part, Cubain), " +
        'sales the test drives assigned to them or to nobody, managers every kind of their branches, admins everything. ' +
        'q: booking number, customer name, phone or email. from/to: WIB days of the slot. counts: per status under the other filters.',
      guard: listGuard(),
    }),
    async (request) => listBookings(app, signedIn(request), request.query),
  );
  route(app, staffBookingCalls.detail, doc('A booking: as the customer reads it, with the actions the caller may take and its history', { guard: read }), answer);
  route(
    app,
    staffBookingCalls.slots,
    doc("The free hours a booking may be moved to (the customer's availability of its resource)", { guard: read, errors: [409] }),
    async (request) => {
      const query = slotsQueryOf(guardedBooking(request).row);
      if (!query) throw new AppError(409, 'InvalidTransition', STAFF_BOOKING_MESSAGES.NoSlots);
      return availability(bookingDeps(app), query);
    },
  );

  const writeDoc = (summary: string, description: string) =>
    doc(summary, { description, guard: write, errors: [409, 422], ...limitsOf(app.config, 'staffWrites') });
  const changes = [
    ['confirm', staffBookingCalls.confirm, 'Confirm a pending booking (its held slot)', 'pending → confirmed; confirmed_at set; the customer is told by WhatsApp (and push). Audited as booking.confirm.'],
    ['cancel', staffBookingCalls.cancel, 'Cancel a booking with a reason the customer reads', 'Its slot is given back; the reason goes on its timeline and in the WhatsApp message. Audited as booking.cancel.'],
    ['stage', staffBookingCalls.stage, 'Report a T-CARE stage (service, body & paint)', 'Forward one stage at a time; the first report confirms a pending booking. Audited as booking.stage.'],
    ['answer', staffBookingCalls.answer, 'Answer a spare-part request: available or not, price, ready day', 'As the dealer system answers; a later answer corrects it. Audited as booking.answer.'],
    ['complete', staffBookingCalls.complete, 'Mark a booking completed', 'Audited as booking.complete.'],
    ['no_show', staffBookingCalls.noShow, 'Mark a booking as a no-show', 'Only before the workshop reported a stage. Audited as booking.no_show.'],
  ] as const;
  for (const [action, call, summary, description] of changes) {
    route(app, call, writeDoc(summary, `${description} 409 InvalidTransition with the transition table's message otherwise.`), async (request) => {
      await changeAction(app, request, guardedBooking(request), { action, ...(request.body as object) } as TableChange);
      return fresh(request);
    });
  }
  route(
    app,
    staffBookingCalls.reschedule,
    writeDoc(
      'Move a booking to another free hour (the customer’s slot rules, without their cut-off)',
      'From tomorrow within 14 days, an hour the branch offers and has free (409 with the nearest free hour when taken); a Cubain rental may change its return day. Audited as booking.reschedule.',
    ),
    async (request) => {
      await rescheduleAction(app, request, guardedBooking(request), request.body);
      return fresh(request);
    },
  );
  route(
    app,
    staffBookingCalls.assign,
    writeDoc(
      'Give an open test drive to a sales of its branch (a sales: take an unassigned one)',
      'A manager or admin: any active sales of the branch (422 NotSalesOfBranch otherwise). A sales: only themselves and only an unassigned test drive (403). 409 AlreadyAssigned when taken meanwhile. Audited as booking.assign.',
    ),
    async (request) => {
      await assignAction(app, request, guardedBooking(request), request.body.staffId);
      return fresh(request);
    },
  );

  const time = (d: Date | null) => (d ? d.toISOString() : null);
  const columns: CsvColumn<ListRow>[] = [
    { header: 'Nomor booking', value: (r) => r.row.bookingNo },
    { header: 'Jenis', value: (r) => BOOKING_KIND_LABELS[r.row.kind as BookingKind] ?? r.row.kind },
    { header: 'Status', value: (r) => BOOKING_STATUS_LABELS[r.row.status as BookingStatus] ?? r.row.status },
    { header: 'Tahap T-CARE', value: (r) => summaryOf(r).stageLabel },
    { header: 'Judul', value: (r) => summaryOf(r).title },
    { header: 'Cabang', value: (r) => r.branchName ?? r.row.branchSlug },
    { header: 'Jadwal', value: (r) => summaryOf(r).slotLabel },
    { header: 'Nama', value: (r) => r.row.contactName },
    { header: 'Nomor HP', value: (r) => r.row.contactPhone },
    { header: 'Email', value: (r) => r.row.contactEmail },
    { header: 'Sales', value: (r) => r.assigneeName },
    { header: 'Dibuat', value: (r) => time(r.row.createdAt) },
    { header: 'Dikonfirmasi', value: (r) => time(r.row.confirmedAt) },
  ];
  registerCsvExport(app, {
    path: STAFF_BOOKING_EXPORT,
    summary: 'The filtered Booking list as CSV (streamed)',
    tags,
    query: StaffBookingListQuery,
    guard: listGuard(),
    name: 'booking',
    columns,
    rows: (request, query) => keysetBatches(exportPage(app, signedIn(request), query), exportCursor),
    onExport: async (request, query) => {
      await withAudit(app.db, actorOf(app, request), { action: 'booking.export', entity: 'booking', after: { file: csvFileName('booking', app.clock()), filters: query } });
    },
  });
}
