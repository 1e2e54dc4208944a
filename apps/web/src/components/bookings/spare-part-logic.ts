/*
 * The kind-specific rules of the spare-part request of /services-toyota/suku-cadang (issue 13),
 * pure for the unit tests: a part of the catalogue (from the list's "Minta ke Dealer") or one
 * described in words, for a model, in a quantity. The branch answers on availability later.
 */
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';
import type { SparePartChoice } from '@/lib/booking-views';

export interface SparePartValues {
  modelCode: string;
  /** The catalogue part's number, or '' for a part described in words. */
  partCode: string;
  partDescription: string;
  quantity: string;
}

export type SparePartField = 'modelCode' | 'partDescription' | 'quantity';
export type SparePartErrors = Partial<Record<SparePartField, string>>;

export function validateSparePart(values: SparePartValues): SparePartErrors {
  const errors: SparePartErrors = {};
  if (values.modelCode === '') errors.modelCode = 'Pilih model';
  const description = values.partDescription.trim();
  if (values.partCode === '') {
    if (description.length < 3) errors.partDescription = 'Tuliskan suku cadang yang Anda cari (minimal 3 karakter)';
    else if (description.length > 300) errors.partDescription = 'Deskripsi suku cadang paling banyak 300 karakter';
  }
  const quantity = Number(values.quantity);
  if (values.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < 1) errors.quantity = 'Jumlah minimal 1';
  else if (quantity > 20) errors.quantity = 'Jumlah paling banyak 20';
  return errors;
}

export const SPARE_PART_FIELDS: readonly [SparePartField, string][] = [
  ['partDescription', '#sp-description'],
  ['modelCode', '#sp-model'],
  ['quantity', '#sp-quantity'],
];

export function sparePartDetails(values: SparePartValues): Extract<BookingDetailsInput, { kind: 'spare-part' }> | null {
  if (Object.keys(validateSparePart(values)).length > 0) return null;
  const description = values.partDescription.trim();
  return {
    kind: 'spare-part',
    modelCode: values.modelCode,
    ...(values.partCode ? { partCode: values.partCode } : { partDescription: description }),
    quantity: Number(values.quantity),
  };
}

/** The models offered: the part's own when it names them, else every model. */
export function modelsFor(part: SparePartChoice | null, all: readonly { code: string; name: string }[]): { code: string; name: string }[] {
  return part && part.models.length > 0 ? part.models : [...all];
}
