/**
 * Leads, contact questions, WhatsApp hand-overs and the trade-in estimate (issue 13; §3 Leads, §7
 * "POST customer/v1/salesforce/leadsv3; POST customer/v1/submit-leads?formId= with header
 * X-Captcha", §8 405 / 500). Paths §7 does not name are chosen here and documented in OpenAPI.
 */
import { z } from 'zod';
import { CONTACT_TOPICS, LEAD_FORM_IDS } from '../leads';
import { EmailField, NameField, PhoneNumberField } from './account';
import { defineCall } from './call';
import { rupiah, SitePath, WhatsAppMessageUrl } from './common';

const Code = (label: string) => z.string().trim().min(1, label).max(60);
const FreeText = (max: number, label: string) => z.string().trim().max(max, `${label} paling banyak ${max} karakter`);

/** A retried submission answers the lead already made. */
export const LeadIdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Kunci permintaan tidak valid')
  .describe('A random id per form attempt: the same key answers the same lead');

export const LeadFormIdField = z.enum(LEAD_FORM_IDS, { error: 'Formulir tidak dikenal' });

// ---------------------------------------------------------------------------------------------
// Trade-in estimate
// ---------------------------------------------------------------------------------------------

export const TradeInCar = z.object({
  brand: Code('Pilih merek'),
  model: Code('Pilih model'),
  /** The variant/type as the owner knows it ('1.5 G CVT'); matched loosely against the market data. */
  type: FreeText(80, 'Tipe').optional(),
  transmission: z.enum(['manual', 'automatic'], { error: 'Pilih transmisi' }),
  year: z.number({ error: 'Isi tahun mobil' }).int().min(1980, 'Tahun mobil tidak valid').max(2100, 'Tahun mobil tidak valid'),
  fuel: z.enum(['bensin', 'diesel', 'hybrid', 'listrik'], { error: 'Pilih bahan bakar' }),
  mileageKm: z.number({ error: 'Isi jarak tempuh' }).int().min(0, 'Jarak tempuh tidak valid').max(1_000_000, 'Jarak tempuh tidak valid'),
  provinceCode: Code('Pilih provinsi'),
});
export type TradeInCar = z.infer<typeof TradeInCar>;

export const TradeInEstimate = z.object({
  /** False when the method has no basis (a brand or model without market data): no range then. */
  estimated: z.boolean(),
  low: rupiah.nullable(),
  high: rupiah.nullable(),
  mid: rupiah.nullable(),
  /** ± share of mid the range spans, e.g. 0.08. */
  uncertainty: z.number().nullable(),
  /** How many comparable listings were used. */
  comparables: z.number().int(),
  /** Each step of the computation, in Indonesian ('Harga baru terdekat: Avanza 1.5 G CVT: Rp 288.400.000 (OTR Jakarta hari ini)', …). */
  steps: z.array(z.object({ label: z.string(), value: z.string() })),
  /** One paragraph: what the range means and what changes it at inspection. */
  note: z.string(),
  car: TradeInCar,
});
export type TradeInEstimate = z.infer<typeof TradeInEstimate>;

export const TradeInOptions = z.object({
  brands: z.array(z.object({ value: z.string(), label: z.string(), models: z.array(z.object({ value: z.string(), label: z.string(), types: z.array(z.string()) })) })),
  provinces: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The oldest and newest year accepted. */
  years: z.object({ min: z.number().int(), max: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Leads
// ---------------------------------------------------------------------------------------------

export const SubmitLeadQuery = z.object({ formId: LeadFormIdField });

/** §3 Leads: formId (query), phoneNumber (copied to uniqueID), recaptchaToken (the X-Captcha header). */
export const SubmitLeadBody = z.object({
  name: NameField,
  phoneNumber: PhoneNumberField,
  email: EmailField.optional(),
  modelCode: Code('Model').optional(),
  variantCode: Code('Varian').optional(),
  branchSlug: Code('Dealer').optional(),
  salesmanSlug: Code('Sales').optional(),
  cityCode: Code('Kota').optional(),
  message: FreeText(1000, 'Pesan').optional(),
  sourcePage: SitePath.max(300).optional(),
  /** Tukar Tambah: the car traded in and the estimate shown. */
  tradeIn: z.object({ car: TradeInCar, estimateLow: rupiah.nullable(), estimateHigh: rupiah.nullable() }).optional(),
  consent: z.literal(true, { error: 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan' }),
  idempotencyKey: LeadIdempotencyKey,
});
export type SubmitLeadBody = z.infer<typeof SubmitLeadBody>;

export const LeadData = z.object({
  leadNo: z.string(),
  formId: z.string(),
  /** §3: the phone, as uniqueID. */
  uniqueID: z.string().nullable(),
  createdAt: z.string(),
  /** What the visitor reads next, in Indonesian. */
  message: z.string(),
});
export type LeadData = z.infer<typeof LeadData>;

/** A WhatsApp call to action: who it opens a chat with, from which page, about what. */
export const WhatsAppLeadBody = z.object({
  /** The wa.me digits the link opens (62…): a branch's, a salesman's or Kemudi's own. */
  to: z.string().regex(/^\d{8,15}$/, 'Nomor WhatsApp tidak valid'),
  /** The prefilled message of the link. */
  text: FreeText(1000, 'Pesan').optional(),
  sourcePage: SitePath.max(300),
  modelCode: Code('Model').optional(),
  branchSlug: Code('Dealer').optional(),
  salesmanSlug: Code('Sales').optional(),
  /** Per click, from the page: a double click or a retried beacon is one lead. */
  idempotencyKey: LeadIdempotencyKey,
});
export const WhatsAppLeadData = z.object({
  leadNo: z.string(),
  /** The chat to open, with the prefilled Indonesian message. */
  waLink: WhatsAppMessageUrl,
  branchSlug: z.string().nullable(),
  salesmanSlug: z.string().nullable(),
});

export const ContactBody = z.object({
  topic: z.enum(CONTACT_TOPICS.map((t) => t.value) as [string, ...string[]], { error: 'Pilih topik' }),
  name: NameField,
  email: EmailField,
  phoneNumber: PhoneNumberField,
  provinceCode: Code('Pilih provinsi'),
  cityCode: Code('Pilih kota'),
  question: z.string().trim().min(10, 'Tulis pertanyaan Anda (minimal 10 karakter)').max(2000, 'Pertanyaan paling banyak 2000 karakter'),
  /** An uploaded file (booking uploads call, purpose 'attachment'). */
  attachmentId: z.string().uuid().optional(),
  consent: z.literal(true, { error: 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan' }),
  idempotencyKey: LeadIdempotencyKey,
});
export const ContactTicketData = z.object({
  ticketNo: z.string(),
  topicLabel: z.string(),
  /** When an answer can be expected, in Indonesian. */
  message: z.string(),
  createdAt: z.string(),
});

/**
 * How the page gets its X-Captcha token. 'dev' (the local default): the token is in the answer (a
 * short-lived signed token of the development verifier, so the whole flow runs without an account);
 * 'recaptcha' / 'turnstile': the page runs the provider's widget with `siteKey` and sends its token.
 */
export const CaptchaChallenge = z.object({
  provider: z.enum(['dev', 'recaptcha', 'turnstile']),
  siteKey: z.string().nullable(),
  token: z.string().nullable(),
  expiresIn: z.number().int(),
});

export const leadCalls = {
  /** The captcha a form needs before it sends (X-Captcha header of submit-leads, leadsv3 and contact). */
  captcha: defineCall({ method: 'GET', path: '/api/customer/v1/captcha/challenge', data: CaptchaChallenge }),
  /** §7 POST customer/v1/submit-leads?formId= with header X-Captcha. */
  submit: defineCall({ method: 'POST', path: '/api/customer/v1/submit-leads', query: SubmitLeadQuery, body: SubmitLeadBody, data: LeadData }),
  /** §7 POST customer/v1/salesforce/leadsv3 (the same lead, formId in the query). */
  submitV3: defineCall({ method: 'POST', path: '/api/customer/v1/salesforce/leadsv3', query: SubmitLeadQuery, body: SubmitLeadBody, data: LeadData }),
  /** A WhatsApp call to action recorded before the chat opens. */
  whatsapp: defineCall({ method: 'POST', path: '/api/customer/v1/whatsapp-lead', body: WhatsAppLeadBody, data: WhatsAppLeadData }),
  /** /hubungi-kami: a question with its ticket number (X-Captcha). */
  contact: defineCall({ method: 'POST', path: '/api/customer/v1/contact', body: ContactBody, data: ContactTicketData }),
  /** Trade-in: the brands, models and types with market data, provinces, years. */
  tradeInOptions: defineCall({ method: 'GET', shared: true, path: '/api/booking/v1/trade-in/options', data: TradeInOptions }),
  /** Trade-in: the estimated price range with how it was reached. */
  tradeInEstimate: defineCall({ method: 'POST', path: '/api/booking/v1/trade-in/estimate', body: TradeInCar, data: TradeInEstimate }),
} as const;

/** One row of the CRM outbox (what the dealer's CRM receives), as the development call lists it. */
export const CrmOutboxEntry = z.object({
  id: z.number().int(),
  recordType: z.enum(['lead', 'booking']),
  recordId: z.string(),
  event: z.string(),
  /** outbox (no CRM configured) | pending | sent | failed */
  status: z.enum(['outbox', 'pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** What the CRM receives: the lead's or booking's number, contact, car, branch… */
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string().describe('ISO date-time'),
  sentAt: z.string().nullable(),
});
export type CrmOutboxEntry = z.infer<typeof CrmOutboxEntry>;

/**
 * Development only (never in production): the latest rows of the CRM outbox, newest first — what a
 * lead or booking sent to the dealer's CRM (the e2e and the README use it).
 */
export const crmDevCalls = {
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/crm-outbox',
    query: z.object({
      recordType: z.enum(['lead', 'booking']).optional(),
      /** A lead's or booking's number ('LD-…', 'TK-…', a booking number): only its rows. */
      number: z.string().trim().max(40).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    data: z.array(CrmOutboxEntry),
  }),
} as const;
