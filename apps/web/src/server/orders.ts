import 'server-only';

import { normalizeOrderNo, ORDER_NO_PATTERN } from '@kemudi/domain/commerce';
import { orderCalls, TrackingData, type OrderDetail, type OrderSummary } from '@kemudi/domain/contracts/orders';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { ROUTES } from '@kemudi/domain/routes';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { checkTrackingInput, TRACKING_FORM_MESSAGES, type TrackingInput, type TrackingOutcome } from '@/lib/tracking';
import { getGuestRouteApi } from './api';
import { ApiError } from './api-client';
import { requireCustomer } from './account/myaccount';
import { secureCookies } from '@/lib/cookie-security';

/*
 * Orders (issue 12): the loaders of My Account › Pesanan Saya (list, detail, receipt) and the
 * lookup behind /tracking-order. A customer's orders are read with the customer's own token (the
 * API answers only the caller's orders: someone else's is a 404, which is this page's 404 too);
 * tracking is asked as a guest with the visitor's address, which the API's guessing limits count.
 */

// ---------------------------------------------------------------------------------------------
// My Account
// ---------------------------------------------------------------------------------------------

/** Newest first (the API's order; sorted again so the page never depends on it). */
export function newestFirst(orders: readonly OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export interface MyOrdersData {
  customer: CurrentCustomer;
  orders: OrderSummary[];
}

/** The list is the page: a failure to read it fails the page (error.tsx). */
export async function loadMyOrders(returnTo: string): Promise<MyOrdersData> {
  const { api, customer } = await requireCustomer(returnTo);
  const { orders } = await api.call(orderCalls.list);
  return { customer, orders: newestFirst(orders) };
}

/** The overview's card: the newest few, or null when they cannot be read (the card then links to the list). */
export async function loadRecentOrders(returnTo: string, count: number): Promise<OrderSummary[] | null> {
  const { api } = await requireCustomer(returnTo);
  const answer = await api.soft(orderCalls.list);
  return answer ? newestFirst(answer.orders).slice(0, count) : null;
}

/**
 * One of the customer's orders. An order number that cannot be one is a 404 without asking; the
 * API's 404 (unknown, or another customer's order) is this page's 404.
 */
export async function loadMyOrder(orderNo: string, returnTo: string): Promise<OrderDetail> {
  if (!ORDER_NO_PATTERN.test(orderNo)) notFound();
  const { api } = await requireCustomer(returnTo);
  return api.require(orderCalls.detail, { params: { orderNo } });
}

/** The order number of a route's [orderNo] segment, as the API knows it (spaces dropped, upper-case). */
export function orderNoOf(param: string): string {
  let value = param;
  try {
    value = decodeURIComponent(param);
  } catch {
    // Not percent-encoded after all: taken as it is (the pattern check then decides).
  }
  return normalizeOrderNo(value);
}

// ---------------------------------------------------------------------------------------------
// /tracking-order
// ---------------------------------------------------------------------------------------------

/**
 * Looks an order up by its number and the phone it was placed with. The form's rules are checked
 * here again (the form posts without script too); the API answers the timeline, 404
 * TRACKING_MISMATCH for a wrong pair and 429 once the guesses run out (with Retry-After).
 */
export async function trackOrder(input: TrackingInput): Promise<TrackingOutcome> {
  const checked = checkTrackingInput(input);
  if (!checked.ok) return { kind: 'invalid', fields: checked.fields };
  try {
    const api = await getGuestRouteApi();
    const data = await api.call(orderCalls.tracking, { body: checked.value });
    return { kind: 'found', data };
  } catch (err) {
    if (err instanceof ApiError) {
      // 5xx messages of the client are already generic Indonesian ones (502/504); the API's 404/429 are its own words.
      return { kind: 'failed', status: err.status, message: err.message || TRACKING_FORM_MESSAGES.UNKNOWN, retryAfter: err.retryAfter ?? null };
    }
    console.error('tracking-order: unexpected failure', err);
    return { kind: 'failed', status: 502, message: TRACKING_FORM_MESSAGES.UNKNOWN, retryAfter: null };
  }
}

/**
 * Without script the form posts to /api/tracking-order, which answers with a redirect back to the
 * page (post/redirect/get: the phone number stays out of the address and the server logs). The
 * outcome travels in this short-lived cookie, sent only to /tracking-order; the page shows it when
 * it is about the order number in ?orderNo=.
 */
export const TRACKING_RESULT_COOKIE = 'kemudi_lacak';
const TRACKING_RESULT_MAX_AGE_S = 120;

const FieldErrors = z.object({ orderNo: z.string().optional(), phoneNumber: z.string().optional() });
const StoredOutcome = z.object({
  orderNo: z.string(),
  /** The phone as typed, kept only when the visitor has to correct something. */
  phoneNumber: z.string().optional(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('found'), data: TrackingData }),
    z.object({ kind: z.literal('invalid'), fields: FieldErrors }),
    z.object({ kind: z.literal('failed'), status: z.number(), message: z.string(), retryAfter: z.number().nullable() }),
  ]),
});
export type StoredTracking = z.infer<typeof StoredOutcome>;

/** Stores the outcome for the page the visitor is sent back to. */
export async function storeTrackingResult(input: TrackingInput, outcome: TrackingOutcome): Promise<void> {
  const stored: StoredTracking = {
    orderNo: input.orderNo.trim().slice(0, 40),
    ...(outcome.kind === 'found' ? {} : { phoneNumber: input.phoneNumber.trim().slice(0, 30) }),
    outcome,
  };
  (await cookies()).set(TRACKING_RESULT_COOKIE, Buffer.from(JSON.stringify(stored), 'utf8').toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: ROUTES.tracking(),
    maxAge: TRACKING_RESULT_MAX_AGE_S,
  });
}

/** The stored outcome of the last lookup, when it is about `orderNo` (the page's ?orderNo=); null otherwise or when unreadable. */
export async function readTrackingResult(orderNo: string | undefined): Promise<StoredTracking | null> {
  const raw = (await cookies()).get(TRACKING_RESULT_COOKIE)?.value;
  if (!raw || orderNo === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const stored = StoredOutcome.safeParse(parsed);
  if (!stored.success) return null;
  return normalizeOrderNo(stored.data.orderNo) === normalizeOrderNo(orderNo) ? stored.data : null;
}
