/**
 * The trade-in estimate (issue 13, /services-toyota/tukar-tambah): what a dealer would pay for the
 * visitor's car, as a range. It starts from the used-price rule of used-price.ts, the same rule that
 * prices Kemudi's certified used cars, so a car like one on our list is offered that car's price
 * less the dealer's margin. Pure: the API loads the data and calls `estimateTradeIn`.
 *
 * The method, step by step (each step is also told to the visitor in `steps`, in Indonesian):
 *
 * 1. New price: today's Jakarta OTR of the model's variant closest to the car (name tokens without
 *    gearbox and fuel words, then gearbox, then fuel; ties go to the cheaper variant).
 * 2. Retail value: the used-price rule (used-price.ts) at the car's age, mileage and island group,
 *    in condition B (average: the inspection decides).
 * 3. Trade-in value = retail − the dealer's reconditioning and margin (12 %).
 * 4. Range = ± a spread: 6 % plus 0,5 % per year of age, plus 5 % when the type is not given or
 *    matches none of today's variants well (name similarity below 0,5), at most 20 %.
 * 5. Comparables: the model's certified listings at Kemudi, priced by the same rule; the one closest
 *    to the car (variant, gearbox, fuel, year) is named.
 * 6. Another brand, a model without a new price, a year to come: no estimate (estimated: false)
 *    and an honest note — an inspection prices it.
 *
 * Bounds are rounded to Rp 500.000 (low down, high up, the middle to the nearest).
 */
import { formatRupiah } from './format';
import {
  closestNewVariant,
  REGION_GROUPS,
  regionOfProvinceCode,
  segmentLabel,
  transmissionOf,
  usedPrice,
  USED_PRICE_RULE,
  variantSimilarity,
  variantTokens,
  type ConditionGrade,
  type Gearbox,
  type RegionGroup,
} from './used-price';

export { closestNewVariant, REGION_GROUPS, regionOfProvinceCode, transmissionOf, variantSimilarity, variantTokens, type RegionGroup };

export const TRADE_IN_FUELS = ['bensin', 'diesel', 'hybrid', 'listrik'] as const;
export type TradeInFuel = (typeof TRADE_IN_FUELS)[number];
export type TradeInTransmission = Gearbox;

/** The one brand with market data: Kemudi is a Toyota dealer. */
export const TRADE_IN_DATA_BRAND = 'toyota';

/** Other brands a visitor may trade in (no market data: an inspection prices them). */
export const TRADE_IN_OTHER_BRANDS = [
  { value: 'daihatsu', label: 'Daihatsu', models: ['Ayla', 'Sigra', 'Xenia', 'Terios', 'Rocky', 'Gran Max'] },
  { value: 'honda', label: 'Honda', models: ['Brio', 'Jazz', 'City', 'Mobilio', 'BR-V', 'HR-V', 'CR-V'] },
  { value: 'suzuki', label: 'Suzuki', models: ['Ertiga', 'XL7', 'Baleno', 'Ignis', 'Carry'] },
  { value: 'mitsubishi', label: 'Mitsubishi', models: ['Xpander', 'Xpander Cross', 'Pajero Sport', 'L300'] },
  { value: 'nissan', label: 'Nissan', models: ['Livina', 'Kicks', 'Serena', 'X-Trail'] },
  { value: 'hyundai', label: 'Hyundai', models: ['Creta', 'Stargazer', 'Ioniq 5'] },
  { value: 'wuling', label: 'Wuling', models: ['Confero', 'Almaz', 'Air ev'] },
  { value: 'lainnya', label: 'Merek lain', models: ['Lainnya'] },
] as const;

/** The constants of the method (see the header); the used price's own are USED_PRICE_RULE. */
export const TRADE_IN_METHOD = {
  /** The visitor's car is priced as an average car: the inspection grades it. */
  ASSUMED_CONDITION: 'B' satisfies ConditionGrade,
  DEALER_MARGIN: 0.12,
  BASE_SPREAD: 0.06,
  SPREAD_PER_YEAR: 0.005,
  UNMATCHED_TYPE_SPREAD: 0.05,
  /** Below this name similarity the type matches no variant of today's line-up. */
  TYPE_MATCH_MIN: 0.5,
  MAX_SPREAD: 0.2,
  ROUND_TO: USED_PRICE_RULE.ROUND_TO,
} as const;
const K = TRADE_IN_METHOD;

/** A certified used car listed for sale (used_cars), as the method reads it. */
export type MarketListing = {
  modelCode: string;
  variantName: string;
  year: number;
  mileageKm: number;
  transmission: TradeInTransmission;
  fuel: TradeInFuel;
  region: RegionGroup;
  price: number;
};

/** A variant sold new today with its OTR (car_variants, Jakarta price) and its model's body type. */
export type NewCarVariant = {
  modelCode: string;
  variantName: string;
  bodyType: string;
  transmission: TradeInTransmission;
  fuel: TradeInFuel;
  price: number;
};

export type TradeInQuery = {
  brand: string;
  model: string;
  /** How the model is named to the visitor ('Avanza'); the code otherwise. */
  modelName?: string | undefined;
  brandName?: string | undefined;
  type?: string | undefined;
  transmission: TradeInTransmission;
  year: number;
  fuel: TradeInFuel;
  mileageKm: number;
  region: RegionGroup;
};

export type TradeInMarket = {
  listings: readonly MarketListing[];
  newCars: readonly NewCarVariant[];
  /** The current year (the API's clock, WIB): ages are counted from it. */
  currentYear: number;
};

export type TradeInResult = {
  estimated: boolean;
  low: number | null;
  high: number | null;
  mid: number | null;
  /** ± share of mid the range spans. */
  uncertainty: number | null;
  comparables: number;
  /** The retail (dealer asking) value the trade-in value was taken from. */
  retail: number | null;
  steps: { label: string; value: string }[];
  note: string;
};

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Fuel from the catalogue's words (Bensin, Diesel, Hybrid, Listrik). */
export function fuelOf(value: string): TradeInFuel {
  const v = value.trim().toLowerCase();
  return (TRADE_IN_FUELS as readonly string[]).includes(v) ? (v as TradeInFuel) : 'bensin';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function roundDownTo(value: number, step: number = K.ROUND_TO): number {
  return Math.floor(value / step) * step;
}
export function roundUpTo(value: number, step: number = K.ROUND_TO): number {
  return Math.ceil(value / step) * step;
}
export function roundTo(value: number, step: number = K.ROUND_TO): number {
  return Math.round(value / step) * step;
}

const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits).replace('.', ',').replace(/,0$/, '')}%`;
const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const factor = (f: number) => `×${f.toFixed(2).replace('.', ',')}`;
const years = (age: number) => `${String(age).replace('.', ',')} tahun`;

/** Step 4: the ± share of the range. */
export function tradeInSpread(age: number, typeMatched: boolean): number {
  return clamp(K.BASE_SPREAD + K.SPREAD_PER_YEAR * age + (typeMatched ? 0 : K.UNMATCHED_TYPE_SPREAD), K.BASE_SPREAD, K.MAX_SPREAD);
}

/** Step 5: the model's listing most like the car (variant name, gearbox, fuel, then year). */
export function closestListing(listings: readonly MarketListing[], query: TradeInQuery): MarketListing | null {
  let best: { listing: MarketListing; score: number } | null = null;
  for (const l of listings) {
    const score =
      (query.type ? variantSimilarity(query.type, l.variantName) : 0) +
      (l.transmission === query.transmission ? 0.5 : 0) +
      (l.fuel === query.fuel ? 0.75 : 0) -
      0.1 * Math.abs(l.year - query.year);
    if (!best || score > best.score + 1e-9) best = { listing: l, score };
  }
  return best?.listing ?? null;
}

// ---------------------------------------------------------------------------------------------
// The estimate
// ---------------------------------------------------------------------------------------------

const INSPECTION =
  'Harga akhir ditentukan setelah inspeksi di cabang Kemudi atau di rumah Anda (gratis, tanpa kewajiban menjual): kondisi mesin dan bodi, riwayat servis, kelengkapan dokumen, pajak, dan warna dapat menggeser harga.';

function notEstimated(query: TradeInQuery, reason: string): TradeInResult {
  const brandName = query.brandName ?? query.brand;
  return {
    estimated: false,
    low: null,
    high: null,
    mid: null,
    uncertainty: null,
    comparables: 0,
    retail: null,
    steps: [{ label: 'Data pasar', value: reason }],
    note: `Kami belum dapat memperkirakan harga ${brandName} ${query.modelName ?? query.model} secara daring karena ${reason.charAt(0).toLowerCase()}${reason.slice(1)}. ${INSPECTION}`,
  };
}

function rangeOf(retail: number, spread: number) {
  const trade = retail * (1 - K.DEALER_MARGIN);
  const low = Math.max(0, roundDownTo(trade * (1 - spread)));
  const high = roundUpTo(trade * (1 + spread));
  const mid = roundTo(trade);
  return { trade, low, high, mid: clamp(mid, low, high) };
}

/** The estimate of steps 1–6 (see the header). */
export function estimateTradeIn(query: TradeInQuery, market: TradeInMarket): TradeInResult {
  const modelName = query.modelName ?? query.model;
  if (query.brand.toLowerCase() !== TRADE_IN_DATA_BRAND) {
    return notEstimated(query, `Data pasar kami hanya mencakup mobil Toyota`);
  }
  if (query.year > market.currentYear) return notEstimated(query, `Tahun ${query.year} belum tiba`);
  const modelNew = market.newCars.filter((v) => v.modelCode === query.model);
  const fresh = closestNewVariant(modelNew, { modelCode: query.model, variantName: query.type, transmission: query.transmission, fuel: query.fuel });
  if (!fresh) return notEstimated(query, `Belum ada harga baru Toyota ${modelName} di Kemudi sebagai dasar perhitungan`);

  // Steps 1–2.
  const used = usedPrice({
    newPrice: fresh.price,
    bodyType: fresh.bodyType,
    fuel: query.fuel,
    year: query.year,
    currentYear: market.currentYear,
    mileageKm: query.mileageKm,
    condition: K.ASSUMED_CONDITION,
    region: query.region,
  });
  // Steps 3–4.
  const typeMatched = Boolean(query.type?.trim()) && variantSimilarity(query.type ?? '', fresh.variantName) >= K.TYPE_MATCH_MIN;
  const spread = tradeInSpread(used.age, typeMatched);
  const r = rangeOf(used.exact, spread);
  // Step 5.
  const modelListings = market.listings.filter((l) => l.modelCode === query.model);
  const closest = closestListing(modelListings, query);
  const region = REGION_GROUPS[query.region];

  const steps: TradeInResult['steps'] = [
    { label: 'Harga baru terdekat', value: `${modelName} ${fresh.variantName}: ${formatRupiah(fresh.price)} (OTR Jakarta hari ini)` },
    {
      label: 'Penyusutan per tahun',
      value: `${segmentLabel(used.segment)}: ${percent(USED_PRICE_RULE.RETENTION_AT_REGISTRATION, 0)} dari harga baru saat terdaftar, lalu turun ${percent(used.yearlyDepreciation)} per tahun`,
    },
    { label: 'Usia', value: `${years(used.age)} (tahun ${query.year}, dihitung dari pertengahan tahun): ${percent(used.retention)} dari harga baru` },
    {
      label: 'Jarak tempuh',
      value: `${thousands(query.mileageKm)} km; acuan ${thousands(USED_PRICE_RULE.KM_PER_YEAR)} km per tahun, ±${percent(USED_PRICE_RULE.MILEAGE_SHARE_PER_STEP, 0)} per 10.000 km (${factor(used.mileageFactor)})`,
    },
    { label: 'Kondisi', value: `Diasumsikan ${K.ASSUMED_CONDITION} (rata-rata, ${factor(used.conditionFactor)}); inspeksi menentukan` },
    { label: 'Wilayah', value: `${region.label} (${factor(region.factor)} terhadap Jawa)` },
    { label: 'Perkiraan harga jual kembali', value: formatRupiah(used.price) },
    { label: 'Biaya rekondisi dan margin dealer', value: `−${percent(K.DEALER_MARGIN, 0)} (${formatRupiah(roundTo(used.exact * K.DEALER_MARGIN))})` },
    { label: 'Perkiraan harga tukar tambah', value: `${formatRupiah(r.low)} – ${formatRupiah(r.high)}` },
    ...(closest
      ? [
          {
            label: 'Data pembanding',
            value: `${modelListings.length} Toyota ${modelName} bekas bersertifikat di Kemudi dihargai dengan aturan yang sama; paling mirip: ${closest.variantName} ${closest.year}, ${thousands(closest.mileageKm)} km, ${formatRupiah(closest.price)}`,
          },
        ]
      : []),
    {
      label: 'Ketidakpastian',
      value: `±${percent(spread, 0)}: ${percent(K.BASE_SPREAD, 0)} ditambah ${percent(K.SPREAD_PER_YEAR)} per tahun usia${typeMatched ? '' : ', diperlebar karena tipe mobil tidak cocok dengan daftar harga kami'}`,
    },
  ];
  return {
    estimated: true,
    low: r.low,
    high: r.high,
    mid: r.mid,
    uncertainty: Math.round(spread * 1000) / 1000,
    comparables: modelListings.length,
    retail: used.price,
    steps,
    note: `Perkiraan dengan aturan yang juga menentukan harga mobil bekas bersertifikat Kemudi: harga baru Toyota ${modelName} yang paling mirip, disusutkan menurut usia, jarak tempuh, kondisi rata-rata, dan wilayah, lalu dikurangi biaya rekondisi dan margin dealer; rentangnya ±${percent(spread, 0)}. ${INSPECTION}`,
  };
}
