/**
 * The trade-in estimate (issue 13, /services-toyota/tukar-tambah): what a dealer would pay for the
 * visitor's car, as a range, computed from the certified used-car listings (the seeded market data)
 * and the new-car prices. Pure: the API loads the data and calls `estimateTradeIn`.
 *
 * The method, step by step (each step is also told to the visitor in `steps`, in Indonesian):
 *
 * 1. Market curve of the whole data set. Every listing whose model is still sold new is compared
 *    with the OTR of its closest new variant: ln(used ÷ new) = a + b·age is fitted by least squares
 *    over all listings. exp(a) is what a car keeps at age 0 (the loss at the first registration),
 *    1 − exp(b) the yearly depreciation. exp(a) is kept within 60–92 % (a registered car has lost
 *    at least its registration tax; the slope is refitted through the bound when it is hit) and
 *    the depreciation within 3–20 %; with fewer than 6 listings or 3 distinct ages: the defaults
 *    85 % and 9 %/year.
 * 2. The model's own depreciation: ln(price) = c + b·age over the model's listings (at least 4
 *    listings of 3 distinct years), shrunk towards the market's b by the number of listings
 *    (b = (n·b_model + 4·b_market) / (n + 4)): a few listings of a variant mix say little alone.
 * 3. Comparables: the listings of the same model. Each weighs by how close it is: variant by name
 *    tokens (Jaccard; gearbox and fuel words left out), the same gearbox (×0.5 otherwise), the same
 *    fuel (×0.35 otherwise) and the year (1 / (1 + 0.3·|Δ year|)).
 * 4. Each comparable's price is brought to the asked car:
 *    - age: × (1 − depreciation)^(age asked − age comparable);
 *    - mileage beyond what the age difference explains (12.000 km a year): −1,5 % per 10.000 km
 *      more, +1,5 % per 10.000 km less, at most ±15 %;
 *    - gearbox: an automatic (A/T, CVT) is worth 6 % more than the same car with a manual;
 *    - region: a small factor per island group (REGION_GROUPS), the asked car's over the listing's.
 * 5. Retail value = the weighted median of the adjusted prices.
 * 6. Trade-in value = retail − the dealer's reconditioning and margin (12 %).
 * 7. Range = ± a spread: half the weighted interquartile range of the adjusted prices (at least
 *    4 %), plus 12 % ÷ √(effective number of comparables), within 6 %–30 %. Few or scattered
 *    comparables give a wider range.
 * 8. No listing of the model but the model is sold new: the closest new variant's OTR × the market
 *    curve of step 1 at the car's age, with the mileage and region adjustments and a ±20 % range.
 * 9. Another brand, or a model with neither listings nor new prices: no estimate (estimated:
 *    false) and an honest note — an inspection prices it.
 *
 * Bounds are rounded to Rp 500.000 (low down, high up, the middle to the nearest).
 */
import { formatRupiah } from './format';

export const TRADE_IN_FUELS = ['bensin', 'diesel', 'hybrid', 'listrik'] as const;
export type TradeInFuel = (typeof TRADE_IN_FUELS)[number];
export type TradeInTransmission = 'manual' | 'automatic';

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

/** The constants of the method (see the header). */
export const TRADE_IN_METHOD = {
  DEFAULT_RETENTION_AT_ZERO: 0.85,
  DEFAULT_DEPRECIATION: 0.09,
  MIN_DEPRECIATION: 0.03,
  MAX_DEPRECIATION: 0.2,
  MIN_RETENTION_AT_ZERO: 0.6,
  /** A registered car has at least lost the registration tax (BBNKB, ~10–12,5 %) to a buyer. */
  MAX_RETENTION_AT_ZERO: 0.92,
  MARKET_FIT_MIN_LISTINGS: 6,
  MODEL_FIT_MIN_LISTINGS: 4,
  FIT_MIN_DISTINCT_YEARS: 3,
  SHRINK_LISTINGS: 4,
  KM_PER_YEAR: 12_000,
  MILEAGE_STEP_KM: 10_000,
  MILEAGE_SHARE_PER_STEP: 0.015,
  MILEAGE_CAP: 0.15,
  AUTOMATIC_PREMIUM: 0.06,
  DEALER_MARGIN: 0.12,
  MIN_HALF_IQR: 0.04,
  FEW_COMPARABLES_WIDENING: 0.12,
  MIN_SPREAD: 0.06,
  MAX_SPREAD: 0.3,
  FALLBACK_SPREAD: 0.2,
  ROUND_TO: 500_000,
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

/** A variant sold new today with its OTR (car_variants, Jakarta price). */
export type NewCarVariant = {
  modelCode: string;
  variantName: string;
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

/** Transmission from the catalogue's and the listings' words (Manual, CVT, Otomatis, e-CVT, A/T). */
export function transmissionOf(value: string): TradeInTransmission {
  return /^(manual|m\/t|mt)$/i.test(value.trim()) ? 'manual' : 'automatic';
}

/** Fuel from the catalogue's words (Bensin, Diesel, Hybrid, Listrik). */
export function fuelOf(value: string): TradeInFuel {
  const v = value.trim().toLowerCase();
  return (TRADE_IN_FUELS as readonly string[]).includes(v) ? (v as TradeInFuel) : 'bensin';
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

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The value at quantile q of weighted values (the first whose cumulative weight reaches q of the total). */
export function weightedQuantile(items: readonly { value: number; weight: number }[], q: number): number {
  const sorted = [...items].filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) throw new RangeError('weightedQuantile of nothing');
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let cumulative = 0;
  for (const item of sorted) {
    cumulative += item.weight;
    if (cumulative >= q * total - 1e-9) return item.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/** Least squares y = a + b·x; null when the x values do not vary. */
export function fitLine(points: readonly { x: number; y: number }[]): { a: number; b: number } | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  if (sxx === 0) return null;
  const b = sxy / sxx;
  return { a: my - b * mx, b };
}

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

/** A car's age in whole years (a car of this year is 0). */
const ageOf = (year: number, currentYear: number) => Math.max(0, currentYear - year);

/** The new variant closest to a car (name tokens, gearbox, fuel); null when the model has none. */
export function closestNewVariant(
  newCars: readonly NewCarVariant[],
  car: { modelCode: string; variantName?: string | undefined; transmission: TradeInTransmission; fuel: TradeInFuel },
): NewCarVariant | null {
  let best: { variant: NewCarVariant; score: number } | null = null;
  for (const v of newCars) {
    if (v.modelCode !== car.modelCode) continue;
    const score =
      (car.variantName ? variantSimilarity(car.variantName, v.variantName) : 0) + (v.transmission === car.transmission ? 0.5 : 0) + (v.fuel === car.fuel ? 0.75 : 0);
    // Ties go to the cheaper variant: a trade-in estimate should not promise the dearest trim.
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && v.price < best.variant.price)) best = { variant: v, score };
  }
  return best?.variant ?? null;
}

// ---------------------------------------------------------------------------------------------
// Steps 1 and 2: depreciation
// ---------------------------------------------------------------------------------------------

export type MarketCurve = {
  /** Share of the new price a car keeps at age 0. */
  retentionAtZero: number;
  /** Yearly depreciation (0.09 = 9 % a year). */
  depreciation: number;
  /** Listings the curve was fitted on (0: the defaults). */
  basis: number;
};

/** Step 1: the market curve over every listing whose model is sold new. */
export function fitMarketCurve(listings: readonly MarketListing[], newCars: readonly NewCarVariant[], currentYear: number): MarketCurve {
  const points: { x: number; y: number }[] = [];
  for (const l of listings) {
    const fresh = closestNewVariant(newCars, { modelCode: l.modelCode, variantName: l.variantName, transmission: l.transmission, fuel: l.fuel });
    if (!fresh || fresh.price <= 0 || l.price <= 0) continue;
    points.push({ x: ageOf(l.year, currentYear), y: Math.log(l.price / fresh.price) });
  }
  const fit = points.length >= K.MARKET_FIT_MIN_LISTINGS && new Set(points.map((p) => p.x)).size >= K.FIT_MIN_DISTINCT_YEARS ? fitLine(points) : null;
  if (!fit) return { retentionAtZero: K.DEFAULT_RETENTION_AT_ZERO, depreciation: K.DEFAULT_DEPRECIATION, basis: 0 };
  const retentionAtZero = clamp(Math.exp(fit.a), K.MIN_RETENTION_AT_ZERO, K.MAX_RETENTION_AT_ZERO);
  let slope = fit.b;
  if (retentionAtZero !== Math.exp(fit.a)) {
    // The intercept hit its bound (e.g. new prices rose since the listed cars were sold): the
    // slope is fitted again through the bound, so the curve still passes through the data.
    const a = Math.log(retentionAtZero);
    const sxx = points.reduce((sum, p) => sum + p.x * p.x, 0);
    if (sxx > 0) slope = points.reduce((sum, p) => sum + p.x * (p.y - a), 0) / sxx;
  }
  return { retentionAtZero, depreciation: clamp(1 - Math.exp(slope), K.MIN_DEPRECIATION, K.MAX_DEPRECIATION), basis: points.length };
}

/** Step 2: the model's own yearly depreciation, shrunk towards the market's. */
export function modelDepreciation(modelListings: readonly MarketListing[], market: MarketCurve, currentYear: number): { rate: number; own: boolean } {
  const n = modelListings.length;
  if (n < K.MODEL_FIT_MIN_LISTINGS || new Set(modelListings.map((l) => l.year)).size < K.FIT_MIN_DISTINCT_YEARS) return { rate: market.depreciation, own: false };
  const fit = fitLine(modelListings.filter((l) => l.price > 0).map((l) => ({ x: ageOf(l.year, currentYear), y: Math.log(l.price) })));
  if (!fit) return { rate: market.depreciation, own: false };
  const marketSlope = Math.log(1 - market.depreciation);
  const slope = (n * fit.b + K.SHRINK_LISTINGS * marketSlope) / (n + K.SHRINK_LISTINGS);
  return { rate: clamp(1 - Math.exp(slope), K.MIN_DEPRECIATION, K.MAX_DEPRECIATION), own: true };
}

// ---------------------------------------------------------------------------------------------
// Steps 3 and 4: comparables
// ---------------------------------------------------------------------------------------------

/** Step 4's mileage factor: mileage beyond what `ageDifference` years explain, ±1,5 % per 10.000 km, capped. */
export function mileageFactor(kmDifference: number, ageDifference: number): number {
  const excess = kmDifference - K.KM_PER_YEAR * ageDifference;
  return 1 - clamp((excess / K.MILEAGE_STEP_KM) * K.MILEAGE_SHARE_PER_STEP, -K.MILEAGE_CAP, K.MILEAGE_CAP);
}

export function gearboxFactor(asked: TradeInTransmission, comparable: TradeInTransmission): number {
  if (asked === comparable) return 1;
  return asked === 'automatic' ? 1 + K.AUTOMATIC_PREMIUM : 1 / (1 + K.AUTOMATIC_PREMIUM);
}

export function regionFactor(asked: RegionGroup, comparable: RegionGroup): number {
  return REGION_GROUPS[asked].factor / REGION_GROUPS[comparable].factor;
}

/** A listing of a quite different variant still counts, for 30 % of an exact match. */
const K_TYPE_WEIGHT_BASE = 0.3;

export type Comparable = { listing: MarketListing; weight: number; adjusted: number };

/** Steps 3 and 4: each listing of the model with its weight and its price brought to the asked car. */
export function adjustComparables(query: TradeInQuery, modelListings: readonly MarketListing[], depreciation: number, currentYear: number): Comparable[] {
  const askedAge = ageOf(query.year, currentYear);
  return modelListings
    .filter((l) => l.price > 0)
    .map((listing) => {
      const age = ageOf(listing.year, currentYear);
      const name = query.type?.trim() ? K_TYPE_WEIGHT_BASE + (1 - K_TYPE_WEIGHT_BASE) * variantSimilarity(query.type, listing.variantName) : 1;
      const weight =
        name *
        (listing.transmission === query.transmission ? 1 : 0.5) *
        (listing.fuel === query.fuel ? 1 : 0.35) *
        (1 / (1 + 0.3 * Math.abs(listing.year - query.year)));
      const adjusted =
        listing.price *
        (1 - depreciation) ** (askedAge - age) *
        mileageFactor(query.mileageKm - listing.mileageKm, askedAge - age) *
        gearboxFactor(query.transmission, listing.transmission) *
        regionFactor(query.region, listing.region);
      return { listing, weight, adjusted };
    });
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

/** The estimate of steps 1–9 (see the header). */
export function estimateTradeIn(query: TradeInQuery, market: TradeInMarket): TradeInResult {
  const modelName = query.modelName ?? query.model;
  if (query.brand.toLowerCase() !== TRADE_IN_DATA_BRAND) {
    return notEstimated(query, `Data pasar kami hanya mencakup mobil Toyota`);
  }
  if (query.year > market.currentYear) return notEstimated(query, `Tahun ${query.year} belum tiba`);
  const modelListings = market.listings.filter((l) => l.modelCode === query.model);
  const modelNew = market.newCars.filter((v) => v.modelCode === query.model);
  if (modelListings.length === 0 && modelNew.length === 0) {
    return notEstimated(query, `Belum ada data penjualan Toyota ${modelName} di Kemudi`);
  }

  const curve = fitMarketCurve(market.listings, market.newCars, market.currentYear);
  const askedAge = ageOf(query.year, market.currentYear);
  const region = REGION_GROUPS[query.region];
  const steps: TradeInResult['steps'] = [];
  const curveText =
    curve.basis > 0
      ? `${percent(curve.depreciation)} per tahun, dari ${curve.basis} mobil bekas bersertifikat dibandingkan dengan harga barunya`
      : `${percent(curve.depreciation)} per tahun (angka baku; data pasar belum cukup)`;

  if (modelListings.length === 0) {
    // Step 8: no listing of the model: from the new price along the market curve.
    const fresh = closestNewVariant(modelNew, { modelCode: query.model, variantName: query.type, transmission: query.transmission, fuel: query.fuel })!;
    const retention = curve.retentionAtZero * (1 - curve.depreciation) ** askedAge;
    const retail = fresh.price * retention * mileageFactor(query.mileageKm, askedAge) * regionFactor(query.region, 'jawa');
    const spread = K.FALLBACK_SPREAD;
    const r = rangeOf(retail, spread);
    steps.push(
      { label: 'Data pembanding', value: `Belum ada Toyota ${modelName} bekas di data kami; dihitung dari harga barunya` },
      { label: 'Harga baru terdekat', value: `${modelName} ${fresh.variantName}: ${formatRupiah(fresh.price)} (OTR Jakarta)` },
      { label: 'Kurva pasar', value: `Nilai awal ${percent(curve.retentionAtZero, 0)} dari harga baru, lalu turun ${curveText}` },
      { label: 'Usia dan jarak tempuh', value: `${askedAge} tahun, ${thousands(query.mileageKm)} km (acuan ${thousands(K.KM_PER_YEAR)} km per tahun)` },
      { label: 'Wilayah', value: `${region.label} (×${region.factor.toFixed(2).replace('.', ',')})` },
      { label: 'Perkiraan harga jual kembali', value: formatRupiah(roundTo(retail)) },
      { label: 'Biaya rekondisi dan margin dealer', value: `−${percent(K.DEALER_MARGIN, 0)}` },
      { label: 'Perkiraan harga tukar tambah', value: `${formatRupiah(r.low)} – ${formatRupiah(r.high)}` },
      { label: 'Ketidakpastian', value: `±${percent(spread, 0)} (tanpa mobil pembanding)` },
    );
    return {
      estimated: true,
      low: r.low,
      high: r.high,
      mid: r.mid,
      uncertainty: spread,
      comparables: 0,
      retail: roundTo(retail),
      steps,
      note: `Perkiraan kasar: belum ada Toyota ${modelName} bekas di data kami, jadi harga dihitung dari harga barunya dengan kurva penyusutan pasar dan rentangnya lebar (±${percent(spread, 0)}). ${INSPECTION}`,
    };
  }

  // Steps 2–7.
  const depreciation = modelDepreciation(modelListings, curve, market.currentYear);
  const comparables = adjustComparables(query, modelListings, depreciation.rate, market.currentYear);
  const items = comparables.map((c) => ({ value: c.adjusted, weight: c.weight }));
  const retail = weightedQuantile(items, 0.5);
  const q1 = weightedQuantile(items, 0.25);
  const q3 = weightedQuantile(items, 0.75);
  const totalWeight = comparables.reduce((s, c) => s + c.weight, 0);
  const effective = totalWeight ** 2 / comparables.reduce((s, c) => s + c.weight ** 2, 0);
  const halfIqr = Math.max(K.MIN_HALF_IQR, (q3 - q1) / (2 * retail));
  const spread = clamp(halfIqr + K.FEW_COMPARABLES_WIDENING / Math.sqrt(effective), K.MIN_SPREAD, K.MAX_SPREAD);
  const r = rangeOf(retail, spread);
  const closest = [...comparables].sort((a, b) => b.weight - a.weight)[0]!.listing;

  steps.push(
    {
      label: 'Data pembanding',
      value: `${comparables.length} Toyota ${modelName} bekas bersertifikat; paling mirip: ${closest.variantName} ${closest.year}`,
    },
    {
      label: 'Penyusutan per tahun',
      value: depreciation.own
        ? `${percent(depreciation.rate)} (dari ${modelListings.length} ${modelName} di data kami, diselaraskan dengan pasar)`
        : `${percent(depreciation.rate)} (kurva pasar: ${curveText})`,
    },
    {
      label: 'Penyesuaian jarak tempuh',
      value: `${thousands(query.mileageKm)} km; ±${percent(K.MILEAGE_SHARE_PER_STEP)} per 10.000 km di luar ${thousands(K.KM_PER_YEAR)} km per tahun (maks. ${percent(K.MILEAGE_CAP, 0)})`,
    },
    { label: 'Transmisi', value: `${query.transmission === 'manual' ? 'Manual' : 'Otomatis'}; otomatis dihargai ${percent(K.AUTOMATIC_PREMIUM, 0)} di atas manual` },
    { label: 'Wilayah', value: `${region.label} (×${region.factor.toFixed(2).replace('.', ',')} terhadap Jawa)` },
    { label: 'Harga pasar (median tertimbang)', value: formatRupiah(roundTo(retail)) },
    { label: 'Biaya rekondisi dan margin dealer', value: `−${percent(K.DEALER_MARGIN, 0)} (${formatRupiah(roundTo(retail * K.DEALER_MARGIN))})` },
    { label: 'Perkiraan harga tukar tambah', value: `${formatRupiah(r.low)} – ${formatRupiah(r.high)}` },
    {
      label: 'Ketidakpastian',
      value: `±${percent(spread, 0)} dari sebaran harga pembanding${effective < 4 ? `, diperlebar karena datanya sedikit` : ''}`,
    },
  );
  return {
    estimated: true,
    low: r.low,
    high: r.high,
    mid: r.mid,
    uncertainty: Math.round(spread * 1000) / 1000,
    comparables: comparables.length,
    retail: roundTo(retail),
    steps,
    note: `Perkiraan dari ${comparables.length} Toyota ${modelName} bekas bersertifikat yang disesuaikan dengan usia, jarak tempuh, transmisi, dan wilayah mobil Anda; rentangnya ±${percent(spread, 0)} mengikuti sebaran harga dan jumlah data. ${INSPECTION}`,
  };
}
