/*
 * The kind-specific rules of the body & paint form (issue 13), pure for the unit tests, and the
 * car the home-service form shares with it: one of My Cars, or model, year and plate typed in
 * (CarInput of packages/domain/src/contracts/bookings.ts). The messages are the contract's own, so
 * the form refuses what the API would, in the same words; the API checks everything again.
 */
import { BODY_PAINT_MAX_PHOTOS, BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';

// ---------------------------------------------------------------------------------------------
// The car (body & paint, home service)
// ---------------------------------------------------------------------------------------------

export interface CarValues {
  /** A My Cars id, or '' for a car typed in. */
  myCarId: string;
  model: string;
  year: string;
  plate: string;
}

export type CarField = 'model' | 'year' | 'plate';
export type CarErrors = Partial<Record<CarField, string>>;

const CAR_YEAR_MIN = 1980;
/** Indonesian plate as written on the car (the contract's rule): 'B 1234 XYZ'. */
const PLATE = /^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/;

/** A plate as the contract stores it: upper case, single spaces. */
export function normalizePlate(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The car's rules: nothing to check for one of My Cars; otherwise model, a year from 1980 to next year, a plate. */
export function validateCar(car: CarValues, now: Date = new Date()): CarErrors {
  if (car.myCarId) return {};
  const errors: CarErrors = {};
  if (car.model.trim() === '') errors.model = 'Pilih model mobil';
  const year = Number(car.year);
  if (car.year.trim() === '') errors.year = 'Isi tahun mobil';
  else if (!Number.isInteger(year) || year < CAR_YEAR_MIN || year > now.getFullYear() + 1) errors.year = 'Tahun mobil tidak valid';
  if (car.plate.trim() === '') errors.plate = 'Isi nomor polisi';
  else if (!PLATE.test(normalizePlate(car.plate))) errors.plate = 'Nomor polisi seperti B 1234 XYZ';
  return errors;
}

/** The car as CreateBookingBody takes it (call only when validateCar found nothing). */
export function carInput(car: CarValues): Extract<BookingDetailsInput, { kind: 'body-paint' }>['car'] {
  if (car.myCarId) return { myCarId: car.myCarId };
  return { model: car.model.trim(), year: Number(car.year), plate: normalizePlate(car.plate) };
}

// ---------------------------------------------------------------------------------------------
// Body & paint
// ---------------------------------------------------------------------------------------------

export interface BodyPaintValues {
  car: CarValues;
  payment: '' | 'insurance' | 'private';
  insurer: string;
  policyNo: string;
  damage: string;
  /** Uploaded photo ids, in the order chosen. */
  photoIds: string[];
  /** Photos still being checked or sent. */
  photosPending: number;
}

export type BodyPaintField = CarField | 'payment' | 'insurer' | 'policyNo' | 'damage' | 'photos';
export type BodyPaintErrors = Partial<Record<BodyPaintField, string>>;

export const PHOTOS_PENDING = 'Tunggu hingga semua foto selesai terunggah.';

export function validateBodyPaint(values: BodyPaintValues, now: Date = new Date()): BodyPaintErrors {
  const errors: BodyPaintErrors = { ...validateCar(values.car, now) };
  if (values.payment === '') errors.payment = 'Pilih cara pembayaran';
  if (values.payment === 'insurance') {
    if (values.insurer.trim() === '') errors.insurer = 'Isi nama asuransi';
    else if (values.insurer.trim().length > 80) errors.insurer = 'Nama asuransi paling banyak 80 karakter';
    if (values.policyNo.trim().length > 40) errors.policyNo = 'Nomor polis paling banyak 40 karakter';
  }
  const damage = values.damage.trim();
  if (damage.length < 10) errors.damage = 'Ceritakan kerusakan mobil (minimal 10 karakter)';
  else if (damage.length > 1000) errors.damage = 'Deskripsi paling banyak 1000 karakter';
  if (values.photosPending > 0) errors.photos = PHOTOS_PENDING;
  else if (values.photoIds.length === 0) errors.photos = BOOKING_MESSAGES.PHOTOS_REQUIRED;
  else if (values.photoIds.length > BODY_PAINT_MAX_PHOTOS) errors.photos = BOOKING_MESSAGES.TOO_MANY_PHOTOS;
  return errors;
}

/** The fields in page order, each with the selector the form focuses when it is the first wrong one. */
export const BODY_PAINT_FIELDS: readonly [BodyPaintField, string][] = [
  ['model', '#bp-model'],
  ['year', '#bp-year'],
  ['plate', '#bp-plate'],
  ['payment', 'input[name="bp-payment"]'],
  ['insurer', '#bp-insurer'],
  ['policyNo', '#bp-policy'],
  ['damage', '#bp-damage'],
  ['photos', '#bp-photos'],
];

/** The details CreateBookingBody takes, or null while the fields are incomplete. */
export function bodyPaintDetails(values: BodyPaintValues, now: Date = new Date()): Extract<BookingDetailsInput, { kind: 'body-paint' }> | null {
  if (Object.keys(validateBodyPaint(values, now)).length > 0 || values.payment === '') return null;
  const insurance = values.payment === 'insurance';
  const policyNo = values.policyNo.trim();
  return {
    kind: 'body-paint',
    car: carInput(values.car),
    payment: values.payment,
    ...(insurance ? { insurer: values.insurer.trim() } : {}),
    ...(insurance && policyNo ? { policyNo } : {}),
    damage: values.damage.trim(),
    photoIds: values.photoIds,
  };
}

/** The messages in page order (the first is shown above the button) and the selector of the first field. */
export function orderedErrors<F extends string>(errors: Partial<Record<F, string>>, fields: readonly (readonly [F, string])[]): { messages: string[]; focus: string | undefined } {
  const wrong = fields.filter(([field]) => errors[field] !== undefined);
  return { messages: wrong.map(([field]) => errors[field] as string), focus: wrong[0]?.[1] };
}
