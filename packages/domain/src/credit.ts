/**
 * Car-loan (kredit mobil) simulation, shared by the API's credit calculator and the web form.
 *
 * ── Formula ──────────────────────────────────────────────────────────────────────────────
 * Instalments are a level annuity on the reducing balance ("bunga efektif"):
 *
 *     A = P · r / (1 − (1 + r)^−n)          and, when r = 0,  A = P / n
 *
 *   P  principal = OTR price − down payment (insurance and fees are paid in cash, not financed)
 *   r  monthly rate = annual rate / 12 (the annual rate is quoted the way Indonesian leasing
 *      companies quote "bunga efektif per tahun": a nominal rate compounded monthly)
 *   n  tenor in months
 *
 * A is then rounded UP to the next Rp 1.000, as leasing companies print it on the contract.
 *
 * ── Payment scheme: ADDB ─────────────────────────────────────────────────────────────────
 * ADDB (Arrear): the first instalment falls due one month after the contract, so the cash paid
 * up front (TDP, total down payment) is
 *
 *     TDP = down payment + insurance premium for the whole tenor + admin fee + provisi
 *
 * and does not include an instalment. ADDB is chosen because it is the scheme the formula above
 * describes exactly; under ADDM (first instalment paid at signing) the same P would need the
 * annuity-due formula, and quoting ADDM instalments with the ordinary formula overcharges.
 *
 * ── Rates (2026 assumptions, to be replaced by the leasing partner's rate card) ───────────
 *   tenor  effective p.a.  flat-equivalent p.a.
 *   12     7,5 %           ≈ 4,11 %
 *   24     9,0 %           ≈ 4,82 %
 *   36     10,0 %          ≈ 5,39 %
 *   48     11,0 %          ≈ 6,01 %
 *   60     12,0 %          ≈ 6,69 %
 * In line with captive Toyota financing for new passenger cars (flat 4–7 % p.a. rising with
 * tenor). Flat-equivalent = (A·n/P − 1) / years: the flat rate that gives the same instalment.
 *
 * Insurance: premium per year as a share of OTR — all-risk 2,5 %, TLO 0,8 % (inside the
 * OJK tariff bands for passenger cars) — times the years of the tenor, paid up front as part of
 * TDP as Indonesian leasing does. The OTR value is used for every year (no depreciation of
 * the sum insured), a deliberately cautious estimate.
 * Admin fee: Rp 3.500.000 fixed. Provisi: 1 % of the principal.
 *
 * Down payment: 10 % to 90 % of OTR. POJK 35/2018 lets finance companies with a low NPF (non-
 * performing financing) ratio ask as little as 10 % for passenger cars, and the dealer's promos
 * advertise "DP 10 %"; above 90 % the loan is too small to be worth its fees.
 */
import { formatRupiah } from './format';

export const CREDIT_TENORS = [12, 24, 36, 48, 60] as const;
export type CreditTenor = (typeof CREDIT_TENORS)[number];

/** Effective (reducing-balance) annual rate by tenor in months; see the table above. */
export const CREDIT_ANNUAL_RATES: Readonly<Record<CreditTenor, number>> = {
  12: 0.075,
  24: 0.09,
  36: 0.1,
  48: 0.11,
  60: 0.12,
};

export const INSURANCE_KINDS = ['all-risk', 'tlo'] as const;
export type InsuranceKind = (typeof INSURANCE_KINDS)[number];

/** Premium per year as a share of the OTR price. */
export const INSURANCE_ANNUAL_RATES: Readonly<Record<InsuranceKind, number>> = {
  'all-risk': 0.025,
  tlo: 0.008,
};

/**
 * Issue 29: what each insurance choice covers, in the visitor's words, shown beside the choice
 * (the simulator's select describes itself with both).
 */
export const INSURANCE_TEXTS: Readonly<Record<InsuranceKind, { readonly label: string; readonly description: string }>> = {
  'all-risk': {
    label: 'All risk',
    description: 'Asuransi menanggung kerusakan kecil (lecet, penyok) hingga kerugian total, termasuk mobil hilang.',
  },
  tlo: {
    label: 'TLO (total loss only)',
    description: 'Asuransi hanya menanggung kerugian total (kerusakan berat) atau mobil hilang; kerusakan kecil ditanggung sendiri.',
  },
};

/**
 * Issue 29: the payment schemes as Indonesian leasing names them. ADDB (Angsuran Dibayar di
 * Belakang, arrear) is the scheme this calculator uses (TDP holds no instalment, see above);
 * ADDM is named so the visitor knows what the other one would mean.
 */
export const PAYMENT_SCHEME_TEXTS = {
  ADDB: {
    name: 'ADDB (Angsuran Dibayar di Belakang)',
    description: 'angsuran pertama dibayar di akhir bulan pertama, satu bulan setelah akad; uang muka, asuransi, biaya administrasi dan provisi dibayar di muka.',
  },
  ADDM: {
    name: 'ADDM (Angsuran Dibayar di Muka)',
    description: 'angsuran pertama dibayar di muka bersama uang muka.',
  },
} as const;

export const DEFAULT_INSURANCE_KIND: InsuranceKind = 'all-risk';
export const CREDIT_ADMIN_FEE = 3_500_000;
export const CREDIT_PROVISION_RATE = 0.01;
export const DOWN_PAYMENT_MIN_PERCENT = 10;
export const DOWN_PAYMENT_MAX_PERCENT = 90;
/** Instalments are rounded up to a multiple of this many rupiah. */
export const INSTALLMENT_ROUNDING = 1000;
export const PAYMENT_SCHEME = 'ADDB' as const;

interface CreditInputBase {
  /** On-the-road price in rupiah. */
  readonly otrPrice: number;
  /** One of CREDIT_TENORS; anything else is rejected at run time (form input is a plain number). */
  readonly tenorMonths: number;
  readonly insuranceKind?: InsuranceKind;
  /** Overrides the rate table, e.g. a 0 % promo programme. A fraction: 0.075 = 7,5 % p.a. */
  readonly annualRate?: number;
}

/** Give the down payment either as a percentage of OTR or as an amount in rupiah, not both. */
export type CreditInput = CreditInputBase &
  (
    | { readonly downPaymentPercent: number; readonly downPaymentAmount?: undefined }
    | { readonly downPaymentAmount: number; readonly downPaymentPercent?: undefined }
  );

export interface CreditResult {
  readonly otrPrice: number;
  readonly downPayment: number;
  /** downPayment as a percentage of OTR, for display (not rounded). */
  readonly downPaymentPercent: number;
  readonly principal: number;
  readonly annualRate: number;
  readonly monthlyRate: number;
  readonly tenorMonths: CreditTenor;
  /** Rounded up to the next Rp 1.000. */
  readonly monthlyInstallment: number;
  readonly insuranceKind: InsuranceKind;
  /** Premium for the whole tenor, paid up front. */
  readonly insurance: number;
  readonly adminFee: number;
  readonly provisionFee: number;
  readonly paymentScheme: typeof PAYMENT_SCHEME;
  /** TDP under ADDB: downPayment + insurance + adminFee + provisionFee. */
  readonly totalDownPayment: number;
  /** Everything the customer pays: totalDownPayment + monthlyInstallment × tenorMonths. */
  readonly totalPayment: number;
  /** monthlyInstallment × tenorMonths − principal: the interest as actually paid, rounding included. */
  readonly totalInterest: number;
}

export type CreditErrorCode =
  | 'OTR_INVALID'
  | 'TENOR_INVALID'
  | 'DOWN_PAYMENT_MISSING'
  | 'DOWN_PAYMENT_AMBIGUOUS'
  | 'DOWN_PAYMENT_INVALID'
  | 'DOWN_PAYMENT_TOO_LOW'
  | 'DOWN_PAYMENT_TOO_HIGH'
  | 'INSURANCE_INVALID'
  | 'RATE_INVALID';

/** A simulation input the calculator refuses; `message` is Indonesian and can be shown as is. */
export class CreditInputError extends Error {
  override readonly name = 'CreditInputError';
  readonly code: CreditErrorCode;
  /** The input field at fault, so a form can put the message next to it. */
  readonly field: 'otrPrice' | 'tenorMonths' | 'downPayment' | 'insuranceKind' | 'annualRate';

  constructor(code: CreditErrorCode, field: CreditInputError['field'], message: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

export function isCreditTenor(value: unknown): value is CreditTenor {
  return typeof value === 'number' && (CREDIT_TENORS as readonly number[]).includes(value);
}

/** The unrounded level instalment A = P·r / (1 − (1+r)^−n); A = P/n when r = 0. */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a positive integer, got ${months}`);
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0) throw new RangeError(`monthlyRate must be ≥ 0, got ${monthlyRate}`);
  if (monthlyRate === 0) return principal / months;
  // 1 − (1+r)^−n written as −expm1(−n·log1p(r)): the same value, but without the cancellation
  // that makes the naive form lose digits for small r (at r = 1e-9 it would undercut P/n).
  return (principal * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
}

/** Rounds up to the next Rp 1.000. Sub-sen float noise (8.000.000,0000001) does not add Rp 1.000. */
export function roundUpInstallment(amount: number): number {
  const sen = Math.round(amount * 100) / 100;
  return Math.ceil(sen / INSTALLMENT_ROUNDING) * INSTALLMENT_ROUNDING;
}

/** The flat rate p.a. that yields the same instalment: (A·n/P − 1) / years. */
export function flatEquivalentRate(annualRate: number, tenorMonths: number): number {
  const perRupiah = annuityPayment(1, annualRate / 12, tenorMonths);
  return (perRupiah * tenorMonths - 1) / (tenorMonths / 12);
}

function resolveDownPayment(input: CreditInput, otrPrice: number): number {
  const { downPaymentPercent: percent, downPaymentAmount: amount } = input;
  if (percent !== undefined && amount !== undefined) {
    throw new CreditInputError(
      'DOWN_PAYMENT_AMBIGUOUS',
      'downPayment',
      'Isi uang muka dalam persen atau dalam rupiah saja, tidak keduanya',
    );
  }
  const given = percent ?? amount;
  if (given === undefined) {
    throw new CreditInputError('DOWN_PAYMENT_MISSING', 'downPayment', 'Uang muka wajib diisi');
  }
  if (typeof given !== 'number' || !Number.isFinite(given)) {
    throw new CreditInputError('DOWN_PAYMENT_INVALID', 'downPayment', 'Uang muka harus berupa angka');
  }
  const downPayment = Math.round(percent !== undefined ? (otrPrice * given) / 100 : given);
  // Compared in whole rupiah: downPayment / otr ≥ 10 % ⇔ downPayment · 100 ≥ otr · 10.
  if (downPayment * 100 < otrPrice * DOWN_PAYMENT_MIN_PERCENT) {
    const minimum = Math.ceil((otrPrice * DOWN_PAYMENT_MIN_PERCENT) / 100);
    throw new CreditInputError(
      'DOWN_PAYMENT_TOO_LOW',
      'downPayment',
      `Uang muka minimal ${DOWN_PAYMENT_MIN_PERCENT}% dari harga OTR (${formatRupiah(minimum)})`,
    );
  }
  if (downPayment * 100 > otrPrice * DOWN_PAYMENT_MAX_PERCENT) {
    const maximum = Math.floor((otrPrice * DOWN_PAYMENT_MAX_PERCENT) / 100);
    throw new CreditInputError(
      'DOWN_PAYMENT_TOO_HIGH',
      'downPayment',
      `Uang muka maksimal ${DOWN_PAYMENT_MAX_PERCENT}% dari harga OTR (${formatRupiah(maximum)})`,
    );
  }
  return downPayment;
}

/**
 * Simulates a car loan. Throws CreditInputError (Indonesian message) for an OTR price ≤ 0, a tenor
 * outside CREDIT_TENORS, a down payment outside 10–90 % of OTR, an unknown insurance kind or a
 * rate outside 0–100 %.
 */
export function calculateCredit(input: CreditInput): CreditResult {
  if (typeof input.otrPrice !== 'number' || !Number.isFinite(input.otrPrice) || Math.round(input.otrPrice) <= 0) {
    throw new CreditInputError('OTR_INVALID', 'otrPrice', 'Harga OTR harus lebih dari Rp 0');
  }
  const otrPrice = Math.round(input.otrPrice);

  const tenorMonths = input.tenorMonths;
  if (!isCreditTenor(tenorMonths)) {
    throw new CreditInputError('TENOR_INVALID', 'tenorMonths', `Tenor harus ${CREDIT_TENORS.join(', ')} bulan`);
  }

  const insuranceKind = input.insuranceKind ?? DEFAULT_INSURANCE_KIND;
  if (!(INSURANCE_KINDS as readonly string[]).includes(insuranceKind)) {
    throw new CreditInputError('INSURANCE_INVALID', 'insuranceKind', 'Jenis asuransi harus all-risk atau TLO');
  }

  const annualRate = input.annualRate ?? CREDIT_ANNUAL_RATES[tenorMonths];
  if (typeof annualRate !== 'number' || !Number.isFinite(annualRate) || annualRate < 0 || annualRate >= 1) {
    throw new CreditInputError('RATE_INVALID', 'annualRate', 'Suku bunga harus mulai 0% dan kurang dari 100% per tahun');
  }

  const downPayment = resolveDownPayment(input, otrPrice);
  const principal = otrPrice - downPayment;
  const monthlyRate = annualRate / 12;
  const monthlyInstallment = roundUpInstallment(annuityPayment(principal, monthlyRate, tenorMonths));

  const insurance = Math.round(otrPrice * INSURANCE_ANNUAL_RATES[insuranceKind] * (tenorMonths / 12));
  const adminFee = CREDIT_ADMIN_FEE;
  const provisionFee = Math.round(principal * CREDIT_PROVISION_RATE);
  const totalDownPayment = downPayment + insurance + adminFee + provisionFee;
  const totalInstallments = monthlyInstallment * tenorMonths;

  return {
    otrPrice,
    downPayment,
    downPaymentPercent: (downPayment * 100) / otrPrice,
    principal,
    annualRate,
    monthlyRate,
    tenorMonths,
    monthlyInstallment,
    insuranceKind,
    insurance,
    adminFee,
    provisionFee,
    paymentScheme: PAYMENT_SCHEME,
    totalDownPayment,
    totalPayment: totalDownPayment + totalInstallments,
    totalInterest: totalInstallments - principal,
  };
}
