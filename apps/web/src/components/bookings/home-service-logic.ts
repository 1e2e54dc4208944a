/*
 * The kind-specific rules of the home-service form of /ths-home-service (issue 13), pure for the
 * unit tests: the coverage answer (does a team come to this city?), the item of the price list,
 * the address and the car (shared with body & paint). The messages are the contract's own.
 */
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';
import { type CarErrors, type CarValues, carInput, validateCar } from './body-paint-logic';

/** The coverage call's answer as the form shows it. */
export interface CoverageView {
  cityCode: string;
  cityName: string;
  covered: boolean;
  branches: { slug: string; name: string }[];
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The coverage answer (`{ data: HomeServiceCoverage }`), or null when it is not one. */
export function readCoverage(body: unknown): CoverageView | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.cityCode !== 'string' || typeof data.covered !== 'boolean') return null;
  const branches = Array.isArray(data.branches)
    ? data.branches.filter(isRecord).flatMap((b) => (typeof b.slug === 'string' && typeof b.name === 'string' ? [{ slug: b.slug, name: b.name }] : []))
    : [];
  return {
    cityCode: data.cityCode,
    cityName: typeof data.cityName === 'string' ? data.cityName : data.cityCode,
    covered: data.covered,
    branches,
    message: typeof data.message === 'string' ? data.message : '',
  };
}

export interface HomeServiceValues {
  car: CarValues;
  /** The item's id as the select holds it ('' until chosen). */
  serviceId: string;
  address: string;
  cityCode: string;
  notes: string;
}

export type HomeServiceField = keyof CarErrors | 'serviceId' | 'cityCode' | 'address' | 'notes';
export type HomeServiceErrors = Partial<Record<HomeServiceField, string>>;

export const NOT_COVERED_YET = 'Periksa jangkauan kota Anda terlebih dahulu.';

/**
 * The form's rules. `coverage` is the answer for the chosen city (null while it is being asked):
 * a city no team comes to cannot be booked (its message, e.g. 'Maaf, Toyota Home Service belum
 * menjangkau kota ini.').
 */
export function validateHomeService(values: HomeServiceValues, coverage: CoverageView | null, now: Date = new Date()): HomeServiceErrors {
  const errors: HomeServiceErrors = {};
  if (values.cityCode === '') errors.cityCode = 'Pilih kota';
  else if (!coverage || coverage.cityCode !== values.cityCode) errors.cityCode = NOT_COVERED_YET;
  else if (!coverage.covered) errors.cityCode = coverage.message || 'Maaf, Toyota Home Service belum menjangkau kota ini.';
  const address = values.address.trim();
  if (address.length < 10) errors.address = 'Tulis alamat lengkap (minimal 10 karakter)';
  else if (address.length > 300) errors.address = 'Alamat paling banyak 300 karakter';
  if (values.serviceId === '') errors.serviceId = 'Pilih layanan';
  Object.assign(errors, validateCar(values.car, now));
  if (values.notes.trim().length > 300) errors.notes = 'Catatan paling banyak 300 karakter';
  return errors;
}

/** Page order with the selector focused when a field is the first wrong one. */
export const HOME_SERVICE_FIELDS: readonly [HomeServiceField, string][] = [
  ['cityCode', '#hs-city'],
  ['address', '#hs-address'],
  ['serviceId', '#hs-service'],
  ['model', '#hs-model'],
  ['year', '#hs-year'],
  ['plate', '#hs-plate'],
  ['notes', '#hs-notes'],
];

export function homeServiceDetails(
  values: HomeServiceValues,
  coverage: CoverageView | null,
  now: Date = new Date(),
): Extract<BookingDetailsInput, { kind: 'home-service' }> | null {
  if (Object.keys(validateHomeService(values, coverage, now)).length > 0) return null;
  const notes = values.notes.trim();
  return {
    kind: 'home-service',
    car: carInput(values.car),
    serviceId: Number(values.serviceId),
    address: values.address.trim(),
    cityCode: values.cityCode,
    ...(notes ? { notes } : {}),
  };
}
