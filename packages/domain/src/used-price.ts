/**
 * The one rule that prices a used Toyota (issue 15): the certified used-car listings of the seed
 * are priced by it, and the trade-in estimate (trade-in.ts) starts from it. Pure.
 *
 *   price = new price × 88 % × (1 − yearly depreciation of the segment)^age
 *           × mileage factor × condition factor × region factor, rounded to Rp 500.000
 *
 * - New price: today's Jakarta OTR of the variant in today's line-up closest to the car (same
 *   model; name, gearbox and fuel: `closestNewVariant`).
 * - 88 %: what a car keeps the day it is registered (the next buyer does not pay the first
 *   registration's BBNKB, 10–12,5 %, nor the dealer's delivery).
 * - Age in years: a car of model year Y counts as registered in the middle of Y, so a car of this
 *   year is half a year old (`usedCarAge`).
 * - Yearly depreciation by segment (`usedPriceSegment`, from the model's body type, fuel and new
 *   price), fitted on Indonesian asking prices against today's OTR: Toyota MPVs hold their value
 *   best (3,5 %), LCGCs (Agya, Calya up to Rp 210 juta) 4,5 %, SUVs 4 %, pickups 4,5 %, hybrids and
 *   cars from Rp 800 juta 5 %, sedans 6 %, electric cars 12 %.
 * - Mileage against 15.000 km a year: −2 % per 10.000 km more (at most −12 %), +2 % per
 *   10.000 km less (at most +4 %: low mileage is welcome but not paid for twice).
 * - Condition, the grade of the 175-point inspection: A 100 %, B 95 %, C 88 %.
 * - Region: a small factor per island group (Jawa 1; thinner markets pay a little less).
 */

export type Gearbox = 'manual' | 'automatic';

/** Gearbox from the catalogue's and the listings' words (Manual, CVT, Otomatis, e-CVT, A/T). */
export function transmissionOf(value: string): Gearbox {
  return /^(manual|m\/t|mt)$/i.test(value.trim()) ? 'manual' : 'automatic';
}

/** Words that say the gearbox or the fuel: those are compared on their own, not as the variant's name. */
const NON_VARIANT_TOKENS = new Set(['a/t', 'm/t', 'at', 'mt', 'cvt', 'e-cvt', 'manual', 'otomatis', 'matic', 'diesel', 'bensin', 'hybrid', 'hv', 'listrik', 'ev']);

export function variantTokens(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[\s,()]+/)
      .map((t) => t.trim())
      .filter((t) => t !== '' && !NON_VARIANT_TOKENS.has(t)),
  );
}

/** Jaccard similarity of two variant names' tokens (1 = the same words, 0 = nothing shared). */
export function variantSimilarity(a: string, b: string): number {
  const x = variantTokens(a);
  const y = variantTokens(b);
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/** A variant of today's line-up with its Jakarta OTR. */
export type PricedVariant = { modelCode: string; variantName: string; transmission: Gearbox; fuel: string; price: number };

/**
 * The rule's new price: the model's variant in today's line-up closest to the car — name tokens
 * (gearbox and fuel words left out), then the same gearbox, then the same fuel; ties go to the
 * cheaper variant (an estimate should not promise the dearest trim). Null when the model has none.
 */
export function closestNewVariant<T extends PricedVariant>(
  newCars: readonly T[],
  car: { modelCode: string; variantName?: string | undefined; transmission: Gearbox; fuel: string },
): T | null {
  const fuel = car.fuel.trim().toLowerCase();
  let best: { variant: T; score: number } | null = null;
  for (const v of newCars) {
    if (v.modelCode !== car.modelCode) continue;
    const score =
      (car.variantName ? variantSimilarity(car.variantName, v.variantName) : 0) +
      (v.transmission === car.transmission ? 0.5 : 0) +
      (v.fuel.trim().toLowerCase() === fuel ? 0.75 : 0);
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && v.price < best.variant.price)) best = { variant: v, score };
  }
  return best?.variant ?? null;
}

/** Island groups with a small price factor (Jawa = 1): thinner markets further from the big dealers pay a little less. */
export const REGION_GROUPS = {
  jawa: { label: 'Jawa', factor: 1 },
  sumatera: { label: 'Sumatera', factor: 0.97 },
  'bali-nusa-tenggara': { label: 'Bali dan Nusa Tenggara', factor: 0.98 },
  kalimantan: { label: 'Kalimantan', factor: 1.01 },
  sulawesi: { label: 'Sulawesi', factor: 0.97 },
  'maluku-papua': { label: 'Maluku dan Papua', factor: 0.94 },
} as const;
export type RegionGroup = keyof typeof REGION_GROUPS;

/** The island group of a province by its Kemendagri code ('31' DKI Jakarta, '64' Kalimantan Timur, …). */
export function regionOfProvinceCode(code: string): RegionGroup {
  switch (code.trim()[0]) {
    case '1':
      return 'sumatera';
    case '5':
      return 'bali-nusa-tenggara';
    case '6':
      return 'kalimantan';
    case '7':
      return 'sulawesi';
    case '8':
    case '9':
      return 'maluku-papua';
    default:
      return 'jawa';
  }
}

export const USED_PRICE_SEGMENTS = ['lcgc', 'hatchback', 'mpv', 'suv', 'sedan', 'pickup', 'van', 'hybrid', 'premium', 'sports', 'listrik'] as const;
export type UsedPriceSegment = (typeof USED_PRICE_SEGMENTS)[number];

export const CONDITION_GRADES = ['A', 'B', 'C'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/** The constants of the rule (see the header). */
export const USED_PRICE_RULE = {
  RETENTION_AT_REGISTRATION: 0.88,
  YEARLY_DEPRECIATION: {
    lcgc: 0.045,
    hatchback: 0.05,
    mpv: 0.035,
    suv: 0.04,
    sedan: 0.06,
    pickup: 0.045,
    van: 0.05,
    hybrid: 0.05,
    premium: 0.05,
    sports: 0.05,
    listrik: 0.12,
  } satisfies Record<UsedPriceSegment, number>,
  /** Hatchbacks and MPVs up to this new price are the LCGC class (Agya, Calya). */
  LCGC_MAX_NEW_PRICE: 210_000_000,
  /** From this new price a car is priced as a premium car (Alphard, Camry, Land Cruiser). */
  PREMIUM_MIN_NEW_PRICE: 800_000_000,
  KM_PER_YEAR: 15_000,
  MILEAGE_STEP_KM: 10_000,
  MILEAGE_SHARE_PER_STEP: 0.02,
  MILEAGE_MAX_PENALTY: 0.12,
  MILEAGE_MAX_BONUS: 0.04,
  CONDITION: { A: 1, B: 0.95, C: 0.88 } satisfies Record<ConditionGrade, number>,
  ROUND_TO: 500_000,
} as const;
const R = USED_PRICE_RULE;

const SEGMENT_LABELS: Record<UsedPriceSegment, string> = {
  lcgc: 'mobil LCGC',
  hatchback: 'hatchback',
  mpv: 'MPV',
  suv: 'SUV',
  sedan: 'sedan',
  pickup: 'pikap',
  van: 'van',
  hybrid: 'hybrid',
  premium: 'mobil premium',
  sports: 'mobil sport',
  listrik: 'mobil listrik',
};

/** How a segment is named to a visitor ('MPV', 'mobil LCGC'). */
export function segmentLabel(segment: UsedPriceSegment): string {
  return SEGMENT_LABELS[segment];
}

/** The segment a car depreciates with: by fuel and new price first, then by body type. */
export function usedPriceSegment(car: { bodyType: string; fuel: string; newPrice: number }): UsedPriceSegment {
  const fuel = car.fuel.trim().toLowerCase();
  const body = car.bodyType.trim().toLowerCase();
  if (fuel === 'listrik') return 'listrik';
  if (body === 'sports') return 'sports';
  if (car.newPrice >= R.PREMIUM_MIN_NEW_PRICE) return 'premium';
  if (fuel === 'hybrid') return 'hybrid';
  if ((body === 'hatchback' || body === 'mpv') && car.newPrice <= R.LCGC_MAX_NEW_PRICE) return 'lcgc';
  return (['hatchback', 'mpv', 'suv', 'sedan', 'pickup', 'van'] as const).find((b) => b === body) ?? 'hatchback';
}

/** Age in years of a car of model year `year` (registered, on average, in the middle of that year). */
export function usedCarAge(year: number, currentYear: number): number {
  return Math.max(0, currentYear - year) + 0.5;
}

/** The mileage factor: ±2 % per 10.000 km away from 15.000 km a year, within −12 % and +4 %. */
export function usedPriceMileageFactor(mileageKm: number, ageYears: number): number {
  const excess = mileageKm - R.KM_PER_YEAR * ageYears;
  const share = (excess / R.MILEAGE_STEP_KM) * R.MILEAGE_SHARE_PER_STEP;
  return 1 - Math.min(R.MILEAGE_MAX_PENALTY, Math.max(-R.MILEAGE_MAX_BONUS, share));
}

export function roundToHalfMillion(value: number): number {
  return Math.round(value / R.ROUND_TO) * R.ROUND_TO;
}

export type UsedPriceInput = {
  /** Today's Jakarta OTR of the closest variant in today's line-up. */
  newPrice: number;
  bodyType: string;
  fuel: string;
  year: number;
  currentYear: number;
  mileageKm: number;
  condition: ConditionGrade;
  region?: RegionGroup | undefined;
};

export type UsedPriceResult = {
  /** The price, rounded to Rp 500.000. */
  price: number;
  /** The same before rounding. */
  exact: number;
  segment: UsedPriceSegment;
  age: number;
  yearlyDepreciation: number;
  /** Share of the new price kept for age alone (registration loss and yearly depreciation). */
  retention: number;
  mileageFactor: number;
  conditionFactor: number;
  regionFactor: number;
};

/** The rule of the header, with each factor it used. */
export function usedPrice(input: UsedPriceInput): UsedPriceResult {
  const segment = usedPriceSegment(input);
  const age = usedCarAge(input.year, input.currentYear);
  const yearlyDepreciation = R.YEARLY_DEPRECIATION[segment];
  const retention = R.RETENTION_AT_REGISTRATION * (1 - yearlyDepreciation) ** age;
  const mileageFactor = usedPriceMileageFactor(input.mileageKm, age);
  const conditionFactor = R.CONDITION[input.condition];
  const regionFactor = REGION_GROUPS[input.region ?? 'jawa'].factor;
  const exact = input.newPrice * retention * mileageFactor * conditionFactor * regionFactor;
  return { price: roundToHalfMillion(exact), exact, segment, age, yearlyDepreciation, retention, mileageFactor, conditionFactor, regionFactor };
}
