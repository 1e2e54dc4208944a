import { phoneError, toAccountPhone } from '@kemudi/domain/account';
import { BOOKING_MESSAGES, BOOKING_NO_PREFIXES, normalizeBookingNo } from '@kemudi/domain/bookings';
import { COMMERCE_MESSAGES, normalizeOrderNo, ORDER_NO_PATTERN } from '@kemudi/domain/commerce';
import type { TrackedBooking } from '@kemudi/domain/contracts/bookings';
import type { TrackingData } from '@kemudi/domain/contracts/orders';
import { formatRetryDelay } from '@kemudi/domain/format';
import type { z } from 'zod';

/*
 * /tracking-order (issue 12): the form's rules and what an answer of /api/tracking-order means,
 * shared by the form in the browser and the route on the server (which checks again: the form also
 * posts without script).
 */

export const TRACKING_FIELDS = ['orderNo', 'phoneNumber'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingFieldErrors = Partial<Record<TrackingField, string>>;

export const TRACKING_FORM_MESSAGES = {
  ORDER_NO_EMPTY: 'Nomor pesanan wajib diisi',
  CHECK_FIELDS: 'Periksa kembali isian yang ditandai.',
  OFFLINE: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.',
  UNKNOWN: 'Maaf, status pesanan belum dapat ditampilkan. Silakan coba lagi.',
} as const;

export interface TrackingInput {
  orderNo: string;
  phoneNumber: string;
}

export type TrackingCheck = { ok: true; value: TrackingInput } | { ok: false; fields: TrackingFieldErrors };

/**
 * The order number as KMD-YYMMDD-XXXXXX once spaces are dropped and letters upper-cased
 * (TRACKING_ORDER_NO_INVALID otherwise), the phone by the §5 rules (answered as 08…).
 */
export function checkTrackingInput(input: TrackingInput): TrackingCheck {
  const orderNo = normalizeOrderNo(input.orderNo);
  const fields: TrackingFieldErrors = {};
  if (orderNo === '') fields.orderNo = TRACKING_FORM_MESSAGES.ORDER_NO_EMPTY;
  else if (!ORDER_NO_PATTERN.test(orderNo)) fields.orderNo = COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID;
  const phone = phoneError(input.phoneNumber);
  if (phone !== null) fields.phoneNumber = phone;
  const phoneNumber = toAccountPhone(input.phoneNumber);
  if (Object.keys(fields).length > 0 || phoneNumber === null) return { ok: false, fields };
  return { ok: true, value: { orderNo, phoneNumber } };
}

/** What a lookup came to: the order's progress, fields to correct, or a message (the API's 404 and 429 among them). */
export type TrackingOutcome =
  | { kind: 'found'; data: TrackingData }
  | { kind: 'invalid'; fields: TrackingFieldErrors }
  | { kind: 'failed'; status: number; message: string; retryAfter: number | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The route parses the API's answer with the contract; here only its shape is confirmed (no zod in the page's script). */
function looksLikeTracking(value: unknown): value is TrackingData {
  return (
    isRecord(value) &&
    typeof value.orderNo === 'string' &&
    typeof value.title === 'string' &&
    typeof value.statusLabel === 'string' &&
    typeof value.nextStep === 'string' &&
    Array.isArray(value.timeline)
  );
}

/** What an answer of /api/tracking-order means for the form (exported for the unit tests); never throws. */
export function readTrackingAnswer(status: number, body: unknown): TrackingOutcome {
  if (status >= 200 && status < 300) {
    const data = isRecord(body) ? body.data : undefined;
    return looksLikeTracking(data) ? { kind: 'found', data } : { kind: 'failed', status: 502, message: TRACKING_FORM_MESSAGES.UNKNOWN, retryAfter: null };
  }
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const fields: TrackingFieldErrors = {};
  let message = '';
  for (const error of errors) {
    const text = typeof error.message === 'string' ? error.message : '';
    if (!text) continue;
    const field = error.field;
    if ((field === 'orderNo' || field === 'phoneNumber') && !(field in fields)) fields[field] = text;
    else if (!message) message = text;
  }
  if (status === 400 && Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  const retryAfter = isRecord(body) && typeof body.retryAfter === 'number' && body.retryAfter > 0 ? Math.ceil(body.retryAfter) : null;
  return { kind: 'failed', status, message: message || TRACKING_FORM_MESSAGES.UNKNOWN, retryAfter };
}

/**
 * The message of a failed lookup as the page shows it. The API's 429 names its wait in seconds
 * ("… dalam {n} detik"): a wait of a minute or more is said in minutes ("14 menit"). A message
 * that does not name the wait is completed with the Retry-After seconds.
 */
export function trackingFailureText(outcome: { message: string; retryAfter: number | null }): string {
  const wait = outcome.retryAfter;
  if (wait === null) return outcome.message;
  const seconds = `${wait} detik`;
  if (outcome.message.includes(seconds)) return wait >= 60 ? outcome.message.replace(seconds, formatRetryDelay(wait)) : outcome.message;
  if (/\d/.test(outcome.message)) return outcome.message;
  const sentence = /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.`;
  return `${sentence} Coba lagi dalam ${formatRetryDelay(wait)}.`;
}

// ---------------------------------------------------------------------------------------------
// Bookings (issue 13): the same form finds a booking (TD-/SV-/BP-…) by its number and phone
// ---------------------------------------------------------------------------------------------

export type TrackedBookingData = z.output<typeof TrackedBooking>;

/** What a lookup of the form came to: an order's (TrackingOutcome) or a booking's progress. */
export type LookupOutcome = TrackingOutcome | { kind: 'booking'; data: TrackedBookingData };

const BOOKING_PREFIX = new RegExp(`^\\s*(${Object.values(BOOKING_NO_PREFIXES).join('|')})\\s*-`, 'i');

/** Whether what was typed is meant as a booking number (it starts with a booking prefix: TD-, SV-, BP- …). */
export function looksLikeBookingNo(value: string): boolean {
  return BOOKING_PREFIX.test(value);
}

export type LookupCheck = { ok: true; target: 'order' | 'booking'; value: TrackingInput } | { ok: false; fields: TrackingFieldErrors };

/**
 * The form's rules for an order or a booking: a number starting with a booking prefix must be a
 * booking number (BOOKING_NO_INVALID otherwise), anything else an order number (checkTrackingInput).
 */
export function checkLookupInput(input: TrackingInput): LookupCheck {
  if (!looksLikeBookingNo(input.orderNo)) {
    const checked = checkTrackingInput(input);
    return checked.ok ? { ok: true, target: 'order', value: checked.value } : checked;
  }
  const bookingNo = normalizeBookingNo(input.orderNo);
  const fields: TrackingFieldErrors = {};
  if (bookingNo === null) fields.orderNo = BOOKING_MESSAGES.BOOKING_NO_INVALID;
  const phone = phoneError(input.phoneNumber);
  if (phone !== null) fields.phoneNumber = phone;
  const phoneNumber = toAccountPhone(input.phoneNumber);
  if (bookingNo === null || phoneNumber === null || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, target: 'booking', value: { orderNo: bookingNo, phoneNumber } };
}

function looksLikeTrackedBooking(value: unknown): value is TrackedBookingData {
  return (
    isRecord(value) &&
    typeof value.bookingNo === 'string' &&
    typeof value.title === 'string' &&
    typeof value.statusLabel === 'string' &&
    Array.isArray(value.stages) &&
    Array.isArray(value.summary) &&
    Array.isArray(value.events)
  );
}

/** An answer of /api/tracking-order for an order or a booking (exported for the unit tests); never throws. */
export function readLookupAnswer(status: number, body: unknown): LookupOutcome {
  if (status >= 200 && status < 300) {
    const data = isRecord(body) ? body.data : undefined;
    if (looksLikeTrackedBooking(data)) return { kind: 'booking', data };
  }
  return readTrackingAnswer(status, body);
}
