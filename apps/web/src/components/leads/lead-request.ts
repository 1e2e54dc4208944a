import { LEAD_PROXY_TIMEOUT_MS } from '@kemudi/domain/constants';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import { type FormOutcome, formOutcomeOf, sendForm } from '@/lib/browser-api';

/*
 * How the lead forms post (lib/browser-api.ts) to the site's lead routes (/api/submit-leads?formId=, /api/hubungi-kami;
 * issue 13) and what the answers mean for a form. §9: the page waits 80 000 ms ("via proxy") for
 * the route, which gives the API 70 000 ms — so the route's own §8 500 answer arrives first.
 */

export const LEAD_FORM_MESSAGES = {
  OFFLINE: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
  FORM_INVALID: 'Periksa kembali isian yang ditandai.',
  CAPTCHA: 'Selesaikan verifikasi keamanan terlebih dahulu.',
} as const;

export type LeadOutcome =
  | { kind: 'ok'; data: Record<string, unknown> }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'failed'; message: string }
  /** No answer: the same attempt (same key) may be sent again. */
  | { kind: 'offline' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leadOutcomeOf(outcome: FormOutcome): LeadOutcome {
  switch (outcome.kind) {
    case 'ok':
      return isRecord(outcome.data) ? { kind: 'ok', data: outcome.data } : { kind: 'failed', message: LEAD_MESSAGES.FAILED };
    case 'invalid':
      return { kind: 'invalid', fields: { ...outcome.fields }, message: outcome.message };
    case 'failed':
      // The route's or the API's own Indonesian words (a captcha refused, a limit, §8's 500 fallback).
      return outcome.error.status === 0 ? { kind: 'offline' } : { kind: 'failed', message: outcome.message };
  }
}

const MESSAGES = { invalid: LEAD_FORM_MESSAGES.FORM_INVALID, failed: LEAD_MESSAGES.FAILED };

/** What a lead route's answer means for the form (exported for the unit tests); never throws. */
export function readLeadAnswer(status: number, body: unknown): LeadOutcome {
  return leadOutcomeOf(formOutcomeOf(status, body, MESSAGES));
}

/** Posts a lead form's JSON with its X-Captcha token. */
export async function postLead(path: string, body: unknown, captchaToken: string): Promise<LeadOutcome> {
  return leadOutcomeOf(await sendForm(path, { body, headers: { 'x-captcha': captchaToken }, timeoutMs: LEAD_PROXY_TIMEOUT_MS, messages: MESSAGES }));
}

/** The lead number and message of a submit-leads answer (LeadData), or null. */
export function leadOf(data: Record<string, unknown>): { leadNo: string; message: string } | null {
  return typeof data.leadNo === 'string' && typeof data.message === 'string' ? { leadNo: data.leadNo, message: data.message } : null;
}

/** The ticket of a contact answer (ContactTicketData), or null. */
export function ticketOf(data: Record<string, unknown>): { ticketNo: string; topicLabel: string; message: string } | null {
  return typeof data.ticketNo === 'string' && typeof data.message === 'string'
    ? { ticketNo: data.ticketNo, topicLabel: typeof data.topicLabel === 'string' ? data.topicLabel : '', message: data.message }
    : null;
}
