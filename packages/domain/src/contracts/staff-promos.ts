/**
 * The staff console's promos (issue 25): promos, the home hero's slides (a promo marked as hero)
 * and their schedule, under /api/staff/v1/promos. Permission `content.edit` (content editors and
 * group admins). Branch managers do not edit promos: a promo speaks for the dealer group and its
 * terms bind every branch it names, so it goes through the group's content editors; a manager
 * asks them (the audit log says who changed what).
 *
 * Times: the console edits WIB wall-clock times ('2026-11-22T10:00'); the API answers instants
 * (ISO 8601) with the WIB days they cover (validFrom, validUntil) as the site shows them.
 */
import { z } from 'zod';
import { PROMO_STATES, PROMO_STATUSES } from '../promo-schedule';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';
import { PROMO_CATEGORIES } from './promos';
import { AuditEntry, sortDir } from './staff';

const BASE = '/api/staff/v1';

export const PROMO_MESSAGES = {
  SlugTaken: 'Slug ini sudah dipakai promo lain. Pilih slug lain.',
  EndBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  AlreadyEnded: 'Periode promo sudah berakhir. Ubah waktu selesai sebelum menayangkannya.',
  UnknownCity: 'Kota yang dipilih tidak dikenal.',
  UnknownBranch: 'Cabang yang dipilih tidak dikenal.',
  ImageNotFound: 'Gambar tidak ditemukan. Unggah ulang gambarnya.',
  FILE_TYPE: 'Jenis berkas tidak didukung. Unggah gambar JPG, PNG atau WebP.',
  FILE_TOO_LARGE: 'Ukuran gambar paling besar 5 MB.',
  FILE_EMPTY: 'Berkas kosong. Pilih gambar lain.',
} as const;

export const PromoStatusField = z.enum(PROMO_STATUSES);
export const PromoStateField = z.enum(PROMO_STATES);
const isoDateTime = z.string().describe('ISO 8601 date-time');
/** A WIB wall-clock time to the minute, as an <input type="datetime-local"> gives it. */
export const WibDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'format waktu YYYY-MM-DDTHH:mm (WIB)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+07:00`)), 'waktu tidak valid');
const slugField = z
  .string()
  .trim()
  .min(3, 'Slug minimal 3 karakter')
  .max(80, 'Slug maksimal 80 karakter')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya huruf kecil, angka dan tanda hubung (mis. promo-akhir-tahun)');

/** One promo as the console lists it. */
export const StaffPromoRow = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  status: PromoStatusField,
  isHero: z.boolean(),
  /** national | city | branch | product | salesman */
  scope: z.string(),
  /** Where it runs, in words: "Nasional", "Bandung", "Kemudi Toyota Sunter", … */
  targetLabel: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type StaffPromoRow = z.infer<typeof StaffPromoRow>;

export const StaffPromoListData = pageOf(StaffPromoRow).extend({
  /** Per status under the same search and filters (the tabs). */
  counts: z.object(Object.fromEntries(PROMO_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof PROMO_STATUSES)[number], z.ZodNumber>),
});
export type StaffPromoListData = z.infer<typeof StaffPromoListData>;

export const StaffPromo = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  category: z.string(),
  terms: z.array(z.string()),
  isHero: z.boolean(),
  heroColor: z.string(),
  scope: z.string(),
  cityIsocodes: z.array(z.string()),
  branchSlugs: z.array(z.string()),
  /** Kept from the seed or the dealer system: the console does not edit model or salesman targets. */
  productCodes: z.array(z.string()),
  salesmanSlugs: z.array(z.string()),
  state: PromoStateField,
  status: PromoStatusField,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** The same window as WIB wall-clock times, for the form. */
  startsAtWib: z.string(),
  endsAtWib: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  imageId: z.uuid().nullable(),
  /** The uploaded picture through the console (staff session), or null: the site draws one from the title. */
  imageUrl: z.string().nullable(),
  /** The promo's page on the site. */
  url: z.string(),
  updatedAt: isoDateTime,
  /** Its audit rows, newest first. */
  timeline: z.array(AuditEntry),
});
export type StaffPromo = z.infer<typeof StaffPromo>;

export const PROMO_SORTS = ['startsAt', 'endsAt', 'title', 'updatedAt'] as const;

export const StaffPromoListQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Title or slug'),
  status: PromoStatusField.optional(),
  /** promo: every promo; hero: only the home hero's slides. */
  kind: z.enum(['hero']).optional(),
  city: z.string().trim().max(20).optional().describe('Promos a visitor of this city (isocode) can use'),
  category: z.enum(PROMO_CATEGORIES).optional(),
  sort: z.enum(PROMO_SORTS).default('startsAt'),
  dir: sortDir.default('desc'),
  page: pageParam,
  size: sizeParam(25),
});
export type StaffPromoListQuery = z.input<typeof StaffPromoListQuery>;

const text = (label: string, max: number, min = 1) => z.string().trim().min(min, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`);

export const StaffPromoBody = z.object({
  title: text('Judul', 150, 5),
  summary: text('Ringkasan', 300),
  body: text('Isi promo', 5000),
  category: z.enum(PROMO_CATEGORIES, 'Pilih kategori promo'),
  terms: z.array(z.string().trim().min(1).max(500)).max(30, 'Syarat maksimal 30 butir').default([]),
  isHero: z.boolean().default(false),
  heroColor: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Warna harus kode heksadesimal, mis. #d7000f').default('#d7000f'),
  startsAt: WibDateTime,
  endsAt: WibDateTime,
  /** Empty both: national. Branches win over cities for the promo's scope; both are kept. */
  cityIsocodes: z.array(z.string().trim().min(1).max(20)).max(100).default([]),
  branchSlugs: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  imageId: z.uuid('Gambar tidak valid').nullable().default(null),
});
export type StaffPromoBody = z.input<typeof StaffPromoBody>;
export const StaffPromoCreateBody = StaffPromoBody.extend({ slug: slugField });
export type StaffPromoCreateBody = z.input<typeof StaffPromoCreateBody>;

export const PromoSlugParam = z.object({ slug: z.string().trim().min(1).max(100) });

export const PromoImageData = z.object({ id: z.uuid(), contentType: z.string(), size: z.number().int(), url: z.string() });

/** The targets the form offers: every city that has a branch, and every branch. */
export const PromoTargetsData = z.object({
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
  branches: z.array(z.object({ slug: z.string(), name: z.string(), cityIsocode: z.string(), cityName: z.string() })),
});
export type PromoTargetsData = z.infer<typeof PromoTargetsData>;

export const PromoPreviewQuery = z.object({
  city: z.string().trim().min(1, 'Pilih kota').max(20),
  /** The promo being edited: shown as if it were published, whatever its state. */
  slug: z.string().trim().max(100).optional(),
  /** A WIB time to look at (default now): how the site will look then. */
  at: WibDateTime.optional(),
});
export type PromoPreviewQuery = z.input<typeof PromoPreviewQuery>;

export const PreviewCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  heroColor: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  imageUrl: z.string().nullable(),
  /** The promo being previewed (not necessarily published yet). */
  isPreviewed: z.boolean(),
});
export type PreviewCard = z.infer<typeof PreviewCard>;

export const PromoPreviewData = z.object({
  city: z.object({ isocode: z.string(), name: z.string() }),
  at: isoDateTime,
  /** The home hero's slides for that city. */
  hero: z.array(PreviewCard),
  /** /promosi for that city (every promo a visitor there can use), all of them. */
  list: z.array(PreviewCard),
});
export type PromoPreviewData = z.infer<typeof PromoPreviewData>;

/**
 * Flash sales (issue 25): a time-boxed price on one after-sales item (an accessory, a service
 * coupon or package, a spare part) for every city or for some, with a quota. The console enters
 * the window as WIB wall-clock times; the table keeps ISO instants with +07:00 as the seed does.
 */
export const FLASH_SALE_STATUSES = ['scheduled', 'live', 'ended'] as const;
export const FLASH_SALE_KINDS = ['accessory', 'coupon', 'package', 'part'] as const;
export type FlashSaleKind = (typeof FLASH_SALE_KINDS)[number];
/** The category of the site's flash-sale call each kind is listed under. */
export const FLASH_SALE_CATEGORY_OF: Readonly<Record<FlashSaleKind, 'aksesoris' | 'kupon' | 'paket' | 'suku-cadang'>> = {
  accessory: 'aksesoris',
  coupon: 'kupon',
  package: 'paket',
  part: 'suku-cadang',
};
export const FLASH_SALE_KIND_LABELS: Readonly<Record<FlashSaleKind, string>> = {
  accessory: 'Aksesori',
  coupon: 'Kupon servis',
  package: 'Paket servis',
  part: 'Suku cadang',
};
export const FLASH_SALE_MAX_DAYS = 31;
export const FLASH_SALE_MAX_QUOTA = 10_000;

export const FLASH_SALE_MESSAGES = {
  ItemNotFound: 'Barang dengan jenis dan kode itu tidak ditemukan.',
  PriceNotLower: 'Harga flash sale harus lebih rendah dari harga normal barang',
  EndBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  TooLong: `Flash sale paling lama ${FLASH_SALE_MAX_DAYS} hari.`,
  StartInPast: 'Waktu mulai tidak boleh sebelum sekarang.',
  EndInPast: 'Waktu selesai harus setelah sekarang.',
  UnknownCity: 'Kota yang dipilih tidak dikenal.',
  QuotaBelowSold: 'Kuota tidak boleh lebih kecil dari jumlah yang sudah terjual',
  Overlap: 'Barang ini sudah punya flash sale lain di kota yang sama pada',
  Ended: 'Flash sale ini sudah berakhir dan tidak dapat diubah.',
  LiveLocked: 'Flash sale yang sedang berlangsung hanya dapat diubah harga, kuota dan waktu selesainya.',
  NotFound: 'Flash sale tidak ditemukan.',
} as const;

/** A flash sale as the console lists it. */
export const StaffFlashSaleRow = z.object({
  id: z.number().int(),
  itemKind: z.enum(FLASH_SALE_KINDS),
  itemCode: z.string(),
  /** The item's name and regular selling price; null when the item no longer exists. */
  itemName: z.string().nullable(),
  normalPrice: z.number().int().nullable(),
  category: z.string(),
  /** Empty: every city. */
  cityIsocodes: z.array(z.string()),
  /** Their names, in the same order. */
  cityNames: z.array(z.string()),
  salePrice: z.number().int(),
  quota: z.number().int(),
  sold: z.number().int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** The same window as WIB wall-clock times, for the form. */
  startsAtWib: z.string(),
  endsAtWib: z.string(),
  status: z.enum(FLASH_SALE_STATUSES),
});
export type StaffFlashSaleRow = z.infer<typeof StaffFlashSaleRow>;
export const StaffFlashSaleListData = z.object({
  content: z.array(StaffFlashSaleRow),
  counts: z.object({ scheduled: z.number().int(), live: z.number().int(), ended: z.number().int() }),
});
export const StaffFlashSaleQuery = z.object({ status: z.enum(FLASH_SALE_STATUSES).optional() });

export const StaffFlashSaleBody = z.object({
  item: z.object({
    kind: z.enum(FLASH_SALE_KINDS, 'Pilih jenis barang'),
    code: z.string().trim().min(1, 'Kode barang wajib diisi').max(40, 'Kode barang maksimal 40 karakter'),
  }),
  salePrice: z.number('Harga flash sale wajib diisi').int('Harga flash sale harus bilangan bulat rupiah').positive('Harga flash sale harus lebih dari 0').max(1_000_000_000_000, 'Harga flash sale terlalu besar'),
  quota: z.number('Kuota wajib diisi').int('Kuota harus bilangan bulat').min(1, 'Kuota minimal 1').max(FLASH_SALE_MAX_QUOTA, `Kuota maksimal ${FLASH_SALE_MAX_QUOTA}`),
  /** Empty: every city. */
  cityIsocodes: z.array(z.string().trim().min(1).max(20)).max(100).default([]),
  startsAt: WibDateTime,
  endsAt: WibDateTime,
});
export type StaffFlashSaleBody = z.input<typeof StaffFlashSaleBody>;
export const FlashSaleIdParam = z.object({ id: z.coerce.number().int().min(1) });

export const FlashSaleItemsQuery = z.object({
  kind: z.enum(FLASH_SALE_KINDS, 'Pilih jenis barang'),
  q: z.string().trim().max(100).optional().describe('Code or name'),
});
export type FlashSaleItemsQuery = z.input<typeof FlashSaleItemsQuery>;
/** Items a sale can be made for, with their regular selling price. */
export const FlashSaleItemsData = z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int() }));
export type FlashSaleItemsData = z.infer<typeof FlashSaleItemsData>;

/** The staff calls of promos; the picture itself is served as bytes (PROMO_IMAGE_PATH), not JSON. */
export const PROMO_IMAGE_PATH = `${BASE}/promo-images/:id`;
export const promoImagePath = (id: string) => `${BASE}/promo-images/${id}`;

export const staffPromoCalls = {
  list: defineCall({ method: 'GET', path: `${BASE}/promos`, query: StaffPromoListQuery, data: StaffPromoListData }),
  targets: defineCall({ method: 'GET', path: `${BASE}/promos/targets`, data: PromoTargetsData }),
  preview: defineCall({ method: 'GET', path: `${BASE}/promos/preview`, query: PromoPreviewQuery, data: PromoPreviewData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/promos/:slug`, params: PromoSlugParam, data: StaffPromo }),
  create: defineCall({ method: 'POST', path: `${BASE}/promos`, body: StaffPromoCreateBody, data: StaffPromo }),
  update: defineCall({ method: 'PATCH', path: `${BASE}/promos/:slug`, params: PromoSlugParam, body: StaffPromoBody, data: StaffPromo }),
  publish: defineCall({ method: 'POST', path: `${BASE}/promos/:slug/publish`, params: PromoSlugParam, body: z.object({}), data: StaffPromo }),
  unpublish: defineCall({ method: 'POST', path: `${BASE}/promos/:slug/unpublish`, params: PromoSlugParam, body: z.object({}), data: StaffPromo }),
  /** Every flash sale with its status, ending soonest first. */
  flashSales: defineCall({ method: 'GET', path: `${BASE}/flash-sales`, query: StaffFlashSaleQuery, data: StaffFlashSaleListData }),
  flashSaleItems: defineCall({ method: 'GET', path: `${BASE}/flash-sales/items`, query: FlashSaleItemsQuery, data: FlashSaleItemsData }),
  createFlashSale: defineCall({ method: 'POST', path: `${BASE}/flash-sales`, body: StaffFlashSaleBody, data: StaffFlashSaleRow }),
  updateFlashSale: defineCall({ method: 'PATCH', path: `${BASE}/flash-sales/:id`, params: FlashSaleIdParam, body: StaffFlashSaleBody, data: StaffFlashSaleRow }),
  endFlashSale: defineCall({ method: 'POST', path: `${BASE}/flash-sales/:id/end`, params: FlashSaleIdParam, body: z.object({}), data: StaffFlashSaleRow }),
  /** Raw bytes (image/jpeg, image/png, image/webp); judged by the bytes. */
  uploadImage: defineCall({ method: 'POST', path: `${BASE}/promo-images`, data: PromoImageData }),
} as const;
