/*
 * The workshop service booking's own rules (issue 13, /services-toyota/booking-service): the
 * kilometres offered for Servis Berkala with the price the seeded price list gives each, the
 * estimate shown before booking, the car step's checks and the details as CreateBookingBody takes
 * them. Pure, no zod (the form's script stays small).
 */
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';

export type ServiceType = 'periodic' | 'repair' | 'coupon' | 'package';

export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceType, string>> = {
  periodic: 'Servis Berkala',
  repair: 'Perbaikan Umum',
  coupon: 'Kupon servis saya',
  package: 'Paket servis saya',
};

/** Toyota's periodic service: at 1.000 km, then every 10.000 km up to 100.000 km. */
export const PERIODIC_KILOMETRES: readonly number[] = [1_000, ...Array.from({ length: 10 }, (_, i) => (i + 1) * 10_000)];

/** A priced workshop service (content/v1/service?serviceType=bengkel), trimmed to what the form needs. */
export interface PricedService {
  name: string;
  category: string;
  priceFrom: number;
}

/** 'Servis Berkala 10.000 km' → 10000; null for any other name. */
export function kilometreOf(name: string): number | null {
  const m = /^Servis Berkala ([\d.]+) km$/i.exec(name.trim());
  if (!m?.[1]) return null;
  const km = Number(m[1].replace(/\./g, ''));
  return Number.isInteger(km) && km > 0 ? km : null;
}

/** The price list's Servis Berkala prices by kilometre. */
export function periodicPrices(items: readonly PricedService[]): Map<number, number> {
  const prices = new Map<number, number>();
  for (const item of items) {
    const km = item.category === 'berkala' ? kilometreOf(item.name) : null;
    if (km !== null && !prices.has(km)) prices.set(km, item.priceFrom);
  }
  return prices;
}

/** The cheapest Perbaikan Umum of the price list (the diagnosis): what a repair starts from. */
export function repairFrom(items: readonly PricedService[]): number | null {
  const prices = items.filter((i) => i.category === 'perbaikan').map((i) => i.priceFrom);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * What the form says the visit will cost before booking: a price "mulai" for a periodic service or
 * a repair when the price list has one, nothing to pay for an owned coupon or package; null when
 * the workshop quotes it (the booking's own estimate is the API's, shown once booked).
 */
export function estimateBefore(type: ServiceType, kilometre: number | null, prices: ReadonlyMap<number, number>, repair: number | null): { amount: number; from: boolean } | null {
  if (type === 'coupon' || type === 'package') return { amount: 0, from: false };
  if (type === 'repair') return repair === null ? null : { amount: repair, from: true };
  const price = kilometre === null ? undefined : prices.get(kilometre);
  return price === undefined ? null : { amount: price, from: true };
}

export interface ServiceCarValues {
  /** A My Cars id, or 'manual'. */
  choice: string;
  model: string;
  year: string;
  plate: string;
}

export interface ServiceValues {
  car: ServiceCarValues;
  type: ServiceType | '';
  kilometre: string;
  productCode: string;
  complaint: string;
}

export type ServiceField = 'car' | 'model' | 'year' | 'plate' | 'type' | 'kilometre' | 'productCode' | 'complaint';
export type ServiceErrors = Partial<Record<ServiceField, string>>;

const PLATE = /^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/;

/** The plate as the contract writes it: upper case, single spaces. */
export function normalisePlate(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The car and service steps' checks (the API checks again), in Indonesian. */
export function validateService(values: ServiceValues, thisYear: number): ServiceErrors {
  const errors: ServiceErrors = {};
  const { car } = values;
  if (car.choice === '') errors.car = 'Pilih mobil Anda';
  else if (car.choice === 'manual') {
    if (car.model.trim() === '') errors.model = 'Pilih model mobil';
    const year = Number(car.year);
    if (car.year.trim() === '' || !Number.isInteger(year) || year < 1980 || year > thisYear + 1) errors.year = 'Isi tahun mobil, mis. 2021';
    if (!PLATE.test(normalisePlate(car.plate))) errors.plate = 'Nomor polisi seperti B 1234 XYZ';
  }
  if (values.type === '') errors.type = 'Pilih jenis servis';
  if (values.type === 'periodic' && values.kilometre === '') errors.kilometre = 'Pilih kilometer Servis Berkala';
  if ((values.type === 'coupon' || values.type === 'package') && values.productCode === '') errors.productCode = 'Pilih kupon atau paket';
  if (values.complaint.trim().length > 500) errors.complaint = 'Keluhan paling banyak 500 karakter';
  return errors;
}

/** The service details as CreateBookingBody takes them, or null while the steps are incomplete. */
export function serviceDetails(values: ServiceValues, thisYear: number): Extract<BookingDetailsInput, { kind: 'service' }> | null {
  if (Object.keys(validateService(values, thisYear)).length > 0 || values.type === '') return null;
  const car =
    values.car.choice === 'manual'
      ? { model: values.car.model.trim(), year: Number(values.car.year), plate: normalisePlate(values.car.plate) }
      : { myCarId: values.car.choice };
  const complaint = values.complaint.trim();
  return {
    kind: 'service',
    car,
    serviceType: values.type,
    ...(values.type === 'periodic' ? { kilometre: Number(values.kilometre) } : {}),
    ...(values.type === 'coupon' || values.type === 'package' ? { productCode: values.productCode } : {}),
    ...(complaint ? { complaint } : {}),
  };
}
