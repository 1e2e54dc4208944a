import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildQrisPayload } from '../src/modules/payments';

/** The server key the stand-in accepts (Basic auth, as Midtrans checks it). */
export const SERVER_KEY = 'SB-Mid-server-kemudi-test-key';

export type Body = Record<string, any>;
export type Transaction = {
  orderId: string;
  transactionId: string;
  paymentType: string;
  bank: string | null;
  grossAmount: string;
  status: string;
  body: Body;
  /** The refunds Midtrans carried out (money actually sent back), by refund_key. */
  refunds?: { key: string; amount: number; reason: string; id: number }[];
};
export type StandIn = {
  server: Server;
  url: string;
  requests: { method: string; path: string; auth: string | undefined; contentType: string | undefined; body: Body | undefined }[];
  transactions: Map<string, Transaction>;
  /** normal, or: '5xx' answers HTTP 503; 'slow' answers after 1 s; 'garbage' answers HTML; 'body-500' answers HTTP 200 with status_code '500'. */
  mode: 'normal' | '5xx' | 'slow' | 'garbage' | 'body-500';
};

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

/** The fields every Midtrans transaction answer carries. */
const common = (t: Transaction) => ({
  transaction_id: t.transactionId,
  order_id: t.orderId,
  merchant_id: 'G123456789',
  gross_amount: t.grossAmount,
  currency: 'IDR',
  payment_type: t.paymentType,
  transaction_time: '2026-11-22 10:00:01',
  transaction_status: t.status,
  fraud_status: 'accept',
  ...t.body,
});

/**
 * A stand-in Midtrans Core API on 127.0.0.1 that checks requests as Midtrans does (Basic auth with the
 * server key, the charge's fields, gross_amount = Σ price × quantity, a fresh order_id) and answers
 * in Midtrans' shapes: HTTP 200 with a status_code in the body.
 */
export async function startStandIn(): Promise<StandIn> {
  const state: StandIn = { server: undefined as unknown as Server, url: '', requests: [], transactions: new Map(), mode: 'normal' };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = text ? (JSON.parse(text) as Body) : undefined;
    const path = req.url ?? '';
    state.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, contentType: req.headers['content-type'], body });

    if (state.mode === '5xx') return send(res, 503, { status_code: '503', status_message: 'Midtrans is under maintenance' });
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Bad gateway</body></html>');
    }
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
    if (state.mode === 'body-500') return send(res, 200, { status_code: '500', status_message: 'Sorry, we encountered internal server error.' });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`) {
      return send(res, 401, { status_code: '401', status_message: 'Access denied due to unauthorized transaction, please check client or server key' });
    }

    if (req.method === 'POST' && path === '/v2/charge') {
      const invalid = (messages: string[]) => send(res, 200, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: messages });
      const details = body?.transaction_details;
      const items: Body[] = body?.item_details ?? [];
      if (typeof details?.order_id !== 'string' || !Number.isInteger(details?.gross_amount)) return invalid(['transaction_details is required']);
      const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
      if (sum !== details.gross_amount) return invalid(['transaction_details.gross_amount is not equal to the sum of item_details']);
      if (items.some((item) => typeof item.id !== 'string' || typeof item.name !== 'string' || item.name.length > 50)) return invalid(['item_details.name too long']);
      const expiry = body?.custom_expiry;
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0700$/.test(expiry?.order_time ?? '') || !Number.isInteger(expiry?.expiry_duration) || expiry?.unit !== 'minute') {
        return invalid(['custom_expiry is invalid']);
      }
      if (state.transactions.has(details.order_id)) {
        return send(res, 200, { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' });
      }
      const t: Transaction = {
        orderId: details.order_id,
        transactionId: randomUUID(),
        paymentType: body?.payment_type,
        bank: body?.bank_transfer?.bank ?? null,
        grossAmount: `${details.gross_amount}.00`,
        status: 'pending',
        body: {},
      };
      if (t.paymentType === 'qris') {
        t.body = {
          qr_string: buildQrisPayload({ merchantName: 'KEMUDI', merchantCity: 'JAKARTA', merchantId: 'ID1020012345678', amount: details.gross_amount, reference: details.order_id }),
          acquirer: 'gopay',
        };
        state.transactions.set(t.orderId, t);
        const actions = [{ name: 'generate-qr-code', method: 'GET', url: `${state.url}/v2/qris/${t.transactionId}/qr-code` }];
        return send(res, 200, { status_code: '201', status_message: 'QRIS transaction is created', ...common(t), actions });
      }
      if (t.paymentType === 'bank_transfer' && ['bca', 'bni', 'bri'].includes(t.bank ?? '')) {
        t.body = { va_numbers: [{ bank: t.bank, va_number: { bca: '12345678901', bni: '9881234567890123', bri: '123456789012345' }[t.bank as 'bca'] }] };
      } else if (t.paymentType === 'bank_transfer' && t.bank === 'permata') {
        t.body = { permata_va_number: '8778003912345678' };
      } else if (t.paymentType === 'echannel' && typeof body?.echannel?.bill_info1 === 'string' && body.echannel.bill_info1.length <= 10) {
        t.body = { bill_key: '556677889900', biller_code: '70012' };
      } else {
        return invalid(['payment_type is not supported']);
      }
      state.transactions.set(t.orderId, t);
      return send(res, 200, { status_code: '201', status_message: 'Success, Bank Transfer transaction is created', ...common(t) });
    }

    const match = /^\/v2\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const t = match ? state.transactions.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !t) return send(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
    if (match?.[2] === 'status' && req.method === 'GET' && t) {
      const code = { pending: '201', settlement: '200', capture: '200', expire: '407', cancel: '200', deny: '202', failure: '202' }[t.status] ?? '200';
      // Midtrans does not repeat the QR string in a status answer.
      const { qr_string: _omit, ...rest }: Body = common(t);
      const extra = t.status === 'settlement' ? { settlement_time: '2026-11-22 10:07:30' } : {};
      return send(res, 200, { status_code: code, status_message: 'Success, transaction is found', ...rest, ...extra });
    }
    if (match?.[2] === 'cancel' && req.method === 'POST' && t) {
      if (t.status !== 'pending') return send(res, 200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
      t.status = 'cancel';
      return send(res, 200, { status_code: '200', status_message: 'Success, transaction is canceled', ...common(t) });
    }
    if (match?.[2] === 'refund' && req.method === 'POST' && t) {
      // Refund API: a settled transaction only; refund_key is the merchant's id of the refund — the
      // same key again answers the same refund (nothing is paid twice); bank transfers cannot be refunded.
      const refundKey = body?.refund_key;
      const amount = body?.amount;
      if (typeof refundKey !== 'string' || !/^[A-Za-z0-9_-]{1,50}$/.test(refundKey) || !Number.isInteger(amount) || amount <= 0) {
        return send(res, 200, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: ['refund_key or amount is invalid'] });
      }
      const refunds = (t.refunds ??= []);
      const previous = refunds.find((r) => r.key === refundKey);
      const answer = (r: { key: string; amount: number; id: number }) =>
        send(res, 200, {
          status_code: '200',
          status_message: 'Success, refund request is approved',
          ...common(t),
          refund_chargeback_id: r.id,
          refund_amount: `${r.amount}.00`,
          refund_key: r.key,
        });
      if (previous) return answer(previous);
      if (t.paymentType !== 'qris') return send(res, 200, { status_code: '412', status_message: 'Payment type is not supported for refund' });
      if (t.status !== 'settlement') return send(res, 200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
      if (amount > Number(t.grossAmount)) return send(res, 200, { status_code: '414', status_message: 'Refund amount exceeds the transaction amount' });
      const refund = { key: refundKey, amount, reason: String(body?.reason ?? ''), id: 1000 + refunds.length + 1 };
      refunds.push(refund);
      t.status = 'refund';
      return answer(refund);
    }
    return send(res, 404, { status_code: '404', status_message: 'not found' });
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

/** A Midtrans HTTP notification as it documents it, signed with the server key (or another key). */
export function midtransNotification(orderId: string, grossAmount: string, status: string, key = SERVER_KEY) {
  const statusCode = status === 'settlement' ? '200' : '201';
  return {
    transaction_id: `trx-${orderId}`,
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    fraud_status: 'accept',
    payment_type: 'qris',
    transaction_time: '2026-11-22 10:00:01',
    signature_key: createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex'),
  };
}
