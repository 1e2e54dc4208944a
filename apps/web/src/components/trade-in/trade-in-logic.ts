/*
 * The trade-in page's client logic (issue 13, /services-toyota/tukar-tambah): the car form's values
 * and their checks, the estimate request (TradeInCar of contracts/leads.ts), how an estimate answer
 * is read and shown (a range, its uncertainty, the steps that reached it), and the bodies of the two
 * ways on: a Tukar Tambah lead (submit-leads, formId 'tukar-tambah', body.tradeIn) or a Jual Mobil
 * Saya inspection booking (kind 'inspection'). Pure and free of zod, so tests reach it directly.
 */
import { formatRupiah } from '@kemudi/domain/format';

/** The proxy path of the estimate call (leadCalls.tradeInEstimate). */
export const TRADE_IN_ESTIMATE_PATH = '/api/booking/v1/trade-in/estimate';

export const TRANSMISSIONS = [
  { value: 'manual', label: 'Manual' },
  { value: 'automatic', label: 'Otomatis' },
] as const;
export const FUELS = [
  { value: 'bensin', label: 'Bensin' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'listrik', label: 'Listrik' },
] as const;

export type Transmission = (typeof TRANSMISSIONS)[number]['value'];
export type Fuel = (typeof FUELS)[number]['value'];

/** The form as typed (strings until sent). */
export interface CarValues {
  brand: string;
  model: string;
  type: string;
  transmission: string;
  year: string;
  fuel: string;
  mileageKm: string;
  provinceCode: string;
}
export type CarField = keyof CarValues;
export type CarErrors = Partial<Record<CarField, string>>;

export const EMPTY_CAR: CarValues = { brand: '', model: '', type: '', transmission: '', year: '', fuel: '', mileageKm: '', provinceCode: '' };

/** The car as the estimate call and the lead/booking take it. */
export interface TradeInCarInput {
  brand: string;
  model: string;
  type?: string;
  transmission: Transmission;
  year: number;
  fuel: Fuel;
  mileageKm: number;
  provinceCode: string;
}

export const CAR_FIELD_ORDER: readonly CarField[] = ['brand', 'model', 'type', 'transmission', 'year', 'fuel', 'mileageKm', 'provinceCode'];

/** Kilometres as typed ('45.000', '45 000 km') → digits only; '' when none. */
export function mileageDigits(value: string): string {
  return value.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
}

/** The form's values checked (Indonesian messages, the contract's own words) → the car, or the errors. */
export function readCar(values: CarValues, years: { min: number; max: number }): { car: TradeInCarInput } | { errors: CarErrors } {
  const errors: CarErrors = {};
  if (!values.brand) errors.brand = 'Pilih merek';
  if (!values.model) errors.model = 'Pilih model';
  const transmission = TRANSMISSIONS.find((t) => t.value === values.transmission)?.value;
  if (!transmission) errors.transmission = 'Pilih transmisi';
  const year = Number(values.year);
  if (!values.year) errors.year = 'Isi tahun mobil';
  else if (!Number.isInteger(year) || year < years.min || year > years.max) errors.year = 'Tahun mobil tidak valid';
  const fuel = FUELS.find((f) => f.value === values.fuel)?.value;
  if (!fuel) errors.fuel = 'Pilih bahan bakar';
  const digits = mileageDigits(values.mileageKm);
  const mileageKm = Number(digits);
  if (!digits) errors.mileageKm = 'Isi jarak tempuh';
  else if (!Number.isSafeInteger(mileageKm) || mileageKm > 1_000_000) errors.mileageKm = 'Jarak tempuh tidak valid';
  if (!values.provinceCode) errors.provinceCode = 'Pilih provinsi';
  if (Object.keys(errors).length > 0 || !transmission || !fuel) return { errors };
  const type = values.type.trim();
  return {
    car: { brand: values.brand, model: values.model, ...(type ? { type } : {}), transmission, year, fuel, mileageKm, provinceCode: values.provinceCode },
  };
}

/** The years offered, newest first. */
export function yearsOf(range: { min: number; max: number }): number[] {
  const out: number[] = [];
  for (let y = range.max; y >= range.min; y -= 1) out.push(y);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The estimate
// ---------------------------------------------------------------------------------------------

export interface EstimateView {
  estimated: boolean;
  low: number | null;
  high: number | null;
  mid: number | null;
  uncertainty: number | null;
  comparables: number;
  steps: { label: string; value: string }[];
  note: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The estimate of a `{ status, data }` answer (TradeInEstimate), or null when it is not one. */
export function readEstimate(body: unknown): EstimateView | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.estimated !== 'boolean' || !Array.isArray(data.steps) || typeof data.note !== 'string') return null;
  const steps = data.steps.filter(isRecord).flatMap((s) => (typeof s.label === 'string' && typeof s.value === 'string' ? [{ label: s.label, value: s.value }] : []));
  const view: EstimateView = {
    estimated: data.estimated,
    low: numberOrNull(data.low),
    high: numberOrNull(data.high),
    mid: numberOrNull(data.mid),
    uncertainty: numberOrNull(data.uncertainty),
    comparables: typeof data.comparables === 'number' ? data.comparables : 0,
    steps,
    note: data.note,
  };
  // A range is shown only when the method had a basis and both ends are there.
  if (view.estimated && (view.low === null || view.high === null)) return { ...view, estimated: false };
  return view;
}

/** 'Rp 180.000.000 – Rp 205.000.000', or null without a range. */
export function rangeText(estimate: Pick<EstimateView, 'estimated' | 'low' | 'high'>): string | null {
  if (!estimate.estimated || estimate.low === null || estimate.high === null) return null;
  return `${formatRupiah(estimate.low)} – ${formatRupiah(estimate.high)}`;
}

/** '± 8%' of the middle, or null. */
export function uncertaintyText(uncertainty: number | null): string | null {
  if (uncertainty === null || uncertainty <= 0) return null;
  const percent = Math.round(uncertainty * 1000) / 10;
  return `± ${String(percent).replace('.', ',')}%`;
}

// ---------------------------------------------------------------------------------------------
// The two ways on
// ---------------------------------------------------------------------------------------------

/** The `details` a Tukar Tambah lead adds to the contact (SubmitLeadBody: the new car, the branch, both cars). */
export function tukarTambahDetails(input: { car: TradeInCarInput; estimate: EstimateView; modelCode: string; branchSlug: string }): Record<string, unknown> {
  return {
    modelCode: input.modelCode,
    branchSlug: input.branchSlug,
    tradeIn: { car: input.car, estimateLow: input.estimate.estimated ? input.estimate.low : null, estimateHigh: input.estimate.estimated ? input.estimate.high : null },
  };
}

/** The inspection booking's details (BookingDetailsInput kind 'inspection'). */
export function inspectionDetails(input: {
  car: TradeInCarInput;
  estimate: EstimateView;
  place: 'branch' | 'home';
  address: string;
  cityCode: string;
}): {
  kind: 'inspection';
  place: 'branch' | 'home';
  address?: string;
  cityCode?: string;
  car: TradeInCarInput;
  estimateLow?: number;
  estimateHigh?: number;
} {
  const range = input.estimate.estimated && input.estimate.low !== null && input.estimate.high !== null ? { estimateLow: input.estimate.low, estimateHigh: input.estimate.high } : {};
  return {
    kind: 'inspection',
    place: input.place,
    ...(input.place === 'home' ? { address: input.address.trim(), cityCode: input.cityCode } : {}),
    car: input.car,
    ...range,
  };
}

/** What a home inspection still needs before it can be booked (Indonesian), or null. */
export function homeInspectionProblem(address: string, cityCode: string): string | null {
  if (!cityCode) return 'Pilih kota lokasi inspeksi';
  if (address.trim().length < 10) return 'Tulis alamat lengkap (minimal 10 karakter)';
  return null;
}
