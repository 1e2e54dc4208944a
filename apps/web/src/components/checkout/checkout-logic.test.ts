import { ACCOUNT_MESSAGES } from '@kemudi/domain/account';
import { COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import { describe, expect, it, vi } from 'vitest';
import {
  bookingOtr,
  CHECKOUT_MESSAGES,
  contactBody,
  createIdempotentSender,
  creditInputKey,
  describeCountdown,
  firstInvalidField,
  formatCountdown,
  formatSlotStart,
  initialSlotDay,
  isFreeSlot,
  isSlotProblem,
  makeIdempotencyKey,
  readCreditResult,
  readSlotDays,
  secondsUntil,
  slotDayLabel,
  sortByDistance,
  validateCheckout,
  withParam,
  type CheckoutValues,
  type SlotDayView,
} from './checkout-logic';

describe('payment countdown', () => {
  it('writes mm:ss under an hour and hh:mm:ss from an hour on', () => {
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(14 * 60 + 59)).toBe('14:59');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(3 * 3600 - 1)).toBe('02:59:59');
  });

  it('stops at 00:00 (never negative, never NaN)', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(1.9)).toBe('00:01');
  });

  it('counts whole seconds to the deadline, 0 once it passed or when it cannot be read', () => {
    const now = Date.parse('2026-11-22T10:00:00+07:00');
    expect(secondsUntil('2026-11-22T10:15:00+07:00', now)).toBe(900);
    expect(secondsUntil('2026-11-22T03:15:00.000Z', now)).toBe(900);
    expect(secondsUntil('2026-11-22T10:00:00.400+07:00', now)).toBe(1);
    expect(secondsUntil('2026-11-22T09:59:00+07:00', now)).toBe(0);
    expect(secondsUntil('bukan tanggal', now)).toBe(0);
  });

  it('says the time left in words for screen readers', () => {
    expect(describeCountdown(14 * 60 + 59)).toBe('14 menit 59 detik');
    expect(describeCountdown(2 * 3600 + 5 * 60 + 3)).toBe('2 jam 5 menit');
    expect(describeCountdown(0)).toBe('0 detik');
  });
});

describe('idempotency key', () => {
  it('is 32 hex digits from a UUID, which the contract accepts', () => {
    const key = makeIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(makeIdempotencyKey(() => '123e4567-e89b-42d3-a456-426614174000')).toBe('123e4567e89b42d3a456426614174000');
    expect(makeIdempotencyKey()).not.toBe(key);
  });

  it('a double click sends one request; a retry after a failure sends the same key', async () => {
    let release: (value: string) => void = () => undefined;
    const post = vi.fn(
      (body: { branchSlug: string; idempotencyKey: string }) =>
        new Promise<string>((resolve, reject) => {
          if (post.mock.calls.length === 1) release = resolve;
          else reject(new Error(`offline ${body.idempotencyKey}`));
        }),
    );
    const sender = createIdempotentSender<{ branchSlug: string }, string>(post, 'kunci-percobaan-0001');
    const first = sender.send({ branchSlug: 'kemudi-toyota-sunter' });
    const second = sender.send({ branchSlug: 'kemudi-toyota-sunter' });
    expect(second).toBe(first);
    expect(post).toHaveBeenCalledTimes(1);
    release('KMD-261122-ABCDEF');
    await expect(first).resolves.toBe('KMD-261122-ABCDEF');

    // The answer came; a new press (e.g. after a refusal) is a retry with the same key.
    await expect(sender.send({ branchSlug: 'kemudi-toyota-cibubur' })).rejects.toThrow('offline kunci-percobaan-0001');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map(([body]) => body.idempotencyKey)).toEqual(['kunci-percobaan-0001', 'kunci-percobaan-0001']);
    expect(post.mock.calls[1]?.[0]).toEqual({ branchSlug: 'kemudi-toyota-cibubur', idempotencyKey: 'kunci-percobaan-0001' });
  });

  it('makes its own key once when none is given', () => {
    const sender = createIdempotentSender(async () => 'ok');
    expect(sender.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sender.key).toBe(sender.key);
  });
});

describe('checkout steps', () => {
  const valid: CheckoutValues = {
    name: 'Budi Santoso',
    phoneNumber: '081234567890',
    email: 'budi@contoh.com',
    branchSlug: 'kemudi-toyota-sunter',
    slotStart: '2026-11-23T09:00:00+07:00',
    paymentMethod: 'qris',
  };

  it('accepts a complete checkout', () => {
    expect(validateCheckout(valid, { needsSlot: true })).toEqual({});
  });

  it('asks for every missing step, each with its own message', () => {
    const errors = validateCheckout({ name: ' ', phoneNumber: '', email: '', branchSlug: '', slotStart: '', paymentMethod: '' }, { needsSlot: true });
    expect(errors).toEqual({
      name: ACCOUNT_MESSAGES.NAME_EMPTY,
      phoneNumber: ACCOUNT_MESSAGES.PHONE_EMPTY,
      branchSlug: CHECKOUT_MESSAGES.BRANCH_REQUIRED,
      slotStart: COMMERCE_MESSAGES.SLOT_REQUIRED,
      paymentMethod: CHECKOUT_MESSAGES.PAYMENT_REQUIRED,
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('needs a slot only when the order needs one', () => {
    expect(validateCheckout({ ...valid, slotStart: '' }, { needsSlot: false })).toEqual({});
    expect(validateCheckout({ ...valid, slotStart: '' }, { needsSlot: true })).toEqual({ slotStart: COMMERCE_MESSAGES.SLOT_REQUIRED });
  });

  it('checks the phone (§5) and an email only when one is given', () => {
    expect(validateCheckout({ ...valid, phoneNumber: '0212345678' }, { needsSlot: false }).phoneNumber).toBe(ACCOUNT_MESSAGES.PHONE_INVALID);
    expect(validateCheckout({ ...valid, phoneNumber: '+62 812-3456-7890' }, { needsSlot: false })).toEqual({});
    expect(validateCheckout({ ...valid, email: '' }, { needsSlot: false })).toEqual({});
    expect(validateCheckout({ ...valid, email: 'ab@x' }, { needsSlot: false }).email).toBe(ACCOUNT_MESSAGES.EMAIL_INVALID);
  });

  it('refuses a payment method that is not offered', () => {
    expect(validateCheckout({ ...valid, paymentMethod: 'va_xyz' }, { needsSlot: false }).paymentMethod).toBe(CHECKOUT_MESSAGES.PAYMENT_REQUIRED);
    expect(validateCheckout({ ...valid, paymentMethod: 'va_mandiri' }, { needsSlot: false })).toEqual({});
  });

  it('focuses the first field in page order', () => {
    expect(firstInvalidField({ paymentMethod: 'x', branchSlug: 'y' })).toBe('branchSlug');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('sends the contact trimmed, without an empty email', () => {
    expect(contactBody({ name: ' Budi ', phoneNumber: ' 0812 ', email: '  ' })).toEqual({ name: 'Budi', phoneNumber: '0812' });
    expect(contactBody({ name: 'Budi', phoneNumber: '0812', email: 'b@contoh.com' })).toEqual({ name: 'Budi', phoneNumber: '0812', email: 'b@contoh.com' });
  });

  it('knows which refusals concern the slot', () => {
    expect(isSlotProblem(COMMERCE_MESSAGES.SLOT_TAKEN)).toBe(true);
    expect(isSlotProblem(COMMERCE_MESSAGES.SLOT_INVALID)).toBe(true);
    expect(isSlotProblem(COMMERCE_MESSAGES.OUT_OF_STOCK('Karpet'))).toBe(false);
  });
});

describe('dealers nearest first', () => {
  it('puts the branches with a distance first, nearest first, then the rest as they came', () => {
    const branches = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }, { slug: 'd' }];
    const sorted = sortByDistance(branches, new Map([['c', 1.2], ['a', 7.5]]));
    expect(sorted.map((b) => b.slug)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortByDistance(branches, new Map()).map((b) => b.slug)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('slots', () => {
  it('writes a slot start in WIB, whatever the zone it is given in', () => {
    expect(formatSlotStart('2026-11-23T09:00:00+07:00')).toBe('Senin, 23 November 2026, 09.00 WIB');
    expect(formatSlotStart('2026-11-23T02:00:00.000Z')).toBe('Senin, 23 November 2026, 09.00 WIB');
  });

  it('labels a day tab shortly (§9: Ags for Agustus)', () => {
    expect(slotDayLabel('2026-11-23')).toEqual({ weekday: 'Sen', date: '23 Nov' });
    expect(slotDayLabel('2026-08-05')).toEqual({ weekday: 'Rab', date: '5 Ags' });
  });
});

describe('slots as the browser reads them', () => {
  const days: SlotDayView[] = [
    { date: '2026-11-22', open: false, slots: [] },
    {
      date: '2026-11-23',
      open: true,
      slots: [
        { start: '2026-11-23T08:00:00+07:00', time: '08.00', available: false },
        { start: '2026-11-23T09:00:00+07:00', time: '09.00', available: false },
      ],
    },
    { date: '2026-11-24', open: true, slots: [{ start: '2026-11-24T08:00:00+07:00', time: '08.00', available: true }] },
  ];

  it('accepts the data of a slots answer and refuses anything else', () => {
    expect(readSlotDays({ data: { branchSlug: 'x', branchName: 'X', days } })).toEqual(days);
    expect(readSlotDays({ data: { days: [{ date: '2026-11-23', open: 'ya', slots: [] }] } })).toBeNull();
    expect(readSlotDays({ data: { days: [{ date: '2026-11-23', open: true, slots: [{ start: 1 }] }] } })).toBeNull();
    expect(readSlotDays({ errors: [] })).toBeNull();
    expect(readSlotDays(null)).toBeNull();
  });

  it('opens on the chosen slot\'s day, else the first day with a free slot (closed and full days skipped)', () => {
    expect(initialSlotDay(days, '')).toBe('2026-11-24');
    expect(initialSlotDay(days, '2026-11-23T09:00:00+07:00')).toBe('2026-11-23');
    expect(initialSlotDay([], '')).toBe('');
  });

  it('knows whether a chosen slot is still free (a taken one is unselected after a reload)', () => {
    expect(isFreeSlot(days, '2026-11-24T08:00:00+07:00')).toBe(true);
    expect(isFreeSlot(days, '2026-11-23T09:00:00+07:00')).toBe(false);
    expect(isFreeSlot(days, '2026-12-01T09:00:00+07:00')).toBe(false);
  });
});

describe('new-car booking', () => {
  it('prices the car as the server does: the city OTR of the variant plus the colour surcharge', () => {
    expect(bookingOtr(244_300_000, 0)).toBe(244_300_000);
    expect(bookingOtr(244_300_000, 1_500_000)).toBe(245_800_000);
  });

  it('a credit result belongs to the choices it was asked for', () => {
    const base = { variantCode: 'avz-g', colorId: 2, cityCode: '3273', downPaymentPercent: 20, tenorMonths: 36 };
    expect(creditInputKey(base)).toBe(creditInputKey({ ...base }));
    expect(creditInputKey(base)).not.toBe(creditInputKey({ ...base, colorId: 3 }));
    expect(creditInputKey(base)).not.toBe(creditInputKey({ ...base, cityCode: '0080' }));
    expect(creditInputKey(base)).not.toBe(creditInputKey({ ...base, tenorMonths: 48 }));
  });

  it('reads the fields of a finance-simulation answer it shows, and refuses another shape', () => {
    const data = { otrPrice: 270_000_000, monthlyInstallment: 7_350_000, totalDownPayment: 65_500_000, downPayment: 54_000_000, tenorMonths: 36, downPaymentPercent: 20, rates: [] };
    expect(readCreditResult(data)).toEqual({ otrPrice: 270_000_000, monthlyInstallment: 7_350_000, totalDownPayment: 65_500_000, downPayment: 54_000_000, tenorMonths: 36, downPaymentPercent: 20 });
    expect(readCreditResult({ ...data, monthlyInstallment: '7.350.000' })).toBeNull();
    expect(readCreditResult(null)).toBeNull();
  });

  it('a city change keeps the other parameters of the page', () => {
    expect(withParam('http://localhost:3000/mobil-baru-toyota/p/avanza/booking?variant=avz-g', 'city', '3273')).toBe('/mobil-baru-toyota/p/avanza/booking?variant=avz-g&city=3273');
    expect(withParam('http://localhost:3000/checkout?item=A&qty=1&city=0080', 'city', '3273')).toBe('/checkout?item=A&qty=1&city=3273');
  });
});
