import type { Booking } from '@kemudi/domain/contracts/bookings';
import { readAccountAnswer } from '@/lib/account-request';
import { exchange } from '@/lib/browser-api';
import { createIdempotentSender, type IdempotentSender } from '@/components/checkout/checkout-logic';
import { BOOKING_API, BOOKING_FORM_MESSAGES, type BookingRequest, type NearestSlot, readBooking, readSlotTaken } from './booking-logic';

/*
 * The booking forms' calls (lib/browser-api.ts) through the site's proxy /api/booking/v1/… (the web server attaches the
 * visitor's token from its HttpOnly cookie, or the system token for a guest, §4) and what their
 * answers mean for a form (issue 13).
 */

/** What a booking request came to. */
export type BookingOutcome =
  | { kind: 'ok'; booking: Booking }
  /** 409 SlotTaken: the API's message and the nearest free slot it offers (null when none is left in 14 days). */
  | { kind: 'slot-taken'; message: string; nearest: NearestSlot | null }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  /** `status`: the answer's HTTP status (a 5xx may hide a booking made on a request whose answer was lost). */
  | { kind: 'failed'; message: string; retryAfter: number | null; status?: number }
  /** No answer at all: the same attempt may be sent again (the key makes it one booking). */
  | { kind: 'offline' }
  | { kind: 'login' };

function retryAfterOf(body: unknown): number | null {
  const value = typeof body === 'object' && body !== null ? (body as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}

/** What an answer of a booking write (create, cancel, reschedule) means for the form (exported for the unit tests). */
export function readBookingAnswer(status: number, body: unknown): BookingOutcome {
  const taken = readSlotTaken(status, body);
  if (taken) return { kind: 'slot-taken', ...taken };
  const outcome = readAccountAnswer(status, body);
  switch (outcome.kind) {
    case 'ok': {
      const booking = readBooking(outcome.data);
      return booking ? { kind: 'ok', booking } : { kind: 'failed', message: BOOKING_FORM_MESSAGES.FAILED, retryAfter: null, status };
    }
    case 'invalid':
      return { kind: 'invalid', fields: outcome.fields, message: outcome.message };
    case 'login':
      return { kind: 'login' };
    case 'failed':
      return { kind: 'failed', message: outcome.message, retryAfter: retryAfterOf(body), status };
  }
}

/** POSTs a booking write and reads its answer. */
export async function postBookingWrite(url: string, body: unknown): Promise<BookingOutcome> {
  const answer = await exchange(url, { body });
  return answer ? readBookingAnswer(answer.status, answer.body) : { kind: 'offline' };
}

export type BookingSender = IdempotentSender<BookingRequest, BookingOutcome>;

/**
 * One attempt's sender (CreateBookingBody with its idempotency key): a double click or a retry after
 * a lost answer sends the same key, so one booking is made. The form makes a new sender for a new
 * attempt: after a refusal that changes what is sent (another slot after a 409, corrected fields).
 */
export function createBookingSender(): BookingSender {
  return createIdempotentSender<BookingRequest, BookingOutcome>((body) => postBookingWrite(`${BOOKING_API}/bookings`, body));
}

/**
 * Whether the next submit must be a new attempt (new key): the request was refused (4xx). After no
 * answer, a 5xx or a wait (429) the same key goes again, so a booking made meanwhile is answered.
 */
export function startsNewAttempt(outcome: BookingOutcome): boolean {
  if (outcome.kind === 'slot-taken' || outcome.kind === 'invalid') return true;
  return outcome.kind === 'failed' && outcome.retryAfter === null && (outcome.status === undefined || outcome.status < 500);
}

/** A GET of the booking service (branches, availability): the answer's body, or a message. */
export async function getBookingData(path: string): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  const answer = await exchange(`${BOOKING_API}${path}`);
  if (!answer) return { ok: false, message: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.' };
  if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body };
  const outcome = readAccountAnswer(answer.status, answer.body);
  return { ok: false, message: outcome.kind === 'failed' || outcome.kind === 'invalid' ? outcome.message : 'Data belum dapat dimuat. Silakan coba lagi.' };
}

export type CodeOutcome =
  | { kind: 'sent'; channel: string; resendIn: number }
  | { kind: 'failed'; message: string; retryAfter: number | null; field: string | null };

/** Sends a guest's one-time code (purpose 'booking') to the phone by WhatsApp or SMS. */
export async function sendBookingCode(phoneNumber: string, channel: 'whatsapp' | 'sms'): Promise<CodeOutcome> {
  const answer = await exchange(`${BOOKING_API}/otp`, { body: { phoneNumber, channel } });
  if (!answer) return { kind: 'failed', message: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.', retryAfter: null, field: null };
  const outcome = readAccountAnswer(answer.status, answer.body);
  if (outcome.kind === 'ok') {
    const data = (outcome.data ?? {}) as { channel?: unknown; resendIn?: unknown };
    return { kind: 'sent', channel: typeof data.channel === 'string' ? data.channel : channel, resendIn: typeof data.resendIn === 'number' ? data.resendIn : 60 };
  }
  if (outcome.kind === 'invalid') {
    const [field, message] = Object.entries(outcome.fields)[0] ?? [null, outcome.message];
    return { kind: 'failed', message, retryAfter: null, field };
  }
  const message = outcome.kind === 'failed' ? outcome.message : 'Kode belum dapat dikirim. Silakan coba lagi.';
  return { kind: 'failed', message, retryAfter: retryAfterOf(answer.body), field: null };
}
