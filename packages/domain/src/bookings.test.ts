import { describe, expect, it } from 'vitest';
import { CUBAIN_CLASSES, cubainPrice, formatSlotLabel, insurancePaymentText, maskPhone, normalizeBookingNo } from './bookings';

describe('bookings (issue 13)', () => {
  it('writes a slot on the branch clock with the §9 short months (Ags, not Agu)', () => {
    expect(formatSlotLabel(new Date('2026-11-27T03:00:00Z'), 7 * 60, 'WIB')).toBe('Jumat, 27 Nov 2026 pukul 10.00 WIB');
    expect(formatSlotLabel(new Date('2026-08-04T01:00:00Z'), 8 * 60, 'WITA')).toBe('Selasa, 4 Ags 2026 pukul 09.00 WITA');
    // 23.00 UTC is already the next day in Jayapura.
    expect(formatSlotLabel(new Date('2026-12-31T23:00:00Z'), 9 * 60, 'WIT')).toBe('Jumat, 1 Jan 2027 pukul 08.00 WIT');
  });

  it('masks a phone for tracking, keeping the first and last four digits', () => {
    expect(maskPhone('081234567890')).toBe('0812****7890');
    expect(maskPhone('0812345678901')).toBe('0812*****8901');
    expect(maskPhone('0812345678')).toBe('0812****5678');
  });

  it('prices a Cubain rental per day, with the driver when asked', () => {
    expect(cubainPrice('mpv', 3, false)).toBe(3 * CUBAIN_CLASSES.mpv.pricePerDay);
    expect(cubainPrice('suv', 2, true)).toBe(2 * (CUBAIN_CLASSES.suv.pricePerDay + CUBAIN_CLASSES.suv.driverPerDay));
  });

  it('reads a booking number as typed', () => {
    expect(normalizeBookingNo(' td-261127-7kq2mx ')).toBe('TD-261127-7KQ2MX');
    expect(normalizeBookingNo('KMD-261127-7KQ2MX')).toBeNull();
  });
});

describe('insurancePaymentText (issue 29)', () => {
  it('names the insurer once, with "Asuransi" only when its name does not say it', () => {
    expect(insurancePaymentText('Asuransi Astra Buana')).toBe('Asuransi Astra Buana');
    expect(insurancePaymentText('  asuransi   Sinar Mas ')).toBe('asuransi Sinar Mas');
    expect(insurancePaymentText('Zurich Asuransi Indonesia')).toBe('Zurich Asuransi Indonesia');
    expect(insurancePaymentText('Adira Insurance')).toBe('Adira Insurance');
    expect(insurancePaymentText('Garda Oto')).toBe('Asuransi Garda Oto');
    expect(insurancePaymentText('')).toBe('Asuransi');
    expect(insurancePaymentText(undefined)).toBe('Asuransi');
  });

  it('says Pribadi when the customer pays', () => {
    expect(insurancePaymentText('Asuransi Astra Buana', false)).toBe('Pribadi');
  });
});
