import { LEAD_PROXY_TIMEOUT_MS } from '@kemudi/domain/constants';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';

/*
 * How the lead forms post to the site's lead routes (/api/submit-leads?formId=, /api/hubungi-kami;
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

/** What a lead route's answer means for the form (exported for the unit tests); never throws. */
export function readLeadAnswer(status: number, body: unknown): LeadOutcome {
  if (status >= 200 && status < 300) {
    const data = isRecord(body) ? body.data : undefined;
    return isRecord(data) ? { kind: 'ok', data } : { kind: 'failed', message: LEAD_MESSAGES.FAILED };
  }
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const fields: Record<string, string> = {};
  let message = '';
  for (const error of errors) {
    const text = typeof error.message === 'string' ? error.message : '';
    if (!text) continue;
    if (typeof error.field === 'string' && error.field && !(error.field in fields)) fields[error.field] = text;
    else if (!message) message = text;
  }
  if (status === 400 && Object.keys(fields).length > 0) return { kind: 'invalid', fields, message: message || LEAD_FORM_MESSAGES.FORM_INVALID };
  // The route's or the API's own Indonesian words (a captcha refused, a limit, §8's 500 fallback).
  return { kind: 'failed', message: message || LEAD_MESSAGES.FAILED };
}

/** Posts a lead form's JSON with its X-Captcha token. */
export async function postLead(path: string, body: unknown, captchaToken: string): Promise<LeadOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-captcha': captchaToken },
      body: JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(LEAD_PROXY_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'offline' };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A proxy's HTML error page: judged by its status alone.
  }
  return readLeadAnswer(response.status, parsed);
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
