/*
 * The kind-specific rules of the Cubain rental form of /cubain (issue 13), pure for the unit tests:
 * the rental's dates (pick-up from tomorrow within the booking window, back after 1 to 14 days),
 * the classes with their cars free for every day of those dates (rentalAvailability), the price
 * estimate, the pick-up hour of the pick-up day, and the identity documents (KTP, SIM A unless a
 * driver comes with the car, a selfie). The messages are the contract's own; the API checks all
 * of it again and alone decides whether a car is still free.
 */
import { BOOKING_DAYS_AHEAD, BOOKING_MESSAGES, CUBAIN_MAX_DAYS } from '@kemudi/domain/bookings';
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';
import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import type { BookingDayView, BookingSlotView } from './booking-logic';

/** A class as the form shows it (RentalClass of the contract). */
export interface RentalClassView {
  carClass: string;
  name: string;
  models: string[];
  seats: number;
  pricePerDay: number;
  driverPerDay: number;
  units: number;
  /** Cars of the class free on every day of the asked dates. */
  available: number;
}

export interface RentalView {
  from: string;
  to: string;
  days: number;
  classes: RentalClassView[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The rentalAvailability answer (`{ data: RentalAvailabilityData }`), or null when it is not one. */
export function readRental(body: unknown): RentalView | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.classes) || typeof data.from !== 'string' || typeof data.to !== 'string') return null;
  const classes: RentalClassView[] = [];
  for (const c of data.classes) {
    if (!isRecord(c) || typeof c.carClass !== 'string' || typeof c.name !== 'string') return null;
    const pricePerDay = num(c.pricePerDay);
    const available = num(c.available);
    if (pricePerDay === null || available === null) return null;
    classes.push({
      carClass: c.carClass,
      name: c.name,
      models: Array.isArray(c.models) ? c.models.filter((m): m is string => typeof m === 'string') : [],
      seats: num(c.seats) ?? 0,
      pricePerDay,
      driverPerDay: num(c.driverPerDay) ?? 0,
      units: num(c.units) ?? 0,
      available,
    });
  }
  return { from: data.from, to: data.to, days: num(data.days) ?? rentalDays(data.from, data.to), classes };
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `n` days. */
export function addDays(isoDate: string, n: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (the rental's length: back the next day is 1 day). */
export function rentalDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's date on the branch's clock (WIB unless told): the day the window starts after. */
export function todayOn(now: Date, offsetMinutes: number = WIB_OFFSET_MINUTES): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The dates a pick-up may be on (tomorrow … BOOKING_DAYS_AHEAD days ahead), for the date input's min/max. */
export function pickUpWindow(now: Date): { min: string; max: string } {
  const today = todayOn(now);
  return { min: addDays(today, 1), max: addDays(today, BOOKING_DAYS_AHEAD) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateErrors = Partial<Record<'from' | 'to', string>>;

/** The dates' rules: a pick-up in the window, a return 1 to CUBAIN_MAX_DAYS days after it. */
export function validateDates(from: string, to: string, now: Date): DateErrors {
  const errors: DateErrors = {};
  const window = pickUpWindow(now);
  if (!ISO_DATE.test(from)) errors.from = 'Pilih tanggal pengambilan';
  else if (from < window.min) errors.from = BOOKING_MESSAGES.DATE_IN_PAST;
  else if (from > window.max) errors.from = BOOKING_MESSAGES.DATE_TOO_FAR;
  if (!ISO_DATE.test(to)) errors.to = 'Pilih tanggal pengembalian';
  else if (!errors.from) {
    const days = rentalDays(from, to);
    if (days < 1 || days > CUBAIN_MAX_DAYS) errors.to = BOOKING_MESSAGES.RENTAL_DATES;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The estimate and the pick-up hour
// ---------------------------------------------------------------------------------------------

/** days × (price per day + the driver's when asked): the same sum as the API's cubainPrice. */
export function rentalEstimate(rental: Pick<RentalClassView, 'pricePerDay' | 'driverPerDay'>, days: number, withDriver: boolean): number {
  return days * (rental.pricePerDay + (withDriver ? rental.driverPerDay : 0));
}

/** The pick-up day of the availability answer: its free hours, or why there are none. */
export function pickUpHours(days: readonly BookingDayView[], date: string): { slots: BookingSlotView[] } | { message: string } {
  const day = days.find((d) => d.date === date);
  if (!day) return { message: 'Jadwal tanggal pengambilan belum tersedia. Pilih tanggal lain.' };
  if (!day.open) return { message: 'Dealer tutup pada tanggal pengambilan. Pilih tanggal lain atau dealer lain.' };
  const slots = day.slots.filter((s) => s.available);
  return slots.length > 0 ? { slots } : { message: 'Tidak ada jam pengambilan yang tersedia pada tanggal ini.' };
}

// ---------------------------------------------------------------------------------------------
// The whole rental
// ---------------------------------------------------------------------------------------------

export interface CubainValues {
  from: string;
  to: string;
  carClass: string;
  withDriver: boolean;
  slotStart: string;
  ktpFileId: string;
  simFileId: string;
  selfieFileId: string;
  /** Documents still being checked or sent. */
  pending: number;
}

export type CubainField = 'from' | 'to' | 'carClass' | 'slotStart' | 'ktp' | 'sim' | 'selfie';
export type CubainErrors = Partial<Record<CubainField, string>>;

export const DOCUMENTS_PENDING = 'Tunggu hingga semua dokumen selesai terunggah.';

/**
 * Every rule of the rental besides the branch and the contact. `rental` is the availability read
 * for the chosen branch and dates (null until read): a class must have a free car in it.
 */
export function validateCubain(values: CubainValues, rental: RentalView | null, now: Date): CubainErrors {
  const errors: CubainErrors = { ...validateDates(values.from, values.to, now) };
  const chosen = rental?.from === values.from && rental.to === values.to ? rental.classes.find((c) => c.carClass === values.carClass) : undefined;
  if (values.carClass === '') errors.carClass = 'Pilih kelas mobil';
  else if (rental && rental.from === values.from && rental.to === values.to && (!chosen || chosen.available < 1)) errors.carClass = BOOKING_MESSAGES.RENTAL_UNAVAILABLE;
  if (values.slotStart === '') errors.slotStart = 'Pilih jam pengambilan';
  if (values.pending > 0) {
    errors.ktp = DOCUMENTS_PENDING;
  } else {
    if (values.ktpFileId === '') errors.ktp = 'Unggah foto KTP';
    if (!values.withDriver && values.simFileId === '') errors.sim = 'Unggah foto SIM A';
    if (values.selfieFileId === '') errors.selfie = 'Unggah swafoto Anda';
  }
  return errors;
}

export const CUBAIN_FIELDS: readonly [CubainField, string][] = [
  ['from', '#cb-from'],
  ['to', '#cb-to'],
  ['carClass', 'input[name="cb-class"], #cb-class-status'],
  ['slotStart', 'input[name="cb-hour"], #cb-hour-status'],
  ['ktp', '#cb-ktp'],
  ['sim', '#cb-sim'],
  ['selfie', '#cb-selfie'],
];

export function cubainDetails(values: CubainValues): Extract<BookingDetailsInput, { kind: 'cubain' }> {
  return {
    kind: 'cubain',
    carClass: values.carClass,
    withDriver: values.withDriver,
    returnDate: values.to,
    ktpFileId: values.ktpFileId,
    ...(!values.withDriver && values.simFileId ? { simFileId: values.simFileId } : {}),
    selfieFileId: values.selfieFileId,
  };
}
