import { normalizeOrderNo } from '@kemudi/domain/commerce';
import { ROUTES } from '@kemudi/domain/routes';
import { checkLookupInput, looksLikeBookingNo, type TrackingInput, type TrackingOutcome } from '@/lib/tracking';
import { crossSiteRefusal, dataResponse } from '@/server/account/auth-routes';
import { type BookingLookup, storeBookingLookup, trackBooking } from '@/server/bookings';
import { errorResponse } from '@/server/proxy';
import { storeTrackingResult, trackOrder } from '@/server/orders';

/*
 * /tracking-order's lookup (issue 12): order number and phone → the order's timeline, without
 * logging in. A POST, so the phone number never lands in an address or a server log.
 * - The page's script sends JSON and gets the §7 envelope: `{ status, data }`, 400 per field, or
 *   the API's 404 (TRACKING_MISMATCH) / 429 (with retryAfter and Retry-After) as they are.
 * - Without script the form itself posts here (urlencoded): the outcome is kept for the page in a
 *   short-lived cookie and the browser is sent back to /tracking-order?orderNo= (303).
 * Issue 13: a number with a booking prefix (TD-, SV-, BP- …) is a booking, looked up by the
 * bookings loader the same way (its own cookie without script).
 */

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/** A field of a form or JSON body as a string ('' when absent or not text), cut to a sane length. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

async function readInput(request: Request, json: boolean): Promise<TrackingInput | null> {
  try {
    if (json) {
      const body = (await request.json()) as unknown;
      if (typeof body !== 'object' || body === null) return null;
      const fields = body as Record<string, unknown>;
      return { orderNo: text(fields.orderNo), phoneNumber: text(fields.phoneNumber) };
    }
    const form = await request.formData();
    return { orderNo: text(form.get('orderNo')), phoneNumber: text(form.get('phoneNumber')) };
  } catch {
    return null;
  }
}

function jsonAnswer(outcome: TrackingOutcome): Response {
  switch (outcome.kind) {
    case 'found':
      return dataResponse(outcome.data);
    case 'invalid':
      return Response.json(
        { errors: Object.entries(outcome.fields).map(([field, message]) => ({ type: 'ValidationError', message, field })) },
        { status: 400, headers: NO_STORE },
      );
    case 'failed': {
      const extra = outcome.retryAfter === null ? {} : { retryAfter: outcome.retryAfter };
      const response = errorResponse(outcome.status, outcome.status === 429 ? 'TooManyRequests' : 'TrackingError', outcome.message, extra);
      if (outcome.retryAfter !== null) response.headers.set('retry-after', String(outcome.retryAfter));
      return response;
    }
  }
}

export async function POST(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const json = type.startsWith('application/json');
  if (!json && !type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return errorResponse(415, 'UnsupportedMediaType', 'Data harus berformat JSON atau formulir');
  }
  const input = await readInput(request, json);
  if (input === null) return errorResponse(400, 'ValidationError', 'Data yang dikirim tidak dapat dibaca');

  if (looksLikeBookingNo(input.orderNo)) return lookUpBooking(input, json);

  const outcome = await trackOrder(input);
  if (json) return jsonAnswer(outcome);

  await storeTrackingResult(input, outcome);
  // A relative Location (RFC 9110): the address the visitor used, whatever host the server sees.
  const back = `${ROUTES.tracking()}?orderNo=${encodeURIComponent(normalizeOrderNo(input.orderNo).slice(0, 40))}#hasil-lacak`;
  return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'no-store' } });
}

function bookingJsonAnswer(outcome: BookingLookup): Response {
  if (outcome.kind === 'booking') return dataResponse(outcome.data);
  const extra = outcome.retryAfter === null ? {} : { retryAfter: outcome.retryAfter };
  const response = errorResponse(outcome.status, outcome.status === 429 ? 'TooManyRequests' : 'TrackingError', outcome.message, extra);
  if (outcome.retryAfter !== null) response.headers.set('retry-after', String(outcome.retryAfter));
  return response;
}

/** A booking by its number and phone: the form's rules again, then the bookings API's tracking call. */
async function lookUpBooking(input: TrackingInput, json: boolean): Promise<Response> {
  const checked = checkLookupInput(input);
  if (!checked.ok) {
    if (json) return jsonAnswer({ kind: 'invalid', fields: checked.fields });
    await storeTrackingResult(input, { kind: 'invalid', fields: checked.fields });
    return new Response(null, { status: 303, headers: { location: `${ROUTES.tracking()}?orderNo=${encodeURIComponent(input.orderNo.trim().slice(0, 40))}#hasil-lacak`, 'cache-control': 'no-store' } });
  }
  const outcome = await trackBooking({ bookingNo: checked.value.orderNo, phoneNumber: checked.value.phoneNumber });
  if (json) return bookingJsonAnswer(outcome);
  await storeBookingLookup(checked.value.orderNo, input.phoneNumber, outcome);
  return new Response(null, { status: 303, headers: { location: `${ROUTES.trackBooking(checked.value.orderNo)}#hasil-lacak`, 'cache-control': 'no-store' } });
}
