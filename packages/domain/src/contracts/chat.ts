/** Tanya Tasia, the chat assistant of §2 (issue 3): a question, its answer and a WhatsApp hand-off. */
import { z } from 'zod';
import { defineCall } from './call';
import { SitePath, WhatsAppNumber, WhatsAppMessageUrl } from './common';
import { SEARCH_KINDS } from './search';

/** The longest question Tasia takes (a chat line, not an essay). */
export const QUESTION_MAX_CHARS = 500;

const AskBody = z
  .object({
    question: z
      .string()
      .trim()
      .min(1, { error: 'tidak boleh kosong' })
      .max(QUESTION_MAX_CHARS, { error: `maksimal ${QUESTION_MAX_CHARS} karakter` })
      .describe(`What the visitor asked; 1–${QUESTION_MAX_CHARS} characters after trimming`),
    cityIsocode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: 'harus 4 digit kode kota, mis. 3273' })
      .optional()
      .describe('The city chosen in the header (§4 City); used for the WhatsApp hand-off when no coordinates are given'),
    // Anywhere on Earth: a visitor abroad still gets the nearest branch rather than an error.
    latitude: z.number().min(-90).max(90).optional().describe('The visitor’s position, only when they shared it'),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [body.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'wajib diisi bersama latitude dan longitude',
      });
    }
  });

/** Catalogue kinds of global search, plus an FAQ and a branch. */
export const SOURCE_KINDS = [...SEARCH_KINDS, 'faq', 'branch'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const ChatSource = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** Indonesian name of the kind, e.g. 'Mobil Baru', 'FAQ', 'Dealer'. */
  label: z.string(),
  title: z.string(),
  /** A page of the site, e.g. /mobil-baru-toyota/p/avanza. */
  url: SitePath,
});
export type ChatSource = z.infer<typeof ChatSource>;

export const ChatFaq = z.object({ question: z.string(), answer: z.string() });
export type ChatFaq = z.infer<typeof ChatFaq>;

export const ChatHandoff = z.object({
  branch: z.object({ name: z.string(), slug: z.string(), url: SitePath, whatsapp: WhatsAppNumber }),
  /** https://wa.me/{whatsapp}?text=… with the visitor's question. */
  waLink: WhatsAppMessageUrl,
});
export type ChatHandoff = z.infer<typeof ChatHandoff>;

export const AskData = z.object({
  answer: z.string().describe('Indonesian text'),
  sources: z.array(ChatSource),
  faqs: z.array(ChatFaq).describe('Related questions and answers (not the one quoted in `answer`)'),
  handoff: ChatHandoff,
});
export type AskData = z.infer<typeof AskData>;

export const chatCalls = {
  /** Ask Tasia (§2 Tanya Tasia). */
  ask: defineCall({ method: 'POST', shared: true, path: '/api/content/v1/chat/ask', body: AskBody, data: AskData }),
} as const;
