/**
 * Leads (issue 13; §3 Leads, §5 "Lead submission accepts only POST", §7 submit-leads / leadsv3,
 * §8 405 and 500 fallback, §9 lead time-outs): the kinds, the forms that send them, the contact
 * topics and the messages a visitor reads.
 */

export const LEAD_KINDS = ['form', 'whatsapp', 'trade-in', 'contact', 'consent'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * The site's forms (§3 formId). 'test-drive' and the other bookings are bookings, not leads; a
 * model page's "Hubungi Sales" form, a promo's "Saya Tertarik", a price request and the credit
 * simulation's "Ajukan Kredit" are leads.
 */
export const LEAD_FORM_IDS = ['hubungi-sales', 'minat-promo', 'minta-penawaran', 'ajukan-kredit', 'tukar-tambah', 'hubungi-kami', 'whatsapp', 'uu-pdp'] as const;
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

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
  /** §8 "Lead failure fallback": 500 Internal Server Error — in the visitor's language. */
  FAILED: 'Maaf, data Anda belum terkirim karena gangguan sistem. Silakan coba lagi beberapa saat lagi.',
} as const;
