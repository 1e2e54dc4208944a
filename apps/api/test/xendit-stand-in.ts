import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildQrisPayload } from '../src/modules/payments';

/** The secret key the stand-in accepts (HTTP Basic, the key as user and no password, as Xendit checks it). */
export const XENDIT_KEY = 'xnd_development_kemudi_test_key';
/** The webhook verification token of the stand-in's "dashboard". */
export const XENDIT_TOKEN = 'kemudi-xendit-callback-token';

export type Body = Record<string, any>;
export type PaymentRequest = {
  body: Body;
  /** The refunds Xendit carried out (money actually sent back), by our key. */
  refunds: { key: string; id: string; amount: number; reason: string }[];
};
export type XenditStandIn = {
  server: Server;
  url: string;
  requests: { method: string; path: string; auth: string | undefined; idempotencyKey: string | undefined; contentType: string | undefined; body: Body | undefined }[];
  /** Payment requests by our reference_id. */
  paymentRequests: Map<string, PaymentRequest>;
  /** normal, or: '5xx' answers HTTP 503; 'slow' answers after 1 s; 'garbage' answers HTML; 'refund-pending' answers refunds PENDING. */
  mode: 'normal' | '5xx' | 'slow' | 'garbage' | 'refund-pending';
  /** Marks the payment request of `ref` paid and answers the payment.succeeded webhook Xendit sends. */
  pay(ref: string): Body;
  /** Lets the payment method of `ref` lapse and answers the payment_method.expired webhook. */
  expire(ref: string): Body;
};

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};
const error = (res: ServerResponse, status: number, code: string, message: string) => send(res, status, { error_code: code, message });

const VA_NUMBERS: Record<string, string> = { BCA: '1076612345678901', BNI: '8808123456789012', BRI: '262151234567890', PERMATA: '8214123456789012', MANDIRI: '8860812345678901' };
const REFUND_REASONS = ['FRAUDULENT', 'DUPLICATE', 'REQUESTED_BY_CUSTOMER', 'CANCELLATION', 'OTHERS'];
const STAMP = '2026-11-22T03:00:01.000Z';

/**
 * A stand-in of Xendit's Payment Requests and Refunds APIs on 127.0.0.1 that checks requests as
 * Xendit documents them — HTTP Basic with the secret key, the Idempotency-key header on the calls
 * that create (a key used again with the same body answers the first answer; with another body 409),
 * the body's fields — and answers in Xendit's shapes (errors: HTTP 4xx/5xx with error_code and message).
 */
export async function startXenditStandIn(): Promise<XenditStandIn> {
  const state: XenditStandIn = {
    server: undefined as unknown as Server,
    url: '',
    requests: [],
    paymentRequests: new Map(),
    mode: 'normal',
    pay(ref) {
      const pr = state.paymentRequests.get(ref)!;
      pr.body.status = 'SUCCEEDED';
      pr.body.updated = '2026-11-22T03:07:30.000Z';
      return {
        event: 'payment.succeeded',
        business_id: '5f27a14a9bf05c73dd040bc8',
        created: '2026-11-22T03:07:31.000Z',
        data: {
          id: `py-${randomUUID()}`,
          business_id: '5f27a14a9bf05c73dd040bc8',
          payment_request_id: pr.body.id,
          reference_id: ref,
          currency: 'IDR',
          amount: pr.body.amount,
          country: 'ID',
          status: 'SUCCEEDED',
          payment_method: pr.body.payment_method,
          failure_code: null,
          created: '2026-11-22T03:07:30.000Z',
          updated: '2026-11-22T03:07:30.000Z',
          metadata: pr.body.metadata,
        },
      };
    },
    expire(ref) {
      const pr = state.paymentRequests.get(ref)!;
      pr.body.payment_method.status = 'EXPIRED';
      return { event: 'payment_method.expired', business_id: '5f27a14a9bf05c73dd040bc8', created: '2026-11-22T03:15:00.000Z', data: pr.body.payment_method };
    },
  };
  /** Answers already given, by idempotency key: the request body and the answer. */
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = text ? (JSON.parse(text) as Body) : undefined;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    state.requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, auth: req.headers.authorization, idempotencyKey, contentType: req.headers['content-type'], body });

    if (state.mode === '5xx') return error(res, 503, 'SERVER_ERROR', 'An unexpected error occured, our team has been notified and will troubleshoot the issue');
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Bad gateway</body></html>');
    }
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
    if (req.headers.authorization !== `Basic ${Buffer.from(`${XENDIT_KEY}:`).toString('base64')}`) return error(res, 401, 'INVALID_API_KEY', 'API key is not authorized for this API service');

    /** A create call: its Idempotency-key is required here; the same key again answers the first answer. */
    const once = (make: () => { status: number; answer: unknown }) => {
      if (!idempotencyKey) return error(res, 400, 'API_VALIDATION_ERROR', 'Idempotency-key header is required');
      const scoped = `${url.pathname}:${idempotencyKey}`;
      const previous = idempotent.get(scoped);
      if (previous) return previous.body === text ? send(res, previous.status, previous.answer) : error(res, 409, 'IDEMPOTENCY_ERROR', 'Idempotency key has been used with a different request');
      const made = make();
      if (made.status < 300) idempotent.set(scoped, { body: text, ...made });
      return send(res, made.status, made.answer);
    };
    const invalid = (message: string) => ({ status: 400, answer: { error_code: 'API_VALIDATION_ERROR', message } });

    if (req.method === 'POST' && url.pathname === '/payment_requests') {
      return once(() => {
        const input: Body = body ?? {};
        const method = input.payment_method;
        if (typeof input.reference_id !== 'string' || input.reference_id.length > 255) return invalid('reference_id is required');
        if (!Number.isInteger(input.amount) || input.amount < 1) return invalid('amount must be a positive whole number for IDR');
        if (input.currency !== 'IDR' || input.country !== 'ID') return invalid('currency and country must be IDR and ID');
        if (method?.reusability !== 'ONE_TIME_USE') return invalid('payment_method.reusability must be ONE_TIME_USE');
        const id = `pm-${randomUUID()}`;
        let paymentMethod: Body;
        if (method.type === 'QR_CODE' && method.qr_code?.channel_code === 'QRIS') {
          if (input.amount > 10_000_000) return invalid('amount exceeds the QRIS maximum of 10,000,000');
          const qrString = buildQrisPayload({ merchantName: 'KEMUDI', merchantCity: 'JAKARTA', merchantId: 'ID1020099887766', amount: input.amount, reference: input.reference_id });
          paymentMethod = { id, type: 'QR_CODE', reusability: 'ONE_TIME_USE', reference_id: method.reference_id, status: 'ACTIVE', qr_code: { amount: input.amount, currency: 'IDR', channel_code: 'QRIS', channel_properties: { qr_string: qrString, expires_at: method.qr_code.channel_properties?.expires_at } } };
        } else if (method.type === 'VIRTUAL_ACCOUNT' && VA_NUMBERS[method.virtual_account?.channel_code]) {
          const properties = method.virtual_account.channel_properties;
          if (typeof properties?.customer_name !== 'string' || properties.customer_name === '') return invalid('virtual_account.channel_properties.customer_name is required');
          paymentMethod = {
            id,
            type: 'VIRTUAL_ACCOUNT',
            reusability: 'ONE_TIME_USE',
            reference_id: method.reference_id,
            status: 'ACTIVE',
            virtual_account: { amount: input.amount, currency: 'IDR', channel_code: method.virtual_account.channel_code, channel_properties: { ...properties, virtual_account_number: VA_NUMBERS[method.virtual_account.channel_code] } },
          };
        } else {
          return invalid('payment_method is not supported');
        }
        const pr = { id: `pr-${randomUUID()}`, business_id: '5f27a14a9bf05c73dd040bc8', reference_id: input.reference_id, currency: 'IDR', amount: input.amount, country: 'ID', status: 'PENDING', description: input.description, payment_method: paymentMethod, actions: [], metadata: input.metadata ?? null, created: STAMP, updated: STAMP };
        state.paymentRequests.set(input.reference_id, { body: pr, refunds: [] });
        return { status: 201, answer: pr };
      });
    }
    if (req.method === 'GET' && url.pathname === '/payment_requests') {
      const ref = url.searchParams.get('reference_id');
      const pr = ref ? state.paymentRequests.get(ref) : undefined;
      return send(res, 200, { data: pr ? [pr.body] : [], has_more: false });
    }
    const expire = /^\/payment_methods\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      const pr = [...state.paymentRequests.values()].find((p) => p.body.payment_method.id === decodeURIComponent(expire[1]!));
      if (!pr) return error(res, 404, 'DATA_NOT_FOUND', 'Payment method not found');
      if (pr.body.payment_method.status !== 'ACTIVE' || pr.body.status !== 'PENDING') return error(res, 409, 'INVALID_PAYMENT_METHOD_STATUS', 'Payment method is not active');
      pr.body.payment_method.status = 'EXPIRED';
      return send(res, 200, pr.body.payment_method);
    }
    if (req.method === 'POST' && url.pathname === '/refunds') {
      return once(() => {
        const input: Body = body ?? {};
        const pr = [...state.paymentRequests.values()].find((p) => p.body.id === input.payment_request_id);
        if (!pr) return { status: 404, answer: { error_code: 'DATA_NOT_FOUND', message: 'Payment request not found' } };
        if (!REFUND_REASONS.includes(input.reason)) return invalid('reason is invalid');
        if (input.currency !== undefined && input.currency !== 'IDR') return invalid('currency is invalid');
        if (!Number.isInteger(input.amount) || input.amount <= 0) return invalid('amount is invalid');
        if (pr.body.payment_method.type !== 'QR_CODE') return { status: 400, answer: { error_code: 'REFUND_NOT_SUPPORTED', message: 'Refund is not supported for this payment channel' } };
        if (pr.body.status !== 'SUCCEEDED') return { status: 409, answer: { error_code: 'INELIGIBLE_TRANSACTION', message: 'The payment request has not succeeded' } };
        const refunded = pr.refunds.reduce((total, r) => total + r.amount, 0);
        if (input.amount > pr.body.amount - refunded) return { status: 400, answer: { error_code: 'MAXIMUM_REFUND_AMOUNT_REACHED', message: 'Refund amount exceeds the remaining amount' } };
        const refund = { key: idempotencyKey!, id: `rfd-${randomUUID()}`, amount: input.amount, reason: input.reason };
        pr.refunds.push(refund);
        return {
          status: 200,
          answer: {
            id: refund.id,
            payment_request_id: pr.body.id,
            invoice_id: null,
            amount: input.amount,
            payment_method_type: 'QR_CODE',
            channel_code: 'QRIS',
            currency: 'IDR',
            status: state.mode === 'refund-pending' ? 'PENDING' : 'SUCCEEDED',
            reason: input.reason,
            reference_id: input.reference_id,
            failure_code: null,
            refund_fee_amount: null,
            created: STAMP,
            updated: STAMP,
            metadata: input.metadata ?? null,
          },
        };
      });
    }
    return error(res, 404, 'NOT_FOUND', 'not found');
  };
  state.server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

export async function stopXenditStandIn(standIn: XenditStandIn): Promise<void> {
  standIn.server.closeAllConnections();
  await new Promise((resolve) => standIn.server.close(resolve));
}
