/*
 * The WhatsApp message templates (issue 27): every WhatsApp message the site starts is a template
 * registered with Meta in WhatsApp Manager (a business may write first only with an approved
 * template; free text is allowed only within 24 hours of the customer's own message). This is the
 * one list of them: the name, category and language each was registered with, its Indonesian text
 * with `{{n}}` where its parameters go, and for the OTP the copy-code button. README "WhatsApp
 * Business Cloud API" lists them for whoever registers them; a template sent that Meta does not
 * know (or whose parameter count differs) is refused with error 132001/132000 and marked failed.
 *
 * A utility template's text with its parameters filled in is exactly what the customer reads, so it
 * is also the outbox row's body (the record); the row's payload carries the name and parameters the
 * Cloud API adapter sends (whatsapp-cloud.ts). The authentication template's text is Meta's own
 * preset (it cannot be written by the business): the row's body keeps our SMS wording of the code,
 * and the template text below is what Meta shows for language `id`.
 */

export type WhatsAppTemplateCategory = 'AUTHENTICATION' | 'UTILITY';

export type WhatsAppTemplateDefinition = {
  category: WhatsAppTemplateCategory;
  /** The body as registered, `{{1}}`… in order; never starting or ending with a parameter (Meta refuses that). */
  text: string;
  /** What each parameter holds, in order (documentation, and the count checked at queueing). */
  params: readonly string[];
  /** A value for each parameter: Meta's review reads the template with them (`example.body_text`). */
  example: readonly string[];
  /** Authentication only: the footer Meta adds (code_expiration_minutes) and the copy-code button's label. */
  footer?: string;
  copyCodeButton?: string;
};

/** The longest body Meta sends, parameters in place (longer: error 132005, "hydrated text too long"). */
export const WHATSAPP_BODY_MAX_CHARS = 1024;

/** The language every template is registered in (Meta's code for Indonesian). */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'id';

/** The closing line of the utility templates: a body may not end with a parameter. */
export const WHATSAPP_AUTOMATIC_LINE = '\n\nPesan ini dikirim otomatis oleh Kemudi.';
const AUTOMATIC = WHATSAPP_AUTOMATIC_LINE;

export const WHATSAPP_TEMPLATES = {
  /** §7 generate-otp by WhatsApp: Meta's preset text, the expiry footer (OTP_TTL_SECONDS = 5 minutes) and a copy-code button. */
  kemudi_kode_verifikasi: {
    category: 'AUTHENTICATION',
    text: '*{{1}}* adalah kode verifikasi Anda. Demi keamanan, jangan bagikan kode ini.',
    params: ['kode verifikasi (6 angka)'],
    example: ['482915'],
    footer: 'Kode ini kedaluwarsa dalam 5 menit.',
    copyCodeButton: 'Salin kode',
  },
  /** Every change of a booking (received, confirmed, cancelled, moved, service stage, spare part answer, done, missed). */
  kemudi_booking_kabar: {
    category: 'UTILITY',
    text: `Kemudi: {{1}} ({{2}}) {{3}}${AUTOMATIC}`,
    params: ['jenis booking', 'nomor booking', 'kabar terbaru booking, dengan tautan pelacakan'],
    example: ['Servis Berkala', 'BK-261125-AB12C', 'terkonfirmasi pada Rabu, 25 Nov 2026 pukul 10.00 WIB di Kemudi Toyota Sunter. Lacak atau ubah di https://www.kemudi.co.id/lacak-booking/BK-261125-AB12C'],
  },
  /** The reminder the day before a booking (BOOKING_REMINDER_HOURS). */
  kemudi_booking_pengingat: {
    category: 'UTILITY',
    text: `Pengingat Kemudi: {{1}} ({{2}}): jadwal Anda {{3}}. Perlu mengubah jadwal? {{4}}${AUTOMATIC}`,
    params: ['jenis booking', 'nomor booking', 'jadwal dan cabang', 'tautan pelacakan'],
    example: ['Test Drive', 'BK-261125-AB12C', 'Rabu, 25 Nov 2026 pukul 10.00 WIB di Kemudi Toyota Sunter', 'https://www.kemudi.co.id/lacak-booking/BK-261125-AB12C'],
  },
  kemudi_pesanan_menunggu_pembayaran: {
    category: 'UTILITY',
    text: `Kemudi: pesanan {{1}} sebesar {{2}} menunggu pembayaran. Bayar sebelum batas waktu di {{3}}${AUTOMATIC}`,
    params: ['nomor pesanan', 'total', 'tautan pembayaran'],
    example: ['ORD-261125-0042', 'Rp 1.250.000', 'https://www.kemudi.co.id/pesanan/ORD-261125-0042/bayar'],
  },
  kemudi_pesanan_dibayar: {
    category: 'UTILITY',
    text: `Kemudi: pembayaran pesanan {{1}} sebesar {{2}} sudah kami terima. {{3}} Lihat pesanan: {{4}}${AUTOMATIC}`,
    params: ['nomor pesanan', 'total', 'langkah berikutnya', 'tautan pesanan'],
    example: ['ORD-261125-0042', 'Rp 1.250.000', 'Pesanan Anda kami siapkan di cabang.', 'https://www.kemudi.co.id/akun/pesanan/ORD-261125-0042'],
  },
  kemudi_pesanan_status: {
    category: 'UTILITY',
    text: `Kemudi: status pesanan {{1}} kini {{2}}. {{3}} Lihat pesanan: {{4}}${AUTOMATIC}`,
    params: ['nomor pesanan', 'status', 'langkah berikutnya', 'tautan pesanan'],
    example: ['ORD-261125-0042', 'Siap Diambil', 'Ambil di Kemudi Toyota Sunter dengan menunjukkan nomor pesanan.', 'https://www.kemudi.co.id/akun/pesanan/ORD-261125-0042'],
  },
  /** A payment that arrived after its order was closed: the money goes back. */
  kemudi_pembayaran_terlambat: {
    category: 'UTILITY',
    text: `Kemudi: pembayaran {{1}} untuk pesanan {{2}} kami terima setelah pesanan ditutup. Dana akan dikembalikan ke rekening atau dompet asal Anda. Lihat pesanan: {{3}}${AUTOMATIC}`,
    params: ['jumlah', 'nomor pesanan', 'tautan pesanan'],
    example: ['Rp 1.250.000', 'ORD-261125-0042', 'https://www.kemudi.co.id/akun/pesanan/ORD-261125-0042'],
  },
  kemudi_dana_dikembalikan: {
    category: 'UTILITY',
    text: `Kemudi: dana {{1}} untuk pesanan {{2}} sudah kami kembalikan. Dana masuk ke rekening atau dompet asal Anda sesuai waktu proses bank. Lihat pesanan: {{3}}${AUTOMATIC}`,
    params: ['jumlah', 'nomor pesanan', 'tautan pesanan'],
    example: ['Rp 1.250.000', 'ORD-261125-0042', 'https://www.kemudi.co.id/akun/pesanan/ORD-261125-0042'],
  },
  /** A lead form's acknowledgement (test drive, price offer, trade-in…). */
  kemudi_lead_diterima: {
    category: 'UTILITY',
    text: `Halo {{1}}, terima kasih telah menghubungi Kemudi. Permintaan Anda ({{2}}) tercatat dengan nomor {{3}}. {{4}} akan menghubungi Anda dalam 1×24 jam pada hari kerja.${AUTOMATIC}`,
    params: ['nama', 'permintaan (formulir dan mobil)', 'nomor lead', 'siapa yang menghubungi'],
    example: ['Rina Kartika', 'Test Drive untuk Toyota Avanza 1.5 G CVT', 'LD-261125-XY7Z1', 'Sales kami, Budi Santoso dari Kemudi Toyota Sunter,'],
  },
  kemudi_tiket_diterima: {
    category: 'UTILITY',
    text: `Halo {{1}}, pertanyaan Anda tentang "{{2}}" sudah kami terima dengan nomor tiket {{3}}. Tim Kemudi akan menjawab dalam 1×24 jam pada hari kerja.${AUTOMATIC}`,
    params: ['nama', 'topik', 'nomor tiket'],
    example: ['Rina Kartika', 'Servis dan perawatan', 'TK-261125-QW3E4'],
  },
  kemudi_tiket_dibuka_kembali: {
    category: 'UTILITY',
    text: `Halo {{1}}, pesan Anda sudah kami terima dan tiket {{2}} kami buka kembali. Tim Kemudi akan menjawab dalam 1×24 jam pada hari kerja.${AUTOMATIC}`,
    params: ['nama', 'nomor tiket'],
    example: ['Rina Kartika', 'TK-261125-QW3E4'],
  },
  /** A staff member's answer to a ticket (the console's reply by WhatsApp). */
  kemudi_tiket_balasan: {
    category: 'UTILITY',
    text: 'Halo {{1}}, {{2}}\n\nTiket {{3}} · Tim Kemudi. Balas pesan ini atau kirim pertanyaan baru di halaman Hubungi Kami bila masih ada yang ingin ditanyakan.',
    params: ['nama', 'jawaban staf', 'nomor tiket'],
    example: ['Rina Kartika', 'Servis di rumah tersedia untuk Kota Bandung; kami hubungi untuk jadwalnya.', 'TK-261125-QW3E4'],
  },
} as const satisfies Record<string, WhatsAppTemplateDefinition>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[];

/** What an outbox row's payload keeps of a WhatsApp message: enough for the Cloud API adapter to send it. */
export type WhatsAppTemplateRef = {
  name: WhatsAppTemplateName;
  language: string;
  category: WhatsAppTemplateCategory;
  params: string[];
};

/**
 * Meta refuses a body parameter with a new line or a tab, or more than four spaces in a row
 * (error 132000 family): a staff reply written over several lines is sent on one.
 */
export function cleanTemplateParam(value: string): string {
  return value
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The template's text with its parameters in place: what the customer reads. */
export function renderWhatsAppTemplate(name: WhatsAppTemplateName, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[name].text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
}

/**
 * A WhatsApp message from its template: `text` (the outbox body) and `template` (its payload), to
 * spread into queueMessage. A wrong parameter count is the caller's programming error.
 */
export function whatsappMessage(name: WhatsAppTemplateName, params: readonly string[]): { text: string; template: WhatsAppTemplateRef } {
  const definition: WhatsAppTemplateDefinition = WHATSAPP_TEMPLATES[name];
  if (params.length !== definition.params.length) {
    throw new Error(`whatsappMessage: ${name} takes ${definition.params.length} parameters, got ${params.length}`);
  }
  // An empty parameter is refused by Meta: a dash stands in for a missing name.
  const cleaned = params.map((p) => cleanTemplateParam(p) || '-');
  return {
    text: renderWhatsAppTemplate(name, cleaned),
    template: { name, language: WHATSAPP_TEMPLATE_LANGUAGE, category: definition.category, params: cleaned },
  };
}

/** The OTP's template: the code is the body parameter and the copy-code button's. */
export function whatsappOtpTemplate(code: string): WhatsAppTemplateRef {
  return { name: 'kemudi_kode_verifikasi', language: WHATSAPP_TEMPLATE_LANGUAGE, category: 'AUTHENTICATION', params: [code] };
}

/** The template stored on an outbox row's payload, if it has one that this list still knows. */
export function storedWhatsAppTemplateOf(payload: Record<string, unknown> | null | undefined): WhatsAppTemplateRef | null {
  const stored = payload?.whatsapp as Partial<WhatsAppTemplateRef> | undefined;
  if (!stored || typeof stored.name !== 'string' || !(stored.name in WHATSAPP_TEMPLATES)) return null;
  if (!Array.isArray(stored.params) || !stored.params.every((p) => typeof p === 'string')) return null;
  const name = stored.name;
  return { name, language: stored.language ?? WHATSAPP_TEMPLATE_LANGUAGE, category: WHATSAPP_TEMPLATES[name].category, params: stored.params };
}

/**
 * The body of Meta's "create message template" call (POST /{WABA-ID}/message_templates) for one
 * template: what registering it in WhatsApp Manager by hand would type. The authentication template
 * is Meta's preset: the security sentence, the expiry footer (OTP_TTL_SECONDS: 5 minutes) and the
 * copy-code button; utility ones carry their text and an example of each parameter for the review.
 */
export function templateCreationBody(name: WhatsAppTemplateName): Record<string, unknown> {
  const definition: WhatsAppTemplateDefinition = WHATSAPP_TEMPLATES[name];
  const base = { name, language: WHATSAPP_TEMPLATE_LANGUAGE, category: definition.category };
  if (definition.category === 'AUTHENTICATION') {
    return {
      ...base,
      components: [
        { type: 'BODY', add_security_recommendation: true },
        { type: 'FOOTER', code_expiration_minutes: 5 },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: definition.copyCodeButton ?? 'Salin kode' }] },
      ],
    };
  }
  return { ...base, components: [{ type: 'BODY', text: definition.text, example: { body_text: [[...definition.example]] } }] };
}
