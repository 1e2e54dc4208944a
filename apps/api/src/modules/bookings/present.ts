import type { bookingEvents, bookings, uploadedFiles } from '@kemudi/db';
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  BOOKING_KIND_LABELS,
  BOOKING_STATUS_LABELS,
  formatSlotLabel,
  maskPhone,
  TCARE_KINDS,
  TCARE_STAGE_LABELS,
  TCARE_STAGE_NOTES,
  TCARE_STAGES,
  type BookingEventType,
  type BookingKind,
  type BookingStatus,
  type TcareStage,
  type UploadPurpose,
} from '@kemudi/domain/bookings';
import { checkBookingChange, type BookingState } from '@kemudi/domain/booking-transitions';
import type { Booking, BookingListItem } from '@kemudi/domain/contracts/bookings';
import type { z } from 'zod';
import { ROUTES } from '@kemudi/domain/routes';
import { localIso, zoneOf } from './slots';

/*
 * How a booking reads on the site (issue 13): its title and summary lines (worked out when it was
 * made and kept in `details.view`, so a later change of the catalogue does not rewrite what was
 * booked), the slot on the branch's clock, the status and what happens next, the T-CARE stages,
 * and whether the customer may still change it.
 */

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type FileRow = Pick<typeof uploadedFiles.$inferSelect, 'id' | 'purpose' | 'contentType' | 'size'>;
export type BranchInfo = { slug: string; name: string; address: string; phone: string; whatsapp: string; provinceIsocode: string };

/** What `details.view` holds: written once by the service. */
export type BookingView = { title: string; summary: { label: string; value: string }[] };
export type SparePartAnswer = { available: boolean; note: string; price: number | null; readyDate: string | null };

export function viewOf(row: BookingRow): BookingView {
  const view = row.details.view as BookingView | undefined;
  return view ?? { title: BOOKING_KIND_LABELS[row.kind as BookingKind], summary: [] };
}

function answerOf(row: BookingRow): SparePartAnswer | null {
  return (row.details.answer as SparePartAnswer | undefined) ?? null;
}

/** The province whose zone a booking's times are written in (the branch's; a home visit's city). */
export function provinceOfBooking(row: BookingRow, branch: BranchInfo | null): string {
  return branch?.provinceIsocode ?? (row.details.provinceIsocode as string | undefined) ?? 'dki_jakarta';
}

export function slotLabelOf(start: Date | null, provinceIsocode: string): string | null {
  if (!start) return null;
  const zone = zoneOf(provinceIsocode);
  return formatSlotLabel(start, zone.offsetMinutes, zone.label);
}

const NEXT_STEP_CONFIRMED: Readonly<Record<BookingKind, string>> = {
  'test-drive': 'Datang ke dealer 15 menit sebelum jadwal dengan membawa SIM A yang masih berlaku.',
  'used-car-test-drive': 'Datang ke dealer 15 menit sebelum jadwal dengan membawa SIM A yang masih berlaku.',
  service: 'Bawa mobil Anda ke bengkel sesuai jadwal dan tunjukkan nomor booking di meja servis.',
  'home-service': 'Teknisi Toyota Home Service akan menghubungi Anda sebelum datang ke alamat Anda.',
  'body-paint': 'Bawa mobil Anda ke dealer sesuai jadwal untuk pemeriksaan kerusakan dan estimasi biaya.',
  cubain: 'Ambil mobil di dealer sesuai jadwal dengan membawa KTP dan SIM A asli.',
  'spare-part': 'Dealer akan mengabarkan ketersediaan suku cadang melalui WhatsApp.',
  inspection: 'Inspektur kami akan memeriksa mobil Anda sesuai jadwal; siapkan STNK dan BPKB.',
};

export function nextStepOf(row: BookingRow): string {
  const status = row.status as BookingStatus;
  const kind = row.kind as BookingKind;
  if (status === 'confirmed' && row.stage) return TCARE_STAGE_NOTES[row.stage as TcareStage];
  if (status === 'pending') return `Jadwal Anda kami tahan; cabang akan mengonfirmasinya melalui WhatsApp. ${NEXT_STEP_CONFIRMED[kind]}`;
  if (status === 'confirmed' || status === 'requested') return NEXT_STEP_CONFIRMED[kind];
  if (status === 'answered') {
    const answer = answerOf(row);
    return answer?.available
      ? 'Suku cadang tersedia. Ambil di dealer dengan menunjukkan nomor booking.'
      : 'Suku cadang belum tersedia. Dealer akan menghubungi Anda untuk pilihan lainnya.';
  }
  if (status === 'completed') return 'Terima kasih telah menggunakan layanan Kemudi.';
  if (status === 'cancelled') return 'Booking ini telah dibatalkan. Anda dapat membuat booking baru kapan saja.';
  return 'Anda tidak hadir pada jadwal ini. Buat booking baru bila masih membutuhkan.';
}

/** What the transition tables look at (booking-transitions.ts). */
export function bookingStateOf(row: BookingRow): BookingState {
  return { kind: row.kind as BookingKind, status: row.status as BookingStatus, stage: (row.stage as TcareStage | null) ?? null };
}

/** The customer changes a booking only until BOOKING_CHANGE_CUTOFF_HOURS before its slot (issue 13). */
export function beforeCutoff(row: BookingRow, now: Date): boolean {
  return !row.slotStart || row.slotStart.getTime() - now.getTime() > BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000;
}

/** Cancel and reschedule: what the tables let the customer do (an open booking the workshop has not taken), before the cut-off. */
export function changeableOf(row: BookingRow, now: Date): { canCancel: boolean; canReschedule: boolean } {
  const state = bookingStateOf(row);
  const inTime = beforeCutoff(row, now);
  return {
    canCancel: inTime && checkBookingChange(state, { action: 'cancel' }, 'customer').ok,
    canReschedule: inTime && row.slotStart !== null && checkBookingChange(state, { action: 'reschedule' }, 'customer').ok,
  };
}

function stagesOf(row: BookingRow) {
  if (!TCARE_KINDS.includes(row.kind as BookingKind)) return [];
  const current = row.stage ? TCARE_STAGES.indexOf(row.stage as TcareStage) : -1;
  return TCARE_STAGES.map((stage, i) => ({ stage, label: TCARE_STAGE_LABELS[stage], done: i <= current, current: i === current }));
}

/** What the availability call needs to offer this booking's slots again (a reschedule); null without slots. */
export function slotQueryOf(row: BookingRow): Booking['slotQuery'] {
  const kind = row.kind as BookingKind;
  // A rental moves with its return day as well (the reschedule call takes it; the site's form does not yet).
  if (row.slotStart === null || kind === 'cubain') return null;
  const text = (key: string) => {
    const value = row.details[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const query: NonNullable<Booking['slotQuery']> = { kind };
  const homeInspection = kind === 'inspection' && text('place') === 'home';
  // An inspection at home is asked for by its city alone (the city's inspectors, not a branch's).
  if (row.branchSlug && !homeInspection) query.branchSlug = row.branchSlug;
  const modelCode = kind === 'test-drive' ? text('modelCode') : undefined;
  const usedCarCode = kind === 'used-car-test-drive' ? text('usedCarCode') : undefined;
  const home = kind === 'home-service' || homeInspection;
  if (modelCode) query.modelCode = modelCode;
  if (usedCarCode) query.usedCarCode = usedCarCode;
  if (home && row.cityCode) query.cityCode = row.cityCode;
  return query;
}

export function presentBooking(
  row: BookingRow,
  branch: BranchInfo | null,
  cityName: string | null,
  events: BookingEventRow[],
  files: FileRow[],
  now: Date,
): Booking {
  const province = provinceOfBooking(row, branch);
  const view = viewOf(row);
  const answer = answerOf(row);
  return {
    bookingNo: row.bookingNo,
    kind: row.kind as BookingKind,
    kindLabel: BOOKING_KIND_LABELS[row.kind as BookingKind],
    status: row.status as BookingStatus,
    statusLabel: BOOKING_STATUS_LABELS[row.status as BookingStatus],
    nextStep: nextStepOf(row),
    title: view.title,
    summary: view.summary,
    branch: branch ? { slug: branch.slug, name: branch.name, address: branch.address, phone: branch.phone, whatsapp: branch.whatsapp } : null,
    cityName,
    slotStart: row.slotStart ? localIso(row.slotStart, province) : null,
    slotEnd: row.slotEnd ? localIso(row.slotEnd, province) : null,
    slotLabel: slotLabelOf(row.slotStart, province),
    estimate: row.estimate,
    stage: (row.stage as TcareStage | null) ?? null,
    stages: stagesOf(row),
    answer: answer ? { available: answer.available, note: answer.note, price: answer.price, readyDate: answer.readyDate } : null,
    contact: { name: row.contactName, phoneNumber: row.contactPhone, email: row.contactEmail },
    ...changeableOf(row, now),
    slotQuery: slotQueryOf(row),
    events: events.map((e) => ({ type: e.type as BookingEventType, note: e.note, at: e.at.toISOString() })),
    files: files.map((f) => ({ id: f.id, purpose: f.purpose as UploadPurpose, contentType: f.contentType, size: f.size })),
    createdAt: row.createdAt.toISOString(),
    url: ROUTES.myBooking(row.bookingNo),
  };
}

export function listItemOf(row: BookingRow, branch: BranchInfo | null): z.infer<typeof BookingListItem> {
  return {
    bookingNo: row.bookingNo,
    kind: row.kind as BookingKind,
    kindLabel: BOOKING_KIND_LABELS[row.kind as BookingKind],
    status: row.status as BookingStatus,
    statusLabel: BOOKING_STATUS_LABELS[row.status as BookingStatus],
    title: viewOf(row).title,
    slotLabel: slotLabelOf(row.slotStart, provinceOfBooking(row, branch)),
    stage: (row.stage as TcareStage | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    url: ROUTES.myBooking(row.bookingNo),
    branchName: branch?.name ?? null,
  };
}

/** /tracking-order: without the files, the email and the change buttons; the phone masked. */
export function trackedOf(booking: Booking) {
  const { files: _files, canCancel: _canCancel, canReschedule: _canReschedule, contact, ...rest } = booking;
  return { ...rest, contact: { name: contact.name, phoneNumber: maskPhone(contact.phoneNumber) } };
}
