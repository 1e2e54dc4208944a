/**
 * Bookings (issue 13): test drives, workshop service, home service, body & paint, Cubain rentals,
 * spare-part requests and trade-in inspections. The rules both sides share: kinds and their
 * booking-number prefixes, statuses and stages with their Indonesian words, slot and upload limits,
 * and the messages a visitor reads. §7 names none of these calls; they are designed here (issue 13)
 * and documented in the API's OpenAPI document.
 */

export const BOOKING_KINDS = [
  'test-drive',
  'used-car-test-drive',
  'service',
  'home-service',
  'body-paint',
  'cubain',
  'spare-part',
  'inspection',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** What each kind is called on the site. */
export const BOOKING_KIND_LABELS: Readonly<Record<BookingKind, string>> = {
  'test-drive': 'Test Drive Mobil Baru',
  'used-car-test-drive': 'Test Drive Mobil Bekas',
  service: 'Servis Bengkel',
  'home-service': 'Toyota Home Service',
  'body-paint': 'Body & Paint',
  cubain: 'Sewa Mobil Cubain',
  'spare-part': 'Permintaan Suku Cadang',
  inspection: 'Inspeksi Jual Mobil',
};

/** Booking numbers: prefix, the local date (YYMMDD) and 6 characters of ORDER_NO_ALPHABET, e.g. 'TD-261127-7KQ2MX'. */
export const BOOKING_NO_PREFIXES: Readonly<Record<BookingKind, string>> = {
  'test-drive': 'TD',
  'used-car-test-drive': 'TU',
  service: 'SV',
  'home-service': 'HS',
  'body-paint': 'BP',
  cubain: 'CB',
  'spare-part': 'SP',
  inspection: 'IN',
};
export const BOOKING_NO_PATTERN = /^(TD|TU|SV|HS|BP|CB|SP|IN)-\d{6}-[A-HJ-NP-Z2-9]{6}$/;

/** A booking number as typed (spaces, lower case) in its stored form, or null when it cannot be one. */
export function normalizeBookingNo(value: string): string | null {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  return BOOKING_NO_PATTERN.test(compact) ? compact : null;
}

/**
 * Statuses. A slot booking is 'pending' once made (the slot is held) until the branch confirms it
 * in the staff console (issue 24: 'confirmed'; the dealer system's first T-CARE report confirms it
 * too), 'completed' after the visit, 'cancelled' by the customer or the branch, 'no_show' when
 * nobody came. A spare-part request is 'requested' until the branch answers ('answered'), then
 * 'completed' when collected.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'requested', 'answered', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Menunggu Konfirmasi Cabang',
  confirmed: 'Terkonfirmasi',
  requested: 'Menunggu Jawaban Dealer',
  answered: 'Dijawab Dealer',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
  no_show: 'Tidak Hadir',
};

/** T-CARE: the progress a workshop reports for a service or body & paint booking, in order. */
export const TCARE_STAGES = ['diterima', 'dikerjakan', 'pemeriksaan-akhir', 'siap-diambil'] as const;
export type TcareStage = (typeof TCARE_STAGES)[number];
export const TCARE_STAGE_LABELS: Readonly<Record<TcareStage, string>> = {
  diterima: 'Diterima',
  dikerjakan: 'Dikerjakan',
  'pemeriksaan-akhir': 'Pemeriksaan Akhir',
  'siap-diambil': 'Siap Diambil',
};
export const TCARE_STAGE_NOTES: Readonly<Record<TcareStage, string>> = {
  diterima: 'Mobil Anda sudah diterima bengkel dan menunggu giliran dikerjakan.',
  dikerjakan: 'Teknisi sedang mengerjakan mobil Anda.',
  'pemeriksaan-akhir': 'Pekerjaan selesai; mobil sedang diperiksa ulang dan dicuci.',
  'siap-diambil': 'Mobil Anda siap diambil. Tunjukkan nomor booking di meja servis.',
};
/** The kinds a workshop reports T-CARE stages for (shown on /tracking-order). */
export const TCARE_KINDS: readonly BookingKind[] = ['service', 'body-paint'];
/** The kinds a sales consultant takes (the staff console's bookings.testDrive.*; every other kind is the workshop's). */
export const TEST_DRIVE_KINDS: readonly BookingKind[] = ['test-drive', 'used-car-test-drive'];

/** Timeline entries of a booking. */
export const BOOKING_EVENT_TYPES = ['created', 'confirmed', 'assigned', 'rescheduled', 'cancelled', 'stage', 'answered', 'reminded', 'completed', 'no_show'] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];
/** What each timeline entry is called (Booking Saya, /tracking-order and the staff console); its note follows. */
export const BOOKING_EVENT_LABELS: Readonly<Record<BookingEventType, string>> = {
  created: 'Booking dibuat',
  confirmed: 'Dikonfirmasi cabang',
  assigned: 'Sales consultant',
  rescheduled: 'Jadwal diubah',
  cancelled: 'Dibatalkan',
  stage: 'Progres bengkel',
  answered: 'Jawaban dealer',
  reminded: 'Pengingat dikirim',
  completed: 'Selesai',
  no_show: 'Tidak hadir',
};

// ---------------------------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------------------------

/** Slots are offered from tomorrow for this many days (issue 13: "within the next 14 days"). */
export const BOOKING_DAYS_AHEAD = 14;
/** Every slot is an hour, starting on the hour, from opening to an hour before closing (§7 working schedules). */
export const BOOKING_SLOT_MINUTES = 60;
/** Workshop stalls open to online service bookings per branch and hour. */
export const SERVICE_STALLS_PER_HOUR = 3;
/** Body & paint estimators per branch and hour. */
export const BODY_PAINT_DESKS_PER_HOUR = 2;
/** Home-service teams per city and hour. */
export const HOME_SERVICE_TEAMS_PER_HOUR = 2;
/** Trade-in inspectors per branch (or per city for inspections at home) and hour. */
export const INSPECTORS_PER_HOUR = 1;
/** A booking may be cancelled or rescheduled until this many hours before its slot. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 2;
/** The reminder goes out from this many hours before the slot (the day before). */
export const BOOKING_REMINDER_HOURS = 24;
/** Cubain: at most this many days a rental, pick-up from tomorrow up to BOOKING_DAYS_AHEAD days ahead. */
export const CUBAIN_MAX_DAYS = 14;
/** A guest or a customer may hold at most this many upcoming bookings at once. */
export const BOOKING_MAX_OPEN_PER_PHONE = 5;

// ---------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------

export const UPLOAD_PURPOSES = ['damage', 'ktp', 'sim', 'selfie', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Types accepted, judged from the file's bytes: photos for everything, PDF only as a contact attachment. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_ATTACHMENT_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BODY_PAINT_MAX_PHOTOS = 6;

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const BOOKING_MESSAGES = {
  BOOKING_NOT_FOUND: 'Booking tidak ditemukan',
  BOOKING_NO_INVALID: 'Nomor booking berformat XX-YYMMDD-XXXXXX, mis. TD-261127-7KQ2MX',
  SLOT_TAKEN: 'Jadwal {time} baru saja diambil pengunjung lain.',
  SLOT_TAKEN_NEAREST: 'Jadwal {time} baru saja diambil pengunjung lain. Jadwal terdekat yang masih tersedia: {nearest}.',
  SLOT_TAKEN_NONE: 'Jadwal {time} baru saja diambil pengunjung lain dan tidak ada jadwal lain yang tersedia dalam 14 hari ke depan.',
  SLOT_INVALID: 'Jadwal yang dipilih tidak tersedia di dealer ini. Pilih jadwal dari daftar.',
  DATE_IN_PAST: 'Tanggal sudah lewat. Pilih tanggal mulai besok.',
  DATE_TOO_FAR: 'Booking hanya dapat dibuat untuk 14 hari ke depan.',
  BRANCH_CLOSED: 'Dealer tutup pada hari tersebut. Pilih hari lain.',
  BRANCH_NOT_FOUND: 'Dealer tidak ditemukan',
  BRANCH_NO_SERVICE: 'Dealer ini tidak melayani {service}. Pilih dealer lain.',
  NO_TEST_DRIVE_UNIT: 'Dealer ini tidak memiliki unit test drive untuk model tersebut. Pilih dealer lain.',
  NOT_COVERED: 'Maaf, Toyota Home Service belum menjangkau kota ini.',
  RENTAL_UNAVAILABLE: 'Tidak ada mobil kelas ini yang tersedia pada tanggal tersebut. Pilih tanggal atau kelas lain.',
  RENTAL_DATES: 'Tanggal pengembalian harus setelah tanggal pengambilan, paling lama 14 hari.',
  USED_CAR_UNAVAILABLE: 'Mobil bekas ini sudah tidak tersedia untuk test drive.',
  OTP_REQUIRED: 'Masukkan kode verifikasi yang dikirim ke nomor HP Anda',
  CONSENT_REQUIRED: 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan',
  NOT_CHANGEABLE: 'Booking ini tidak dapat diubah lagi. Hubungi dealer untuk bantuan.',
  CUTOFF: 'Booking hanya dapat diubah atau dibatalkan paling lambat 2 jam sebelum jadwal.',
  TOO_MANY_OPEN: 'Anda sudah memiliki 5 booking aktif. Selesaikan atau batalkan salah satunya terlebih dahulu.',
  FILE_TYPE: 'Jenis berkas tidak didukung. Unggah foto JPG, PNG atau WebP.',
  FILE_TYPE_ATTACHMENT: 'Jenis berkas tidak didukung. Unggah foto JPG, PNG, WebP atau dokumen PDF.',
  FILE_TOO_LARGE: 'Ukuran berkas paling besar 5 MB.',
  FILE_EMPTY: 'Berkas kosong. Pilih berkas lain.',
  FILE_NOT_FOUND: 'Berkas tidak ditemukan atau sudah kedaluwarsa. Unggah ulang.',
  TOO_MANY_PHOTOS: 'Paling banyak 6 foto kerusakan.',
  DOCUMENTS_REQUIRED: 'Unggah foto KTP, SIM A dan swafoto Anda',
  PHOTOS_REQUIRED: 'Unggah minimal satu foto kerusakan',
  // Changes booking-transitions.ts refuses (the dealer system, the staff console); the customer reads NOT_CHANGEABLE.
  STAGE_KIND: 'Tahapan T-CARE hanya untuk servis bengkel dan body & paint',
  STAGE_REFUSED: (from: string, to: string) => `Tahapan tidak dapat diubah dari ${from} ke ${to}`,
  ANSWER_KIND: 'Jawaban ketersediaan hanya untuk permintaan suku cadang',
  REQUEST_CLOSED: 'Permintaan ini sudah ditutup',
  BOOKING_CLOSED: 'Booking ini sudah ditutup',
  NO_SHOW_REFUSED: 'Hanya booking terbuka yang belum dikerjakan bengkel dapat ditandai tidak hadir',
  CANCEL_REFUSED: 'Booking yang sudah ditutup atau sudah dikerjakan bengkel tidak dapat dibatalkan',
  RESCHEDULE_REFUSED: 'Hanya booking terbuka yang belum dikerjakan bengkel dapat diubah jadwalnya',
  CONFIRM_REFUSED: 'Hanya booking yang menunggu konfirmasi cabang dapat dikonfirmasi',
  ASSIGN_REFUSED: 'Hanya test drive yang masih terbuka dapat ditugaskan ke sales',
  ACTION_NOT_FOR_ACTOR: (action: string, actor: string) => `Tindakan "${action}" tidak tersedia untuk ${actor}`,
  BOOKING_CHANGED_MEANWHILE: 'Booking baru saja berubah; muat ulang dan coba lagi',
} as const;

// ---------------------------------------------------------------------------------------------
// Cubain rental classes (issue 13: "car class with real availability"; prices designed here)
// ---------------------------------------------------------------------------------------------

export type RentalClassInfo = {
  name: string;
  /** Example models of the class. */
  models: readonly string[];
  seats: number;
  /** Rupiah per day, self-drive. */
  pricePerDay: number;
  /** Rupiah per day for a driver (8 hours a day, the driver's meals included). */
  driverPerDay: number;
};

/** The classes Cubain rents (rental_fleet.car_class), cheapest first. */
export const CUBAIN_CLASSES = {
  'city-car': { name: 'City Car', models: ['Agya', 'Calya'], seats: 5, pricePerDay: 350_000, driverPerDay: 250_000 },
  mpv: { name: 'MPV Keluarga', models: ['Avanza', 'Veloz'], seats: 7, pricePerDay: 450_000, driverPerDay: 250_000 },
  suv: { name: 'SUV', models: ['Rush', 'Fortuner'], seats: 7, pricePerDay: 750_000, driverPerDay: 300_000 },
  premium: { name: 'Premium', models: ['Innova Zenix', 'Alphard'], seats: 7, pricePerDay: 1_500_000, driverPerDay: 350_000 },
} as const satisfies Record<string, RentalClassInfo>;
export type CubainClass = keyof typeof CUBAIN_CLASSES;
export const CUBAIN_CLASS_CODES = Object.keys(CUBAIN_CLASSES) as CubainClass[];
export const isCubainClass = (value: string): value is CubainClass => Object.hasOwn(CUBAIN_CLASSES, value);

/** Rental price: days × (price per day + the driver's when asked). */
export function cubainPrice(carClass: CubainClass, days: number, withDriver: boolean): number {
  const c: RentalClassInfo = CUBAIN_CLASSES[carClass];
  return days * (c.pricePerDay + (withDriver ? c.driverPerDay : 0));
}

// ---------------------------------------------------------------------------------------------
// Showing a slot
// ---------------------------------------------------------------------------------------------

const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Ags', 'Sep', 'Okt', 'Nov', 'Des'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A slot as the site writes it, on the branch's clock: 'Jumat, 27 Nov 2026 pukul 10.00 WIB'
 * (§9 short months, 'Ags' for August; the Indonesian time notation with a dot).
 */
export function formatSlotLabel(start: Date, offsetMinutes: number, zoneLabel: string): string {
  const local = new Date(start.getTime() + offsetMinutes * 60_000);
  const day = `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day} pukul ${pad2(local.getUTCHours())}.${pad2(local.getUTCMinutes())} ${zoneLabel}`;
}

/**
 * Who pays a body & paint repair, as its summary says it (issue 29: not "Asuransi Asuransi Astra
 * Buana"): 'Pribadi', or the insurer, with "Asuransi" in front only when its name does not
 * already say it is an insurer ("Asuransi Astra Buana", "Zurich Asuransi", "Adira Insurance").
 */
export function insurancePaymentText(insurer: string | null | undefined, insured = true): string {
  if (!insured) return 'Pribadi';
  const name = (insurer ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return 'Asuransi';
  return /\b(asuransi|insurance|assurance)\b/i.test(name) ? name : `Asuransi ${name}`;
}

/** A phone as tracking shows it: '0812****7890' (§5 phones are 10–13 digits). */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return `${phone.slice(0, 2)}****`;
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(4, phone.length - 8))}${phone.slice(-4)}`;
}
