import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@kemudi/domain/commerce';
import {
  PaymentProviderError,
  type Charge,
  type ChargeInput,
  type ChargeInstructions,
  type ChargeState,
  type ChargeStatus,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type VerifiedNotification,
} from './provider';

/*
 * Xendit (issue 27, https://docs.xendit.co), used with XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN.
 * JSON over HTTPS, `Authorization: Basic base64(secretKey + ':')`.
 *
 * - POST {base}/payment_requests (Payment Requests API): one charge, with the header
 *   `Idempotency-key` = our ref (a retried charge is the same payment request, never a second one)
 *   and `reference_id` = our ref on the request and on its payment method. payment_method.type
 *   QR_CODE (channel_code QRIS: the answer carries channel_properties.qr_string) or VIRTUAL_ACCOUNT
 *   (BCA, BNI, BRI, PERMATA: channel_properties.virtual_account_number). Mandiri is not offered
 *   here: the checkout's Mandiri method is a bill payment (biller code and bill key), which Xendit
 *   does not issue.
 * - GET {base}/payment_requests?reference_id={ref}: the charge by our ref (status, polling, refunds).
 * - POST {base}/payment_methods/{id}/expire: stops a pending charge (cancel, method change).
 * - POST {base}/refunds: returns a paid charge's money, body { payment_request_id, reference_id,
 *   amount, currency, reason }, `Idempotency-key` = our refund's id (the same refund sent again is
 *   never paid twice). Answers status SUCCEEDED, PENDING (carried out later) or FAILED.
 * - Webhooks (payment.succeeded, payment.failed, payment_method.expired) carry the header
 *   x-callback-token, which must equal the dashboard's verification token (XENDIT_CALLBACK_TOKEN).
 *
 * Errors are HTTP 4xx/5xx with { error_code, message }. A 4xx is `refused` (Xendit said no to this
 * request), except 401 (the secret key is wrong: a configuration fault, `unavailable` like a 5xx, a
 * network failure, a time-out or an answer that is not JSON).
 */

export type XenditProviderOptions = {
  /** https://api.xendit.co (XENDIT_BASE_URL; test and live keys use the same host). */
  baseUrl: string;
  secretKey: string;
  /** The webhook verification token of the Xendit dashboard. */
  callbackToken: string;
  /** §9: 15 s for outside services. */
  timeoutMs?: number;
};

type Json = Record<string, unknown>;

/** The virtual account banks Xendit issues for our methods (Mandiri: see above). */
const VA_CHANNEL: Partial<Record<PaymentMethod, { channel: string; bank: 'bca' | 'bni' | 'bri' | 'permata' }>> = {
  va_bca: { channel: 'BCA', bank: 'bca' },
  va_bni: { channel: 'BNI', bank: 'bni' },
  va_bri: { channel: 'BRI', bank: 'bri' },
  va_permata: { channel: 'PERMATA', bank: 'permata' },
};

/** The methods Xendit charges here. */
export const XENDIT_METHODS: readonly PaymentMethod[] = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_permata'];

/** The header a Xendit webhook carries its verification token in. */
export const XENDIT_CALLBACK_HEADER = 'x-callback-token';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const object = (value: unknown): Json | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null);
const date = (value: unknown): Date | null => {
  const d = typeof value === 'string' ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/**
 * A payment request's status (and its payment method's) → ours. SUCCEEDED is paid; a request still
 * waiting whose payment method has lapsed is expired; CANCELED/VOIDED are cancelled; FAILED is
 * failed (expired when the method lapsed). Null for a status we do not know (UNKNOWN).
 */
export function xenditStatus(status: string, methodStatus?: unknown): ChargeStatus | null {
  switch (status) {
    case 'SUCCEEDED':
      return 'paid';
    case 'PENDING':
    case 'REQUIRES_ACTION':
    case 'AWAITING_CAPTURE':
      return methodStatus === 'EXPIRED' ? 'expired' : 'pending';
    case 'EXPIRED':
      return 'expired';
    case 'CANCELED':
    case 'VOIDED':
      return 'cancelled';
    case 'FAILED':
      return methodStatus === 'EXPIRED' ? 'expired' : 'failed';
    default:
      return null;
  }
}

/** What the customer pays to, read from a payment request's payment method. */
function instructionsFrom(method: PaymentMethod, request: Json): ChargeInstructions | null {
  const paymentMethod = object(request.payment_method);
  if (method === 'qris') {
    const qrString = text(object(object(paymentMethod?.qr_code)?.channel_properties)?.qr_string);
    return qrString ? { kind: 'qris', qrString } : null;
  }
  const va = VA_CHANNEL[method];
  const vaNumber = text(object(object(paymentMethod?.virtual_account)?.channel_properties)?.virtual_account_number);
  return va && vaNumber ? { kind: 'va', bank: va.bank, vaNumber } : null;
}

/** Equal strings in constant time (digests first, so the length is not told either). */
function sameToken(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export function createXenditProvider({ baseUrl, secretKey, callbackToken, timeoutMs = 15_000 }: XenditProviderOptions): PaymentProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** One call: the HTTP status and the JSON body; `unavailable` when Xendit cannot be reached or answers no JSON object. */
  const call = async (method: 'GET' | 'POST', path: string, what: string, body?: unknown, idempotencyKey?: string): Promise<{ code: number; body: Json }> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `Xendit ${what} unreachable: ${(error as Error).message}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      throw new PaymentProviderError('unavailable', `Xendit ${what} answered HTTP ${response.status} without JSON: ${(error as Error).message}`);
    }
    const json = object(parsed);
    if (!json) throw new PaymentProviderError('unavailable', `Xendit ${what} answered no JSON object`);
    return { code: response.status, body: json };
  };

  const failure = (what: string, code: number, body: Json): PaymentProviderError => {
    const detail = [text(body.error_code), text(body.message)].filter(Boolean).join(': ');
    const message = `Xendit ${what} answered HTTP ${code}${detail ? ` ${detail}` : ''}`;
    if (code === 401) return new PaymentProviderError('unavailable', `${message} (check XENDIT_SECRET_KEY)`);
    return new PaymentProviderError(code >= 400 && code < 500 ? 'refused' : 'unavailable', message);
  };
  const ok = (code: number) => code >= 200 && code < 300;

  /** The payment request made for our ref (the newest, should there be several); refused when Xendit knows none. */
  const findRequest = async (ref: string): Promise<Json> => {
    const { code, body } = await call('GET', `/payment_requests?reference_id=${encodeURIComponent(ref)}&limit=10`, 'status');
    if (!ok(code)) throw failure('status', code, body);
    if (!Array.isArray(body.data)) throw new PaymentProviderError('unavailable', 'Xendit status answered no data list');
    const requests = body.data.map(object).filter((r): r is Json => r !== null && r.reference_id === ref);
    requests.sort((a, b) => (date(b.created)?.getTime() ?? 0) - (date(a.created)?.getTime() ?? 0));
    const [request] = requests;
    if (!request) throw new PaymentProviderError('refused', `Xendit knows no payment request ${ref}`);
    return request;
  };

  const stateOf = (ref: string, request: Json): ChargeState => {
    const status = xenditStatus(String(request.status), object(request.payment_method)?.status);
    if (!status) throw new PaymentProviderError('unavailable', `Xendit status answered status ${String(request.status)}`);
    const amount = Number(request.amount);
    return {
      ref,
      status,
      amount: Number.isFinite(amount) ? Math.round(amount) : 0,
      transactionId: text(request.id),
      paidAt: status === 'paid' ? date(request.updated) : null,
    };
  };

  return {
    name: 'xendit',
    simulated: false,

    async charge(input: ChargeInput): Promise<Charge> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PaymentProviderError('refused', `Xendit: amount must be whole rupiah above 0 (${input.amount})`);
      const va = VA_CHANNEL[input.method];
      if (input.method !== 'qris' && !va) throw new PaymentProviderError('refused', `Xendit: ${input.method} is not offered through Xendit here`);
      const expiresAt = input.expiresAt.toISOString();
      const paymentMethod =
        input.method === 'qris'
          ? { type: 'QR_CODE', reusability: 'ONE_TIME_USE', reference_id: input.ref, qr_code: { channel_code: 'QRIS', channel_properties: { expires_at: expiresAt } } }
          : {
              type: 'VIRTUAL_ACCOUNT',
              reusability: 'ONE_TIME_USE',
              reference_id: input.ref,
              // The bank shows customer_name to the payer.
              virtual_account: { channel_code: va!.channel, channel_properties: { customer_name: input.customer.name.slice(0, 50), expires_at: expiresAt } },
            };
      const request = {
        reference_id: input.ref,
        amount: input.amount,
        currency: 'IDR',
        country: 'ID',
        description: `Pesanan ${input.orderNo}`,
        payment_method: paymentMethod,
        metadata: { order_no: input.orderNo },
      };
      const { code, body } = await call('POST', '/payment_requests', 'charge', request, input.ref);
      if (code === 409) {
        // The key (our ref) was used before: our earlier attempt went through. Its payment request answers, when it is this charge and still payable.
        const previous = await findRequest(input.ref).catch(() => null);
        const instructions = previous && xenditStatus(String(previous.status)) === 'pending' ? instructionsFrom(input.method, previous) : null;
        if (instructions && Number(previous?.amount) === input.amount) return { ref: input.ref, instructions, expiresAt: input.expiresAt };
        throw failure('charge', code, body);
      }
      if (!ok(code)) throw failure('charge', code, body);
      const instructions = instructionsFrom(input.method, body);
      if (!instructions) throw new PaymentProviderError('unavailable', `Xendit charge answered no payment instructions for ${input.method}`);
      return { ref: input.ref, instructions, expiresAt: input.expiresAt };
    },

    async status(ref: string): Promise<ChargeState> {
      return stateOf(ref, await findRequest(ref));
    },

    async cancel(ref: string): Promise<void> {
      const request = await findRequest(ref).catch((error: unknown) => {
        // Never made: nothing to stop.
        if (error instanceof PaymentProviderError && error.kind === 'refused') return null;
        throw error;
      });
      if (!request || stateOf(ref, request).status !== 'pending') return;
      const methodId = text(object(request.payment_method)?.id);
      if (!methodId) throw new PaymentProviderError('unavailable', `Xendit payment request ${ref} has no payment method id`);
      const { code, body } = await call('POST', `/payment_methods/${encodeURIComponent(methodId)}/expire`, 'cancel', {});
      // 4xx: the method cannot be expired any more (paid or expired meanwhile) — nothing left to stop.
      if (ok(code) || (code >= 400 && code < 500 && code !== 401)) return;
      throw failure('cancel', code, body);
    },

    async refund({ key, ref, amount, reason }: RefundInput): Promise<RefundResult> {
      const request = await findRequest(ref);
      const paymentRequestId = text(request.id);
      if (!paymentRequestId) throw new PaymentProviderError('unavailable', `Xendit payment request ${ref} has no id`);
      const { code, body } = await call(
        'POST',
        '/refunds',
        'refund',
        // The order will not be delivered: CANCELLATION; our words go along in metadata.
        { payment_request_id: paymentRequestId, reference_id: key, amount, currency: 'IDR', reason: 'CANCELLATION', metadata: { alasan: reason.slice(0, 255) } },
        key,
      );
      if (!ok(code)) throw failure('refund', code, body);
      const status = text(body.status);
      if (status === 'FAILED') throw new PaymentProviderError('refused', `Xendit refund failed${text(body.failure_code) ? `: ${text(body.failure_code)}` : ''}`);
      if (status !== 'SUCCEEDED' && status !== 'PENDING') throw new PaymentProviderError('unavailable', `Xendit refund answered status ${String(body.status)}`);
      return { status: status === 'SUCCEEDED' ? 'succeeded' : 'pending', providerRef: text(body.id) };
    },

    verifyNotification(headers, raw): VerifiedNotification | null {
      const header = Object.entries(headers).find(([name]) => name.toLowerCase() === XENDIT_CALLBACK_HEADER)?.[1];
      if (typeof header !== 'string' || !sameToken(header, callbackToken)) return null;
      const body = object(raw);
      const event = text(body?.event);
      const data = object(body?.data);
      if (!body || !event || !data) return null;
      const occurredAt = date(body.created) ?? date(data.updated) ?? date(data.created);
      if (event === 'payment.succeeded' || event === 'payment.failed' || event === 'payment.pending') {
        const id = text(data.id);
        const ref = text(data.reference_id);
        const status = xenditStatus(String(data.status));
        const amount = Number(data.amount);
        if (!id || !ref || !status || !Number.isFinite(amount)) return null;
        return { eventKey: `${event}:${id}`, ref, status, amount: Math.round(amount), transactionId: text(data.payment_request_id) ?? id, occurredAt, payload: body };
      }
      if (event === 'payment_method.expired') {
        const id = text(data.id);
        const ref = text(data.reference_id);
        const channel = object(data.qr_code) ?? object(data.virtual_account);
        const amount = Number(channel?.amount ?? 0);
        if (!id || !ref) return null;
        return { eventKey: `${event}:${id}`, ref, status: 'expired', amount: Number.isFinite(amount) ? Math.round(amount) : 0, transactionId: null, occurredAt, payload: body };
      }
      return null;
    },
  };
}
