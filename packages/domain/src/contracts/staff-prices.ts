/**
 * The console's prices (issue 25), under /api/staff/v1/prices: the OTR price of every variant per
 * city (a variant's default OTR — DKI Jakarta's, and every city without a price of its own — has
 * `cityIsocode: null`), the colour surcharges, each price's history, and price-list imports (CSV or
 * XLSX: uploaded, previewed with every change and every error, then applied in one transaction).
 * Permission `prices.edit` (group admins and branch managers; prices are per city, not per branch).
 * Every change reaches the site through the data version (docs/console.md "Harga").
 */
import { z } from 'zod';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';

const BASE = '/api/staff/v1/prices';
const isoDateTime = z.string().describe('ISO 8601 date-time');

/** The highest OTR a price may have (rupiah): the dealer push's limit. */
export const MAX_STAFF_PRICE = 20_000_000_000;
/** The largest price list accepted (bytes of the file). */
export const PRICE_LIST_MAX_BYTES = 1024 * 1024;
/** The most rows of one price list. */
export const PRICE_LIST_MAX_ROWS = 5000;
/** What the console shows for the default price's city. */
export const DEFAULT_PRICE_CITY_LABEL = 'Harga dasar (kota tanpa harga sendiri)';

/** The columns of a price list (the first row); other columns are ignored. */
export const PRICE_LIST_COLUMNS = { variant: 'kode_varian', city: 'kode_kota', price: 'harga_otr' } as const;

export const PRICE_SOURCES = ['manual', 'import', 'dealer'] as const;
export const PriceSource = z.enum(PRICE_SOURCES);
export const PRICE_SOURCE_LABELS: Readonly<Record<(typeof PRICE_SOURCES)[number], string>> = {
  manual: 'Manual',
  import: 'Impor daftar harga',
  dealer: 'Sistem dealer',
};

export const PRICE_MESSAGES = {
  Unchanged: 'Harga baru sama dengan harga saat ini.',
  UnknownVariant: 'Varian mobil tidak ditemukan.',
  UnknownCity: 'Kode kota tidak dikenal.',
  ImportApplied: 'Impor ini sudah diterapkan.',
  ImportHasErrors: 'Daftar harga ini masih memiliki kesalahan; perbaiki berkasnya lalu unggah ulang.',
  ImportNothing: 'Daftar harga ini tidak mengubah harga apa pun.',
  ImportStale: 'Harga sudah berubah sejak pratinjau dibuat; unggah ulang daftar harganya.',
  FileEmpty: 'Berkas daftar harga kosong.',
  FileTooLarge: 'Berkas daftar harga terlalu besar (maksimal 1 MB).',
  FileUnreadable: 'Berkas tidak dapat dibaca; unggah CSV atau XLSX (Excel).',
} as const;

const CityIsocode = z.string().trim().regex(/^\d{4}$/, 'harus 4 digit kode kota, mis. 3273');
const Rupiah = z.number().int('harus bilangan bulat rupiah').min(0).max(MAX_STAFF_PRICE);
const Reason = z.string().trim().min(3, 'Alasan wajib diisi (minimal 3 karakter)').max(300, 'Alasan terlalu panjang (maksimal 300 karakter)');
const VariantCode = z.string().trim().min(1).max(60);

export const PriceRow = z.object({
  variantCode: z.string(),
  variantName: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  /** Null: the variant's default OTR. */
  cityIsocode: z.string().nullable(),
  cityName: z.string(),
  price: z.number().int(),
  /** The last change recorded (null: unchanged since the seed). */
  changedAt: isoDateTime.nullable(),
  changedBy: z.string().nullable(),
});
export type PriceRow = z.infer<typeof PriceRow>;

export const PriceListQuery = z.object({
  model: z.string().trim().max(60).optional(),
  /** A city's isocode, or `default` for the default prices. */
  city: z.union([CityIsocode, z.literal('default')]).optional(),
  /** Variant code or name, model name. */
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  size: sizeParam(50),
});
export type PriceListQuery = z.input<typeof PriceListQuery>;

export const PriceOptions = z.object({
  models: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The cities that have prices of their own. */
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
});

export const PriceColor = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  name: z.string(),
  hex: z.string(),
  extraPrice: z.number().int(),
});
export type PriceColor = z.infer<typeof PriceColor>;

export const PriceHistoryEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  from: z.number().int(),
  to: z.number().int(),
  source: PriceSource,
  /** The staff member's name; null for the dealer system. */
  staff: z.string().nullable(),
  reason: z.string().nullable(),
  importId: z.uuid().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntry>;

export const PriceHistoryQuery = z
  .object({
    variantCode: VariantCode.optional(),
    /** With variantCode: the city's price; absent: the default price. */
    city: CityIsocode.optional(),
    colorId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => (q.variantCode === undefined) !== (q.colorId === undefined), 'Pilih satu harga: varian (dan kota) atau warna');

export const PriceUpdateBody = z.object({
  variantCode: VariantCode,
  cityIsocode: CityIsocode.nullable(),
  price: Rupiah.min(1, 'harus lebih dari 0'),
  reason: Reason,
});

export const ColorUpdateBody = z.object({ extraPrice: Rupiah, reason: Reason });

export const PriceImportChange = z.object({
  /** The file's row (1 = the header row). */
  row: z.number().int(),
  variantCode: z.string(),
  variantName: z.string(),
  cityIsocode: z.string().nullable(),
  cityName: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});
export type PriceImportChange = z.infer<typeof PriceImportChange>;

export const PriceImportError = z.object({ row: z.number().int(), message: z.string() });
export type PriceImportError = z.infer<typeof PriceImportError>;

export const PriceImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(['preview', 'applied']),
  /** Price rows read (the header not counted). */
  rowCount: z.number().int(),
  /** Rows whose price is already the file's. */
  unchanged: z.number().int(),
  changes: z.array(PriceImportChange),
  errors: z.array(PriceImportError),
  createdAt: isoDateTime,
  appliedAt: isoDateTime.nullable(),
});
export type PriceImport = z.infer<typeof PriceImport>;

export const PriceImportBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  /** The file, base64 (the staff calls are JSON: CSRF). */
  content: z.string().min(1, PRICE_MESSAGES.FileEmpty).max(Math.ceil((PRICE_LIST_MAX_BYTES * 4) / 3) + 4, PRICE_MESSAGES.FileTooLarge),
});

const ImportIdParam = z.object({ id: z.uuid('ID impor tidak valid') });

export const staffPriceCalls = {
  /** OTR prices per variant and city (the default first), filtered; in model, variant and city order. */
  list: defineCall({ method: 'GET', path: BASE, query: PriceListQuery, data: pageOf(PriceRow) }),
  /** The filters' choices: models and the cities with prices of their own. */
  options: defineCall({ method: 'GET', path: `${BASE}/options`, data: PriceOptions }),
  /** Set one OTR price (a city without a price of its own gets one), with a reason. */
  update: defineCall({ method: 'POST', path: `${BASE}/otr`, body: PriceUpdateBody, data: PriceRow }),
  /** A model's colours and their surcharges. */
  colors: defineCall({ method: 'GET', path: `${BASE}/colors`, query: z.object({ model: z.string().trim().min(1).max(60) }), data: z.array(PriceColor) }),
  /** Set a colour's surcharge, with a reason. */
  updateColor: defineCall({
    method: 'POST',
    path: `${BASE}/colors/:id`,
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: ColorUpdateBody,
    data: PriceColor,
  }),
  /** The changes of one price, newest first (the last 100). */
  history: defineCall({ method: 'GET', path: `${BASE}/history`, query: PriceHistoryQuery, data: z.array(PriceHistoryEntry) }),
  /** Upload a price list: read and checked, nothing applied; the preview lists every change and every error. */
  importPreview: defineCall({ method: 'POST', path: `${BASE}/imports`, body: PriceImportBody, data: PriceImport }),
  importDetail: defineCall({ method: 'GET', path: `${BASE}/imports/:id`, params: ImportIdParam, data: PriceImport }),
  /** Apply a previewed import in one transaction; 409 when it has errors, was applied, or prices changed since. */
  importApply: defineCall({ method: 'POST', path: `${BASE}/imports/:id/apply`, params: ImportIdParam, body: z.object({}), data: PriceImport }),
};
