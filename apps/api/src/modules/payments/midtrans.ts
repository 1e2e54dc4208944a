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
 * Midtrans Core API (https://docs.midtrans.com/reference/core-api), used when MIDTRANS_SERVER_KEY is
 * set. JSON over HTTPS, `Authorization: Basic base64(serverKey + ':')`.
 *
 * - POST {base}/v2/charge: payment_type qris | bank_transfer (bca, bni, bri, permata) | echannel
 *   (Mandiri bill payment). Midtrans answers with a `status_code` in the body ('201' = a pending
 *   charge was created), mostly over HTTP 200.
 * - GET {base}/v2/{order_id}/status: the transaction (polling).
 * - POST {base}/v2/{order_id}/cancel: stops a pending transaction ('412' = cannot be changed any more).
 * - POST {base}/v2/{order_id}/refund: returns a settled transaction's money, body { refund_key,
 *   amount, reason }; the refund_key is ours (the refunds row's id): the same key sent again is the
 *   same refund, never a second one. Answers status_code '200' with refund_chargeback_id, or a 4xx
 *   code (412: not refundable — not settled, or a payment method Midtrans cannot refund such as a
 *   bank transfer; 414: more than was paid).
 * - HTTP notifications: the body carries signature_key = sha512(order_id + status_code + gross_amount + serverKey).
 *
 * A `status_code` 4xx in the body is `refused` (Midtrans said no to this request), except 401/403
 * (the server key is wrong: a configuration fault, `unavailable` like 5xx, a network failure, a
 * time-out or an answer that is not JSON).
 */

export type MidtransProviderOptions = {
  /** https://api.sandbox.midtrans.com or https://api.midtrans.com (MIDTRANS_BASE_URL). */
  baseUrl: string;
  serverKey: string;
  /** §9: 15 s for outside services. */
  timeoutMs?: number;
  /** "Now" for custom_expiry's order_time. */
  clock?: () => Date;
};

type Json = Record<string, unknown>;

/** Midtrans' dates are Asia/Jakarta wall time (UTC+7, no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** 'yyyy-MM-dd HH:mm:ss' in Jakarta time (custom_expiry.order_time adds ' +0700'). */
export function toMidtransTime(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Midtrans' 'yyyy-MM-dd HH:mm:ss' (Jakarta) as a Date; null when absent or not that shape. */
export function fromMidtransTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** signature_key of a notification or status answer: sha512(order_id + status_code + gross_amount + serverKey), hex. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/**
 * transaction_status (and fraud_status for card captures) → our status. settlement, or capture with
 * fraud_status accept, is paid; a capture under challenge is still pending; refund and chargeback
 * mean the money went back (cancelled; partial ones leave the order paid).
 */
export function midtransStatus(transactionStatus: string, fraudStatus?: unknown): ChargeStatus | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === undefined || fraudStatus === null || fraudStatus === 'accept' ? 'paid' : fraudStatus === 'deny' ? 'failed' : 'pending';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
    case 'refund':
    case 'chargeback':
      return 'cancelled';
    case 'partial_refund':
    case 'partial_chargeback':
      return 'paid';
    case 'deny':
    case 'failure':
      return 'failed';
    default:
      return null;
  }
}

const BANK_OF: Record<Exclude<PaymentMethod, 'qris' | 'va_mandiri'>, 'bca' | 'bni' | 'bri' | 'permata'> = {
  va_bca: 'bca',
  va_bni: 'bni',
  va_bri: 'bri',
  va_permata: 'permata',
};

/** The per-method part of a charge request. */
function paymentPart(input: ChargeInput): Json {
  switch (input.method) {
    case 'qris':
      return { payment_type: 'qris' };
    case 'va_mandiri':
      // Mandiri shows bill_info1 (at most 10 characters) and bill_info2 (at most 30) in its channels.
      return { payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran', bill_info2: input.orderNo.slice(0, 30) } };
    default:
      return { payment_type: 'bank_transfer', bank_transfer: { bank: BANK_OF[input.method] } };
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What the customer pays to, read from a charge answer (or a status answer, which repeats the numbers of a virtual account). */
function instructionsFrom(method: PaymentMethod, body: Json): ChargeInstructions | null {
  switch (method) {
    case 'qris': {
      const qrString = text(body.qr_string);
      return qrString ? { kind: 'qris', qrString } : null;
    }
    case 'va_mandiri': {
      const billerCode = text(body.biller_code);
      const billKey = text(body.bill_key);
      return billerCode && billKey ? { kind: 'bill', bank: 'mandiri', billerCode, billKey } : null;
    }
    case 'va_permata': {
      const vaNumber = text(body.permata_va_number);
      return vaNumber ? { kind: 'va', bank: 'permata', vaNumber } : null;
    }
    default: {
      const bank = BANK_OF[method];
      const numbers = Array.isArray(body.va_numbers) ? (body.va_numbers as unknown[]) : [];
      const entry = (numbers.find((n) => (n as Json | null)?.bank === bank) ?? numbers[0]) as Json | undefined;
      const vaNumber = text(entry?.va_number);
      return vaNumber ? { kind: 'va', bank, vaNumber } : null;
    }
  }
}

export function createMidtransProvider({ baseUrl, serverKey, timeoutMs = 15_000, clock = () => new Date() }: MidtransProviderOptions): PaymentProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  /** One call; the answer's JSON body and its status_code (the body's, else the HTTP status). */
  const call = async (method: 'GET' | 'POST', path: string, what: string, body?: unknown): Promise<{ code: number; body: Json }> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `Midtrans ${what} unreachable: ${(error as Error).message}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      throw new PaymentProviderError('unavailable', `Midtrans ${what} answered HTTP ${response.status} without JSON: ${(error as Error).message}`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new PaymentProviderError('unavailable', `Midtrans ${what} answered no JSON object`);
    const json = parsed as Json;
    const code = Number(json.status_code ?? response.status);
    if (!Number.isInteger(code)) throw new PaymentProviderError('unavailable', `Midtrans ${what} answered status_code ${String(json.status_code)}`);
    // The HTTP status wins when it is worse than what the body says (a proxy's 502 with some JSON).
    return { code: response.status >= 500 ? response.status : code, body: json };
  };

  const failure = (what: string, code: number, body: Json): PaymentProviderError => {
    const detail = [text(body.status_message), ...(Array.isArray(body.validation_messages) ? body.validation_messages.map(String) : [])].filter(Boolean).join('; ');
    const message = `Midtrans ${what} answered status_code ${code}${detail ? `: ${detail}` : ''}`;
    if (code === 401 || code === 403) return new PaymentProviderError('unavailable', `${message} (check MIDTRANS_SERVER_KEY)`);
    return new PaymentProviderError(code >= 400 && code < 500 ? 'refused' : 'unavailable', message);
  };

  const refPath = (ref: string) => `/v2/${encodeURIComponent(ref)}`;

  const readState = async (ref: string): Promise<{ state: ChargeState; body: Json }> => {
    const { code, body } = await call('GET', `${refPath(ref)}/status`, 'status');
    const transactionStatus = text(body.transaction_status);
    // An expired transaction answers status_code 407 with its transaction_status: the status counts, not the code.
    if (!transactionStatus) {
      if (code === 404) throw new PaymentProviderError('refused', `Midtrans knows no transaction ${ref}`);
      throw failure('status', code >= 200 && code < 300 ? 502 : code, body);
    }
    const status = midtransStatus(transactionStatus, body.fraud_status);
    if (!status) throw new PaymentProviderError('unavailable', `Midtrans status answered transaction_status ${transactionStatus}`);
    const amount = Number(body.gross_amount);
    return {
      state: {
        ref,
        status,
        amount: Number.isFinite(amount) ? Math.round(amount) : 0,
        transactionId: text(body.transaction_id),
        paidAt: status === 'paid' ? (fromMidtransTime(body.settlement_time) ?? fromMidtransTime(body.transaction_time)) : null,
      },
      body,
    };
  };

  return {
    name: 'midtrans',
    simulated: false,

    async charge(input: ChargeInput): Promise<Charge> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new PaymentProviderError('refused', `Midtrans: gross_amount must be whole rupiah above 0 (${input.amount})`);
      const items = input.items.map((item) => ({ id: item.code.slice(0, 50), price: item.unitPrice, quantity: item.quantity, name: item.name.slice(0, 50).trimEnd() }));
      const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
      // Midtrans refuses a charge whose item_details do not add up to gross_amount; say so here, with the figures.
      if (sum !== input.amount) throw new PaymentProviderError('refused', `Midtrans: item_details add up to ${sum}, gross_amount is ${input.amount}`);
      const now = clock();
      const minutes = Math.floor((input.expiresAt.getTime() - now.getTime()) / 60_000);
      if (minutes < 1) throw new PaymentProviderError('refused', 'Midtrans: the charge would expire within a minute');
      const request = {
        ...paymentPart(input),
        transaction_details: { order_id: input.ref, gross_amount: input.amount },
        customer_details: { first_name: input.customer.name.slice(0, 255), phone: input.customer.phone, ...(input.customer.email ? { email: input.customer.email } : {}) },
        item_details: items,
        custom_expiry: { order_time: `${toMidtransTime(now)} +0700`, expiry_duration: minutes, unit: 'minute' },
      };
      const { code, body } = await call('POST', '/v2/charge', 'charge', request);
      if (code === 406) {
        // order_id already taken: our earlier attempt went through (its answer was lost). A virtual
        // account's numbers come back in the status; a QRIS string does not, so that one is refused.
        const previous = await readState(input.ref).catch(() => null);
        const instructions = previous?.state.status === 'pending' ? instructionsFrom(input.method, previous.body) : null;
        if (instructions && previous?.state.amount === input.amount) return { ref: input.ref, instructions, expiresAt: input.expiresAt };
        throw failure('charge', code, body);
      }
      if (code !== 200 && code !== 201) throw failure('charge', code >= 200 && code < 300 ? 502 : code, body);
      const instructions = instructionsFrom(input.method, body);
      if (!instructions) throw new PaymentProviderError('unavailable', `Midtrans charge answered no payment instructions for ${input.method}`);
      return { ref: input.ref, instructions, expiresAt: input.expiresAt };
    },

    async status(ref: string): Promise<ChargeState> {
      return (await readState(ref)).state;
    },

    async cancel(ref: string): Promise<void> {
      const { code, body } = await call('POST', `${refPath(ref)}/cancel`, 'cancel');
      // 412: the transaction cannot be changed any more (paid, expired, already cancelled); 404: never made. Both leave nothing to stop.
      if (code === 200 || code === 201 || code === 412 || code === 404) return;
      throw failure('cancel', code >= 200 && code < 300 ? 502 : code, body);
    },

    async refund({ key, ref, amount, reason }: RefundInput): Promise<RefundResult> {
      // refund_key allows letters, digits, '-' and '_' (a uuid is within).
      const { code, body } = await call('POST', `${refPath(ref)}/refund`, 'refund', { refund_key: key, amount, reason: reason.slice(0, 255) });
      if (code !== 200 && code !== 201) throw failure('refund', code >= 200 && code < 300 ? 502 : code, body);
      const chargeback = body.refund_chargeback_id;
      const providerRef = typeof chargeback === 'number' || typeof chargeback === 'string' ? String(chargeback) : null;
      // transaction_status refund / partial_refund: the money is on its way back.
      return { status: 'succeeded', providerRef };
    },

    verifyNotification(_headers, raw): VerifiedNotification | null {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
      const body = raw as Json;
      const orderId = text(body.order_id);
      const statusCode = text(body.status_code);
      const grossAmount = text(body.gross_amount);
      const signature = text(body.signature_key);
      const transactionStatus = text(body.transaction_status);
      const transactionId = text(body.transaction_id);
      if (!orderId || !statusCode || !grossAmount || !signature || !transactionStatus || !transactionId) return null;
      if (!/^[0-9a-f]{128}$/i.test(signature)) return null;
      const expected = Buffer.from(midtransSignature(orderId, statusCode, grossAmount, serverKey), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      const status = midtransStatus(transactionStatus, body.fraud_status);
      const amount = Number(grossAmount);
      if (!status || !Number.isFinite(amount)) return null;
      return {
        eventKey: `${transactionId}:${transactionStatus}`,
        ref: orderId,
        status,
        amount: Math.round(amount),
        transactionId,
        occurredAt: fromMidtransTime(body.settlement_time) ?? fromMidtransTime(body.transaction_time),
        payload: body,
      };
    },
  };
}
