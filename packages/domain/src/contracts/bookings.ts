/**
 * Bookings (issue 13): test drive (new and certified used cars), workshop service, home service,
 * body & paint, Cubain rental, spare-part requests and trade-in inspections. §7 names none of these
 * paths ("test-drive content", "used-car test-drive content", "cms-form", "branch/working-schedules",
 * "location/distance" are the content and branch calls the forms use); they are chosen here under
 * /api/booking/v1 and described on each operation of the OpenAPI document.
 *
 * Who may call: every booking call serves guests (system token) and customers alike; a guest proves
 * the phone with a one-time code (`otp`, purpose 'booking'), a logged-in customer with a verified
 * phone does not need one. The "mine" calls are the logged-in customer's own bookings only; a guest
 * finds a booking by its number and phone (tracking).
 */
import { z } from 'zod';
import {
  BOOKING_EVENT_TYPES,
  BOOKING_KINDS,
  BOOKING_STATUSES,
  TCARE_STAGES,
  UPLOAD_PURPOSES,
} from '../bookings';
import { EmailField, NameField, OtpField, PhoneNumberField } from './account';
import { NearbyBranch } from './branches';
import { defineCall } from './call';
import { ErrorBody, isoDate, rupiah, SitePath } from './common';

// ---------------------------------------------------------------------------------------------
// Request pieces
// ---------------------------------------------------------------------------------------------

export const BookingKindField = z.enum(BOOKING_KINDS, { error: 'Jenis booking tidak dikenal' });
const BranchSlug = z.string().trim().min(1, 'Pilih dealer').max(100);
const CityCode = z.string().trim().min(1, 'Pilih kota').max(20);
const Code = (label: string) => z.string().trim().min(1, label).max(60);
const SlotStart = z.string().datetime({ offset: true, error: 'Pilih jadwal dari daftar' });
const FreeText = (max: number, label: string) => z.string().trim().max(max, `${label} paling banyak ${max} karakter`);

/** Sent by the form once per attempt: a retried request answers the booking already made. */
export const BookingIdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Kunci permintaan tidak valid')
  .describe('A random id per form attempt (16–64 of A–Z a–z 0–9 _ -): the same key and phone answer the same booking');

export const BookingContact = z.object({
  name: NameField,
  phoneNumber: PhoneNumberField,
  email: EmailField.optional(),
});
export type BookingContact = z.infer<typeof BookingContact>;

/** Indonesian plate as written on the car: 'B 1234 XYZ' (upper-cased, single spaces). */
const Plate = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(z.string().regex(/^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/, 'Nomor polisi seperti B 1234 XYZ'));

/** The customer's car: one of My Cars, or typed in. */
const CarInput = z.union([
  z.object({ myCarId: z.string().uuid('Pilih mobil dari Mobil Saya') }),
  z.object({
    model: Code('Pilih model mobil'),
    year: z.number({ error: 'Isi tahun mobil' }).int().min(1980, 'Tahun mobil tidak valid').max(2100, 'Tahun mobil tidak valid'),
    plate: Plate,
  }),
]);

/** What each kind asks besides branch, slot and contact (a discriminated union on `kind`). */
export const BookingDetailsInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('test-drive'), modelCode: Code('Pilih model'), variantCode: Code('Pilih varian').optional() }),
  z.object({ kind: z.literal('used-car-test-drive'), usedCarCode: Code('Mobil bekas tidak dikenal') }),
  z.object({
    kind: z.literal('service'),
    car: CarInput,
    /** periodic: Servis Berkala at a kilometre; repair: Perbaikan Umum; coupon / package: one the customer owns. */
    serviceType: z.enum(['periodic', 'repair', 'coupon', 'package'], { error: 'Pilih jenis servis' }),
    kilometre: z.number().int().min(1000).max(200_000).optional().describe('Servis Berkala: the interval, e.g. 10000'),
    /** The owned coupon or package (its product code) for serviceType coupon / package. */
    productCode: Code('Pilih kupon atau paket').optional(),
    complaint: FreeText(500, 'Keluhan').optional(),
  }),
  z.object({
    kind: z.literal('home-service'),
    car: CarInput,
    /** A home-service item of content/v1/service?serviceType=home-service (its id). */
    serviceId: z.number({ error: 'Pilih layanan' }).int().positive(),
    address: z.string().trim().min(10, 'Tulis alamat lengkap (minimal 10 karakter)').max(300, 'Alamat paling banyak 300 karakter'),
    cityCode: CityCode,
    notes: FreeText(300, 'Catatan').optional(),
  }),
  z.object({
    kind: z.literal('body-paint'),
    car: CarInput,
    payment: z.enum(['insurance', 'private'], { error: 'Pilih cara pembayaran' }),
    insurer: FreeText(80, 'Nama asuransi').optional(),
    policyNo: FreeText(40, 'Nomor polis').optional(),
    damage: z.string().trim().min(10, 'Ceritakan kerusakan mobil (minimal 10 karakter)').max(1000, 'Deskripsi paling banyak 1000 karakter'),
    /** Uploaded photos (uploads call, purpose 'damage'): 1 to BODY_PAINT_MAX_PHOTOS. */
    photoIds: z.array(z.string().uuid()).max(6, 'Paling banyak 6 foto kerusakan'),
  }),
  z.object({
    kind: z.literal('cubain'),
    carClass: Code('Pilih kelas mobil'),
    withDriver: z.boolean().default(false),
    /** The return day (the pick-up is slotStart): YYYY-MM-DD in the branch's zone. */
    returnDate: isoDate.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal pengembalian tidak valid')),
    /** Uploaded KTP, SIM and selfie (uploads call, purposes 'ktp', 'sim', 'selfie'). */
    ktpFileId: z.string().uuid('Unggah foto KTP'),
    simFileId: z.string().uuid('Unggah foto SIM A').optional().describe('Required unless withDriver'),
    selfieFileId: z.string().uuid('Unggah swafoto Anda'),
  }),
  z.object({
    kind: z.literal('spare-part'),
    modelCode: Code('Pilih model'),
    /** A part of the catalogue (its code) or a free description of the part. */
    partCode: Code('Pilih suku cadang').optional(),
    partDescription: FreeText(300, 'Deskripsi suku cadang').optional(),
    quantity: z.number().int().min(1, 'Jumlah minimal 1').max(20, 'Jumlah paling banyak 20').default(1),
  }),
  z.object({
    kind: z.literal('inspection'),
    /** At the branch, or at the customer's address (the city's inspectors). */
    place: z.enum(['branch', 'home']),
    address: FreeText(300, 'Alamat').optional(),
    cityCode: CityCode.optional(),
    /** The car to sell, as the trade-in estimate read it (and the estimate the visitor saw). */
    car: z.object({
      brand: Code('Pilih merek'),
      model: Code('Pilih model'),
      type: FreeText(80, 'Tipe').optional(),
      transmission: z.enum(['manual', 'automatic']),
      year: z.number().int().min(1980).max(2100),
      fuel: Code('Pilih bahan bakar'),
      mileageKm: z.number().int().min(0).max(1_000_000),
      provinceCode: Code('Pilih provinsi'),
    }),
    estimateLow: rupiah.optional(),
    estimateHigh: rupiah.optional(),
  }),
]);
export type BookingDetailsInput = z.infer<typeof BookingDetailsInput>;

export const CreateBookingBody = z.object({
  details: BookingDetailsInput,
  /** Every kind but spare-part: the branch (a home service or home inspection: the branch that sends the team). */
  branchSlug: BranchSlug.optional(),
  /** ISO date-time of the slot's start, from the availability call. Cubain: the pick-up. Spare-part: absent. */
  slotStart: SlotStart.optional(),
  contact: BookingContact,
  /** A guest's one-time code (purpose 'booking'); not needed with a customer token whose phone is the contact's and verified. */
  otp: OtpField.optional(),
  /** §7 consent: the visitor agreed to the personal-data text (source 4 detail 4). */
  consent: z.literal(true, { error: 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan' }),
  notes: FreeText(500, 'Catatan').optional(),
  sourcePage: SitePath.max(300).optional(),
  idempotencyKey: BookingIdempotencyKey,
});
export type CreateBookingBody = z.infer<typeof CreateBookingBody>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const BookingSlot = z.object({
  /** ISO with the branch's offset: '2026-11-27T09:00:00+07:00'. */
  start: z.string(),
  /** 'HH.mm' on the branch's clock (Indonesian time notation). */
  time: z.string(),
  available: z.boolean(),
  /** Units, stalls or teams still free in this hour. */
  left: z.number().int(),
});
export type BookingSlot = z.infer<typeof BookingSlot>;
export const BookingDay = z.object({ date: isoDate, open: z.boolean(), slots: z.array(BookingSlot) });
export type BookingDay = z.infer<typeof BookingDay>;

export const AvailabilityData = z.object({
  kind: BookingKindField,
  branchSlug: z.string().nullable(),
  /** IANA zone and WIB/WITA/WIT of the branch. */
  timeZone: z.string(),
  zoneLabel: z.string(),
  days: z.array(BookingDay),
});
export type AvailabilityData = z.infer<typeof AvailabilityData>;

export const RentalClass = z.object({
  carClass: z.string(),
  name: z.string(),
  /** Example models of the class. */
  models: z.array(z.string()),
  seats: z.number().int(),
  pricePerDay: rupiah,
  driverPerDay: rupiah,
  units: z.number().int(),
  /** Cars of the class free for every day of the asked range. */
  available: z.number().int(),
});
export const RentalAvailabilityData = z.object({ branchSlug: z.string(), from: isoDate, to: isoDate, days: z.number().int(), classes: z.array(RentalClass) });
export type RentalAvailabilityData = z.infer<typeof RentalAvailabilityData>;

export const BookingBranch = NearbyBranch.extend({
  /** Test drive: the branch's test-drive cars of the model. */
  units: z.number().int().nullable(),
});
export const BookingBranchList = z.array(BookingBranch);

export const HomeServiceCoverage = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  covered: z.boolean(),
  /** The branches whose teams come to this city. */
  branches: z.array(z.object({ slug: z.string(), name: z.string() })),
  message: z.string(),
});

export const BookingEvent = z.object({ type: z.enum(BOOKING_EVENT_TYPES), note: z.string(), at: z.string() });

export const BookingFileRef = z.object({ id: z.string(), purpose: z.enum(UPLOAD_PURPOSES), contentType: z.string(), size: z.number().int() });

export const Booking = z.object({
  bookingNo: z.string(),
  kind: BookingKindField,
  kindLabel: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  /** What happens next, in Indonesian. */
  nextStep: z.string(),
  /** A short Indonesian title: 'Test Drive Toyota Veloz Q CVT'. */
  title: z.string(),
  /** Label/value lines of what was booked (car, service, address, rental class, part, …). */
  summary: z.array(z.object({ label: z.string(), value: z.string() })),
  branch: z.object({ slug: z.string(), name: z.string(), address: z.string(), phone: z.string(), whatsapp: z.string() }).nullable(),
  cityName: z.string().nullable(),
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  /** 'Jumat, 27 Nov 2026 pukul 09.00 WIB' */
  slotLabel: z.string().nullable(),
  estimate: rupiah.nullable(),
  /** T-CARE (service and body & paint): the reported stage and every stage in order. */
  stage: z.enum(TCARE_STAGES).nullable(),
  stages: z.array(z.object({ stage: z.enum(TCARE_STAGES), label: z.string(), done: z.boolean(), current: z.boolean() })),
  /** Spare-part request: the branch's answer. */
  answer: z.object({ available: z.boolean(), note: z.string(), price: rupiah.nullable(), readyDate: isoDate.nullable() }).nullable(),
  contact: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable() }),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** The availability call's filters for this booking's slots (what a reschedule asks for); null when it has none. */
  slotQuery: z
    .object({
      kind: BookingKindField,
      branchSlug: z.string().optional(),
      cityCode: z.string().optional(),
      modelCode: z.string().optional(),
      usedCarCode: z.string().optional(),
    })
    .nullable(),
  events: z.array(BookingEvent),
  files: z.array(BookingFileRef),
  createdAt: z.string(),
  url: SitePath,
});
export type Booking = z.infer<typeof Booking>;

export const BookingListItem = Booking.pick({
  bookingNo: true,
  kind: true,
  kindLabel: true,
  status: true,
  statusLabel: true,
  title: true,
  slotLabel: true,
  stage: true,
  createdAt: true,
  url: true,
}).extend({ branchName: z.string().nullable() });
export const BookingList = z.array(BookingListItem);

/** Tracking by number and phone: the booking without the contact's email and files. */
export const TrackedBooking = Booking.omit({ files: true, canCancel: true, canReschedule: true, slotQuery: true }).extend({
  contact: z.object({ name: z.string(), phoneNumber: z.string().describe('Masked: 0812****7890') }),
});

export const UploadData = BookingFileRef;

/**
 * 409 of create and reschedule: SlotTaken names the nearest free hour of the same branch and
 * resource (null when none is left in the window), so the form can offer it in one click.
 */
export const BookingConflictBody = ErrorBody.extend({
  nearest: z
    .object({
      /** ISO with the branch's offset, as the availability call writes it. */
      start: z.string(),
      /** 'HH.mm' */
      time: z.string(),
      /** 'Jumat, 27 Nov 2026 pukul 10.00 WIB' */
      label: z.string(),
    })
    .nullable()
    .optional(),
});
export type BookingConflictBody = z.infer<typeof BookingConflictBody>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const AvailabilityQuery = z.object({
  kind: BookingKindField,
  branchSlug: BranchSlug.optional().describe('Every kind but home-service and home inspection'),
  cityCode: CityCode.optional().describe('Home service and home inspection: the city the team goes to'),
  modelCode: Code('Pilih model').optional().describe('Test drive: the model'),
  usedCarCode: Code('Mobil bekas').optional().describe('Used-car test drive: the car'),
});

const BranchesQuery = z.object({
  kind: BookingKindField,
  cityCode: CityCode.optional().describe("Nearest first from the city's dealers"),
  latitude: z.coerce.number().min(-11).max(6).optional(),
  longitude: z.coerce.number().min(95).max(141).optional(),
  modelCode: Code('Pilih model').optional(),
  usedCarCode: Code('Mobil bekas').optional(),
});

const RentalQuery = z.object({
  branchSlug: BranchSlug,
  from: isoDate.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal pengambilan tidak valid')),
  to: isoDate.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal pengembalian tidak valid')),
});

const CoverageQuery = z.object({ cityCode: CityCode });
export const BookingNoParams = z.object({ bookingNo: z.string().trim().min(1).max(40) });
const TrackBody = z.object({ bookingNo: z.string().trim().min(1, 'Isi nomor booking').max(40), phoneNumber: PhoneNumberField });
export const RescheduleBody = z.object({
  slotStart: SlotStart,
  /** Cubain: the new return day. */
  returnDate: isoDate.optional(),
});
const CancelBody = z.object({ reason: FreeText(300, 'Alasan').optional() });
const OtpBody = z.object({ phoneNumber: PhoneNumberField, channel: z.enum(['whatsapp', 'sms']).default('whatsapp') });
/** A branch's answer to a spare-part request (the dealer system's and the staff console's). */
export const SparePartAnswerBody = z.object({
  available: z.boolean(),
  note: z.string().trim().min(1, 'Tulis catatan untuk pelanggan').max(300, 'Catatan paling banyak 300 karakter'),
  price: rupiah.optional(),
  readyDate: isoDate.optional(),
});
const DealerUpdateBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({ action: z.literal('stage'), stage: z.enum(TCARE_STAGES) }),
  SparePartAnswerBody.extend({ action: z.literal('answer') }),
  z.object({ action: z.literal('complete') }),
  z.object({ action: z.literal('no_show') }),
]);
const UploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES, { error: 'Jenis unggahan tidak dikenal' }) });

/**
 * One file of the customer's own booking (binary, not a JSON call): served with its checked type,
 * nosniff and a fixed name. `:bookingNo` and `:fileId` (a BookingFileRef id).
 */
export const BOOKING_FILE_PATH = '/api/booking/v1/my-bookings/:bookingNo/files/:fileId';
export const bookingFilePath = (bookingNo: string, fileId: string) =>
  BOOKING_FILE_PATH.replace(':bookingNo', encodeURIComponent(bookingNo)).replace(':fileId', encodeURIComponent(fileId));

export const bookingCalls = {
  /** Branches that take this kind of booking, nearest first from the city or the visitor's position. */
  branches: defineCall({ method: 'GET', path: '/api/booking/v1/branches', query: BranchesQuery, data: BookingBranchList }),
  /** Slots of the next BOOKING_DAYS_AHEAD days with their real availability. */
  availability: defineCall({ method: 'GET', path: '/api/booking/v1/availability', query: AvailabilityQuery, data: AvailabilityData }),
  /** Cubain: classes of a branch with the cars free for every day of [from, to]. */
  rentalAvailability: defineCall({ method: 'GET', path: '/api/booking/v1/rental-availability', query: RentalQuery, data: RentalAvailabilityData }),
  /** Home service: does a team come to this city? */
  coverage: defineCall({ method: 'GET', path: '/api/booking/v1/home-service/coverage', query: CoverageQuery, data: HomeServiceCoverage }),
  /** A guest's one-time code for a booking (purpose 'booking'; the OTP limits of the accounts issue). */
  sendCode: defineCall({
    method: 'POST',
    path: '/api/booking/v1/otp',
    body: OtpBody,
    data: z.object({ channel: z.string(), phoneNumber: z.string(), expiresIn: z.number().int(), resendIn: z.number().int() }),
  }),
  /** Uploads one file (raw bytes; Content-Type image/jpeg|png|webp or application/pdf), checked by its bytes. */
  upload: defineCall({ method: 'POST', path: '/api/booking/v1/uploads', query: UploadQuery, data: UploadData }),
  create: defineCall({ method: 'POST', path: '/api/booking/v1/bookings', body: CreateBookingBody, data: Booking }),
  mine: defineCall({ method: 'GET', path: '/api/booking/v1/my-bookings', data: BookingList }),
  myBooking: defineCall({ method: 'GET', path: '/api/booking/v1/my-bookings/:bookingNo', params: BookingNoParams, data: Booking }),
  cancel: defineCall({ method: 'POST', path: '/api/booking/v1/my-bookings/:bookingNo/cancel', params: BookingNoParams, body: CancelBody, data: Booking }),
  reschedule: defineCall({
    method: 'POST',
    path: '/api/booking/v1/my-bookings/:bookingNo/reschedule',
    params: BookingNoParams,
    body: RescheduleBody,
    data: Booking,
  }),
  /** /tracking-order: a booking by its number and the phone it was made with. */
  tracking: defineCall({ method: 'POST', path: '/api/booking/v1/tracking', body: TrackBody, data: TrackedBooking }),
  /** The dealer system reports a T-CARE stage, a spare-part answer, completion or a no-show (X-Dealer-Key). */
  dealerUpdate: defineCall({
    method: 'POST',
    path: '/api/booking/v1/dealer/bookings/:bookingNo',
    params: BookingNoParams,
    body: DealerUpdateBody,
    data: Booking,
  }),
} as const;
