import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@kemudi/domain/commerce';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMidtransProvider, PaymentProviderError, type ChargeInput, type PaymentProvider } from '../src/modules/payments';
import { fromMidtransTime, toMidtransTime } from '../src/modules/payments/midtrans';
import { parseQris } from '../src/modules/payments/qris';
import { SERVER_KEY, startStandIn, type Body, type StandIn } from './midtrans-stand-in';

const NOW = new Date('2026-11-22T03:00:00Z'); // 10:00 in Jakarta

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
