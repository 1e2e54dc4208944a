/**
 * The Xendit adapter (issue 27) against a local stand-in of its Payment Requests and Refunds APIs
 * (xendit-stand-in.ts, a real HTTP server that checks Basic auth, the Idempotency-key header and the
 * body as Xendit documents them): charge, status, cancel, refund, the webhook's callback token, and
 * what a caller notices when Xendit is out of reach, slow, says no, or fails.
 */
import { createServer } from 'node:net';
import type { PaymentMethod } from '@kemudi/domain/commerce';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createXenditProvider, PaymentProviderError, xenditStatus, type ChargeInput, type PaymentProvider } from '../src/modules/payments';
import { parseQris } from '../src/modules/payments/qris';
import { startXenditStandIn, stopXenditStandIn, XENDIT_KEY, XENDIT_TOKEN, type XenditStandIn } from './xendit-stand-in';

const NOW = new Date('2026-11-22T03:00:00Z'); // 10:00 in Jakarta
const BASIC = `Basic ${Buffer.from(`${XENDIT_KEY}:`).toString('base64')}`;

let count = 0;
function input(method: PaymentMethod, overrides: Partial<ChargeInput> = {}): ChargeInput {
  count += 1;
  const orderNo = `KMD-261122-X${String(count).padStart(5, '0')}`;
  return {
    ref: orderNo,
    orderNo,
    amount: 1_500_000,
    method,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    customer: { name: 'Siti Rahayu', phone: '081298765432', email: 'siti@contoh.com' },
    items: [{ code: 'ACC-KARPET', name: 'Karpet dasar premium', unitPrice: 1_500_000, quantity: 1 }],
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

describe('the Xendit adapter, against a stand-in on 127.0.0.1', () => {
  let standIn: XenditStandIn;
  let provider: PaymentProvider;
  beforeAll(async () => {
    standIn = await startXenditStandIn();
    provider = createXenditProvider({ baseUrl: `${standIn.url}/`, secretKey: XENDIT_KEY, callbackToken: XENDIT_TOKEN, timeoutMs: 300 });
  });
  afterAll(() => stopXenditStandIn(standIn));
  beforeEach(() => {
    standIn.mode = 'normal';
  });
  const requestsFor = (ref: string) => standIn.requests.filter((q) => q.body?.reference_id === ref || q.path.includes(encodeURIComponent(ref)));

  it('charges QRIS with POST /payment_requests: Basic auth, our ref as Idempotency-key and reference_id, the amount in IDR; the QR string parses', async () => {
    const charge = input('qris');
    const result = await provider.charge(charge);
    const [sent] = requestsFor(charge.ref);
    expect(sent).toMatchObject({ method: 'POST', path: '/payment_requests', auth: BASIC, idempotencyKey: charge.ref, contentType: 'application/json' });
    expect(sent!.body).toEqual({
      reference_id: charge.ref,
      amount: 1_500_000,
      currency: 'IDR',
      country: 'ID',
      description: `Pesanan ${charge.orderNo}`,
      payment_method: { type: 'QR_CODE', reusability: 'ONE_TIME_USE', reference_id: charge.ref, qr_code: { channel_code: 'QRIS', channel_properties: { expires_at: charge.expiresAt.toISOString() } } },
      metadata: { order_no: charge.orderNo },
    });
    expect(result.ref).toBe(charge.ref);
    expect(result.instructions.kind).toBe('qris');
    const qr = parseQris((result.instructions as { qrString: string }).qrString);
    expect(qr.get('54')).toBe('1500000');
  });

  it('charges each virtual account bank with its channel and the customer name; Mandiri (a bill payment here) is refused without a call', async () => {
    for (const [method, bank, channel, vaNumber] of [
      ['va_bca', 'bca', 'BCA', '1076612345678901'],
      ['va_bni', 'bni', 'BNI', '8808123456789012'],
      ['va_bri', 'bri', 'BRI', '262151234567890'],
      ['va_permata', 'permata', 'PERMATA', '8214123456789012'],
    ] as const) {
      const charge = input(method);
      expect((await provider.charge(charge)).instructions).toEqual({ kind: 'va', bank, vaNumber });
      expect(requestsFor(charge.ref)[0]!.body!.payment_method.virtual_account).toEqual({ channel_code: channel, channel_properties: { customer_name: 'Siti Rahayu', expires_at: charge.expiresAt.toISOString() } });
    }
    const before = standIn.requests.length;
    const mandiri = await failureOf(provider.charge(input('va_mandiri')));
    expect(mandiri.kind).toBe('refused');
    expect(standIn.requests.length).toBe(before);
  });

  it('a retried charge (same ref) is the same payment request, even with another deadline; a reused ref for another amount is refused', async () => {
    const charge = input('va_bca');
    const first = await provider.charge(charge);
    expect(await provider.charge(charge)).toEqual(first);
    expect(await provider.charge({ ...charge, expiresAt: new Date(charge.expiresAt.getTime() + 60_000) })).toMatchObject({ instructions: first.instructions });
    expect(standIn.paymentRequests.size).toBeGreaterThan(0);
    expect([...standIn.paymentRequests.keys()].filter((ref) => ref === charge.ref)).toHaveLength(1);
    const other = await failureOf(provider.charge({ ...charge, amount: 900_000 }));
    expect(other.kind).toBe('refused');
    expect(other.message).toMatch(/409 IDEMPOTENCY_ERROR/);
  });

  it('status reads the payment request by our ref: pending, then paid with its time; a lapsed method is expired; an unknown ref is refused', async () => {
    const { ref } = await provider.charge(input('qris'));
    const pr = standIn.paymentRequests.get(ref)!.body;
    expect(await provider.status(ref)).toEqual({ ref, status: 'pending', amount: 1_500_000, transactionId: pr.id, paidAt: null });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payment_requests?reference_id=${encodeURIComponent(ref)}&limit=10`, auth: BASIC });
    standIn.pay(ref);
    expect(await provider.status(ref)).toEqual({ ref, status: 'paid', amount: 1_500_000, transactionId: pr.id, paidAt: new Date('2026-11-22T03:07:30Z') });
    const lapsed = await provider.charge(input('va_bni'));
    standIn.expire(lapsed.ref);
    expect((await provider.status(lapsed.ref)).status).toBe('expired');
    expect((await failureOf(provider.status('KMD-000000-NOSUCH'))).kind).toBe('refused');
  });

  it('maps every payment request status', () => {
    expect(xenditStatus('SUCCEEDED')).toBe('paid');
    expect(xenditStatus('PENDING')).toBe('pending');
    expect(xenditStatus('REQUIRES_ACTION')).toBe('pending');
    expect(xenditStatus('PENDING', 'EXPIRED')).toBe('expired');
    expect(xenditStatus('EXPIRED')).toBe('expired');
    expect(xenditStatus('CANCELED')).toBe('cancelled');
    expect(xenditStatus('VOIDED')).toBe('cancelled');
    expect(xenditStatus('FAILED')).toBe('failed');
    expect(xenditStatus('UNKNOWN')).toBeNull();
  });

  it('cancel expires the pending payment method; a paid one and an unknown ref are left as they are', async () => {
    const { ref } = await provider.charge(input('va_bri'));
    await provider.cancel(ref);
    const methodId = standIn.paymentRequests.get(ref)!.body.payment_method.id;
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/payment_methods/${methodId}/expire`, auth: BASIC });
    expect((await provider.status(ref)).status).toBe('expired');
    const paid = await provider.charge(input('qris'));
    standIn.pay(paid.ref);
    await provider.cancel(paid.ref);
    expect((await provider.status(paid.ref)).status).toBe('paid');
    await provider.cancel('KMD-000000-NOSUCH');
  });

  it('refunds with POST /refunds: the payment request id, our refund id as Idempotency-key and reference_id; the same key never pays twice', async () => {
    const { ref } = await provider.charge(input('qris'));
    standIn.pay(ref);
    const key = '6b0d3f5e-5a8c-4c1e-9b1d-0c2f3e4d5a6b';
    const result = await provider.refund({ key, ref, amount: 1_500_000, reason: 'Pesanan yang sudah dibayar dibatalkan' });
    const pr = standIn.paymentRequests.get(ref)!;
    expect(result).toEqual({ status: 'succeeded', providerRef: pr.refunds[0]!.id });
    const sent = standIn.requests.filter((q) => q.path === '/refunds').at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', auth: BASIC, idempotencyKey: key, contentType: 'application/json' });
    expect(sent.body).toEqual({ payment_request_id: pr.body.id, reference_id: key, amount: 1_500_000, currency: 'IDR', reason: 'CANCELLATION', metadata: { alasan: 'Pesanan yang sudah dibayar dibatalkan' } });
    expect(await provider.refund({ key, ref, amount: 1_500_000, reason: 'Pesanan yang sudah dibayar dibatalkan' })).toEqual(result);
    expect(pr.refunds).toHaveLength(1);
    // Another key for money already returned: Xendit says no.
    expect((await failureOf(provider.refund({ key: 'f0e1d2c3-b4a5-4968-8776-655443322110', ref, amount: 1_500_000, reason: 'lagi' }))).message).toMatch(/MAXIMUM_REFUND_AMOUNT_REACHED/);
  });

  it('a refund Xendit carries out later answers pending; a virtual account (not refundable at Xendit) or an unpaid charge is refused', async () => {
    const { ref } = await provider.charge(input('qris'));
    standIn.pay(ref);
    standIn.mode = 'refund-pending';
    expect(await provider.refund({ key: 'a1b2c3d4-0000-4000-8000-000000000001', ref, amount: 1_500_000, reason: 'x' })).toMatchObject({ status: 'pending' });
    standIn.mode = 'normal';
    const va = await provider.charge(input('va_bca'));
    standIn.pay(va.ref);
    const refused = await failureOf(provider.refund({ key: 'a1b2c3d4-0000-4000-8000-000000000002', ref: va.ref, amount: 1_500_000, reason: 'x' }));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toMatch(/HTTP 400 REFUND_NOT_SUPPORTED/);
    const unpaid = await provider.charge(input('qris'));
    expect((await failureOf(provider.refund({ key: 'a1b2c3d4-0000-4000-8000-000000000003', ref: unpaid.ref, amount: 1_500_000, reason: 'x' }))).message).toMatch(/409 INELIGIBLE_TRANSACTION/);
  });

  it('a webhook counts only with the dashboard’s callback token: payment.succeeded and payment_method.expired are read; a wrong, missing or longer token is not', async () => {
    const { ref } = await provider.charge(input('qris'));
    const succeeded = standIn.pay(ref);
    const event = provider.verifyNotification({ 'x-callback-token': XENDIT_TOKEN, 'content-type': 'application/json' }, succeeded);
    expect(event).toEqual({
      eventKey: `payment.succeeded:${succeeded.data.id}`,
      ref,
      status: 'paid',
      amount: 1_500_000,
      transactionId: standIn.paymentRequests.get(ref)!.body.id,
      occurredAt: new Date('2026-11-22T03:07:31Z'),
      payload: succeeded,
    });
    // Node gives header names in lower case; another case is read as well.
    expect(provider.verifyNotification({ 'X-Callback-Token': XENDIT_TOKEN }, succeeded)?.ref).toBe(ref);
    for (const headers of [{}, { 'x-callback-token': 'not-the-token' }, { 'x-callback-token': `${XENDIT_TOKEN}x` }, { 'x-callback-token': XENDIT_TOKEN.slice(0, -1) }, { 'x-callback-token': [XENDIT_TOKEN] }]) {
      expect(provider.verifyNotification(headers, succeeded), JSON.stringify(headers)).toBeNull();
    }
    const lapsed = await provider.charge(input('va_bni'));
    const expired = standIn.expire(lapsed.ref);
    expect(provider.verifyNotification({ 'x-callback-token': XENDIT_TOKEN }, expired)).toMatchObject({ ref: lapsed.ref, status: 'expired', eventKey: `payment_method.expired:${expired.data.id}` });
    // A body that is not a payment event is not read.
    expect(provider.verifyNotification({ 'x-callback-token': XENDIT_TOKEN }, { event: 'payment.succeeded', data: { id: 'py-1' } })).toBeNull();
  });

  describe('failure modes: what a caller notices', () => {
    it('a refused connection is unavailable (try later)', async () => {
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as { port: number };
          probe.close(() => resolve(free));
        });
      });
      const closed = createXenditProvider({ baseUrl: `http://127.0.0.1:${port}`, secretKey: XENDIT_KEY, callbackToken: XENDIT_TOKEN, timeoutMs: 300 });
      const error = await failureOf(closed.charge(input('qris')));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/^Xendit charge unreachable/);
    });

    it('a time-out, a 5xx and an answer that is not JSON are unavailable, for every call', async () => {
      const { ref } = await provider.charge(input('qris'));
      for (const mode of ['slow', '5xx', 'garbage'] as const) {
        standIn.mode = mode;
        for (const attempt of [() => provider.charge(input('va_bca')), () => provider.status(ref), () => provider.cancel(ref), () => provider.refund({ key: 'b1b2c3d4-0000-4000-8000-000000000001', ref, amount: 1_500_000, reason: 'x' })]) {
          const error = await failureOf(attempt());
          expect(error.kind, mode).toBe('unavailable');
        }
      }
      standIn.mode = '5xx';
      expect((await failureOf(provider.status(ref))).message).toMatch(/HTTP 503 SERVER_ERROR/);
    });

    it('a 4xx refusal is refused with Xendit’s words; a wrong secret key (401) is a configuration fault, unavailable', async () => {
      const refusal = await failureOf(provider.charge(input('qris', { amount: 20_000_000 })));
      expect(refusal.kind).toBe('refused');
      expect(refusal.message).toMatch(/HTTP 400 API_VALIDATION_ERROR: amount exceeds the QRIS maximum/);
      const wrongKey = createXenditProvider({ baseUrl: standIn.url, secretKey: 'xnd_development_wrong', callbackToken: XENDIT_TOKEN, timeoutMs: 300 });
      const error = await failureOf(wrongKey.charge(input('qris')));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/401 INVALID_API_KEY.*XENDIT_SECRET_KEY/);
    });
  });
});
