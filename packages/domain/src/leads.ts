/**
 * Leads (issue 13; §3 Leads, §5 "Lead submission accepts only POST", §7 submit-leads / leadsv3,
 * §8 405 and 500 fallback, §9 lead time-outs): the kinds, the forms that send them, the contact
 * topics and the messages a visitor reads.
 */

/**
 * 'test-drive' and 'sell-car' (Jual Mobil Saya) leads are opened with their booking (leads.booking_id,
 * issue 24): the slot lives on the booking, the sales follow-up on the lead.
 */
export const LEAD_KINDS = ['form', 'whatsapp', 'trade-in', 'contact', 'consent', 'test-drive', 'sell-car'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** The kinds a sales consultant follows up in the staff console's Leads queue ('contact' is a ticket, 'consent' a record). */
export const SALES_LEAD_KINDS = ['form', 'whatsapp', 'trade-in', 'test-drive', 'sell-car'] as const satisfies readonly LeadKind[];
export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  form: 'Formulir',
  whatsapp: 'Klik WhatsApp',
  'trade-in': 'Tukar Tambah',
  contact: 'Hubungi Kami',
  consent: 'Persetujuan Data',
  'test-drive': 'Test Drive',
  'sell-car': 'Jual Mobil Saya',
};

/** A sales lead's pipeline in the staff console (issue 24): baru → dihubungi → janji temu → terjual / batal. */
export const LEAD_STATUSES = ['baru', 'dihubungi', 'janji-temu', 'terjual', 'batal'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  'janji-temu': 'Janji Temu',
  terjual: 'Terjual',
  batal: 'Batal',
};
/** A Hubungi Kami ticket (a lead of kind 'contact'): open, answered by staff, closed (reopened when the customer writes again). */
export const TICKET_STATUSES = ['terbuka', 'dibalas', 'ditutup'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  terbuka: 'Terbuka',
  dibalas: 'Dibalas',
  ditutup: 'Ditutup',
};
/** The status of a consent record (kind 'consent'): nobody follows it up. */
export const CONSENT_LEAD_STATUS = 'tercatat';
/** What a lead's or a ticket's timeline (lead_events) records. */
export const LEAD_EVENT_TYPES = ['created', 'assigned', 'status', 'note', 'reply', 'customer-message', 'reopened'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];
/** Hours staff have to reach a new lead (status still 'baru') before it is overdue; the API's LEAD_FIRST_CONTACT_HOURS overrides it. */
export const LEAD_FIRST_CONTACT_HOURS_DEFAULT = 2;

/**
 * The site's forms (§3 formId). 'test-drive' and the other bookings are bookings, not leads; a
 * model page's "Hubungi Sales" form, a promo's "Saya Tertarik", a price request and the credit
 * simulation's "Ajukan Kredit" are leads.
 */
export const LEAD_FORM_IDS = ['hubungi-sales', 'minat-promo', 'minta-penawaran', 'ajukan-kredit', 'tukar-tambah', 'hubungi-kami', 'whatsapp', 'uu-pdp'] as const;
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

/** How each form is named to a visitor and to the dealer (acknowledgements, CRM). */
export const LEAD_FORM_LABELS: Readonly<Record<LeadFormId, string>> = {
  'hubungi-sales': 'Hubungi Sales',
  'minat-promo': 'Minat Promo',
  'minta-penawaran': 'Permintaan Penawaran Harga',
  'ajukan-kredit': 'Pengajuan Kredit',
  'tukar-tambah': 'Tukar Tambah',
  'hubungi-kami': 'Hubungi Kami',
  whatsapp: 'WhatsApp',
  'uu-pdp': 'Persetujuan Pelindungan Data Pribadi',
};

/** The lead kind a form writes: Tukar Tambah is a trade-in, the UU PDP form a consent, any other a form. */
export function leadKindOfForm(formId: LeadFormId): LeadKind {
  if (formId === 'tukar-tambah') return 'trade-in';
  if (formId === 'uu-pdp') return 'consent';
  return 'form';
}

/** /hubungi-kami topics. */
export const CONTACT_TOPICS = [
  { value: 'mobil-baru', label: 'Pembelian Mobil Baru' },
  { value: 'mobil-bekas', label: 'Mobil Bekas Bersertifikat' },
  { value: 'servis', label: 'Servis & Suku Cadang' },
  { value: 'pesanan', label: 'Pesanan & Pembayaran' },
  { value: 'akun', label: 'Akun & AstraPoint' },
  { value: 'keluhan', label: 'Keluhan Layanan' },
  { value: 'lainnya', label: 'Lainnya' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

/** Lead and ticket numbers: 'LD-261127-7KQ2MX' and 'TK-261127-7KQ2MX'. */
export const LEAD_NO_PATTERN = /^(LD|TK)-\d{6}-[A-HJ-NP-Z2-9]{6}$/;

/** Leads per address: a form every few minutes is plenty for a person; a script hits the wall. */
export const LEAD_LIMIT_PER_IP = 20;
export const LEAD_LIMIT_WINDOW_SECONDS = 10 * 60;
/** Leads per phone number in the same window: one person's forms, whatever address they come from. */
export const LEAD_LIMIT_PER_PHONE = 6;
/** WhatsApp hand-overs per address (a click each; repeated clicks to the same chat within the window are one lead). */
export const WHATSAPP_LEAD_LIMIT_PER_IP = 60;
export const WHATSAPP_LEAD_DEDUP_MINUTES = 30;
/** Trade-in estimates per address. */
export const TRADE_IN_LIMIT_PER_IP = 60;

/** §8: the text of the 405 a non-POST lead submission answers. */
export const METHOD_NOT_ALLOWED = 'Method Not Allowed';

export const LEAD_MESSAGES = {
  CAPTCHA_REQUIRED: 'Verifikasi keamanan diperlukan. Muat ulang halaman lalu coba lagi.',
  CAPTCHA_FAILED: 'Verifikasi keamanan gagal. Muat ulang halaman lalu coba lagi.',
  FORM_UNKNOWN: 'Formulir tidak dikenal',
  TOO_MANY: 'Terlalu banyak pengiriman dalam waktu singkat. Coba lagi dalam {n} detik.',
  /** The captcha provider could not be asked (an outage): 503, never 500. */
  CAPTCHA_UNAVAILABLE: 'Layanan verifikasi keamanan sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.',
  TOO_MANY_PHONE: 'Terlalu banyak pengiriman untuk nomor HP ini. Coba lagi dalam {n} detik.',
  TOO_MANY_WHATSAPP: 'Terlalu banyak permintaan WhatsApp dalam waktu singkat. Coba lagi dalam {n} detik.',
  TOO_MANY_TRADE_IN: 'Terlalu banyak perhitungan harga dalam waktu singkat. Coba lagi dalam {n} detik.',
  MODEL_UNKNOWN: 'Model mobil tidak dikenal. Pilih model dari daftar.',
  VARIANT_UNKNOWN: 'Tipe mobil tidak dikenal untuk model ini. Pilih tipe dari daftar.',
  BRANCH_UNKNOWN: 'Dealer tidak dikenal. Pilih dealer dari daftar.',
  SALESMAN_UNKNOWN: 'Sales tidak dikenal. Pilih sales dari daftar.',
  CITY_UNKNOWN: 'Kota tidak dikenal. Pilih kota dari daftar.',
  PROVINCE_UNKNOWN: 'Provinsi tidak dikenal. Pilih provinsi dari daftar.',
  CITY_NOT_IN_PROVINCE: 'Kota yang dipilih tidak berada di provinsi tersebut.',
  WHATSAPP_UNKNOWN: 'Nomor WhatsApp ini bukan nomor Kemudi, dealer, atau sales kami.',
  ATTACHMENT_UNKNOWN: 'Lampiran tidak ditemukan atau sudah dipakai. Unggah ulang berkasnya.',
  TRADE_IN_REQUIRED: 'Lengkapi data mobil yang akan ditukar.',
  TRADE_IN_NEEDS_NEW_CAR: 'Pilih mobil baru dan dealer untuk tukar tambah.',
  TRADE_IN_YEAR_FUTURE: 'Tahun mobil tidak boleh melebihi tahun ini.',
  IDEMPOTENCY_REUSED: 'Permintaan ini sudah dipakai untuk data lain. Muat ulang halaman lalu kirim lagi.',
  /** §8 "Lead failure fallback": 500 Internal Server Error — in the visitor's language. */
  FAILED: 'Maaf, data Anda belum terkirim karena gangguan sistem. Silakan coba lagi beberapa saat lagi.',
} as const;
