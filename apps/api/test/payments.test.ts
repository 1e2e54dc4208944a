import { simulatedPayments } from '@kemudi/db';
import { PAYMENT_EXPIRY_MINUTES, PAYMENT_METHODS, type PaymentMethod } from '@kemudi/domain/commerce';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import {
  createSimulatedProvider,
  isSimulatedProvider,
  paymentProviderFromConfig,
  paymentRegistryFromConfig,
  PaymentProviderError,
  signSimulatorNotification,
  simulatorSecret,
  SIMULATOR_SIGNATURE_HEADER,
  type ChargeInput,
  type SimulatedPaymentProvider,
} from '../src/modules/payments';
import { buildQrisPayload, crc16CcittFalse, parseQris, parseTlv, qrisCrc } from '../src/modules/payments/qris';
import { createTestContext, type TestContext } from './helpers';

const MERCHANT = { merchantName: 'KEMUDI TOYOTA', merchantCity: 'JAKARTA', postalCode: '10110', merchantId: 'ID2026112200001' };

/** Draws the payload as the web does (qrcode's module matrix), paints it 4 px a module with a 4-module quiet zone and reads it back with jsQR. */
function scan(payload: string): string | null {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((row + quiet) * scale + dy) * side + (col + quiet) * scale + dx) * 4;
          pixels[at] = 0;
          pixels[at + 1] = 0;
          pixels[at + 2] = 0;
        }
      }
    }
  }
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

describe('QRIS payload (EMVCo merchant-presented mode as Bank Indonesia profiles it)', () => {
  it('computes CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(qrisCrc('123456789')).toBe('29B1');
    expect(qrisCrc('')).toBe('FFFF');
  });

  it('builds a dynamic QRIS with every field in order, and parses it back', () => {
    const payload = buildQrisPayload({ ...MERCHANT, amount: 1_250_000, reference: 'KMD-261122-7K3MQA' });
    const fields = parseQris(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
    expect(Object.fromEntries(fields)).toMatchObject({ '00': '01', '01': '12', '52': '5511', '53': '360', '54': '1250000', '58': 'ID', '59': 'KEMUDI TOYOTA', '60': 'JAKARTA', '61': '10110' });
    const template = (tag: string) => [...parseTlv(fields.get(tag)!)];
    expect(template('26')).toEqual([['00', 'ID.CO.QRIS.WWW'], ['01', '9360002026112200001'], ['02', 'ID2026112200001'], ['03', 'UBE']]);
    expect(template('51')).toEqual([['00', 'ID.CO.QRIS.WWW'], ['02', 'ID2026112200001'], ['03', 'UBE']]);
    expect(template('62')).toEqual([['01', 'KMD-261122-7K3MQA']]);
    // Tag 63 is the CRC of everything before it, '6304' included.
    expect(payload.endsWith(`6304${fields.get('63')}`)).toBe(true);
    expect(fields.get('63')).toBe(qrisCrc(payload.slice(0, -4)));
    expect(fields.get('63')).toMatch(/^[0-9A-F]{4}$/);
    expect(payload.startsWith('000201010212')).toBe(true);
  });

  it('cuts the name to 25 and the city to 15 characters, drops accents, and writes each length in two digits', () => {
    const payload = buildQrisPayload({ ...MERCHANT, merchantName: 'Kemudi Toyota Sudirman Jakarta Pusat', merchantCity: 'Kota Administrasi Jakarta', postalCode: undefined, amount: 5, reference: 'Pémbayaran' });
    const fields = parseQris(payload);
    expect(fields.get('59')).toBe('Kemudi Toyota Sudirman Ja');
    expect(fields.get('59')).toHaveLength(25);
    expect(fields.get('60')).toBe('Kota Administra');
    expect(fields.get('61')).toBeUndefined();
    expect(parseTlv(fields.get('62')!).get('01')).toBe('Pembayaran');
    // Each data object's length field matches its value.
    expect(payload).toContain(`5925${fields.get('59')}`);
    expect(payload).toContain(`6015${fields.get('60')}`);
    expect(payload).toContain('54015');
  });

  it('refuses an amount that is not whole rupiah above 0', () => {
    for (const amount of [0, -5, 10.5, Number.NaN]) expect(() => buildQrisPayload({ ...MERCHANT, amount, reference: 'X1' })).toThrow(/amount/);
  });

  it('parseQris refuses a changed payload (CRC) and a malformed one', () => {
    const payload = buildQrisPayload({ ...MERCHANT, amount: 150_000, reference: 'KMD-261122-ABCDEF' });
    expect(() => parseQris(payload.replace('5406150000', '5406950000'))).toThrow(/CRC/);
    expect(() => parseQris(payload.slice(0, -1))).toThrow();
    expect(() => parseQris(`${payload.slice(0, -4)}0000`)).toThrow(/CRC/);
    expect(() => parseQris('hello')).toThrow();
  });

  it('draws a QR code (qrcode, as the web draws it) that a scanner (jsQR) reads back as exactly the payload', () => {
    for (const amount of [15_000, 5_000_000, 987_654_321]) {
      const payload = buildQrisPayload({ ...MERCHANT, amount, reference: 'KMD-261122-7K3MQA' });
      expect(scan(payload)).toBe(payload);
    }
  });
});

describe('the simulated payment provider (over the test database)', () => {
  let ctx: TestContext;
  let now = new Date('2026-11-22T03:00:00Z');
  const clock = () => now;
  let provider: SimulatedPaymentProvider;
  const SECRET = 'simulator-secret-for-tests-only';
  let count = 0;

  const input = (method: PaymentMethod, overrides: Partial<ChargeInput> = {}): ChargeInput => {
    count += 1;
    const orderNo = `KMD-261122-T${String(count).padStart(5, '0')}`;
    return {
      ref: orderNo,
      orderNo,
      amount: 1_350_000,
      method,
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES[method] * 60_000),
      customer: { name: 'Budi Santoso', phone: '081234567890', email: 'budi@contoh.com' },
      items: [{ code: 'ACC-1', name: 'Karpet dasar', unitPrice: 1_350_000, quantity: 1 }],
      ...overrides,
    };
  };
  const refusedWith = async (promise: Promise<unknown>, message: RegExp) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe('refused');
    expect((error as Error).message).toMatch(message);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    provider = createSimulatedProvider({ db: ctx.db, secret: SECRET, clock });
  });
  afterAll(() => ctx.close());

  it('charges QRIS with a payload that parses, carries the order amount and number, and scans', async () => {
    const charge = await provider.charge(input('qris'));
    expect(charge.instructions.kind).toBe('qris');
    const qrString = charge.instructions.kind === 'qris' ? charge.instructions.qrString : '';
    const fields = parseQris(qrString);
    expect(fields.get('54')).toBe('1350000');
    expect(fields.get('59')).toBe('KEMUDI TOYOTA');
    expect(fields.get('60')).toBe('JAKARTA');
    expect(parseTlv(fields.get('62')!).get('01')).toBe(charge.ref);
    expect(charge.expiresAt.getTime() - now.getTime()).toBe(15 * 60_000);
    expect(scan(qrString)).toBe(qrString);
  });

  it('charges each bank with its own virtual account shape; the same ref gives the same number', async () => {
    const shapes: Record<Exclude<PaymentMethod, 'qris' | 'va_mandiri'>, RegExp> = {
      va_bca: /^12950\d{11}$/,
      va_bni: /^988\d{13}$/,
      va_bri: /^26215\d{10}$/,
      va_permata: /^8\d{15}$/,
    };
    for (const method of ['va_bca', 'va_bni', 'va_bri', 'va_permata'] as const) {
      const charge = input(method);
      const first = await provider.charge(charge);
      expect(first.instructions).toMatchObject({ kind: 'va', bank: method.slice(3) });
      const vaNumber = first.instructions.kind === 'va' ? first.instructions.vaNumber : '';
      expect(vaNumber).toMatch(shapes[method]);
      // A retried charge answers the charge already made, not a second one.
      expect(await provider.charge(charge)).toEqual(first);
      // Another order gets another number.
      const other = await provider.charge(input(method));
      expect(other.instructions.kind === 'va' && other.instructions.vaNumber).not.toBe(vaNumber);
    }
    const mandiri = input('va_mandiri');
    const bill = await provider.charge(mandiri);
    expect(bill.instructions).toMatchObject({ kind: 'bill', bank: 'mandiri', billerCode: '70012' });
    expect(bill.instructions.kind === 'bill' && bill.instructions.billKey).toMatch(/^\d{12}$/);
    expect(await provider.charge(mandiri)).toEqual(bill);
    expect(await ctx.db.select().from(simulatedPayments).where(eq(simulatedPayments.ref, mandiri.ref))).toHaveLength(1);
  });

  it('refuses a used ref for a different charge, a non-whole amount and a charge already past its deadline', async () => {
    const charge = input('va_bca');
    await provider.charge(charge);
    await refusedWith(provider.charge({ ...charge, method: 'va_bni' }), /already used/);
    await refusedWith(provider.charge({ ...charge, amount: charge.amount + 1 }), /already used/);
    await refusedWith(provider.charge(input('qris', { amount: 10.5 })), /amount/);
    await refusedWith(provider.charge(input('qris', { expiresAt: new Date(now.getTime() - 1) })), /expired/);
  });

  it('pending → paid by "bayar sekarang"; a paid charge cannot be paid or cancelled again', async () => {
    const charge = await provider.charge(input('va_bri'));
    expect(await provider.status(charge.ref)).toMatchObject({ ref: charge.ref, status: 'pending', amount: 1_350_000, paidAt: null });
    const { headers, body } = await provider.pay(charge.ref);
    const state = await provider.status(charge.ref);
    expect(state).toEqual({ ref: charge.ref, status: 'paid', amount: 1_350_000, transactionId: body.transactionId, paidAt: now });
    expect(body).toMatchObject({ ref: charge.ref, orderNo: charge.ref, status: 'paid', amount: 1_350_000, occurredAt: now.toISOString() });
    expect(headers[SIMULATOR_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    await refusedWith(provider.pay(charge.ref), /sudah dibayar/);
    await provider.cancel(charge.ref);
    expect((await provider.status(charge.ref)).status).toBe('paid');
  });

  it('pending → cancelled; a cancelled charge cannot be paid', async () => {
    const charge = await provider.charge(input('qris'));
    await provider.cancel(charge.ref);
    expect((await provider.status(charge.ref)).status).toBe('cancelled');
    await refusedWith(provider.pay(charge.ref), /dibatalkan/);
    await provider.cancel(charge.ref); // closed already: left as it is
    await provider.cancel('KMD-000000-NOSUCH'); // never made: nothing to stop
    expect((await provider.status(charge.ref)).status).toBe('cancelled');
  });

  it('pending → expired once the clock passes expiresAt; an expired charge cannot be paid or cancelled', async () => {
    const charge = await provider.charge(input('qris'));
    now = new Date(charge.expiresAt.getTime() - 1000);
    expect((await provider.status(charge.ref)).status).toBe('pending');
    now = new Date(charge.expiresAt.getTime());
    expect((await provider.status(charge.ref)).status).toBe('expired');
    await refusedWith(provider.pay(charge.ref), /Batas waktu/);
    await provider.cancel(charge.ref);
    expect((await provider.status(charge.ref)).status).toBe('expired');
    const [row] = await ctx.db.select().from(simulatedPayments).where(eq(simulatedPayments.ref, charge.ref));
    expect(row?.status).toBe('expired');
  });

  it('expire() lapses a pending charge at once and sends the signed expired notification', async () => {
    const charge = await provider.charge(input('va_permata'));
    const { headers, body } = await provider.expire(charge.ref);
    expect(body.status).toBe('expired');
    expect((await provider.status(charge.ref)).status).toBe('expired');
    expect(provider.verifyNotification(headers, body)).toMatchObject({ ref: charge.ref, status: 'expired', eventKey: body.eventId });
    await refusedWith(provider.expire(charge.ref), /Batas waktu/);
  });

  it('an unknown ref: status and pay are refused', async () => {
    await refusedWith(provider.status('KMD-000000-NOSUCH'), /tidak ditemukan/);
    await refusedWith(provider.pay('KMD-000000-NOSUCH'), /tidak ditemukan/);
  });

  it('two "bayar sekarang" at once pay once', async () => {
    const charge = await provider.charge(input('va_bni'));
    const results = await Promise.allSettled([provider.pay(charge.ref), provider.pay(charge.ref), provider.pay(charge.ref)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('verifies its own notification; a changed amount, ref, status or signature, or none, fails', async () => {
    const charge = await provider.charge(input('va_bca'));
    const { headers, body } = await provider.pay(charge.ref);
    const verified = provider.verifyNotification(headers, body);
    expect(verified).toEqual({
      eventKey: body.eventId,
      ref: charge.ref,
      status: 'paid',
      amount: 1_350_000,
      transactionId: body.transactionId,
      occurredAt: now,
      payload: body,
    });
    // Header names arrive in any case (Fastify lower-cases them; a test may not).
    expect(provider.verifyNotification({ 'X-Simulator-Signature': headers[SIMULATOR_SIGNATURE_HEADER] }, body)).not.toBeNull();
    // The same event twice verifies twice with the same key: the orders module keeps it once.
    expect(provider.verifyNotification(headers, body)?.eventKey).toBe(verified?.eventKey);

    expect(provider.verifyNotification(headers, { ...body, amount: 1 })).toBeNull();
    expect(provider.verifyNotification(headers, { ...body, ref: 'KMD-261122-OTHER1' })).toBeNull();
    expect(provider.verifyNotification(headers, { ...body, orderNo: 'KMD-261122-OTHER1' })).toBeNull();
    expect(provider.verifyNotification(headers, { ...body, status: 'expired' })).toBeNull();
    expect(provider.verifyNotification(headers, { ...body, extra: 1 })).toBeNull();
    expect(provider.verifyNotification(headers, { ...body, amount: '1350000' })).toBeNull();
    const sig = headers[SIMULATOR_SIGNATURE_HEADER]!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    expect(provider.verifyNotification({ [SIMULATOR_SIGNATURE_HEADER]: flipped }, body)).toBeNull();
    expect(provider.verifyNotification({ [SIMULATOR_SIGNATURE_HEADER]: sig.slice(2) }, body)).toBeNull();
    expect(provider.verifyNotification({ [SIMULATOR_SIGNATURE_HEADER]: [sig] }, body)).toBeNull();
    expect(provider.verifyNotification({}, body)).toBeNull();
    expect(provider.verifyNotification(headers, null)).toBeNull();
    expect(provider.verifyNotification(headers, 'text')).toBeNull();
    // Signed with another secret: another deployment's simulator.
    expect(provider.verifyNotification({ [SIMULATOR_SIGNATURE_HEADER]: signSimulatorNotification('another-secret-of-16+', body) }, body)).toBeNull();
    expect(provider.verifyNotification({ [SIMULATOR_SIGNATURE_HEADER]: signSimulatorNotification(SECRET, body) }, body)).not.toBeNull();
  });

  it('refuses a notification older (or newer) than five minutes: a replay', async () => {
    const charge = await provider.charge(input('qris'));
    const { headers, body } = await provider.pay(charge.ref);
    const paidAt = now;
    now = new Date(paidAt.getTime() + 5 * 60_000);
    expect(provider.verifyNotification(headers, body)).not.toBeNull();
    now = new Date(paidAt.getTime() + 5 * 60_000 + 1);
    expect(provider.verifyNotification(headers, body)).toBeNull();
    now = new Date(paidAt.getTime() - 5 * 60_000 - 1);
    expect(provider.verifyNotification(headers, body)).toBeNull();
    now = paidAt;
  });
});

describe('paymentProviderFromConfig', () => {
  const base = { NODE_ENV: 'test', TOKEN_SECRET: 'a-token-secret-of-at-least-32-characters!' };
  const db = {} as Parameters<typeof paymentProviderFromConfig>[1];

  it('gives the simulated provider without MIDTRANS_SERVER_KEY, Midtrans with one', () => {
    const simulated = paymentProviderFromConfig(loadConfig(base), db, () => new Date());
    expect(simulated).toMatchObject({ name: 'simulated', simulated: true });
    expect(isSimulatedProvider(simulated)).toBe(true);
    const midtrans = paymentProviderFromConfig(loadConfig({ ...base, MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc123' }), db, () => new Date());
    expect(midtrans).toMatchObject({ name: 'midtrans', simulated: false });
    expect(isSimulatedProvider(midtrans)).toBe(false);
  });

  it('the registry (issue 27): each method charges at PAYMENT_PROVIDER_<METHOD>, else PAYMENT_PROVIDER, else Midtrans, Xendit, simulated; every configured provider stays reachable by name', () => {
    const xendit = { XENDIT_SECRET_KEY: 'xnd_development_abc123', XENDIT_CALLBACK_TOKEN: 'callback-token-123' };
    const midtrans = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc123' };
    const charging = (env: Record<string, string>) => {
      const registry = paymentRegistryFromConfig(loadConfig({ ...base, ...env }), db, () => new Date());
      return { names: registry.names, simulator: registry.simulator !== null, ...Object.fromEntries(PAYMENT_METHODS.map((m) => [m, registry.forCharge(m)?.name ?? null])) };
    };
    const all = (name: string) => Object.fromEntries(PAYMENT_METHODS.map((m) => [m, name]));
    expect(charging({})).toEqual({ names: ['simulated'], simulator: true, ...all('simulated') });
    expect(charging({ ...midtrans, ...xendit })).toEqual({ names: ['midtrans', 'xendit', 'simulated'], simulator: false, ...all('midtrans') });
    // Xendit alone: Mandiri (a bill payment) is not Xendit's — the simulated provider takes it in development.
    expect(charging(xendit)).toEqual({ names: ['xendit', 'simulated'], simulator: true, ...all('xendit'), va_mandiri: 'simulated' });
    expect(charging({ ...midtrans, ...xendit, PAYMENT_PROVIDER_QRIS: 'xendit' })).toEqual({ names: ['midtrans', 'xendit', 'simulated'], simulator: false, ...all('midtrans'), qris: 'xendit' });
    expect(charging({ ...midtrans, ...xendit, PAYMENT_PROVIDER: 'xendit', PAYMENT_PROVIDER_VA_BCA: 'simulated' })).toEqual({
      names: ['midtrans', 'xendit', 'simulated'],
      simulator: true,
      ...all('xendit'),
      va_bca: 'simulated',
      va_mandiri: 'midtrans',
    });
    // In production there is no simulated provider: with Xendit alone, no one charges Mandiri.
    const production = { NODE_ENV: 'production', KEMUDI_ENV: 'production' } as const;
    const registry = paymentRegistryFromConfig({ ...loadConfig({ ...base, ...xendit }), ...production }, db, () => new Date());
    expect([registry.names, registry.forCharge('qris')?.name, registry.forCharge('va_mandiri'), registry.get('simulated'), registry.simulator]).toEqual([['xendit'], 'xendit', null, null, null]);
  });

  it('refuses a chosen provider that is not configured, Xendit for Mandiri, and a Xendit key without its callback token', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER_QRIS: 'xendit' })).toThrow(/PAYMENT_PROVIDER_QRIS: is xendit, which is not configured \(set XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN\)/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'midtrans' })).toThrow(/PAYMENT_PROVIDER: is midtrans, which is not configured \(set MIDTRANS_SERVER_KEY\)/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'doku' })).toThrow(/PAYMENT_PROVIDER: must be one of simulated, midtrans, xendit/);
    expect(() => loadConfig({ ...base, XENDIT_SECRET_KEY: 'xnd_development_abc123', XENDIT_CALLBACK_TOKEN: 'callback-token-123', PAYMENT_PROVIDER_VA_MANDIRI: 'xendit' })).toThrow(
      /PAYMENT_PROVIDER_VA_MANDIRI: cannot be xendit/,
    );
    expect(() => loadConfig({ ...base, XENDIT_SECRET_KEY: 'xnd_development_abc123' })).toThrow(/XENDIT_CALLBACK_TOKEN: XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are set together/);
  });

  it('signs with PAYMENT_SIMULATOR_SECRET, or a key derived from TOKEN_SECRET', () => {
    expect(simulatorSecret(loadConfig({ ...base, PAYMENT_SIMULATOR_SECRET: 'a-simulator-secret-16' }))).toBe('a-simulator-secret-16');
    const derived = simulatorSecret(loadConfig(base));
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain(base.TOKEN_SECRET);
    expect(simulatorSecret(loadConfig({ ...base, TOKEN_SECRET: `${base.TOKEN_SECRET}x` }))).not.toBe(derived);
  });
});
