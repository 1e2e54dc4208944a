import { z } from 'zod';

/*
 * The emails the site sends (issue 27), one template per kind. Each turns its data into the
 * content of one email — subject, the sentences, the button — from which both parts are made: the
 * text (stored as the outbox row's body, the record of what was sent, and sent as the text/plain
 * part) and the HTML (email/render.tsx, rendered with react-email when the SMTP gateway sends it).
 * The outbox row keeps `{ template, data }` in its payload, so the HTML is rendered from the same
 * data the text was.
 */

/** What one email says; the text and the HTML are both made from it. */
export type EmailContent = {
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** The link the email is about: a button in the HTML, the URL on its own line in the text. */
  action?: { label: string; url: string };
  /** The customer's own words, quoted back (a ticket's question). */
  quote?: { label: string; text: string };
  closing: string[];
};

const link = z.url({ protocol: /^https?$/ });
const name = z.string().min(1).max(200);
const count = z.number().int().positive();
const text = z.string().min(1).max(20_000);

const templates = {
  /** A customer asked to change their password (accounts). */
  'customer-password-reset': {
    data: z.object({ name, link, minutes: count }),
    content: (d: { name: string; link: string; minutes: number }): EmailContent => ({
      subject: 'Ubah kata sandi akun Kemudi',
      preview: `Tautan untuk membuat kata sandi baru, berlaku ${d.minutes} menit.`,
      heading: 'Ubah kata sandi',
      greeting: `Halo ${d.name},`,
      paragraphs: [
        `Kami menerima permintaan untuk mengubah kata sandi akun Kemudi Anda. Buka tautan berikut dalam ${d.minutes} menit untuk membuat kata sandi baru:`,
      ],
      action: { label: 'Buat kata sandi baru', url: d.link },
      closing: ['Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.'],
    }),
  },
  /** A customer added or changed the email of their account (accounts). */
  'email-activation': {
    data: z.object({ name, address: z.string().min(3).max(320), link, hours: count }),
    content: (d: { name: string; address: string; link: string; hours: number }): EmailContent => ({
      subject: 'Aktivasi email akun Kemudi',
      preview: `Konfirmasi alamat email Anda (berlaku ${d.hours} jam).`,
      heading: 'Aktivasi email',
      greeting: `Halo ${d.name},`,
      paragraphs: [`Konfirmasi bahwa ${d.address} adalah email Anda dengan membuka tautan berikut (berlaku ${d.hours} jam):`],
      action: { label: 'Aktifkan email', url: d.link },
      closing: ['Jika Anda tidak memintanya, abaikan email ini.'],
    }),
  },
  /** Double opt-in of the newsletter (customer). */
  'newsletter-confirmation': {
    data: z.object({ email: z.string().min(3).max(320), link, hours: count }),
    content: (d: { email: string; link: string; hours: number }): EmailContent => ({
      subject: 'Konfirmasi langganan newsletter Kemudi',
      preview: 'Satu langkah lagi untuk menerima newsletter Kemudi.',
      heading: 'Konfirmasi langganan',
      greeting: 'Halo,',
      paragraphs: [`Kami menerima permintaan berlangganan newsletter Kemudi untuk ${d.email}. Buka tautan berikut dalam ${d.hours} jam untuk mengonfirmasinya:`],
      action: { label: 'Konfirmasi langganan', url: d.link },
      closing: ['Jika Anda tidak memintanya, abaikan email ini: alamat Anda tidak akan didaftarkan.'],
    }),
  },
  /** A new staff member of the console (staff). */
  'staff-invite': {
    data: z.object({ name, invitedBy: name, link, hours: count }),
    content: (d: { name: string; invitedBy: string; link: string; hours: number }): EmailContent => ({
      subject: 'Undangan Konsol Kemudi',
      preview: `${d.invitedBy} mengundang Anda ke Konsol Kemudi.`,
      heading: 'Undangan Konsol Kemudi',
      greeting: `Halo ${d.name},`,
      paragraphs: [
        `${d.invitedBy} menambahkan Anda sebagai staf di Konsol Kemudi. Buka tautan berikut dalam ${d.hours} jam untuk membuat kata sandi Anda:`,
      ],
      action: { label: 'Buat kata sandi', url: d.link },
      closing: ['Setelah itu, masuk dengan email dan kata sandi Anda, lalu aktifkan aplikasi autentikator (verifikasi dua langkah) di ponsel Anda.'],
    }),
  },
  /** A staff member's password reset (staff). */
  'staff-password-reset': {
    data: z.object({ name, link, minutes: count }),
    content: (d: { name: string; link: string; minutes: number }): EmailContent => ({
      subject: 'Atur ulang kata sandi Konsol Kemudi',
      preview: `Tautan untuk membuat kata sandi baru, berlaku ${d.minutes} menit.`,
      heading: 'Atur ulang kata sandi',
      greeting: `Halo ${d.name},`,
      paragraphs: [
        `Kami menerima permintaan untuk mengatur ulang kata sandi Konsol Kemudi Anda. Buka tautan berikut dalam ${d.minutes} menit untuk membuat kata sandi baru:`,
      ],
      action: { label: 'Buat kata sandi baru', url: d.link },
      closing: ['Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.'],
    }),
  },
  /** A lead form was sent (test drive, price quote, …): its acknowledgement (leads). */
  'lead-received': {
    data: z.object({ leadNo: name, message: text }),
    content: (d: { leadNo: string; message: string }): EmailContent => ({
      subject: `Permintaan Anda tercatat: ${d.leadNo}`,
      preview: `Nomor permintaan ${d.leadNo}.`,
      heading: 'Permintaan Anda tercatat',
      paragraphs: [d.message],
      closing: [],
    }),
  },
  /** A question from the contact page opened a ticket (leads). */
  'ticket-received': {
    data: z.object({ ticketNo: name, message: text, question: text }),
    content: (d: { ticketNo: string; message: string; question: string }): EmailContent => ({
      subject: `Tiket ${d.ticketNo}: pertanyaan Anda sudah kami terima`,
      preview: `Nomor tiket ${d.ticketNo}.`,
      heading: 'Pertanyaan Anda sudah kami terima',
      paragraphs: [d.message],
      quote: { label: 'Pertanyaan Anda', text: d.question },
      closing: [],
    }),
  },
  /** The same contact wrote again after their ticket was closed (leads). */
  'ticket-reopened': {
    data: z.object({ ticketNo: name, message: text, question: text }),
    content: (d: { ticketNo: string; message: string; question: string }): EmailContent => ({
      subject: `Tiket ${d.ticketNo} dibuka kembali`,
      preview: `Tiket ${d.ticketNo} kami buka kembali.`,
      heading: 'Tiket dibuka kembali',
      paragraphs: [d.message],
      quote: { label: 'Pesan Anda', text: d.question },
      closing: [],
    }),
  },
  /** Staff answered a ticket from the console (leads pipeline). */
  'ticket-reply': {
    data: z.object({ ticketNo: name, name, reply: text, footer: text }),
    content: (d: { ticketNo: string; name: string; reply: string; footer: string }): EmailContent => ({
      subject: `Balasan tiket ${d.ticketNo}`,
      preview: d.reply.slice(0, 120),
      heading: `Balasan tiket ${d.ticketNo}`,
      greeting: `Halo ${d.name},`,
      paragraphs: [d.reply],
      closing: [d.footer],
    }),
  },
} as const;

type Templates = typeof templates;
export type EmailTemplateName = keyof Templates;
export const EMAIL_TEMPLATE_NAMES = Object.keys(templates) as EmailTemplateName[];

/** One email to queue: its template and that template's data. */
export type EmailTemplate = { [K in EmailTemplateName]: { template: K; data: Parameters<Templates[K]['content']>[0] } }[EmailTemplateName];

/** The text part, made from the content: what the outbox row keeps as its body. */
export function emailText(content: EmailContent): string {
  const paragraphs = [...content.paragraphs];
  if (content.action) paragraphs[paragraphs.length - 1] = `${paragraphs.at(-1) ?? ''}\n${content.action.url}`.trimStart();
  return [
    ...(content.greeting ? [content.greeting] : []),
    ...paragraphs,
    ...(content.quote ? [`${content.quote.label}:\n${content.quote.text}`] : []),
    ...content.closing,
  ].join('\n\n');
}

/** The content of a template with its data. */
export function emailContent(email: EmailTemplate): EmailContent {
  return (templates[email.template].content as (data: EmailTemplate['data']) => EmailContent)(email.data);
}

/**
 * What queueMessage takes for an email of a template: subject and text (the record in the outbox)
 * and the template reference the HTML is rendered from when it is sent.
 */
export function composeEmail(email: EmailTemplate): { subject: string; text: string; template: EmailTemplate } {
  const content = emailContent(email);
  return { subject: content.subject, text: emailText(content), template: email };
}

/**
 * The template reference stored on an outbox row (its payload), checked again when it is sent: a
 * row written by an older release, or without a template, has none (undefined) and is sent from
 * its subject and text alone.
 */
export function storedTemplateOf(payload: Record<string, unknown> | null | undefined): EmailTemplate | undefined {
  const name = payload?.template;
  if (typeof name !== 'string' || !(name in templates)) return undefined;
  const parsed = templates[name as EmailTemplateName].data.safeParse(payload?.data);
  return parsed.success ? ({ template: name, data: parsed.data } as EmailTemplate) : undefined;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/;

/**
 * The content of an email that has no template (plain subject and text): its paragraphs as they
 * are, the first link as the button.
 */
export function plainContent(subject: string, body: string): EmailContent {
  const paragraphs = body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const url = URL_IN_TEXT.exec(body)?.[0];
  return {
    subject,
    preview: paragraphs[0]?.slice(0, 120) ?? subject,
    heading: subject,
    paragraphs,
    ...(url ? { action: { label: 'Buka tautan', url } } : {}),
    closing: [],
  };
}
