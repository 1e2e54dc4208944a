import { describe, expect, it } from 'vitest';
import {
  CREDIT_ANNUAL_RATES,
  CREDIT_TENORS,
  CreditInputError,
  INSURANCE_KINDS,
  INSURANCE_TEXTS,
  PAYMENT_SCHEME,
  PAYMENT_SCHEME_TEXTS,
  annuityPayment,
  calculateCredit,
  flatEquivalentRate,
  roundUpInstallment,
  type CreditInput,
  type CreditTenor,
} from './credit';

/** Expects `fn` to throw a CreditInputError with this code and return it for further checks. */
function expectCreditError(fn: () => unknown, code: CreditInputError['code']): CreditInputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CreditInputError);
    const creditError = error as CreditInputError;
    expect(creditError.code).toBe(code);
    return creditError;
  }
  throw new Error(`expected CreditInputError ${code}, nothing was thrown`);
}

describe('calculateCredit — vectors worked out by hand (ADDB)', () => {
  it('V1: 0 % promo, OTR 120 jt, DP 20 %, 12 months, all-risk', () => {
    // DP        = 120.000.000 × 20 %              = 24.000.000
    // P         = 120.000.000 − 24.000.000        = 96.000.000
    // r = 0     → A = P / n = 96.000.000 / 12     = 8.000.000 (already a multiple of 1.000)
    // insurance = 120.000.000 × 2,5 % × 1 year    = 3.000.000
    // provisi   = 96.000.000 × 1 %                = 960.000
    // TDP       = 24.000.000 + 3.000.000 + 3.500.000 + 960.000 = 31.460.000
    // instalments 8.000.000 × 12 = 96.000.000 → interest 0; total 31.460.000 + 96.000.000 = 127.460.000
    expect(calculateCredit({ otrPrice: 120_000_000, downPaymentPercent: 20, tenorMonths: 12, annualRate: 0 })).toEqual({
      otrPrice: 120_000_000,
      downPayment: 24_000_000,
      downPaymentPercent: 20,
      principal: 96_000_000,
      annualRate: 0,
      monthlyRate: 0,
      tenorMonths: 12,
      monthlyInstallment: 8_000_000,
      insuranceKind: 'all-risk',
      insurance: 3_000_000,
      adminFee: 3_500_000,
      provisionFee: 960_000,
      paymentScheme: 'ADDB',
      totalDownPayment: 31_460_000,
      totalPayment: 127_460_000,
      totalInterest: 0,
    });
  });

  it('V2: OTR 100 jt, DP 30 %, 12 months at 7,5 %, all-risk', () => {
    // DP = 30.000.000, P = 70.000.000, r = 0,075 / 12 = 0,00625
    // (1,00625)^12 = 1,0776325989 → 1 − 1/1,0776325989 = 0,0720399503
    // A = 70.000.000 × 0,00625 / 0,0720399503 = 437.500 / 0,0720399503 = 6.073.019,18 → 6.074.000
    // insurance = 100.000.000 × 2,5 % × 1 = 2.500.000; provisi = 700.000
    // TDP = 30.000.000 + 2.500.000 + 3.500.000 + 700.000 = 36.700.000
    // instalments 6.074.000 × 12 = 72.888.000 → interest 72.888.000 − 70.000.000 = 2.888.000
    // total = 36.700.000 + 72.888.000 = 109.588.000
    const result = calculateCredit({ otrPrice: 100_000_000, downPaymentPercent: 30, tenorMonths: 12 });
    expect(result).toMatchObject({
      downPayment: 30_000_000,
      principal: 70_000_000,
      annualRate: 0.075,
      monthlyInstallment: 6_074_000,
      insurance: 2_500_000,
      provisionFee: 700_000,
      totalDownPayment: 36_700_000,
      totalInterest: 2_888_000,
      totalPayment: 109_588_000,
    });
    expect(result.monthlyRate).toBeCloseTo(0.00625, 12);
  });

  it('V3: OTR 246,6 jt, DP 25 %, 36 months at 10 %, TLO', () => {
    // DP = 246.600.000 × 25 % = 61.650.000, P = 184.950.000, r = 0,10 / 12 = 0,0083333…
    // (1,0083333)^36 = 1,3481818424 → 1 − 1/1,3481818424 = 0,2582602965
    // A = 184.950.000 × 0,0083333 / 0,2582602965 = 1.541.250 / 0,2582602965 = 5.967.816,27 → 5.968.000
    // insurance = 246.600.000 × 0,8 % × 3 years = 5.918.400; provisi = 1.849.500
    // TDP = 61.650.000 + 5.918.400 + 3.500.000 + 1.849.500 = 72.917.900
    // instalments 5.968.000 × 36 = 214.848.000 → interest 214.848.000 − 184.950.000 = 29.898.000
    // total = 72.917.900 + 214.848.000 = 287.765.900
    expect(
      calculateCredit({ otrPrice: 246_600_000, downPaymentPercent: 25, tenorMonths: 36, insuranceKind: 'tlo' }),
    ).toMatchObject({
      downPayment: 61_650_000,
      principal: 184_950_000,
      monthlyInstallment: 5_968_000,
      insuranceKind: 'tlo',
      insurance: 5_918_400,
      provisionFee: 1_849_500,
      totalDownPayment: 72_917_900,
      totalInterest: 29_898_000,
      totalPayment: 287_765_900,
    });
  });

  it('V4: OTR 500 jt, DP Rp 150 jt (amount), 60 months at 12 %, all-risk', () => {
    // DP = 150.000.000 (30 %), P = 350.000.000, r = 0,12 / 12 = 0,01
    // (1,01)^60 = 1,8166966986 → 1 − 1/1,8166966986 = 0,4495503841
    // A = 350.000.000 × 0,01 / 0,4495503841 = 3.500.000 / 0,4495503841 = 7.785.556,69 → 7.786.000
    // insurance = 500.000.000 × 2,5 % × 5 years = 62.500.000; provisi = 3.500.000
    // TDP = 150.000.000 + 62.500.000 + 3.500.000 + 3.500.000 = 219.500.000
    // instalments 7.786.000 × 60 = 467.160.000 → interest 467.160.000 − 350.000.000 = 117.160.000
    // total = 219.500.000 + 467.160.000 = 686.660.000
    expect(calculateCredit({ otrPrice: 500_000_000, downPaymentAmount: 150_000_000, tenorMonths: 60 })).toMatchObject({
      downPayment: 150_000_000,
      downPaymentPercent: 30,
      principal: 350_000_000,
      monthlyInstallment: 7_786_000,
      insurance: 62_500_000,
      provisionFee: 3_500_000,
      totalDownPayment: 219_500_000,
      totalInterest: 117_160_000,
      totalPayment: 686_660_000,
    });
  });

  it('V5: OTR 350 jt, DP 30 %, 24 months at 9 %, all-risk', () => {
    // DP = 105.000.000, P = 245.000.000, r = 0,09 / 12 = 0,0075
    // (1,0075)^24 = 1,1964135294 → 1 − 1/1,1964135294 = 0,1641685960
    // A = 245.000.000 × 0,0075 / 0,1641685960 = 1.837.500 / 0,1641685960 = 11.192.761,86 → 11.193.000
    // insurance = 350.000.000 × 2,5 % × 2 years = 17.500.000; provisi = 2.450.000
    // TDP = 105.000.000 + 17.500.000 + 3.500.000 + 2.450.000 = 128.450.000
    // instalments 11.193.000 × 24 = 268.632.000 → interest 23.632.000; total 397.082.000
    expect(calculateCredit({ otrPrice: 350_000_000, downPaymentPercent: 30, tenorMonths: 24 })).toMatchObject({
      monthlyInstallment: 11_193_000,
      insurance: 17_500_000,
      totalDownPayment: 128_450_000,
      totalInterest: 23_632_000,
      totalPayment: 397_082_000,
    });
  });
});

describe('annuityPayment', () => {
  it('pays the loan off exactly: the balance after n instalments is zero', () => {
    for (const tenor of CREDIT_TENORS) {
      const r = CREDIT_ANNUAL_RATES[tenor] / 12;
      const a = annuityPayment(200_000_000, r, tenor);
      let balance = 200_000_000;
      for (let month = 0; month < tenor; month += 1) balance = balance * (1 + r) - a;
      expect(Math.abs(balance)).toBeLessThan(0.01);
    }
  });

  it('is P / n at r = 0 and refuses a negative rate or a zero tenor', () => {
    expect(annuityPayment(1_200_000, 0, 12)).toBe(100_000);
    expect(() => annuityPayment(1, -0.01, 12)).toThrow(RangeError);
    expect(() => annuityPayment(1, 0.01, 0)).toThrow(RangeError);
  });

  it('is barely above P / n for a tiny rate (no blow-up near r = 0)', () => {
    const a = annuityPayment(1_200_000, 1e-9, 12);
    expect(a).toBeGreaterThan(100_000);
    expect(a).toBeLessThan(100_001);
  });
});

describe('roundUpInstallment', () => {
  it('rounds up to the next Rp 1.000', () => {
    expect(roundUpInstallment(6_073_019.18)).toBe(6_074_000);
    expect(roundUpInstallment(6_073_000.01)).toBe(6_074_000);
    expect(roundUpInstallment(6_073_000)).toBe(6_073_000);
  });

  it('ignores float noise below one sen', () => {
    expect(roundUpInstallment(8_000_000.000_000_1)).toBe(8_000_000);
  });
});

describe('calculateCredit — properties', () => {
  const base = { otrPrice: 300_000_000, tenorMonths: 36 } as const;

  it('the instalment falls as the down payment rises (and rises as it shrinks)', () => {
    const installments = [20, 30, 40, 50, 60, 70, 80, 90].map(
      (dp) => calculateCredit({ ...base, downPaymentPercent: dp }).monthlyInstallment,
    );
    for (let i = 1; i < installments.length; i += 1) {
      expect(installments[i]).toBeLessThan(installments[i - 1] ?? Number.NaN);
    }
  });

  it('total interest rises with the tenor, while the instalment falls', () => {
    const results = CREDIT_TENORS.map((tenorMonths) =>
      calculateCredit({ otrPrice: 300_000_000, downPaymentPercent: 25, tenorMonths }),
    );
    for (let i = 1; i < results.length; i += 1) {
      const previous = results[i - 1];
      const current = results[i];
      if (previous === undefined || current === undefined) throw new Error('unreachable');
      expect(current.totalInterest).toBeGreaterThan(previous.totalInterest);
      expect(current.monthlyInstallment).toBeLessThan(previous.monthlyInstallment);
    }
  });

  it('at r = 0 the only "interest" is the rounding up, under Rp 1.000 a month', () => {
    // P = 300.000.000 × 75 % = 225.000.000; 225.000.000 / 36 = 6.250.000 exactly → no surplus.
    expect(calculateCredit({ ...base, downPaymentPercent: 25, annualRate: 0 }).totalInterest).toBe(0);
    // P = 210.000.000 × 80 % = 168.000.000; / 36 = 4.666.666,67 → 4.667.000; surplus 333,33 × 36 = 12.000.
    const r0 = calculateCredit({ otrPrice: 210_000_000, downPaymentPercent: 20, tenorMonths: 36, annualRate: 0 });
    expect(r0.monthlyInstallment).toBe(4_667_000);
    expect(r0.totalInterest).toBe(12_000);
  });

  it('keeps the books: totals add up and the instalment is a multiple of 1.000 above the exact annuity', () => {
    for (const tenorMonths of CREDIT_TENORS) {
      for (const downPaymentPercent of [20, 35, 50, 90]) {
        const r = calculateCredit({ otrPrice: 287_350_000, downPaymentPercent, tenorMonths, insuranceKind: 'tlo' });
        const exact = annuityPayment(r.principal, r.monthlyRate, tenorMonths);
        expect(r.monthlyInstallment % 1000).toBe(0);
        expect(r.monthlyInstallment).toBeGreaterThanOrEqual(exact);
        expect(r.monthlyInstallment - exact).toBeLessThan(1000);
        expect(r.principal + r.downPayment).toBe(r.otrPrice);
        expect(r.totalDownPayment).toBe(r.downPayment + r.insurance + r.adminFee + r.provisionFee);
        expect(r.totalPayment).toBe(r.totalDownPayment + r.monthlyInstallment * tenorMonths);
        expect(r.totalInterest).toBe(r.monthlyInstallment * tenorMonths - r.principal);
      }
    }
  });

  it('all-risk costs more than TLO, and only the insurance differs', () => {
    const allRisk = calculateCredit({ ...base, downPaymentPercent: 25, insuranceKind: 'all-risk' });
    const tlo = calculateCredit({ ...base, downPaymentPercent: 25, insuranceKind: 'tlo' });
    expect(allRisk.insurance).toBe(22_500_000); // 300 jt × 2,5 % × 3
    expect(tlo.insurance).toBe(7_200_000); // 300 jt × 0,8 % × 3
    expect(allRisk.monthlyInstallment).toBe(tlo.monthlyInstallment);
    expect(allRisk.totalDownPayment - tlo.totalDownPayment).toBe(15_300_000);
  });

  it('gives the same result for a percentage and the equivalent amount', () => {
    const byPercent = calculateCredit({ ...base, downPaymentPercent: 25 });
    const byAmount = calculateCredit({ ...base, downPaymentAmount: 75_000_000 });
    expect(byAmount).toEqual(byPercent);
  });
});

describe('rate table', () => {
  it('rises with tenor, both effective and flat-equivalent, within realistic 2026 bounds', () => {
    let previousEffective = 0;
    let previousFlat = 0;
    for (const tenor of CREDIT_TENORS) {
      const effective = CREDIT_ANNUAL_RATES[tenor];
      const flat = flatEquivalentRate(effective, tenor);
      expect(effective).toBeGreaterThan(previousEffective);
      expect(flat).toBeGreaterThan(previousFlat);
      expect(flat).toBeGreaterThan(0.03);
      expect(flat).toBeLessThan(0.08);
      expect(flat).toBeLessThan(effective);
      previousEffective = effective;
      previousFlat = flat;
    }
  });

  it('matches the flat-equivalents documented in credit.ts', () => {
    const documented: Record<CreditTenor, number> = { 12: 0.0411, 24: 0.0482, 36: 0.0539, 48: 0.0601, 60: 0.0669 };
    for (const tenor of CREDIT_TENORS) {
      expect(flatEquivalentRate(CREDIT_ANNUAL_RATES[tenor], tenor)).toBeCloseTo(documented[tenor], 4);
    }
  });
});

describe('calculateCredit — refused input', () => {
  const valid: CreditInput = { otrPrice: 200_000_000, downPaymentPercent: 25, tenorMonths: 36 };

  it('refuses a tenor outside 12/24/36/48/60, in Indonesian', () => {
    for (const tenorMonths of [0, 6, 18, 72, 36.5]) {
      const error = expectCreditError(() => calculateCredit({ ...valid, tenorMonths }), 'TENOR_INVALID');
      expect(error.field).toBe('tenorMonths');
      expect(error.message).toBe('Tenor harus 12, 24, 36, 48, 60 bulan');
    }
  });

  it('refuses a down payment below 10 % and names the minimum in rupiah', () => {
    const error = expectCreditError(
      () => calculateCredit({ ...valid, downPaymentPercent: 9.99 }),
      'DOWN_PAYMENT_TOO_LOW',
    );
    expect(error.message).toBe('Uang muka minimal 10% dari harga OTR (Rp 20.000.000)');
    expectCreditError(() => calculateCredit({ ...valid, downPaymentPercent: undefined, downPaymentAmount: 19_999_999 }), 'DOWN_PAYMENT_TOO_LOW');
    expect(calculateCredit({ ...valid, downPaymentPercent: undefined, downPaymentAmount: 20_000_000 }).downPayment).toBe(20_000_000);
  });

  it('refuses a down payment above 90 %', () => {
    const error = expectCreditError(() => calculateCredit({ ...valid, downPaymentPercent: 90.01 }), 'DOWN_PAYMENT_TOO_HIGH');
    expect(error.message).toBe('Uang muka maksimal 90% dari harga OTR (Rp 180.000.000)');
    expect(calculateCredit({ ...valid, downPaymentPercent: 90 }).principal).toBe(20_000_000);
  });

  it('refuses an OTR price of zero, below zero or not a number', () => {
    for (const otrPrice of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = expectCreditError(() => calculateCredit({ ...valid, otrPrice }), 'OTR_INVALID');
      expect(error.message).toBe('Harga OTR harus lebih dari Rp 0');
    }
  });

  it('refuses a missing, double or non-numeric down payment', () => {
    expectCreditError(
      () => calculateCredit({ otrPrice: 200_000_000, tenorMonths: 36 } as unknown as CreditInput),
      'DOWN_PAYMENT_MISSING',
    );
    expectCreditError(
      () =>
        calculateCredit({ ...valid, downPaymentAmount: 50_000_000 } as unknown as CreditInput),
      'DOWN_PAYMENT_AMBIGUOUS',
    );
    expectCreditError(() => calculateCredit({ ...valid, downPaymentPercent: Number.NaN }), 'DOWN_PAYMENT_INVALID');
  });

  it('refuses an unknown insurance kind and an impossible rate', () => {
    expectCreditError(
      () => calculateCredit({ ...valid, insuranceKind: 'comprehensive' } as unknown as CreditInput),
      'INSURANCE_INVALID',
    );
    expectCreditError(() => calculateCredit({ ...valid, annualRate: -0.01 }), 'RATE_INVALID');
    expectCreditError(() => calculateCredit({ ...valid, annualRate: 1 }), 'RATE_INVALID');
  });

  it('is an Error with a name, so logs and error boundaries show it properly', () => {
    const error = expectCreditError(() => calculateCredit({ ...valid, tenorMonths: 18 }), 'TENOR_INVALID');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CreditInputError');
  });
});

describe('the words beside the choices (issue 29)', () => {
  it('explains every insurance kind the calculator takes', () => {
    for (const kind of INSURANCE_KINDS) expect(INSURANCE_TEXTS[kind].description.length).toBeGreaterThan(20);
    expect(INSURANCE_TEXTS['all-risk'].description).toMatch(/kerusakan kecil .* hingga kerugian total/);
    expect(INSURANCE_TEXTS.tlo.description).toMatch(/hanya menanggung kerugian total .* hilang/);
  });

  it("explains the scheme the way the calculator counts it: under ADDB the up-front payment holds no instalment", () => {
    expect(PAYMENT_SCHEME).toBe('ADDB');
    const credit = calculateCredit({ otrPrice: 300_000_000, downPaymentPercent: 20, tenorMonths: 36 });
    expect(credit.totalDownPayment).toBe(credit.downPayment + credit.insurance + credit.adminFee + credit.provisionFee);
    expect(PAYMENT_SCHEME_TEXTS.ADDB.description).toMatch(/^angsuran pertama dibayar di akhir bulan pertama/);
    expect(PAYMENT_SCHEME_TEXTS.ADDM.description).toMatch(/^angsuran pertama dibayar di muka bersama uang muka/);
  });
});
