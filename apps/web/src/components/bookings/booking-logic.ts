/*
 * The booking forms' client logic (issue 13), pure so unit tests reach it without a browser and the
 * forms' script stays small (no zod here: answers are checked by hand, the web server's loaders
 * parse with the contracts of packages/domain/src/contracts/bookings.ts).
 *
 * What lives here: the shapes the pickers show, how an answer of the booking calls is read (the
 * availability, the branches, a booking, a 409 SlotTaken with its `nearest` slot), the contact
 * step's rules (§5 phone, name, email; the one-time code of a guest), whether a code is needed at
 * all, the request body, and the calendar text and file of a booking.
 */
import { otpError, toAccountPhone } from '@kemudi/domain/account';
import type { BookingKind } from '@kemudi/domain/bookings';
import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import type { Booking, BookingDetailsInput } from '@kemudi/domain/contracts/bookings';
import { formatDateId, WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import type { BookingBranchView, BookingCustomer } from '@/lib/booking-views';
import { contactErrors } from '@/components/form/contact-rules';

/** The site's proxy to the booking service (§7 front-end proxy: the visitor's token is attached by the web server). */
export const BOOKING_API = '/api/booking/v1';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export interface BookingSlotView {
  start: string;
  time: string;
  available: boolean;
  left: number;
}

export interface BookingDayView {
  date: string;
  open: boolean;
  slots: BookingSlotView[];
}

export interface AvailabilityView {
  zoneLabel: string;
  days: BookingDayView[];
}

export interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
  otp: string;
}

export type ContactField = keyof ContactValues;
export type BookingField = ContactField | 'branchSlug' | 'slotStart' | 'consent';
export type BookingErrors = Partial<Record<BookingField, string>>;

// ---------------------------------------------------------------------------------------------
// Reading answers
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

/** The days of an availability answer (`{ data: AvailabilityData }`), or null when it is not one. */
export function readAvailability(body: unknown): AvailabilityView | null {
  const data = dataOf(body);
  if (!isRecord(data) || !Array.isArray(data.days)) return null;
  const days: BookingDayView[] = [];
  for (const d of data.days) {
    if (!isRecord(d) || typeof d.date !== 'string' || typeof d.open !== 'boolean' || !Array.isArray(d.slots)) return null;
    const slots: BookingSlotView[] = [];
    for (const s of d.slots) {
      if (!isRecord(s) || typeof s.start !== 'string' || typeof s.time !== 'string' || typeof s.available !== 'boolean') return null;
      slots.push({ start: s.start, time: s.time, available: s.available, left: typeof s.left === 'number' ? s.left : s.available ? 1 : 0 });
    }
    days.push({ date: d.date, open: d.open, slots });
  }
  return { zoneLabel: typeof data.zoneLabel === 'string' ? data.zoneLabel : 'WIB', days };
}

/** The branches of a branches answer (`{ data: BookingBranch[] }`), or null when it is not one. */
export function readBranches(body: unknown): BookingBranchView[] | null {
  const data = dataOf(body);
  if (!Array.isArray(data)) return null;
  const branches: BookingBranchView[] = [];
  for (const b of data) {
    if (!isRecord(b) || typeof b.slug !== 'string' || typeof b.name !== 'string') return null;
    branches.push({
      slug: b.slug,
      name: b.name,
      address: typeof b.address === 'string' ? b.address : '',
      phone: typeof b.phone === 'string' ? b.phone : '',
      cityName: typeof b.cityName === 'string' ? b.cityName : '',
      distanceKm: typeof b.distanceKm === 'number' ? b.distanceKm : null,
      units: typeof b.units === 'number' ? b.units : null,
    });
  }
  return branches;
}

/** A booking answer's data (the contract's Booking) when it looks like one, else null. */
export function readBooking(data: unknown): Booking | null {
  if (!isRecord(data)) return null;
  const ok =
    typeof data.bookingNo === 'string' &&
    typeof data.kind === 'string' &&
    typeof data.title === 'string' &&
    typeof data.statusLabel === 'string' &&
    Array.isArray(data.summary) &&
    Array.isArray(data.stages) &&
    Array.isArray(data.events);
  return ok ? (data as unknown as Booking) : null;
}

/** The free slot the API offers instead of a taken one (409 SlotTaken). */
export interface NearestSlot {
  start: string;
  /** How it is said: 'Jumat, 27 Nov 2026 pukul 10.00 WIB' (the API's label, else made here). */
  label: string;
}

function firstErrorMessage(body: unknown): string {
  if (!isRecord(body) || !Array.isArray(body.errors)) return '';
  for (const e of body.errors) if (isRecord(e) && typeof e.message === 'string' && e.message) return e.message;
  return '';
}

/**
 * A 409 SlotTaken answer: the API's message ("Jadwal 09.00 baru saja diambil pengunjung lain…") and
 * the nearest free slot it names (`nearest`: an ISO start, or `{ start, label | slotLabel | time }`),
 * read wherever the API put it (the body or its first error). Null for any other answer.
 */
export function readSlotTaken(status: number, body: unknown): { message: string; nearest: NearestSlot | null } | null {
  if (status !== 409) return null;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const type = errors[0]?.type;
  const message = firstErrorMessage(body);
  if (type !== undefined && type !== 'SlotTaken' && !/Jadwal .* diambil/.test(message)) return null;
  const raw = (isRecord(body) ? body.nearest : undefined) ?? errors[0]?.nearest ?? (isRecord(dataOf(body)) ? (dataOf(body) as Record<string, unknown>).nearest : undefined);
  let nearest: NearestSlot | null = null;
  if (typeof raw === 'string' && Number.isFinite(Date.parse(raw))) nearest = { start: raw, label: slotLabel(raw) };
  else if (isRecord(raw) && typeof raw.start === 'string' && Number.isFinite(Date.parse(raw.start))) {
    const label = [raw.label, raw.slotLabel].find((v): v is string => typeof v === 'string' && v !== '');
    nearest = { start: raw.start, label: label ?? slotLabel(raw.start) };
  }
  return { message: message || BOOKING_MESSAGES.SLOT_TAKEN.replace(' {time}', ''), nearest };
}

// ---------------------------------------------------------------------------------------------
// Dates and slots
// ---------------------------------------------------------------------------------------------

const two = (n: number) => String(n).padStart(2, '0');

/** The UTC offset (minutes) written in an ISO date-time ('+07:00' → 420; 'Z' → 0); WIB when absent. */
export function offsetOf(iso: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return /Z$/i.test(iso) ? 0 : WIB_OFFSET_MINUTES;
}

const ZONE_LABELS: Record<number, string> = { 420: 'WIB', 480: 'WITA', 540: 'WIT' };

/** The clock time of an ISO date-time on its own offset: '2026-11-27T09:00:00+07:00' → '09.00'. */
export function clockTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const local = new Date(ms + offsetOf(iso) * 60_000);
  return `${two(local.getUTCHours())}.${two(local.getUTCMinutes())}`;
}

/** 'Jumat, 27 November 2026 pukul 09.00 WIB': a slot in words, on the branch's clock. */
export function slotLabel(iso: string): string {
  const offset = offsetOf(iso);
  const time = clockTime(iso);
  if (!time) return '';
  return `${formatDateId(iso, 'full', offset)} pukul ${time} ${ZONE_LABELS[offset] ?? 'WIB'}`;
}

export { dayLabel } from '@/lib/slot-days';

/** The slots a visitor may choose on a day: only the free ones (a taken slot is not offered, issue 13). */
export function freeSlots(day: BookingDayView | undefined): BookingSlotView[] {
  return day && day.open ? day.slots.filter((s) => s.available && s.left > 0) : [];
}

/** What the strip says under a day: closed, full, or free. */
export function dayState(day: BookingDayView): 'Tutup' | 'Penuh' | 'Tersedia' {
  if (!day.open) return 'Tutup';
  return freeSlots(day).length > 0 ? 'Tersedia' : 'Penuh';
}

/** The day the picker opens on: the chosen slot's, else the first with a free slot, else the first. */
export function initialDay(days: readonly BookingDayView[], chosenStart: string): string {
  const chosen = chosenStart ? days.find((d) => d.slots.some((s) => s.start === chosenStart)) : undefined;
  return (chosen ?? days.find((d) => freeSlots(d).length > 0) ?? days[0])?.date ?? '';
}

/** Whether `start` is still a free slot of these days. */
export function isOffered(days: readonly BookingDayView[], start: string): boolean {
  return days.some((d) => freeSlots(d).some((s) => s.start === start));
}

// ---------------------------------------------------------------------------------------------
// The contact step
// ---------------------------------------------------------------------------------------------

/**
 * Whether the visitor must prove the phone with a one-time code: every guest; a customer only when
 * the contact's phone is not their own verified one (the contract's `otp`).
 */
export function needsCode(customer: BookingCustomer | null, phoneNumber: string): boolean {
  if (!customer || !customer.phoneVerified) return true;
  const typed = toAccountPhone(phoneNumber);
  return typed === null || typed !== toAccountPhone(customer.phoneNumber);
}

export const BOOKING_FORM_MESSAGES = {
  BRANCH_REQUIRED: 'Pilih dealer',
  SLOT_REQUIRED: 'Pilih tanggal dan jam',
  OTP_REQUIRED: BOOKING_MESSAGES.OTP_REQUIRED,
  CONSENT_REQUIRED: BOOKING_MESSAGES.CONSENT_REQUIRED,
  FORM_INVALID: 'Periksa kembali isian yang ditandai.',
  SEND_CODE_FIRST: 'Kirim kode verifikasi ke nomor HP Anda terlebih dahulu',
  FAILED: 'Maaf, booking belum berhasil dibuat. Silakan coba lagi.',
  OFFLINE: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi. Booking Anda belum tentu gagal: kirim ulang, booking tidak akan tercatat dua kali.',
} as const;

/** The contact's rules (§5): name, phone, email when given, and the code when one is needed. */
export function validateContact(values: ContactValues, codeNeeded: boolean): BookingErrors {
  const errors: BookingErrors = contactErrors(values);
  if (codeNeeded) {
    if (values.otp.trim() === '') errors.otp = BOOKING_FORM_MESSAGES.OTP_REQUIRED;
    else {
      const otp = otpError(values.otp);
      if (otp) errors.otp = otp;
    }
  }
  return errors;
}

/** Every shared step: a branch (unless the kind needs none), a slot (when it has one), the contact, the consent. */
export function validateBooking(
  input: { branchSlug: string; slotStart: string; contact: ContactValues; consent: boolean },
  options: { needsBranch: boolean; needsSlot: boolean; codeNeeded: boolean },
): BookingErrors {
  const errors: BookingErrors = {};
  if (options.needsBranch && input.branchSlug.trim() === '') errors.branchSlug = BOOKING_FORM_MESSAGES.BRANCH_REQUIRED;
  if (options.needsSlot && input.slotStart.trim() === '') errors.slotStart = BOOKING_FORM_MESSAGES.SLOT_REQUIRED;
  Object.assign(errors, validateContact(input.contact, options.codeNeeded));
  if (!input.consent) errors.consent = BOOKING_FORM_MESSAGES.CONSENT_REQUIRED;
  return errors;
}

/** The fields in page order: the first with an error gets the focus. */
export const BOOKING_FIELD_ORDER: readonly BookingField[] = ['branchSlug', 'slotStart', 'name', 'phoneNumber', 'email', 'otp', 'consent'];

export function firstInvalid(errors: BookingErrors): BookingField | undefined {
  return BOOKING_FIELD_ORDER.find((f) => errors[f] !== undefined);
}

/** The CSS selector of a field (for focusing the first one with an error). */
export const BOOKING_FIELD_SELECTORS: Readonly<Record<BookingField, string>> = {
  branchSlug: 'input[name="branchSlug"], #booking-city',
  slotStart: 'input[name="slotStart"], input[name="slotDay"]:not(:disabled)',
  name: '#booking-name',
  phoneNumber: '#booking-phone',
  email: '#booking-email',
  otp: '#booking-otp, #booking-send-code',
  consent: 'input[name="persetujuanData"]',
};

// ---------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------

/** CreateBookingBody without its idempotency key (the sender adds it per attempt). */
export interface BookingRequest {
  details: BookingDetailsInput;
  branchSlug?: string;
  slotStart?: string;
  contact: { name: string; phoneNumber: string; email?: string };
  otp?: string;
  consent: true;
  notes?: string;
  sourcePage?: string;
}

/** The body as the contract takes it: trimmed, optional fields left out when empty, the code only when needed. */
export function bookingRequest(input: {
  details: BookingDetailsInput;
  branchSlug: string;
  slotStart: string;
  contact: ContactValues;
  codeNeeded: boolean;
  notes?: string;
  sourcePage?: string;
}): BookingRequest {
  const email = input.contact.email.trim();
  const notes = input.notes?.trim();
  return {
    details: input.details,
    ...(input.branchSlug ? { branchSlug: input.branchSlug } : {}),
    ...(input.slotStart ? { slotStart: input.slotStart } : {}),
    contact: { name: input.contact.name.trim(), phoneNumber: input.contact.phoneNumber.trim(), ...(email ? { email } : {}) },
    ...(input.codeNeeded ? { otp: input.contact.otp.trim() } : {}),
    consent: true,
    ...(notes ? { notes } : {}),
    ...(input.sourcePage ? { sourcePage: input.sourcePage } : {}),
  };
}

/** Whether a kind is booked at a branch and an hour (a spare-part request has neither slot nor, at times, branch). */
export function kindNeedsSlot(kind: BookingKind): boolean {
  return kind !== 'spare-part';
}

// ---------------------------------------------------------------------------------------------
// The confirmation: "Tambah ke kalender"
// ---------------------------------------------------------------------------------------------

/** An instant as iCalendar UTC: 20261127T020000Z. */
function icsStamp(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * The booking as an iCalendar event (RFC 5545), for "Tambah ke kalender": its slot, title, branch
 * and number. Null when the booking has no slot (a spare-part request).
 */
export function bookingIcs(booking: Pick<Booking, 'bookingNo' | 'title' | 'slotStart' | 'slotEnd' | 'branch' | 'nextStep'>, now: Date = new Date()): string | null {
  if (!booking.slotStart || !Number.isFinite(Date.parse(booking.slotStart))) return null;
  const end = booking.slotEnd && Number.isFinite(Date.parse(booking.slotEnd)) ? booking.slotEnd : new Date(Date.parse(booking.slotStart) + 3_600_000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kemudi//Booking//ID',
    'BEGIN:VEVENT',
    `UID:${booking.bookingNo}@kemudi`,
    `DTSTAMP:${icsStamp(now.toISOString())}`,
    `DTSTART:${icsStamp(booking.slotStart)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(`${booking.title} (${booking.bookingNo})`)}`,
    ...(booking.branch ? [`LOCATION:${icsText(`${booking.branch.name}, ${booking.branch.address}`)}`] : []),
    `DESCRIPTION:${icsText(`Nomor booking ${booking.bookingNo}. ${booking.nextStep}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The .ics as a link the browser downloads (no server round trip). */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
