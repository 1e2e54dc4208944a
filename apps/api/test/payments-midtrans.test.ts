import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentMethod } from '@kemudi/domain/commerce';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMidtransProvider, PaymentProviderError, type ChargeInput, type PaymentProvider } from '../src/modules/payments';
import { fromMidtransTime, toMidtransTime } from '../src/modules/payments/midtrans';
import { buildQrisPayload, parseQris } from '../src/modules/payments/qris';

const SERVER_KEY = 'SB-Mid-server-kemudi-test-key';
const NOW = new Date('2026-11-22T03:00:00Z'); // 10:00 in Jakarta

type Body = Record<string, any>;
type Transaction = { orderId: string; transactionId: string; paymentType: string; bank: string | null; grossAmount: string; status: string; body: Body };
type StandIn = {
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
async function startStandIn(): Promise<StandIn> {
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

    const match = /^\/v2\/([^/]+)\/(status|cancel)$/.exec(path);
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

let count = 0;
function input(method: PaymentMethod, overrides: Partial<ChargeInput> = {}): ChargeInput {
  count += 1;
  const orderNo = `KMD-261122-M${String(count).padStart(5, '0')}`;
  return {
    ref: orderNo,
    orderNo,
    amount: 1_500_000,
    method,
    expiresAt: new Date(NOW.getTime() + 180 * 60_000),
    customer: { name: 'Siti Rahayu', phone: '081298765432', email: 'siti@contoh.com' },
    items: [
      { code: 'ACC-KARPET', name: 'Karpet dasar premium untuk Toyota Avanza generasi ketiga tahun 2022 ke atas', unitPrice: 500_000, quantity: 2 },
      { code: 'ACC-SPOILER', name: 'Spoiler belakang', unitPrice: 500_000, quantity: 1 },
    ],
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('the Midtrans Core API adapter, against a stand-in on 127.0.0.1', () => {
  let standIn: StandIn;
  let provider: PaymentProvider;
  beforeAll(async () => {
    standIn = await startStandIn();
    provider = createMidtransProvider({ baseUrl: `${standIn.url}/`, serverKey: SERVER_KEY, timeoutMs: 300, clock: () => NOW });
  });
  beforeEach(() => {
    standIn.mode = 'normal';
  });
  afterAll(async () => {
    standIn.server.closeAllConnections();
    await new Promise((resolve) => standIn.server.close(resolve));
  });
  const lastCharge = () => standIn.requests.filter((r) => r.path === '/v2/charge').at(-1)!;

  it('charges a bank transfer as Midtrans documents it: Basic auth, transaction and customer details, items, custom expiry', async () => {
    const charge = input('va_bca');
    const result = await provider.charge(charge);
    expect(result).toEqual({ ref: charge.ref, instructions: { kind: 'va', bank: 'bca', vaNumber: '12345678901' }, expiresAt: charge.expiresAt });
    const request = lastCharge();
    expect(request.method).toBe('POST');
    expect(request.auth).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(request.contentType).toBe('application/json');
    expect(request.body).toEqual({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: charge.ref, gross_amount: 1_500_000 },
      customer_details: { first_name: 'Siti Rahayu', phone: '081298765432', email: 'siti@contoh.com' },
      item_details: [
        { id: 'ACC-KARPET', price: 500_000, quantity: 2, name: 'Karpet dasar premium untuk Toyota Avanza generasi' },
        { id: 'ACC-SPOILER', price: 500_000, quantity: 1, name: 'Spoiler belakang' },
      ],
      custom_expiry: { order_time: '2026-11-22 10:00:00 +0700', expiry_duration: 180, unit: 'minute' },
    });
  });

  it('charges BNI, BRI, Permata, Mandiri bill payment and QRIS with their own request parts and reads their answers', async () => {
    expect((await provider.charge(input('va_bni'))).instructions).toEqual({ kind: 'va', bank: 'bni', vaNumber: '9881234567890123' });
    expect(lastCharge().body).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bni' } });
    expect((await provider.charge(input('va_bri'))).instructions).toEqual({ kind: 'va', bank: 'bri', vaNumber: '123456789012345' });
    expect(lastCharge().body).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' } });
    expect((await provider.charge(input('va_permata'))).instructions).toEqual({ kind: 'va', bank: 'permata', vaNumber: '8778003912345678' });
    expect(lastCharge().body).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } });

    const mandiri = input('va_mandiri');
    expect((await provider.charge(mandiri)).instructions).toEqual({ kind: 'bill', bank: 'mandiri', billerCode: '70012', billKey: '556677889900' });
    expect(lastCharge().body).toMatchObject({ payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran', bill_info2: mandiri.orderNo } });
    expect(lastCharge().body).not.toHaveProperty('bank_transfer');

    const qris = input('qris', { expiresAt: new Date(NOW.getTime() + 15 * 60_000) });
    const result = await provider.charge(qris);
    expect(result.instructions.kind).toBe('qris');
    expect(lastCharge().body).toMatchObject({ payment_type: 'qris', custom_expiry: { expiry_duration: 15, unit: 'minute' } });
    // The QR string Midtrans gives is what the customer scans: its amount is the order's.
    const fields = parseQris(result.instructions.kind === 'qris' ? result.instructions.qrString : '');
    expect(fields.get('54')).toBe('1500000');
  });

  it('refuses, without calling Midtrans, items that do not add up to the amount', async () => {
    const before = standIn.requests.length;
    const error = await failureOf(provider.charge(input('va_bca', { amount: 1_400_000 })));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/1500000.*1400000/);
    expect(standIn.requests.length).toBe(before);
  });

  it("Midtrans' refusals in the body (status_code 4xx) are refused", async () => {
    const charge = input('va_bni');
    await provider.charge(charge);
    // A QRIS under a used order_id: Midtrans answers 406, and the status has no QR string to recover.
    const error = await failureOf(provider.charge({ ...charge, method: 'qris' }));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/406/);
  });

  it('a charge retried after its answer was lost (406: order_id taken) answers the virtual account already made', async () => {
    const charge = input('va_bri');
    const first = await provider.charge(charge);
    expect(await provider.charge(charge)).toEqual(first);
    const charges = standIn.requests.filter((r) => r.path === '/v2/charge' && r.body?.transaction_details?.order_id === charge.ref);
    expect(charges).toHaveLength(2);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/${charge.ref}/status` });
  });

  it('a wrong server key (401 from Midtrans) is unavailable, not the customer’s refusal', async () => {
    const wrong = createMidtransProvider({ baseUrl: standIn.url, serverKey: 'SB-Mid-server-wrong', clock: () => NOW });
    const error = await failureOf(wrong.charge(input('va_bca')));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/401.*MIDTRANS_SERVER_KEY/);
    expect(standIn.requests.at(-1)!.auth).toBe(`Basic ${Buffer.from('SB-Mid-server-wrong:').toString('base64')}`);
  });

  it('maps the transaction status: pending, settlement, capture, expire, cancel, deny, failure', async () => {
    const charge = input('va_permata');
    const { ref } = await provider.charge(charge);
    const t = standIn.transactions.get(ref)!;
    expect(await provider.status(ref)).toEqual({ ref, status: 'pending', amount: 1_500_000, transactionId: t.transactionId, paidAt: null });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/${ref}/status` });
    t.status = 'settlement';
    expect(await provider.status(ref)).toEqual({ ref, status: 'paid', amount: 1_500_000, transactionId: t.transactionId, paidAt: new Date('2026-11-22T03:07:30Z') });
    const cases: [string, Body, string][] = [
      ['capture', { fraud_status: 'accept' }, 'paid'],
      ['capture', { fraud_status: 'challenge' }, 'pending'],
      ['expire', {}, 'expired'],
      ['cancel', {}, 'cancelled'],
      ['deny', {}, 'failed'],
      ['failure', {}, 'failed'],
    ];
    for (const [status, extra, expected] of cases) {
      t.status = status;
      t.body = { ...t.body, fraud_status: 'accept', ...extra };
      expect((await provider.status(ref)).status, `${status} ${JSON.stringify(extra)}`).toBe(expected);
    }
  });

  it('an unknown transaction (404) is refused', async () => {
    const error = await failureOf(provider.status('KMD-000000-NOSUCH'));
    expect(error.kind).toBe('refused');
  });

  it('cancels a pending transaction; one already closed (412) or unknown (404) is left as it is', async () => {
    const { ref } = await provider.charge(input('va_bca'));
    await provider.cancel(ref);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v2/${ref}/cancel` });
    expect((await provider.status(ref)).status).toBe('cancelled');
    await provider.cancel(ref); // 412
    const paid = await provider.charge(input('va_bni'));
    standIn.transactions.get(paid.ref)!.status = 'settlement';
    await provider.cancel(paid.ref); // 412: paid stays paid
    expect((await provider.status(paid.ref)).status).toBe('paid');
    await provider.cancel('KMD-000000-NOSUCH');
  });

  it('5xx, a status_code 500 in the body, a time-out and an unreadable answer are unavailable', async () => {
    for (const mode of ['5xx', 'body-500', 'slow', 'garbage'] as const) {
      standIn.mode = mode;
      for (const attempt of [() => provider.charge(input('va_bca')), () => provider.status('KMD-261122-M00001'), () => provider.cancel('KMD-261122-M00001')]) {
        const error = await failureOf(attempt());
        expect(error.kind, mode).toBe('unavailable');
      }
    }
  });

  describe('HTTP notifications', () => {
    /** A notification as Midtrans posts it, signed the documented way. */
    const notification = (fields: Body, key = SERVER_KEY): Body => {
      const body = {
        transaction_time: '2026-11-22 10:00:01',
        transaction_status: 'settlement',
        transaction_id: '513f1f01-c9da-474c-9fc9-d5c64364b709',
        status_message: 'midtrans payment notification',
        status_code: '200',
        settlement_time: '2026-11-22 10:07:30',
        payment_type: 'bank_transfer',
        order_id: 'KMD-261122-7K3MQA',
        merchant_id: 'G123456789',
        gross_amount: '1500000.00',
        fraud_status: 'accept',
        currency: 'IDR',
        va_numbers: [{ va_number: '12345678901', bank: 'bca' }],
        ...fields,
      };
      const signature_key = createHash('sha512').update(`${body.order_id}${body.status_code}${body.gross_amount}${key}`).digest('hex');
      return { ...body, signature_key };
    };

    it('accepts a correctly signed settlement: paid, the amount from gross_amount, one key per transaction and status', () => {
      const body = notification({});
      expect(provider.verifyNotification({ 'content-type': 'application/json' }, body)).toEqual({
        eventKey: '513f1f01-c9da-474c-9fc9-d5c64364b709:settlement',
        ref: 'KMD-261122-7K3MQA',
        status: 'paid',
        amount: 1_500_000,
        transactionId: '513f1f01-c9da-474c-9fc9-d5c64364b709',
        occurredAt: new Date('2026-11-22T03:07:30Z'),
        payload: body,
      });
      const pending = provider.verifyNotification({}, notification({ transaction_status: 'pending', status_code: '201', settlement_time: undefined }));
      expect(pending).toMatchObject({ status: 'pending', eventKey: '513f1f01-c9da-474c-9fc9-d5c64364b709:pending', occurredAt: new Date('2026-11-22T03:00:01Z') });
      expect(provider.verifyNotification({}, notification({ transaction_status: 'expire', status_code: '202', settlement_time: undefined }))?.status).toBe('expired');
    });

    it('refuses a wrong signature, a changed amount or status, a missing field and another merchant’s key', () => {
      const body = notification({});
      expect(provider.verifyNotification({}, { ...body, signature_key: `${body.signature_key.slice(0, -1)}${body.signature_key.endsWith('0') ? '1' : '0'}` })).toBeNull();
      expect(provider.verifyNotification({}, { ...body, gross_amount: '1.00' })).toBeNull();
      expect(provider.verifyNotification({}, { ...body, status_code: '201' })).toBeNull();
      expect(provider.verifyNotification({}, { ...body, order_id: 'KMD-261122-OTHER1' })).toBeNull();
      expect(provider.verifyNotification({}, { ...body, signature_key: undefined })).toBeNull();
      expect(provider.verifyNotification({}, { ...body, signature_key: 'abc' })).toBeNull();
      expect(provider.verifyNotification({}, notification({}, 'SB-Mid-server-another-merchant'))).toBeNull();
      expect(provider.verifyNotification({}, null)).toBeNull();
      expect(provider.verifyNotification({}, [body])).toBeNull();
    });
  });

  it("reads and writes Midtrans' Jakarta wall time", () => {
    expect(toMidtransTime(new Date('2026-11-22T17:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(fromMidtransTime('2026-11-23 00:30:05')).toEqual(new Date('2026-11-22T17:30:05Z'));
    expect(fromMidtransTime('23/11/2026')).toBeNull();
  });
});
