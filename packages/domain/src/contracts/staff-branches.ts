/**
 * The staff console's branches and salesmen (issue 25), under /api/staff/v1/branch-settings: a branch's
 * weekly working schedule, its closed days (holidays) and its salesmen's profiles (name, photo,
 * WhatsApp number, shown on the site or not). Permission `branches.edit`: branch managers their
 * own branches (another branch answers 404, as if it did not exist), group admins every branch.
 *
 * The site follows at once: the branch page's opening hours and every booking form's dates and
 * hours read the same schedule and closed days (a closed day offers no slot).
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, phoneError, toAccountPhone } from '../account';
import { defineCall } from './call';
import { AuditEntry } from './staff';

const BASE = '/api/staff/v1';

export const BRANCH_MESSAGES = {
  CloseBeforeOpen: 'Jam tutup harus setelah jam buka.',
  OpenWithoutClose: 'Isi jam buka dan jam tutup, atau tandai hari itu tutup.',
  WeekIncomplete: 'Jadwal harus berisi tujuh hari, Senin sampai Minggu, masing-masing sekali.',
  NoOpenDay: 'Cabang harus buka setidaknya satu hari dalam seminggu.',
  DateInPast: 'Tanggal libur tidak boleh di masa lalu. Pilih hari ini atau tanggal sesudahnya.',
  DateTooFar: 'Tanggal libur paling jauh satu tahun dari hari ini.',
  ClosureTaken: 'Tanggal ini sudah tercatat sebagai hari libur cabang.',
  ClosureNotFound: 'Hari libur tidak ditemukan.',
  SalesmanNotFound: 'Sales tidak ditemukan.',
  PhotoNotFound: 'Foto tidak ditemukan. Unggah ulang fotonya.',
  FILE_TYPE: 'Jenis berkas tidak didukung. Unggah foto JPG, PNG atau WebP.',
  FILE_TOO_LARGE: 'Ukuran foto paling besar 5 MB.',
  FILE_EMPTY: 'Berkas kosong. Pilih foto lain.',
  ModelNotOffered: 'Model ini tidak ditawarkan untuk test drive.',
  NotAShowroom: 'Cabang ini bukan showroom penjualan, jadi tidak menyediakan mobil test drive.',
  UnknownCarClass: 'Kelas mobil Cubain tidak dikenal.',
  UnitsRange: 'Jumlah unit harus bilangan bulat 0 sampai 50.',
} as const;

/** The most cars of one model (test drive) or one class (Cubain) a branch may list. */
export const FLEET_MAX_UNITS = 50;

/** How far ahead a closed day may be set (a year of holidays at a time). */
export const CLOSURE_MAX_DAYS_AHEAD = 366;

const isoDateTime = z.string().describe('ISO 8601 date-time');
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam harus berformat JJ:MM, mis. 08:00');
const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Tanggal tidak valid');

/** One day of the week: 1 = Senin … 7 = Minggu; open and close both null on a day the branch is closed. */
export const StaffWorkingDay = z.object({
  day: z.number().int().min(1).max(7),
  open: time.nullable(),
  close: time.nullable(),
});
export type StaffWorkingDay = z.infer<typeof StaffWorkingDay>;

export const StaffClosure = z.object({
  date: z.string().describe('YYYY-MM-DD, the branch’s own calendar'),
  reason: z.string(),
  createdAt: isoDateTime,
  /** Who added it (null when the staff member was removed). */
  createdByName: z.string().nullable(),
});
export type StaffClosure = z.infer<typeof StaffClosure>;

export const StaffSalesman = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.string(),
  /** As stored: 62… */
  whatsapp: z.string(),
  bio: z.string(),
  active: z.boolean(),
  photoId: z.uuid().nullable(),
  /** What the site shows: the uploaded photo, else the drawn avatar. */
  imageUrl: z.string(),
  /** The salesman's page on the site. */
  url: z.string(),
});
export type StaffSalesman = z.infer<typeof StaffSalesman>;

/** A model the branch may keep test-drive cars of (every model the catalogue offers for a test drive). */
export const StaffTestDriveCars = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  /** Cars of the model at the branch, each taking one visitor an hour; 0: the model is not offered here. */
  units: z.number().int(),
  /** Test drives of the model booked at the branch from now on (a lower number of cars keeps them). */
  upcoming: z.number().int(),
});
export type StaffTestDriveCars = z.infer<typeof StaffTestDriveCars>;

/** A Cubain class at the branch's rental desk. */
export const StaffRentalClass = z.object({
  carClass: z.string(),
  name: z.string(),
  /** Cars of the class; 0 everywhere in the branch: no Cubain desk there. */
  units: z.number().int(),
  /** Rentals of the class that have not ended yet. */
  upcoming: z.number().int(),
});
export type StaffRentalClass = z.infer<typeof StaffRentalClass>;

export const StaffBranchRow = z.object({
  slug: z.string(),
  name: z.string(),
  cityName: z.string(),
  hidden: z.boolean(),
  salesmanCount: z.number().int(),
  /** Closed days from today on. */
  upcomingClosures: z.number().int(),
});
export type StaffBranchRow = z.infer<typeof StaffBranchRow>;
export const StaffBranchListData = z.object({ content: z.array(StaffBranchRow) });
export type StaffBranchListData = z.infer<typeof StaffBranchListData>;

export const StaffBranch = z.object({
  slug: z.string(),
  name: z.string(),
  cityName: z.string(),
  /** The branch's own zone: its hours and closed days are in it. */
  timeZone: z.string(),
  zoneLabel: z.string(),
  /** Today in the branch's zone (closed days before it are history). */
  today: z.string(),
  schedule: z.array(StaffWorkingDay),
  /** From today on, soonest first. */
  closures: z.array(StaffClosure),
  salesmen: z.array(StaffSalesman),
  /** Whether the branch is a sales showroom (only showrooms keep test-drive cars). */
  showroom: z.boolean(),
  /** Showrooms: every model offered for a test drive, with the branch's cars of it. Empty otherwise. */
  testDriveCars: z.array(StaffTestDriveCars),
  /** The Cubain classes, with the branch's cars of each. */
  rentalFleet: z.array(StaffRentalClass),
  /** The branch's page on the site. */
  url: z.string(),
  /** Its audit rows, newest first. */
  timeline: z.array(AuditEntry),
});
export type StaffBranch = z.infer<typeof StaffBranch>;

export const BranchSlugParam = z.object({ slug: z.string().trim().min(1).max(100) });
export const ClosureParam = BranchSlugParam.extend({ date });
export const SalesmanParam = BranchSlugParam.extend({ id: z.coerce.number().int().positive() });
export const TestDriveModelParam = BranchSlugParam.extend({ model: z.string().trim().min(1).max(60) });
export const RentalClassParam = BranchSlugParam.extend({ carClass: z.string().trim().min(1).max(40) });

/** A number of cars (test drive or Cubain): a whole number from 0 to FLEET_MAX_UNITS. */
export const StaffUnitsBody = z.object({
  units: z.number(BRANCH_MESSAGES.UnitsRange).int(BRANCH_MESSAGES.UnitsRange).min(0, BRANCH_MESSAGES.UnitsRange).max(FLEET_MAX_UNITS, BRANCH_MESSAGES.UnitsRange),
});
export type StaffUnitsBody = z.input<typeof StaffUnitsBody>;

export const StaffScheduleBody = z.object({ days: z.array(StaffWorkingDay).length(7, BRANCH_MESSAGES.WeekIncomplete) });
export type StaffScheduleBody = z.input<typeof StaffScheduleBody>;

export const StaffClosureBody = z.object({
  date,
  reason: z.string().trim().min(3, 'Alasan minimal 3 karakter, mis. Libur Nasional Natal').max(120, 'Alasan maksimal 120 karakter'),
});
export type StaffClosureBody = z.input<typeof StaffClosureBody>;

const check = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = rule(value);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
};

/** §5 phone, stored as the site's WhatsApp links want it: 62… */
export const WhatsAppField = z
  .string()
  .max(30, ACCOUNT_MESSAGES.PHONE_INVALID)
  .superRefine(check(phoneError))
  .transform((v) => `62${(toAccountPhone(v) ?? v).replace(/^0/, '')}`)
  .describe('Indonesian mobile number (§5): 08…, 8…, 62… or +62…; answered as 62…');

export const StaffSalesmanBody = z.object({
  name: z.string().trim().min(3, 'Nama minimal 3 karakter').max(80, 'Nama maksimal 80 karakter'),
  position: z.string().trim().min(3, 'Jabatan minimal 3 karakter').max(80, 'Jabatan maksimal 80 karakter'),
  whatsapp: WhatsAppField,
  bio: z.string().trim().max(1000, 'Profil maksimal 1000 karakter'),
  active: z.boolean(),
  /** An uploaded photo's id, or null for the drawn avatar. */
  photoId: z.uuid('Foto tidak valid').nullable(),
});
export type StaffSalesmanBody = z.input<typeof StaffSalesmanBody>;

export const SalesmanPhotoData = z.object({ id: z.uuid(), contentType: z.string(), size: z.number().int(), url: z.string() });

/** The staff calls' picture bytes, for the console's form (the site uses /api/media/v1/avatar/{slug}/{id}). */
export const SALESMAN_PHOTO_PATH = `${BASE}/salesman-photos/:id`;
export const salesmanPhotoPath = (id: string) => `${BASE}/salesman-photos/${id}`;

export const staffBranchCalls = {
  list: defineCall({ method: 'GET', path: `${BASE}/branch-settings`, data: StaffBranchListData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/branch-settings/:slug`, params: BranchSlugParam, data: StaffBranch }),
  updateSchedule: defineCall({ method: 'PUT', path: `${BASE}/branch-settings/:slug/schedule`, params: BranchSlugParam, body: StaffScheduleBody, data: StaffBranch }),
  addClosure: defineCall({ method: 'POST', path: `${BASE}/branch-settings/:slug/closures`, params: BranchSlugParam, body: StaffClosureBody, data: StaffBranch }),
  removeClosure: defineCall({ method: 'DELETE', path: `${BASE}/branch-settings/:slug/closures/:date`, params: ClosureParam, data: StaffBranch }),
  updateSalesman: defineCall({ method: 'PATCH', path: `${BASE}/branch-settings/:slug/salesmen/:id`, params: SalesmanParam, body: StaffSalesmanBody, data: StaffSalesman }),
  updateTestDriveCars: defineCall({
    method: 'PUT',
    path: `${BASE}/branch-settings/:slug/test-drive-cars/:model`,
    params: TestDriveModelParam,
    body: StaffUnitsBody,
    data: StaffBranch,
  }),
  updateRentalFleet: defineCall({ method: 'PUT', path: `${BASE}/branch-settings/:slug/rental-fleet/:carClass`, params: RentalClassParam, body: StaffUnitsBody, data: StaffBranch }),
  /** Raw bytes (image/jpeg, image/png, image/webp); judged by the bytes. */
  uploadPhoto: defineCall({ method: 'POST', path: `${BASE}/salesman-photos`, data: SalesmanPhotoData }),
} as const;
