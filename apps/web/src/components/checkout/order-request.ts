import { ROUTES } from '@kemudi/domain/routes';
import { goToLogin, sendAccountRequest, type AccountOutcome } from '@/lib/account-request';

/*
 * The checkout islands' calls to the orders API through the site's proxy (/api/order/v1/… and
 * /api/payment/v1/…, which attach the customer's token from its HttpOnly cookie, §4): the same
 * request and answer handling as the account forms — the API's Indonesian message on a refusal,
 * "log in again" on a 401.
 */

export { goToLogin };

export type OrderOutcome = { kind: 'ok'; data: unknown } | { kind: 'failed'; message: string } | { kind: 'login' };

/** The API's answer for an island: its data, its Indonesian message, or "log in again". */
export async function sendOrderRequest(method: 'GET' | 'POST', url: string, body?: unknown): Promise<OrderOutcome> {
  const outcome: AccountOutcome = await sendAccountRequest(method, url, body);
  if (outcome.kind === 'invalid') return { kind: 'failed', message: Object.values(outcome.fields)[0] ?? outcome.message };
  return outcome;
}

/** The order number of an order answer (OrderDetail), or null. */
export function orderNoOf(data: unknown): string | null {
  const orderNo = (data as { orderNo?: unknown } | null)?.orderNo;
  return typeof orderNo === 'string' && orderNo !== '' ? orderNo : null;
}

/** The status of an order answer (OrderDetail or the simulator's), or null. */
export function orderStatusOf(data: unknown): string | null {
  const status = (data as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
}

/**
 * What follows an order's creation (checkout, new-car booking): its payment page, or the login page
 * when the session ran out — both answered null, the form staying busy while the page opens — or
 * the message to show (`made`: what was made, 'Pesanan' or 'Booking').
 */
export function followCreatedOrder(outcome: OrderOutcome, made: string): string | null {
  if (outcome.kind === 'login') {
    goToLogin();
    return null;
  }
  if (outcome.kind === 'failed') return outcome.message;
  const orderNo = orderNoOf(outcome.data);
  if (!orderNo) return `${made} dibuat, tetapi halamannya belum dapat dibuka. Lihat Pesanan Saya di Akun Saya.`;
  window.location.assign(ROUTES.orderPayment(orderNo));
  return null;
}
