import { BOOKING_KINDS, BOOKING_KIND_LABELS, TEST_DRIVE_KINDS, type BookingKind, type BookingStatus } from '@kemudi/domain/bookings';
import { queryOf } from '@kemudi/domain/contracts/call';
import { STAFF_BOOKING_EXPORT, type StaffBookingListQuery } from '@kemudi/domain/contracts/staff-bookings';
import { can, type StaffRole } from '@kemudi/domain/staff-roles';

/*
 * What the Booking pages work out (issue 24), kept apart from the components so it is tested on
 * its own: which kinds a role handles, the CSV link of the filtered list, a status's badge tone.
 */

/** The kinds a role reads: test drives with bookings.testDrive.read, the workshop's kinds with bookings.service.read. */
export function kindsOf(role: StaffRole): BookingKind[] {
  return BOOKING_KINDS.filter((kind) => can(role, TEST_DRIVE_KINDS.includes(kind) ? 'bookings.testDrive.read' : 'bookings.service.read'));
}

export const kindOptions = (role: StaffRole) => kindsOf(role).map((kind) => ({ value: kind, label: BOOKING_KIND_LABELS[kind] }));

/** "Unduh CSV": the export of the same filters and order, without the paging (a plain link: the session cookie goes along). */
export function exportHref(search: StaffBookingListQuery): string {
  const { page: _page, size: _size, ...filters } = search;
  return `${STAFF_BOOKING_EXPORT}${queryOf(filters)}`;
}

/** The badge of a status: waiting for someone (warn), open (info), done (ok), closed otherwise (muted). */
export function statusTone(status: BookingStatus): 'warn' | 'info' | 'ok' | 'muted' {
  if (status === 'pending' || status === 'requested') return 'warn';
  if (status === 'confirmed' || status === 'answered') return 'info';
  if (status === 'completed') return 'ok';
  return 'muted';
}
