/**
 * New-car catalogue seed (§3 Product / Car; §7 product-detail, superiority, specification, gallery).
 * One entry per MODEL_CODES model. Prices are approximate 2025–26 OTR DKI Jakarta figures in whole
 * rupiah; every visitor-visible string is our own Indonesian copy (STYLE: Copy).
 * Deterministic: no randomness and no clock, so every seed run writes the same rows.
 */
import type { BodyType, Fuel } from '../../schema/cars';
import type * as schema from '../../schema/cars';
import type { ModelCode } from './keys';
import { modelVideoLink } from '@kemudi/domain/model-videos';

type CarModelRow = typeof schema.carModels.$inferInsert;
type CarVariantRow = typeof schema.carVariants.$inferInsert;
type CarColorRow = Omit<typeof schema.carColors.$inferInsert, 'id'>;
type CarSpecificationRow = Omit<typeof schema.carSpecifications.$inferInsert, 'id'>;
type CarSuperiorityRow = Omit<typeof schema.carSuperiorities.$inferInsert, 'id'>;
type CarGalleryRow = Omit<typeof schema.carGalleries.$inferInsert, 'id'>;
type CarVideoRow = Omit<typeof schema.carVideos.$inferInsert, 'id'>;

type Transmission = 'Manual' | 'CVT' | 'Otomatis' | 'e-CVT';
type SpecGroup = 'Mesin' | 'Transmisi' | 'Dimensi' | 'Kaki-kaki' | 'Keselamatan' | 'Kenyamanan' | 'Fitur';
type SuperiorityIcon = 'engine' | 'safety' | 'comfort' | 'tech' | 'space' | 'fuel' | 'style' | 'offroad';
type GalleryKind = 'exterior' | 'interior' | 'feature';

const SPEC_GROUPS: readonly SpecGroup[] = [
  'Mesin',
  'Transmisi',
  'Dimensi',
  'Kaki-kaki',
  'Keselamatan',
  'Kenyamanan',
  'Fitur',
];

/** Engine (or motor) figures shared by the variants that use it. */
interface Powertrain {
  fuel: Fuel;
  engine: string;
  engineCc: number;
  powerPs: number;
  torqueNm: number;
}

interface VariantSeed extends Powertrain {
  code: string;
  name: string;
  transmission: Transmission;
  priceOtr: number;
  strikeThroughPrice: number | null;
  isPreorder: boolean;
  /** Where the variant seats fewer than the model's `seats` (captain seats in the second row). */
  seats: number | null;
}

/** A specification value: one text for every variant, or one text per variant code. */
type SpecValue = string | Readonly<Record<string, string>>;

interface SpecSeed {
  /** Gearbox description per transmission kind used by the model's variants. */
  gearbox: Partial<Record<Transmission, string>>;
  drive: SpecValue;
  dimensions: SpecValue;
  wheelbase: string;
  groundClearance: SpecValue;
  /** Fuel tank; for an electric car the driving range takes its place. */
  tank: SpecValue;
  suspensionFront: string;
  suspensionRear: string;
  brakes: SpecValue;
  wheels: SpecValue;
  airbags: SpecValue;
  safetySense: SpecValue;
  safety: SpecValue;
  airConditioning: SpecValue;
  upholstery: SpecValue;
  infotainment: SpecValue;
  /** Battery capacity of an electric car; replaces the engine displacement row. */
  battery?: SpecValue;
  extra?: ReadonlyArray<readonly [SpecGroup, string, SpecValue]>;
}

interface ModelSeed {
  code: ModelCode;
  name: string;
  bodyType: BodyType;
  tagline: string;
  description: string;
  seats: number;
  doors: number;
  trendingRank: number | null;
  testDrive: boolean;
  variants: VariantSeed[];
  colors: Array<Omit<CarColorRow, 'modelCode' | 'sortOrder'>>;
  specs: SpecSeed;
  superiorities: ReadonlyArray<readonly [SuperiorityIcon, string, string]>;
  gallery: ReadonlyArray<readonly [GalleryKind, string, string]>;
  /** Title, description, duration in seconds, upload date. */
  videos: ReadonlyArray<readonly [string, string, number, string]>;
}

function variant(
  code: string,
  name: string,
  transmission: Transmission,
  powertrain: Powertrain,
  priceOtr: number,
  options: { strikeThroughPrice?: number; isPreorder?: boolean; seats?: number } = {},
): VariantSeed {
  return {
    code,
    name,
    transmission,
    ...powertrain,
    priceOtr,
    strikeThroughPrice: options.strikeThroughPrice ?? null,
    isPreorder: options.isPreorder ?? false,
    seats: options.seats ?? null,
  };
}

/** Solid paint; pearl paints carry a surcharge. */
function paint(name: string, hex: string, extraPrice = 0): Omit<CarColorRow, 'modelCode' | 'sortOrder'> {
  return { name, hex, roofHex: null, extraPrice };
}

/** Two-tone paint with a contrasting roof. */
function twoTone(
  name: string,
  hex: string,
  roofHex: string,
  extraPrice: number,
): Omit<CarColorRow, 'modelCode' | 'sortOrder'> {
  return { name, hex, roofHex, extraPrice };
}

/** Indonesian thousands separator: 1496 → '1.496'. */
function formatNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/* Powertrains, with the figures Toyota Astra Motor publishes (rounded). */
const WA_VE_12: Powertrain = {
  fuel: 'Bensin',
  engine: '1.2L WA-VE Dual VVT-i, 3 silinder',
  engineCc: 1198,
  powerPs: 88,
  torqueNm: 113,
};
const NR3_VE_12: Powertrain = {
  fuel: 'Bensin',
  engine: '1.2L 3NR-VE Dual VVT-i',
  engineCc: 1197,
  powerPs: 88,
  torqueNm: 108,
};
const NR1_VE_13: Powertrain = {
  fuel: 'Bensin',
  engine: '1.3L 1NR-VE Dual VVT-i',
  engineCc: 1329,
  powerPs: 98,
  torqueNm: 121,
};
const NR2_VE_15: Powertrain = {
  fuel: 'Bensin',
  engine: '1.5L 2NR-VE Dual VVT-i',
  engineCc: 1496,
  powerPs: 106,
  torqueNm: 137,
};
const NR2_VE_15_RUSH: Powertrain = { ...NR2_VE_15, powerPs: 104, torqueNm: 136 };
const NR2_VE_15_YARIS_CROSS: Powertrain = { ...NR2_VE_15, torqueNm: 138 };
const KR_VET_10T: Powertrain = {
  fuel: 'Bensin',
  engine: '1.0L 1KR-VET Turbo, 3 silinder',
  engineCc: 998,
  powerPs: 98,
  torqueNm: 140,
};
const NR2_VEX_15_HYBRID: Powertrain = {
  fuel: 'Hybrid',
  engine: '1.5L 2NR-VEX Hybrid (siklus Atkinson)',
  engineCc: 1496,
  powerPs: 91,
  torqueNm: 121,
};
const M20A_FKS_20: Powertrain = {
  fuel: 'Bensin',
  engine: '2.0L M20A-FKS Dynamic Force',
  engineCc: 1987,
  powerPs: 174,
  torqueNm: 205,
};
const M20A_FKS_20_VOXY: Powertrain = { ...M20A_FKS_20, powerPs: 170, torqueNm: 202 };
const M20A_FXS_20_HYBRID: Powertrain = {
  fuel: 'Hybrid',
  engine: '2.0L M20A-FXS Dynamic Force Hybrid',
  engineCc: 1987,
  powerPs: 152,
  torqueNm: 187,
};
const GD2_FTV_24_MT: Powertrain = {
  fuel: 'Diesel',
  engine: '2.4L 2GD-FTV VNT Intercooler',
  engineCc: 2393,
  powerPs: 150,
  torqueNm: 343,
};
const GD2_FTV_24_AT: Powertrain = { ...GD2_FTV_24_MT, torqueNm: 400 };
const GD2_FTV_24_AT_INNOVA: Powertrain = { ...GD2_FTV_24_MT, torqueNm: 360 };
const GD1_FTV_28: Powertrain = {
  fuel: 'Diesel',
  engine: '2.8L 1GD-FTV VNT Intercooler',
  engineCc: 2755,
  powerPs: 204,
  torqueNm: 500,
};
const GD1_FTV_28_HIACE: Powertrain = { ...GD1_FTV_28, powerPs: 176, torqueNm: 420 };
const TR1_FE_20: Powertrain = {
  fuel: 'Bensin',
  engine: '2.0L 1TR-FE Dual VVT-i',
  engineCc: 1998,
  powerPs: 139,
  torqueNm: 183,
};
const ZR2_FXE_18_HYBRID: Powertrain = {
  fuel: 'Hybrid',
  engine: '1.8L 2ZR-FXE Hybrid (siklus Atkinson)',
  engineCc: 1798,
  powerPs: 98,
  torqueNm: 142,
};
const A25A_FXS_25_HYBRID: Powertrain = {
  fuel: 'Hybrid',
  engine: '2.5L A25A-FXS Dynamic Force Hybrid',
  engineCc: 2487,
  powerPs: 186,
  torqueNm: 221,
};
const A25A_FXS_25_E_FOUR: Powertrain = {
  ...A25A_FXS_25_HYBRID,
  engine: '2.5L A25A-FXS Dynamic Force Hybrid E-Four',
  powerPs: 190,
  torqueNm: 236,
};
const AR2_FE_25: Powertrain = {
  fuel: 'Bensin',
  engine: '2.5L 2AR-FE Dual VVT-i',
  engineCc: 2494,
  powerPs: 182,
  torqueNm: 235,
};
const F33A_FTV_33: Powertrain = {
  fuel: 'Diesel',
  engine: '3.3L F33A-FTV V6 Twin Turbo',
  engineCc: 3346,
  powerPs: 309,
  torqueNm: 700,
};
const BZ4X_FWD_MOTOR: Powertrain = {
  fuel: 'Listrik',
  engine: 'Motor listrik tunggal 150 kW (depan)',
  engineCc: 0,
  powerPs: 204,
  torqueNm: 266,
};
const BZ4X_AWD_MOTOR: Powertrain = {
  fuel: 'Listrik',
  engine: 'Motor listrik ganda 160 kW (depan dan belakang)',
  engineCc: 0,
  powerPs: 218,
  torqueNm: 337,
};
const FA24_24: Powertrain = {
  fuel: 'Bensin',
  engine: '2.4L FA24 Boxer D-4S',
  engineCc: 2387,
  powerPs: 235,
  torqueNm: 250,
};
const G16E_GTS_16T: Powertrain = {
  fuel: 'Bensin',
  engine: '1.6L G16E-GTS Turbo, 3 silinder',
  engineCc: 1618,
  powerPs: 304,
  torqueNm: 400,
};
const B58_30T: Powertrain = {
  fuel: 'Bensin',
  engine: '3.0L B58 Twin-Scroll Turbo, 6 silinder segaris',
  engineCc: 2998,
  powerPs: 387,
  torqueNm: 500,
};

/* Paint hex codes reused across models. */
const HEX = {
  superWhite: '#f4f5f1',
  platinumWhite: '#f1efe8',
  silver: '#c0c3c6',
  gray: '#6d7075',
  attitudeBlack: '#1b1c20',
  blackMetallic: '#222326',
  darkRed: '#6b1a22',
  red: '#b3141f',
  bronze: '#7a5b3f',
  yellow: '#f2c300',
  orange: '#dd6a1e',
  turquoise: '#2a8995',
  darkBrown: '#4a3629',
  phantomBrown: '#54423a',
  darkSteel: '#4b5158',
  emotionalRed: '#a3121d',
  preciousMetal: '#8d8a85',
  graphite: '#3e4145',
  celestiteGray: '#8a9196',
  metalStream: '#9da2a6',
  redMica: '#8f1420',
  preciousLeoBlanc: '#ebe7dd',
  preciousBlackPearl: '#131316',
  black: '#101012',
  darkBlue: '#1f2c48',
} as const;

const TSS_FULL = 'Pre-Collision System, Lane Tracing Assist, Dynamic Radar Cruise Control, Automatic High Beam';
const NOT_AVAILABLE = 'Tidak tersedia';

const MODELS: ModelSeed[] = [
  {
    code: 'agyagrsport',
    name: 'Agya GR Sport',
    bodyType: 'hatchback',
    tagline: 'Hatchback lincah dengan sentuhan DNA balap GR',
    description:
      'Agya GR Sport memadukan ukuran ringkas khas city car dengan tampilan sporty racikan Gazoo Racing. Mesin 1.2 liter tiga silinder yang irit bisa dipilih dengan transmisi manual atau CVT, jadi tetap santai diajak bermacet-macet di kota. Enam airbag dan layar hiburan 9 inci membuatnya terasa lebih matang dari kelasnya.',
    seats: 5,
    doors: 5,
    trendingRank: 8,
    testDrive: true,
    variants: [
      variant('AGR-12-MT', '1.2 GR Sport M/T', 'Manual', WA_VE_12, 246_600_000),
      variant('AGR-12-CVT', '1.2 GR Sport CVT', 'CVT', WA_VE_12, 264_800_000),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Metallic', HEX.red),
      paint('Yellow', HEX.yellow),
      twoTone('Red Metallic with Black Roof', HEX.red, HEX.attitudeBlack, 1_500_000),
      twoTone('Super White II with Black Roof', HEX.superWhite, HEX.attitudeBlack, 1_500_000),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'D-CVT (dual mode CVT)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '3.760 x 1.665 x 1.515 mm',
      wheelbase: '2.525 mm',
      groundClearance: '160 mm',
      tank: '33 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: '15 inci alloy hitam desain GR (175/65 R15)',
      airbags: '6 airbag (depan, samping, tirai)',
      safetySense: NOT_AVAILABLE,
      safety: {
        'AGR-12-MT': 'ABS, EBD, BA, immobilizer',
        'AGR-12-CVT': 'ABS, EBD, BA, VSC, HSA, immobilizer',
      },
      airConditioning: 'AC digital',
      upholstery: 'Fabrik sporty dengan jahitan merah',
      infotainment: 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      extra: [['Fitur', 'Kunci Pintar', 'Smart Entry & Push Start Button']],
    },
    superiorities: [
      ['style', 'Tampang GR yang Agresif', 'Gril mesh, bumper sporty, dan emblem GR membuat Agya ini menonjol di antara city car lain.'],
      ['fuel', 'Irit untuk Harian', 'Mesin WA-VE 1.2 liter tiga silinder menjaga konsumsi bahan bakar tetap rendah di jalanan kota.'],
      ['safety', 'Enam Airbag', 'Perlindungan penumpang mencakup enam airbag, ditambah VSC dan HSA pada varian CVT.'],
      ['tech', 'Layar 9 Inci Terkoneksi', 'Apple CarPlay dan Android Auto memudahkan navigasi, musik, dan panggilan tanpa menyentuh ponsel.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril mesh hitam dan lampu LED memberi kesan tajam pada wajah Agya GR Sport.'],
      ['exterior', 'Tampak Samping', 'Velg 15 inci berwarna gelap mempertegas karakter sporty dari sisi samping.'],
      ['exterior', 'Tampak Belakang', 'Spoiler atap dan bumper belakang bergaya diffuser menyempurnakan buritan.'],
      ['interior', 'Kabin Pengemudi', 'Dasbor bernuansa hitam dengan aksen merah menciptakan suasana kabin yang sporty.'],
      ['interior', 'Jok Sporty', 'Jok fabrik berjahitan kontras menopang tubuh dengan baik saat bermanuver.'],
      ['feature', 'Layar Hiburan 9 Inci', 'Sambungkan ponsel untuk navigasi dan musik langsung dari layar tengah.'],
    ],
    videos: [
      ['Agya GR Sport: Kecil, Lincah, Sporty', 'Ulasan singkat tampilan dan fitur Agya GR Sport untuk mobilitas harian di kota.', 142, '2025-03-18'],
    ],
  },
  {
    code: 'agya',
    name: 'Agya',
    bodyType: 'hatchback',
    tagline: 'Mobil pertama yang cerdas, ringkas, dan hemat',
    description:
      'Agya adalah pilihan mobil pertama yang praktis bagi keluarga muda dan pekerja kota. Dimensinya ringkas sehingga mudah diparkir, tetapi kabinnya tetap lega untuk lima orang. Biaya perawatannya terjangkau dan bengkel resmi Toyota mudah ditemukan di seluruh Indonesia.',
    seats: 5,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('AGY-12E-MT', '1.2 E M/T', 'Manual', WA_VE_12, 181_500_000),
      variant('AGY-12G-MT', '1.2 G M/T', 'Manual', WA_VE_12, 190_600_000),
      variant('AGY-12G-CVT', '1.2 G CVT', 'CVT', WA_VE_12, 200_900_000, { strikeThroughPrice: 203_900_000 }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Metallic', HEX.red),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'D-CVT (dual mode CVT)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '3.755 x 1.665 x 1.505 mm',
      wheelbase: '2.525 mm',
      groundClearance: '160 mm',
      tank: '33 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram / Tromol',
      wheels: {
        'AGY-12E-MT': '14 inci baja dengan dop (175/65 R14)',
        'AGY-12G-MT': '14 inci alloy (175/65 R14)',
        'AGY-12G-CVT': '14 inci alloy (175/65 R14)',
      },
      airbags: '2 airbag (depan)',
      safetySense: NOT_AVAILABLE,
      safety: {
        'AGY-12E-MT': 'ABS, EBD, immobilizer',
        'AGY-12G-MT': 'ABS, EBD, BA, immobilizer',
        'AGY-12G-CVT': 'ABS, EBD, BA, VSC, HSA, immobilizer',
      },
      airConditioning: 'AC manual',
      upholstery: 'Fabrik',
      infotainment: {
        'AGY-12E-MT': 'Audio 2-DIN dengan USB dan Bluetooth',
        'AGY-12G-MT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'AGY-12G-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Fitur',
          'Kamera Parkir',
          { 'AGY-12E-MT': NOT_AVAILABLE, 'AGY-12G-MT': 'Kamera mundur', 'AGY-12G-CVT': 'Kamera mundur' },
        ],
      ],
    },
    superiorities: [
      ['space', 'Kabin Lega untuk Lima', 'Tata letak kabin yang cermat memberi ruang kaki dan kepala yang cukup bagi lima penumpang.'],
      ['fuel', 'Hemat Bahan Bakar', 'Mesin tiga silinder 1.2 liter dirancang untuk efisiensi tinggi di lalu lintas perkotaan.'],
      ['comfort', 'Mudah Dikendarai', 'Radius putar kecil dan setir ringan memudahkan manuver di gang sempit maupun area parkir.'],
      ['tech', 'Pilihan Transmisi CVT', 'Varian G CVT menyalurkan tenaga dengan halus tanpa hentakan saat merayap di kemacetan.'],
    ],
    gallery: [
      ['exterior', 'Desain Depan Modern', 'Lampu depan ramping dan gril lebar membuat Agya tampak segar dan percaya diri.'],
      ['exterior', 'Profil Samping', 'Garis bodi yang rapi dengan velg 14 inci menonjolkan karakter kompaknya.'],
      ['exterior', 'Bagian Belakang', 'Lampu belakang menyatu dengan pintu bagasi yang ringan dibuka.'],
      ['interior', 'Dasbor Fungsional', 'Tombol-tombol sederhana diletakkan dalam jangkauan tangan pengemudi.'],
      ['interior', 'Kursi Belakang', 'Sandaran kursi belakang bisa dilipat saat butuh ruang bagasi lebih.'],
      ['feature', 'Transmisi CVT', 'Tuas CVT untuk perpindahan tenaga yang mulus di dalam kota.'],
    ],
    videos: [
      ['Mengenal Toyota Agya', 'Penjelasan fitur utama Agya bagi Anda yang sedang mencari mobil pertama.', 128, '2025-02-10'],
    ],
  },
  {
    code: 'calya',
    name: 'Calya',
    bodyType: 'mpv',
    tagline: 'MPV tujuh penumpang paling terjangkau',
    description:
      'Calya membuka jalan termudah untuk memiliki MPV tujuh kursi tanpa menguras anggaran. Mesin 1.2 liter Dual VVT-i-nya efisien, sedangkan baris ketiga dapat dilipat kala butuh ruang barang. Cocok untuk keluarga yang sedang tumbuh maupun pelaku usaha kecil.',
    seats: 7,
    doors: 5,
    trendingRank: 6,
    testDrive: true,
    variants: [
      variant('CAL-12E-MT-STD', '1.2 E M/T STD', 'Manual', NR3_VE_12, 170_300_000),
      variant('CAL-12E-MT', '1.2 E M/T', 'Manual', NR3_VE_12, 174_900_000),
      variant('CAL-12G-MT', '1.2 G M/T', 'Manual', NR3_VE_12, 184_700_000),
      variant('CAL-12G-AT', '1.2 G A/T', 'Otomatis', NR3_VE_12, 195_100_000, { strikeThroughPrice: 199_100_000 }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Black Metallic', HEX.blackMetallic),
      paint('Dark Red Mica Metallic', HEX.darkRed),
      paint('Orange Metallic', HEX.orange),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', Otomatis: 'Otomatis 4 percepatan' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.110 x 1.655 x 1.600 mm',
      wheelbase: '2.525 mm',
      groundClearance: '180 mm',
      tank: '36 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram / Tromol',
      wheels: {
        'CAL-12E-MT-STD': '14 inci baja (175/65 R14)',
        'CAL-12E-MT': '14 inci baja dengan dop (175/65 R14)',
        'CAL-12G-MT': '14 inci alloy (175/65 R14)',
        'CAL-12G-AT': '14 inci alloy (175/65 R14)',
      },
      airbags: '2 airbag (depan)',
      safetySense: NOT_AVAILABLE,
      safety: {
        'CAL-12E-MT-STD': 'Immobilizer, sabuk pengaman 3 titik',
        'CAL-12E-MT': 'ABS, EBD, immobilizer',
        'CAL-12G-MT': 'ABS, EBD, immobilizer, sensor parkir belakang',
        'CAL-12G-AT': 'ABS, EBD, immobilizer, sensor parkir belakang',
      },
      airConditioning: {
        'CAL-12E-MT-STD': 'AC manual',
        'CAL-12E-MT': 'AC manual double blower',
        'CAL-12G-MT': 'AC manual double blower',
        'CAL-12G-AT': 'AC manual double blower',
      },
      upholstery: 'Fabrik',
      infotainment: {
        'CAL-12E-MT-STD': 'Persiapan audio',
        'CAL-12E-MT': 'Audio 1-DIN dengan USB dan Bluetooth',
        'CAL-12G-MT': 'Layar sentuh 7 inci',
        'CAL-12G-AT': 'Layar sentuh 7 inci',
      },
      extra: [['Kenyamanan', 'Kursi Baris Ketiga', 'Sandaran lipat 50:50']],
    },
    superiorities: [
      ['space', 'Tujuh Kursi Fleksibel', 'Baris ketiga dapat dilipat sehingga kabin cepat berubah menjadi ruang barang.'],
      ['fuel', 'Efisien untuk Keluarga', 'Mesin 3NR-VE 1.2 liter menghasilkan 88 PS dengan konsumsi bahan bakar yang bersahabat.'],
      ['comfort', 'AC Double Blower', 'Udara sejuk dialirkan hingga penumpang baris kedua dan ketiga.'],
      ['style', 'Tampilan Segar', 'Gril depan berlapis krom dan lampu bergaya modern memberi kesan lebih berkelas.'],
    ],
    gallery: [
      ['exterior', 'Wajah Calya', 'Gril bergaris horizontal membuat bagian depan tampak lebar dan kokoh.'],
      ['exterior', 'Sisi Samping', 'Pintu yang lebar memudahkan penumpang naik dan turun.'],
      ['exterior', 'Buritan', 'Lampu belakang modern dan pintu bagasi yang ringan dibuka.'],
      ['interior', 'Kabin Tujuh Penumpang', 'Tiga baris kursi menampung satu keluarga dengan nyaman.'],
      ['interior', 'Dasbor', 'Panel instrumen yang ringkas dengan layar hiburan di posisi tengah.'],
      ['feature', 'Bagasi Fleksibel', 'Lipat baris ketiga untuk membawa belanjaan bulanan atau barang dagangan.'],
    ],
    videos: [
      ['Calya, MPV Keluarga yang Terjangkau', 'Tur singkat kabin tujuh penumpang dan fitur harian Toyota Calya.', 135, '2025-04-22'],
    ],
  },
  {
    code: 'avanza',
    name: 'Avanza',
    bodyType: 'mpv',
    tagline: 'Sahabat keluarga Indonesia yang kian modern',
    description:
      'Avanza generasi terbaru dibangun di atas platform DNGA berpenggerak roda depan, sehingga lantai kabinnya rata dan lebih lapang. Pilihan mesin 1.3 dan 1.5 liter dipadukan dengan transmisi manual atau CVT yang halus. Varian tertingginya membawa Toyota Safety Sense untuk perlindungan tambahan di perjalanan keluarga.',
    seats: 7,
    doors: 5,
    trendingRank: 1,
    testDrive: true,
    variants: [
      variant('AVZ-13E-MT', '1.3 E M/T', 'Manual', NR1_VE_13, 244_300_000),
      variant('AVZ-13E-CVT', '1.3 E CVT', 'CVT', NR1_VE_13, 259_800_000),
      variant('AVZ-15G-MT', '1.5 G M/T', 'Manual', NR2_VE_15, 272_600_000),
      variant('AVZ-15G-CVT', '1.5 G CVT', 'CVT', NR2_VE_15, 288_400_000, { strikeThroughPrice: 293_400_000 }),
      variant('AVZ-15G-CVT-TSS', '1.5 G CVT TSS', 'CVT', NR2_VE_15, 309_700_000),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Black Metallic', HEX.blackMetallic),
      paint('Dark Red Mica Metallic', HEX.darkRed),
      paint('Bronze Mica Metallic', HEX.bronze),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'D-CVT (dual mode CVT)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.395 x 1.730 x 1.665 mm',
      wheelbase: '2.750 mm',
      groundClearance: '195 mm',
      tank: '43 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'AVZ-13E-MT': '15 inci alloy (185/65 R15)',
        'AVZ-13E-CVT': '15 inci alloy (185/65 R15)',
        'AVZ-15G-MT': '16 inci alloy (195/60 R16)',
        'AVZ-15G-CVT': '16 inci alloy (195/60 R16)',
        'AVZ-15G-CVT-TSS': '16 inci alloy (195/60 R16)',
      },
      airbags: {
        'AVZ-13E-MT': '2 airbag (depan)',
        'AVZ-13E-CVT': '2 airbag (depan)',
        'AVZ-15G-MT': '2 airbag (depan)',
        'AVZ-15G-CVT': '2 airbag (depan)',
        'AVZ-15G-CVT-TSS': '6 airbag (depan, samping, tirai)',
      },
      safetySense: {
        'AVZ-13E-MT': NOT_AVAILABLE,
        'AVZ-13E-CVT': NOT_AVAILABLE,
        'AVZ-15G-MT': NOT_AVAILABLE,
        'AVZ-15G-CVT': NOT_AVAILABLE,
        'AVZ-15G-CVT-TSS': 'Pre-Collision System, Lane Departure Alert, Front Departure Alert, Pedal Misoperation Control',
      },
      safety: {
        'AVZ-13E-MT': 'ABS, EBD, BA',
        'AVZ-13E-CVT': 'ABS, EBD, BA',
        'AVZ-15G-MT': 'ABS, EBD, BA, VSC, HSA',
        'AVZ-15G-CVT': 'ABS, EBD, BA, VSC, HSA',
        'AVZ-15G-CVT-TSS': 'ABS, EBD, BA, VSC, HSA, Blind Spot Monitor, Rear Cross Traffic Alert',
      },
      airConditioning: {
        'AVZ-13E-MT': 'AC manual double blower',
        'AVZ-13E-CVT': 'AC manual double blower',
        'AVZ-15G-MT': 'AC digital double blower',
        'AVZ-15G-CVT': 'AC digital double blower',
        'AVZ-15G-CVT-TSS': 'AC digital double blower',
      },
      upholstery: 'Fabrik',
      infotainment: {
        'AVZ-13E-MT': 'Layar sentuh 7 inci',
        'AVZ-13E-CVT': 'Layar sentuh 7 inci',
        'AVZ-15G-MT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'AVZ-15G-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'AVZ-15G-CVT-TSS': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [['Kenyamanan', 'Lantai Kabin', 'Rata (flat floor) berkat penggerak roda depan']],
    },
    superiorities: [
      ['space', 'Kabin Rata dan Lapang', 'Tanpa terowongan gardan di lantai, kaki penumpang tengah jauh lebih leluasa.'],
      ['safety', 'Toyota Safety Sense', 'Varian TSS membantu mencegah tabrakan lewat peringatan dini dan pengereman otomatis.'],
      ['fuel', 'Mesin Dual VVT-i yang Efisien', 'Pilihan mesin 1.3 dan 1.5 liter menyeimbangkan tenaga dengan konsumsi bahan bakar.'],
      ['comfort', 'Sejuk Hingga Baris Ketiga', 'AC double blower mengalirkan udara dingin merata ke seluruh kabin.'],
      ['tech', 'Terhubung dengan Ponsel', 'Layar 9 inci pada varian G mendukung Apple CarPlay dan Android Auto.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril trapesium lebar dan lampu LED memberi Avanza wajah yang lebih tegas.'],
      ['exterior', 'Tampak Samping', 'Garis bahu yang tegas dan velg 16 inci membuat posturnya lebih gagah.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang horizontal menegaskan kesan lebar dan stabil.'],
      ['interior', 'Dasbor Horizontal', 'Tata letak dasbor yang rata membuat kabin terasa lapang dari kursi depan.'],
      ['interior', 'Tiga Baris Kursi', 'Kursi baris kedua dan ketiga mudah dilipat sesuai kebutuhan keluarga.'],
      ['feature', 'Toyota Safety Sense', 'Kamera depan memantau jalan untuk memberi peringatan dan bantuan pengereman.'],
    ],
    videos: [
      ['Avanza Terbaru: Kabin Lega, Fitur Lengkap', 'Mengulas ruang kabin, pilihan mesin, dan fitur keselamatan Avanza.', 184, '2025-01-20'],
      ['Cara Kerja Toyota Safety Sense di Avanza', 'Peragaan singkat fitur keselamatan aktif pada Avanza 1.5 G CVT TSS.', 96, '2025-06-05'],
    ],
  },
  {
    code: 'veloz',
    name: 'Veloz',
    bodyType: 'mpv',
    tagline: 'MPV premium untuk keluarga yang bergaya',
    description:
      'Veloz tampil lebih mewah dengan lampu LED yang tajam, velg 17 inci, dan kabin bernuansa premium. Kursinya bisa dibuat rata menjadi mode sofa untuk beristirahat di perjalanan jauh. Varian Q TSS melengkapinya dengan fitur keselamatan aktif dan kamera 360 derajat.',
    seats: 7,
    doors: 5,
    trendingRank: 3,
    testDrive: true,
    variants: [
      variant('VLZ-15-MT', '1.5 M/T', 'Manual', NR2_VE_15, 297_200_000),
      variant('VLZ-15-CVT', '1.5 CVT', 'CVT', NR2_VE_15, 313_600_000),
      variant('VLZ-15Q-CVT', '1.5 Q CVT', 'CVT', NR2_VE_15, 333_100_000, { strikeThroughPrice: 338_100_000 }),
      variant('VLZ-15Q-CVT-TSS', '1.5 Q CVT TSS', 'CVT', NR2_VE_15, 352_800_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Dark Red Mica Metallic', HEX.darkRed),
      paint('Bronze Mica Metallic', HEX.bronze),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'D-CVT dengan mode sport' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.475 x 1.750 x 1.700 mm',
      wheelbase: '2.750 mm',
      groundClearance: '205 mm',
      tank: '43 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: '17 inci alloy dua warna (205/50 R17)',
      airbags: {
        'VLZ-15-MT': '2 airbag (depan)',
        'VLZ-15-CVT': '2 airbag (depan)',
        'VLZ-15Q-CVT': '6 airbag (depan, samping, tirai)',
        'VLZ-15Q-CVT-TSS': '6 airbag (depan, samping, tirai)',
      },
      safetySense: {
        'VLZ-15-MT': NOT_AVAILABLE,
        'VLZ-15-CVT': NOT_AVAILABLE,
        'VLZ-15Q-CVT': NOT_AVAILABLE,
        'VLZ-15Q-CVT-TSS': 'Pre-Collision System, Lane Departure Alert, Front Departure Alert, Pedal Misoperation Control',
      },
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC digital double blower',
      upholstery: {
        'VLZ-15-MT': 'Fabrik',
        'VLZ-15-CVT': 'Fabrik',
        'VLZ-15Q-CVT': 'Kombinasi kulit sintetis dan fabrik',
        'VLZ-15Q-CVT-TSS': 'Kombinasi kulit sintetis dan fabrik',
      },
      infotainment: {
        'VLZ-15-MT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'VLZ-15-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'VLZ-15Q-CVT': 'Layar sentuh 9 inci dengan Panoramic View Monitor',
        'VLZ-15Q-CVT-TSS': 'Layar sentuh 9 inci dengan Panoramic View Monitor',
      },
      extra: [['Kenyamanan', 'Mode Kursi', 'Mode sofa: kursi baris pertama dan kedua dapat direbahkan rata']],
    },
    superiorities: [
      ['style', 'Desain Premium', 'Lampu LED bersudut tajam dan velg 17 inci dua warna membuat Veloz tampak berkelas.'],
      ['comfort', 'Mode Sofa', 'Kursi depan dan tengah dapat direbahkan rata untuk bersantai saat istirahat di rest area.'],
      ['safety', 'Toyota Safety Sense', 'Varian Q TSS membantu pengemudi dengan peringatan tabrakan dan keluar jalur.'],
      ['tech', 'Kamera 360 Derajat', 'Panoramic View Monitor memperlihatkan sekeliling mobil saat parkir di tempat sempit.'],
    ],
    gallery: [
      ['exterior', 'Wajah Veloz', 'Lampu LED tipis dan gril berpola kotak memberi kesan modern.'],
      ['exterior', 'Velg 17 Inci', 'Velg dua warna memperkuat karakter premium dari samping.'],
      ['exterior', 'Lampu Belakang Menyambung', 'Lampu belakang yang tersambung melintang menjadi ciri khas Veloz.'],
      ['interior', 'Kabin Berkelas', 'Panel dasbor berlapis bahan lembut dan aksen metalik.'],
      ['interior', 'Mode Sofa', 'Kursi direbahkan rata untuk beristirahat di perjalanan jauh.'],
      ['feature', 'Panoramic View Monitor', 'Tampilan 360 derajat di layar 9 inci membantu parkir lebih percaya diri.'],
    ],
    videos: [
      ['Veloz Q CVT TSS: MPV Premium Keluarga', 'Ulasan desain, mode sofa, dan fitur keselamatan Veloz varian tertinggi.', 176, '2025-05-14'],
    ],
  },
  {
    code: 'raize',
    name: 'Raize',
    bodyType: 'suv',
    tagline: 'SUV kompak bertenaga turbo untuk jiwa yang aktif',
    description:
      'Raize menghadirkan postur SUV dengan ground clearance tinggi dalam ukuran yang tetap lincah di kota. Tersedia mesin 1.2 liter yang hemat dan 1.0 liter turbo yang responsif, lengkap dengan pilihan cat dua warna. Varian GR Sport TSS membawa fitur keselamatan aktif yang biasanya hanya ada di kelas atas.',
    seats: 5,
    doors: 5,
    trendingRank: 7,
    testDrive: true,
    variants: [
      variant('RZE-12G-MT', '1.2 G M/T', 'Manual', WA_VE_12, 236_400_000),
      variant('RZE-12G-CVT', '1.2 G CVT', 'CVT', WA_VE_12, 251_900_000),
      variant('RZE-10T-G-CVT', '1.0T G CVT', 'CVT', KR_VET_10T, 276_800_000),
      variant('RZE-10T-GR-CVT', '1.0T GR Sport CVT', 'CVT', KR_VET_10T, 303_400_000, {
        strikeThroughPrice: 307_900_000,
      }),
      variant('RZE-10T-GR-CVT-TSS', '1.0T GR Sport CVT TSS Two Tone', 'CVT', KR_VET_10T, 323_600_000),
    ],
    colors: [
      paint('Turquoise Mica Metallic', HEX.turquoise),
      paint('Red Metallic', HEX.red),
      paint('Silver Metallic', HEX.silver),
      paint('Black Mica', HEX.attitudeBlack),
      paint('Super White II', HEX.superWhite),
      twoTone('Turquoise Mica Metallic with Black Roof', HEX.turquoise, HEX.attitudeBlack, 2_000_000),
      twoTone('Red Metallic with Black Roof', HEX.red, HEX.attitudeBlack, 2_000_000),
      twoTone('Super White II with Black Roof', HEX.superWhite, HEX.attitudeBlack, 2_000_000),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'D-CVT (dual mode CVT)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.030 x 1.710 x 1.605 mm',
      wheelbase: '2.525 mm',
      groundClearance: '200 mm',
      tank: '36 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'RZE-12G-MT': '16 inci alloy (205/65 R16)',
        'RZE-12G-CVT': '16 inci alloy (205/65 R16)',
        'RZE-10T-G-CVT': '17 inci alloy (205/60 R17)',
        'RZE-10T-GR-CVT': '17 inci alloy desain GR (205/60 R17)',
        'RZE-10T-GR-CVT-TSS': '17 inci alloy desain GR (205/60 R17)',
      },
      airbags: {
        'RZE-12G-MT': '2 airbag (depan)',
        'RZE-12G-CVT': '2 airbag (depan)',
        'RZE-10T-G-CVT': '2 airbag (depan)',
        'RZE-10T-GR-CVT': '6 airbag (depan, samping, tirai)',
        'RZE-10T-GR-CVT-TSS': '6 airbag (depan, samping, tirai)',
      },
      safetySense: {
        'RZE-12G-MT': NOT_AVAILABLE,
        'RZE-12G-CVT': NOT_AVAILABLE,
        'RZE-10T-G-CVT': NOT_AVAILABLE,
        'RZE-10T-GR-CVT': NOT_AVAILABLE,
        'RZE-10T-GR-CVT-TSS':
          'Pre-Collision System, Lane Departure Warning, Adaptive Cruise Control, Blind Spot Monitor, Rear Cross Traffic Alert',
      },
      safety: 'ABS, EBD, VSC, HSA',
      airConditioning: {
        'RZE-12G-MT': 'AC manual',
        'RZE-12G-CVT': 'AC manual',
        'RZE-10T-G-CVT': 'AC digital',
        'RZE-10T-GR-CVT': 'AC digital',
        'RZE-10T-GR-CVT-TSS': 'AC digital',
      },
      upholstery: {
        'RZE-12G-MT': 'Fabrik',
        'RZE-12G-CVT': 'Fabrik',
        'RZE-10T-G-CVT': 'Fabrik',
        'RZE-10T-GR-CVT': 'Fabrik dengan aksen GR',
        'RZE-10T-GR-CVT-TSS': 'Fabrik dengan aksen GR',
      },
      infotainment: {
        'RZE-12G-MT': 'Layar sentuh 7 inci',
        'RZE-12G-CVT': 'Layar sentuh 7 inci',
        'RZE-10T-G-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'RZE-10T-GR-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'RZE-10T-GR-CVT-TSS': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Fitur',
          'Panel Instrumen',
          {
            'RZE-12G-MT': 'Analog dengan layar informasi',
            'RZE-12G-CVT': 'Analog dengan layar informasi',
            'RZE-10T-G-CVT': 'Digital 7 inci',
            'RZE-10T-GR-CVT': 'Digital 7 inci',
            'RZE-10T-GR-CVT-TSS': 'Digital 7 inci',
          },
        ],
      ],
    },
    superiorities: [
      ['engine', 'Turbo 1.0 Liter yang Responsif', 'Mesin 1KR-VET turbo menghasilkan torsi 140 Nm sejak putaran rendah untuk akselerasi yang sigap.'],
      ['safety', 'TSS di Kelas SUV Kompak', 'Varian GR Sport TSS dilengkapi pengereman darurat otomatis dan pemantau titik buta.'],
      ['style', 'Pilihan Dua Warna', 'Atap hitam berpadu dengan warna bodi cerah untuk tampilan yang mencuri perhatian.'],
      ['offroad', 'Ground Clearance 200 mm', 'Jarak ke tanah yang lega membuat Raize tenang melewati polisi tidur dan jalan bergelombang.'],
    ],
    gallery: [
      ['exterior', 'Wajah SUV yang Tegas', 'Gril heksagonal besar dan lampu LED tipis memberi karakter kuat.'],
      ['exterior', 'Atap Dua Warna', 'Atap hitam kontras pada varian Two Tone menonjolkan siluet SUV.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED dan bumper berpelindung memperkuat kesan tangguh.'],
      ['interior', 'Kokpit Digital', 'Panel instrumen digital 7 inci menampilkan informasi berkendara dengan jelas.'],
      ['interior', 'Kabin Lima Penumpang', 'Kursi belakang cukup lega untuk tiga orang dewasa di perjalanan singkat.'],
      ['feature', 'Mesin Turbo', 'Mesin 1.0 liter turbo yang ringkas namun bertenaga untuk tanjakan maupun jalan tol.'],
    ],
    videos: [
      ['Raize GR Sport: SUV Kompak Bertenaga Turbo', 'Melihat lebih dekat mesin turbo, desain dua warna, dan fitur TSS pada Raize.', 158, '2025-07-09'],
    ],
  },
  {
    code: 'rush',
    name: 'Rush',
    bodyType: 'suv',
    tagline: 'SUV tujuh penumpang yang siap segala medan',
    description:
      'Rush memadukan ketangguhan penggerak roda belakang dengan kabin tujuh penumpang yang praktis. Ground clearance 220 mm membuatnya percaya diri melibas jalan rusak maupun genangan air. Varian GR Sport menambahkan tampilan lebih sporty serta enam airbag.',
    seats: 7,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('RSH-15G-MT', '1.5 G M/T', 'Manual', NR2_VE_15_RUSH, 283_900_000),
      variant('RSH-15G-AT', '1.5 G A/T', 'Otomatis', NR2_VE_15_RUSH, 296_400_000),
      variant('RSH-15GR-MT', '1.5 GR Sport M/T', 'Manual', NR2_VE_15_RUSH, 300_600_000),
      variant('RSH-15GR-AT', '1.5 GR Sport A/T', 'Otomatis', NR2_VE_15_RUSH, 313_300_000, {
        strikeThroughPrice: 317_800_000,
      }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Black Metallic', HEX.blackMetallic),
      paint('Dark Red Mica Metallic', HEX.darkRed),
      paint('Dark Brown Mica Metallic', HEX.darkBrown),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', Otomatis: 'Otomatis 4 percepatan' },
      drive: 'Penggerak roda belakang (RWD)',
      dimensions: '4.435 x 1.695 x 1.705 mm',
      wheelbase: '2.685 mm',
      groundClearance: '220 mm',
      tank: '45 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: '5-link dengan pegas koil',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'RSH-15G-MT': '17 inci alloy (215/60 R17)',
        'RSH-15G-AT': '17 inci alloy (215/60 R17)',
        'RSH-15GR-MT': '17 inci alloy desain GR (215/60 R17)',
        'RSH-15GR-AT': '17 inci alloy desain GR (215/60 R17)',
      },
      airbags: {
        'RSH-15G-MT': '2 airbag (depan)',
        'RSH-15G-AT': '2 airbag (depan)',
        'RSH-15GR-MT': '6 airbag (depan, samping, tirai)',
        'RSH-15GR-AT': '6 airbag (depan, samping, tirai)',
      },
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC digital double blower',
      upholstery: {
        'RSH-15G-MT': 'Fabrik',
        'RSH-15G-AT': 'Fabrik',
        'RSH-15GR-MT': 'Fabrik dengan jahitan merah',
        'RSH-15GR-AT': 'Fabrik dengan jahitan merah',
      },
      infotainment: 'Layar sentuh 8 inci dengan kamera mundur',
      extra: [['Kenyamanan', 'Kursi Baris Ketiga', 'Sandaran lipat dan dapat diangkat ke samping']],
    },
    superiorities: [
      ['offroad', 'Ground Clearance 220 mm', 'Jarak ke tanah yang tinggi memudahkan melintasi jalan rusak dan genangan saat musim hujan.'],
      ['engine', 'Penggerak Roda Belakang', 'Tenaga disalurkan ke roda belakang sehingga tetap bertenaga saat membawa muatan penuh menanjak.'],
      ['space', 'Tujuh Penumpang', 'Tiga baris kursi membuat Rush siap untuk mudik maupun antar-jemput keluarga besar.'],
      ['safety', 'Enam Airbag di GR Sport', 'Airbag depan, samping, dan tirai melindungi penumpang dari berbagai arah benturan.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril besar dengan lampu LED memberi Rush kesan SUV yang tangguh.'],
      ['exterior', 'Tampak Samping', 'Ground clearance tinggi dan pelindung bodi bawah siap untuk medan berat.'],
      ['exterior', 'Tampak Belakang', 'Pintu bagasi vertikal memudahkan memuat barang berukuran besar.'],
      ['interior', 'Kabin Tiga Baris', 'Tujuh kursi dengan baris ketiga yang mudah dilipat.'],
      ['interior', 'Panel Dasbor', 'Layar sentuh 8 inci dan AC digital di jangkauan pengemudi.'],
      ['feature', 'Aksen GR Sport', 'Bumper dan emblem GR memberi sentuhan sporty pada SUV keluarga.'],
    ],
    videos: [
      ['Rush GR Sport untuk Keluarga Petualang', 'Ulasan ketangguhan penggerak roda belakang dan kabin tujuh penumpang Rush.', 167, '2025-02-27'],
    ],
  },
  {
    code: 'yariscross',
    name: 'Yaris Cross',
    bodyType: 'suv',
    tagline: 'Crossover stylish untuk petualangan urban',
    description:
      'Yaris Cross dirancang khusus untuk pasar Indonesia dengan ground clearance 210 mm dan kabin yang lapang. Mesin 1.5 liter Dual VVT-i berpadu dengan transmisi manual atau CVT yang responsif. Varian S menambah Toyota Safety Sense, velg 18 inci, dan pintu bagasi elektrik.',
    seats: 5,
    doors: 5,
    trendingRank: 4,
    testDrive: true,
    variants: [
      variant('YRC-15G-MT', '1.5 G M/T', 'Manual', NR2_VE_15_YARIS_CROSS, 359_200_000),
      variant('YRC-15G-CVT', '1.5 G CVT', 'CVT', NR2_VE_15_YARIS_CROSS, 374_700_000),
      variant('YRC-15S-CVT', '1.5 S CVT', 'CVT', NR2_VE_15_YARIS_CROSS, 394_300_000, {
        strikeThroughPrice: 398_800_000,
      }),
      variant('YRC-15S-CVT-GR', '1.5 S CVT GR Parts Aero Package', 'CVT', NR2_VE_15_YARIS_CROSS, 407_600_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Mica Metallic', HEX.redMica),
      paint('Bronze Mica Metallic', HEX.bronze),
      twoTone('Bronze Mica Metallic with Black Roof', HEX.bronze, HEX.attitudeBlack, 2_000_000),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'CVT dengan mode sport' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: {
        'YRC-15G-MT': '4.310 x 1.770 x 1.655 mm',
        'YRC-15G-CVT': '4.310 x 1.770 x 1.655 mm',
        'YRC-15S-CVT': '4.310 x 1.770 x 1.655 mm',
        'YRC-15S-CVT-GR': '4.335 x 1.770 x 1.655 mm',
      },
      wheelbase: '2.620 mm',
      groundClearance: '210 mm',
      tank: '42 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: {
        'YRC-15G-MT': 'Cakram berventilasi / Tromol',
        'YRC-15G-CVT': 'Cakram berventilasi / Tromol',
        'YRC-15S-CVT': 'Cakram berventilasi / Cakram',
        'YRC-15S-CVT-GR': 'Cakram berventilasi / Cakram',
      },
      wheels: {
        'YRC-15G-MT': '17 inci alloy (215/60 R17)',
        'YRC-15G-CVT': '17 inci alloy (215/60 R17)',
        'YRC-15S-CVT': '18 inci alloy (215/55 R18)',
        'YRC-15S-CVT-GR': '18 inci alloy (215/55 R18)',
      },
      airbags: '6 airbag (depan, samping, tirai)',
      safetySense: {
        'YRC-15G-MT': NOT_AVAILABLE,
        'YRC-15G-CVT': NOT_AVAILABLE,
        'YRC-15S-CVT': TSS_FULL,
        'YRC-15S-CVT-GR': TSS_FULL,
      },
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: {
        'YRC-15G-MT': 'AC digital',
        'YRC-15G-CVT': 'AC digital',
        'YRC-15S-CVT': 'AC digital otomatis',
        'YRC-15S-CVT-GR': 'AC digital otomatis',
      },
      upholstery: {
        'YRC-15G-MT': 'Fabrik',
        'YRC-15G-CVT': 'Fabrik',
        'YRC-15S-CVT': 'Kulit sintetis',
        'YRC-15S-CVT-GR': 'Kulit sintetis',
      },
      infotainment: {
        'YRC-15G-MT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'YRC-15G-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'YRC-15S-CVT': 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
        'YRC-15S-CVT-GR': 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Fitur',
          'Pintu Bagasi',
          {
            'YRC-15G-MT': 'Manual',
            'YRC-15G-CVT': 'Manual',
            'YRC-15S-CVT': 'Elektrik (Power Back Door)',
            'YRC-15S-CVT-GR': 'Elektrik (Power Back Door)',
          },
        ],
      ],
    },
    superiorities: [
      ['style', 'Desain Crossover Modern', 'Lampu LED tipis dan spakbor berpelindung hitam memberi tampilan gagah sekaligus elegan.'],
      ['safety', 'Toyota Safety Sense', 'Varian S dibekali pengereman darurat otomatis, asisten jalur, dan cruise control adaptif.'],
      ['offroad', 'Ground Clearance 210 mm', 'Cukup tinggi untuk jalan berlubang dan genangan tanpa mengorbankan kestabilan.'],
      ['tech', 'Pintu Bagasi Elektrik', 'Bagasi di varian S membuka dan menutup sendiri dengan sekali tekan.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Lampu LED berbentuk ramping menyatu dengan gril lebar berwarna hitam.'],
      ['exterior', 'Tampak Samping', 'Velg 18 inci dan spakbor berpelindung menegaskan karakter crossover.'],
      ['exterior', 'GR Parts Aero Package', 'Bodi kit GR menambah kesan sporty pada bumper depan, samping, dan belakang.'],
      ['interior', 'Kokpit Modern', 'Layar 10,1 inci mengambang di tengah dasbor yang bersih.'],
      ['interior', 'Kabin Lapang', 'Ruang kaki belakang yang lega untuk perjalanan jauh.'],
      ['feature', 'Power Back Door', 'Pintu bagasi elektrik memudahkan memuat barang saat tangan penuh.'],
    ],
    videos: [
      ['Yaris Cross: Crossover untuk Gaya Hidup Urban', 'Ulasan desain, kabin, dan fitur keselamatan Yaris Cross bermesin bensin.', 189, '2025-04-03'],
      ['Yaris Cross GR Parts Aero Package', 'Melihat detail bodi kit GR pada Yaris Cross 1.5 S CVT.', 84, '2025-09-16'],
    ],
  },
  {
    code: 'yariscrosshybrid',
    name: 'Yaris Cross Hybrid',
    bodyType: 'suv',
    tagline: 'Crossover hybrid yang hemat dan senyap',
    description:
      'Yaris Cross Hybrid menggabungkan mesin bensin 1.5 liter dengan motor listrik, sehingga bisa melaju senyap dalam mode EV saat kecepatan rendah. Konsumsi bahan bakarnya jauh lebih irit dibanding versi bensin, tanpa perlu diisi daya dari luar. Fitur Toyota Safety Sense dan pintu bagasi elektrik tersedia standar.',
    seats: 5,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('YCH-15S-HV', '1.5 S HV', 'e-CVT', NR2_VEX_15_HYBRID, 436_800_000),
      variant('YCH-15S-HV-GR', '1.5 S HV GR Parts Aero Package', 'e-CVT', NR2_VEX_15_HYBRID, 463_200_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Mica Metallic', HEX.redMica),
      twoTone('Platinum White Pearl with Black Roof', HEX.platinumWhite, HEX.attitudeBlack, 2_500_000),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: {
        'YCH-15S-HV': '4.310 x 1.770 x 1.655 mm',
        'YCH-15S-HV-GR': '4.335 x 1.770 x 1.655 mm',
      },
      wheelbase: '2.620 mm',
      groundClearance: '210 mm',
      tank: '36 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: '18 inci alloy (215/55 R18)',
      airbags: '6 airbag (depan, samping, tirai)',
      safetySense: TSS_FULL,
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC digital otomatis',
      upholstery: 'Kulit sintetis',
      infotainment: 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
      extra: [
        ['Mesin', 'Motor Listrik', '80 PS / 141 Nm'],
        ['Fitur', 'Mode Berkendara', 'EV, Eco, Normal, Power'],
      ],
    },
    superiorities: [
      ['fuel', 'Irit Tanpa Colok', 'Baterai hybrid terisi sendiri saat mengerem dan melaju, tanpa perlu stasiun pengisian.'],
      ['comfort', 'Senyap dalam Mode EV', 'Di kecepatan rendah mobil dapat bergerak hanya dengan motor listrik, nyaris tanpa suara.'],
      ['safety', 'Toyota Safety Sense Standar', 'Semua varian hybrid dilengkapi pengereman darurat dan asisten jalur.'],
      ['engine', 'Torsi Instan', 'Motor listrik memberi dorongan seketika saat mobil mulai melaju dari lampu merah.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan Hybrid', 'Emblem biru khas hybrid menghiasi gril depan Yaris Cross.'],
      ['exterior', 'Atap Dua Warna', 'Pilihan atap hitam kontras membuat tampilannya semakin modern.'],
      ['exterior', 'Tampak Belakang', 'Lampu LED belakang dan logo Hybrid Electric di pintu bagasi.'],
      ['interior', 'Panel Instrumen Hybrid', 'Tampilan aliran energi menunjukkan kapan mesin dan motor listrik bekerja.'],
      ['interior', 'Kursi Kulit Sintetis', 'Jok berlapis kulit sintetis yang mudah dibersihkan.'],
      ['feature', 'Tombol Mode EV', 'Aktifkan mode EV untuk melaju senyap di kompleks perumahan.'],
    ],
    videos: [
      ['Cara Kerja Sistem Hybrid Yaris Cross', 'Penjelasan sederhana bagaimana mesin dan motor listrik bekerja bergantian.', 152, '2025-05-28'],
    ],
  },
  {
    code: 'innovazenix',
    name: 'Kijang Innova Zenix',
    bodyType: 'mpv',
    tagline: 'Legenda keluarga Indonesia dalam wujud baru',
    description:
      'Kijang Innova Zenix kini memakai platform TNGA dengan penggerak roda depan, sehingga kabinnya lebih lapang dan bantingannya lebih halus. Mesin bensin 2.0 liter Dynamic Force dipadukan dengan CVT yang responsif dan efisien. Pilihan tepat bagi keluarga yang sering menempuh perjalanan antarkota.',
    // The most seats a variant has (the G's second-row bench); the V's captain seats seat seven.
    seats: 8,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('IZN-20G-CVT', '2.0 G CVT', 'CVT', M20A_FKS_20, 427_500_000),
      variant('IZN-20V-CVT', '2.0 V CVT', 'CVT', M20A_FKS_20, 478_300_000, { strikeThroughPrice: 483_300_000, seats: 7 }),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { CVT: 'Direct Shift CVT' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.755 x 1.850 x 1.795 mm',
      wheelbase: '2.850 mm',
      groundClearance: '185 mm',
      tank: '52 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: { 'IZN-20G-CVT': '16 inci alloy (205/65 R16)', 'IZN-20V-CVT': '17 inci alloy (215/60 R17)' },
      airbags: {
        'IZN-20G-CVT': '3 airbag (depan dan lutut pengemudi)',
        'IZN-20V-CVT': '6 airbag (depan, samping, tirai)',
      },
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC digital dengan ventilasi atap',
      upholstery: { 'IZN-20G-CVT': 'Fabrik', 'IZN-20V-CVT': 'Kulit sintetis' },
      infotainment: {
        'IZN-20G-CVT': 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
        'IZN-20V-CVT': 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Kenyamanan',
          'Konfigurasi Kursi',
          { 'IZN-20G-CVT': '8 kursi (bench 60:40 dapat digeser di baris kedua)', 'IZN-20V-CVT': '7 kursi (captain seat dapat digeser di baris kedua)' },
        ],
      ],
    },
    superiorities: [
      ['space', 'Kabin Paling Lapang', 'Platform TNGA dan penggerak roda depan memberi ruang kaki ekstra di setiap baris.'],
      ['engine', 'Mesin Dynamic Force 2.0', 'Tenaga 174 PS membuat perjalanan antarkota dengan muatan penuh tetap santai.'],
      ['comfort', 'Bantingan Lebih Halus', 'Konstruksi monokok meredam getaran jalan sehingga penumpang tidak mudah lelah.'],
      ['tech', 'Layar 10,1 Inci', 'Varian V memiliki layar besar yang terhubung dengan ponsel untuk navigasi dan hiburan.'],
    ],
    gallery: [
      ['exterior', 'Wajah Baru Kijang', 'Gril heksagonal besar dan lampu LED tipis menjadi identitas Zenix.'],
      ['exterior', 'Tampak Samping', 'Siluet panjang dengan jarak sumbu roda 2.850 mm.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang vertikal dan pintu bagasi yang lebar.'],
      ['interior', 'Kabin Tiga Baris', 'Ruang lega untuk delapan penumpang dewasa pada varian G, atau tujuh dengan captain seat pada varian V.'],
      ['interior', 'Captain Seat', 'Varian V dilengkapi captain seat yang dapat digeser di baris kedua.'],
      ['feature', 'Ventilasi AC Atap', 'Lubang AC di plafon menjaga baris kedua dan ketiga tetap sejuk.'],
    ],
    videos: [
      ['Kijang Innova Zenix Bensin: Nyaman untuk Antarkota', 'Ulasan kabin dan performa Innova Zenix bermesin bensin 2.0 liter.', 201, '2025-03-06'],
    ],
  },
  {
    code: 'innovahybrid',
    name: 'Kijang Innova Zenix Hybrid',
    bodyType: 'mpv',
    tagline: 'MPV keluarga hybrid yang irit dan mewah',
    description:
      'Kijang Innova Zenix Hybrid memadukan mesin 2.0 liter dengan motor listrik untuk tenaga yang responsif sekaligus konsumsi bahan bakar yang sangat hemat. Kabinnya senyap, dan varian Q menghadirkan kursi ottoman serta atap panorama. Toyota Safety Sense pada varian tertinggi menjaga perjalanan keluarga tetap aman.',
    seats: 7,
    doors: 5,
    trendingRank: 2,
    testDrive: true,
    variants: [
      variant('IZH-20G-HV', '2.0 G HV', 'e-CVT', M20A_FXS_20_HYBRID, 474_300_000),
      variant('IZH-20V-HV', '2.0 V HV', 'e-CVT', M20A_FXS_20_HYBRID, 536_500_000, { strikeThroughPrice: 541_500_000 }),
      variant('IZH-20V-HV-MDL', '2.0 V HV Modellista', 'e-CVT', M20A_FXS_20_HYBRID, 546_900_000),
      variant('IZH-20Q-HV-TSS', '2.0 Q HV TSS', 'e-CVT', M20A_FXS_20_HYBRID, 618_800_000),
      variant('IZH-20Q-HV-MDL', '2.0 Q HV Modellista', 'e-CVT', M20A_FXS_20_HYBRID, 629_600_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: {
        'IZH-20G-HV': '4.755 x 1.850 x 1.795 mm',
        'IZH-20V-HV': '4.755 x 1.850 x 1.795 mm',
        'IZH-20V-HV-MDL': '4.770 x 1.850 x 1.795 mm',
        'IZH-20Q-HV-TSS': '4.755 x 1.850 x 1.795 mm',
        'IZH-20Q-HV-MDL': '4.770 x 1.850 x 1.795 mm',
      },
      wheelbase: '2.850 mm',
      groundClearance: '185 mm',
      tank: '52 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: {
        'IZH-20G-HV': '16 inci alloy (205/65 R16)',
        'IZH-20V-HV': '17 inci alloy (215/60 R17)',
        'IZH-20V-HV-MDL': '17 inci alloy (215/60 R17)',
        'IZH-20Q-HV-TSS': '18 inci alloy (225/50 R18)',
        'IZH-20Q-HV-MDL': '18 inci alloy (225/50 R18)',
      },
      airbags: {
        'IZH-20G-HV': '3 airbag (depan dan lutut pengemudi)',
        'IZH-20V-HV': '6 airbag (depan, samping, tirai)',
        'IZH-20V-HV-MDL': '6 airbag (depan, samping, tirai)',
        'IZH-20Q-HV-TSS': '6 airbag (depan, samping, tirai)',
        'IZH-20Q-HV-MDL': '6 airbag (depan, samping, tirai)',
      },
      safetySense: {
        'IZH-20G-HV': NOT_AVAILABLE,
        'IZH-20V-HV': NOT_AVAILABLE,
        'IZH-20V-HV-MDL': NOT_AVAILABLE,
        'IZH-20Q-HV-TSS': `${TSS_FULL}, Blind Spot Monitor`,
        'IZH-20Q-HV-MDL': `${TSS_FULL}, Blind Spot Monitor`,
      },
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: {
        'IZH-20G-HV': 'AC digital dengan ventilasi atap',
        'IZH-20V-HV': 'AC digital dengan ventilasi atap',
        'IZH-20V-HV-MDL': 'AC digital dengan ventilasi atap',
        'IZH-20Q-HV-TSS': 'AC otomatis dual zone dengan ventilasi atap',
        'IZH-20Q-HV-MDL': 'AC otomatis dual zone dengan ventilasi atap',
      },
      upholstery: {
        'IZH-20G-HV': 'Fabrik',
        'IZH-20V-HV': 'Kulit sintetis',
        'IZH-20V-HV-MDL': 'Kulit sintetis',
        'IZH-20Q-HV-TSS': 'Kulit dengan kursi ottoman di baris kedua',
        'IZH-20Q-HV-MDL': 'Kulit dengan kursi ottoman di baris kedua',
      },
      infotainment: {
        'IZH-20G-HV': 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
        'IZH-20V-HV': 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
        'IZH-20V-HV-MDL': 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
        'IZH-20Q-HV-TSS': 'Layar sentuh 10,1 inci dengan Panoramic View Monitor',
        'IZH-20Q-HV-MDL': 'Layar sentuh 10,1 inci dengan Panoramic View Monitor',
      },
      extra: [
        ['Mesin', 'Motor Listrik', '113 PS / 206 Nm'],
        [
          'Fitur',
          'Atap Panorama',
          {
            'IZH-20G-HV': NOT_AVAILABLE,
            'IZH-20V-HV': NOT_AVAILABLE,
            'IZH-20V-HV-MDL': NOT_AVAILABLE,
            'IZH-20Q-HV-TSS': 'Panoramic roof',
            'IZH-20Q-HV-MDL': 'Panoramic roof',
          },
        ],
      ],
    },
    superiorities: [
      ['fuel', 'Hybrid yang Sangat Irit', 'Motor listrik membantu mesin di setiap akselerasi sehingga konsumsi bahan bakar turun drastis.'],
      ['comfort', 'Kursi Ottoman', 'Varian Q memiliki captain seat dengan sandaran kaki untuk beristirahat selama perjalanan.'],
      ['safety', 'Toyota Safety Sense', 'Pengereman darurat, asisten jalur, dan cruise control adaptif tersedia di varian Q.'],
      ['style', 'Paket Modellista', 'Bodi kit Modellista membuat Zenix Hybrid tampil lebih eksklusif dan membumi.'],
      ['space', 'Kabin Senyap dan Lapang', 'Saat mesin beristirahat, kabin yang luas terasa tenang seperti ruang keluarga.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan Hybrid', 'Gril heksagonal dengan aksen biru yang menandai teknologi hybrid.'],
      ['exterior', 'Modellista', 'Bodi kit Modellista mempertegas bumper depan dan samping.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED dan emblem Hybrid Electric.'],
      ['interior', 'Kursi Ottoman', 'Captain seat dengan sandaran kaki di baris kedua varian Q.'],
      ['interior', 'Atap Panorama', 'Cahaya alami masuk melalui atap kaca panjang yang lebar.'],
      ['feature', 'Panoramic View Monitor', 'Kamera 360 derajat untuk parkir di tempat sempit.'],
      ['feature', 'Sistem Hybrid', 'Motor listrik 113 PS bekerja bersama mesin 2.0 liter.'],
    ],
    videos: [
      ['Kijang Innova Zenix Hybrid: MPV Hybrid Keluarga', 'Ulasan lengkap efisiensi, kenyamanan, dan fitur keselamatan Zenix Hybrid.', 238, '2025-01-30'],
      ['Mengenal Kursi Ottoman Zenix Hybrid Q', 'Cara mengatur captain seat dengan sandaran kaki di varian Q.', 74, '2025-08-12'],
    ],
  },
  {
    code: 'kijanginnova',
    name: 'Kijang Innova',
    bodyType: 'mpv',
    tagline: 'Kijang diesel yang tangguh dan teruji',
    description:
      'Kijang Innova bermesin diesel tetap mengandalkan sasis ladder frame dan penggerak roda belakang yang terkenal awet. Torsi besar mesin 2.4 liter membuatnya mantap membawa muatan penuh di tanjakan maupun jalan luar kota. Varian Venturer menambahkan tampilan yang lebih gagah untuk pencinta petualangan.',
    seats: 8,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('KIN-24G-MT', '2.4 G M/T Diesel', 'Manual', GD2_FTV_24_MT, 421_800_000),
      variant('KIN-24G-AT', '2.4 G A/T Diesel', 'Otomatis', GD2_FTV_24_AT_INNOVA, 439_600_000),
      variant('KIN-24V-AT', '2.4 V A/T Diesel', 'Otomatis', GD2_FTV_24_AT_INNOVA, 507_900_000, {
        strikeThroughPrice: 512_400_000,
        seats: 7,
      }),
      variant('KIN-24VTR-AT', '2.4 Venturer A/T Diesel', 'Otomatis', GD2_FTV_24_AT_INNOVA, 538_700_000, { seats: 7 }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Dark Steel Mica', HEX.darkSteel),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Phantom Brown Metallic', HEX.phantomBrown),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', Otomatis: 'Otomatis 6 percepatan dengan mode sequential' },
      drive: 'Penggerak roda belakang (RWD)',
      dimensions: {
        'KIN-24G-MT': '4.735 x 1.830 x 1.795 mm',
        'KIN-24G-AT': '4.735 x 1.830 x 1.795 mm',
        'KIN-24V-AT': '4.735 x 1.830 x 1.795 mm',
        'KIN-24VTR-AT': '4.750 x 1.830 x 1.795 mm',
      },
      wheelbase: '2.750 mm',
      groundClearance: '178 mm',
      tank: '55 liter',
      suspensionFront: 'Double Wishbone dengan pegas koil',
      suspensionRear: '4-link dengan pegas koil dan lateral rod',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'KIN-24G-MT': '16 inci alloy (205/65 R16)',
        'KIN-24G-AT': '16 inci alloy (205/65 R16)',
        'KIN-24V-AT': '17 inci alloy (215/55 R17)',
        'KIN-24VTR-AT': '17 inci alloy hitam (215/55 R17)',
      },
      airbags: {
        'KIN-24G-MT': '3 airbag (depan dan lutut pengemudi)',
        'KIN-24G-AT': '3 airbag (depan dan lutut pengemudi)',
        'KIN-24V-AT': '7 airbag',
        'KIN-24VTR-AT': '7 airbag',
      },
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC digital double blower',
      upholstery: {
        'KIN-24G-MT': 'Fabrik',
        'KIN-24G-AT': 'Fabrik',
        'KIN-24V-AT': 'Kulit',
        'KIN-24VTR-AT': 'Kulit dengan aksen Venturer',
      },
      infotainment: 'Layar sentuh 8 inci dengan kamera mundur',
      extra: [
        [
          'Kenyamanan',
          'Konfigurasi Kursi',
          {
            'KIN-24G-MT': '8 kursi (bench di baris kedua)',
            'KIN-24G-AT': '8 kursi (bench di baris kedua)',
            'KIN-24V-AT': '7 kursi (captain seat di baris kedua)',
            'KIN-24VTR-AT': '7 kursi (captain seat di baris kedua)',
          },
        ],
      ],
    },
    superiorities: [
      ['engine', 'Torsi Diesel Melimpah', 'Mesin 2GD-FTV 2.4 liter menyuguhkan torsi hingga 360 Nm untuk muatan penuh dan tanjakan.'],
      ['offroad', 'Ladder Frame Tahan Banting', 'Sasis tangga dan penggerak roda belakang siap menghadapi jalan rusak di daerah.'],
      ['space', 'Hingga Delapan Penumpang', 'Varian G menampung delapan orang berkat bench di baris kedua.'],
      ['fuel', 'Diesel yang Efisien', 'Teknologi turbo VNT membuat konsumsi solar tetap hemat di perjalanan jauh.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril besar berlapis krom yang sudah dikenal di jalanan Indonesia.'],
      ['exterior', 'Venturer', 'Bodi kit Venturer membuat Kijang Innova tampil lebih berotot.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED dan pintu bagasi yang lebar.'],
      ['interior', 'Kabin Delapan Penumpang', 'Bench baris kedua pada varian G memberi kapasitas maksimal.'],
      ['interior', 'Dasbor Kayu', 'Aksen bermotif kayu memberi nuansa hangat di kabin varian V.'],
      ['feature', 'Mesin Diesel 2GD-FTV', 'Mesin diesel 2.4 liter dengan turbo VNT dan intercooler.'],
    ],
    videos: [
      ['Kijang Innova Diesel untuk Jarak Jauh', 'Mengapa Kijang Innova diesel masih jadi andalan perjalanan antarkota.', 172, '2025-06-19'],
    ],
  },
  {
    code: 'fortuner',
    name: 'Fortuner',
    bodyType: 'suv',
    tagline: 'SUV tangguh dengan wibawa di setiap medan',
    description:
      'Fortuner menggabungkan sasis ladder frame yang kokoh dengan kabin tujuh penumpang yang mewah. Pilihan mesin diesel 2.4 dan 2.8 liter, termasuk penggerak 4x4 dengan penguncian diferensial belakang, siap menaklukkan jalan berlumpur hingga tanjakan curam. Varian GR Sport menambahkan sentuhan sporty pada bumper, velg, dan kabin.',
    seats: 7,
    doors: 5,
    trendingRank: 5,
    testDrive: true,
    variants: [
      variant('FTN-24G-MT-4X2', '2.4 G M/T 4x2', 'Manual', GD2_FTV_24_MT, 579_600_000),
      variant('FTN-24G-AT-4X2', '2.4 G A/T 4x2', 'Otomatis', GD2_FTV_24_AT, 597_800_000),
      variant('FTN-24VRZ-AT-4X2', '2.4 VRZ A/T 4x2 GR Sport', 'Otomatis', GD2_FTV_24_AT, 664_900_000, {
        strikeThroughPrice: 669_900_000,
      }),
      variant('FTN-28VRZ-AT-4X2', '2.8 VRZ A/T 4x2 GR Sport', 'Otomatis', GD1_FTV_28, 701_300_000),
      variant('FTN-28VRZ-AT-4X4', '2.8 VRZ A/T 4x4 GR Sport', 'Otomatis', GD1_FTV_28, 759_800_000),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Phantom Brown Metallic', HEX.phantomBrown),
    ],
    specs: {
      gearbox: { Manual: 'Manual 6 percepatan', Otomatis: 'Otomatis 6 percepatan dengan paddle shift' },
      drive: {
        'FTN-24G-MT-4X2': 'Penggerak roda belakang (4x2)',
        'FTN-24G-AT-4X2': 'Penggerak roda belakang (4x2)',
        'FTN-24VRZ-AT-4X2': 'Penggerak roda belakang (4x2)',
        'FTN-28VRZ-AT-4X2': 'Penggerak roda belakang (4x2)',
        'FTN-28VRZ-AT-4X4': 'Part-time 4x4 dengan Rear Differential Lock',
      },
      dimensions: '4.795 x 1.855 x 1.835 mm',
      wheelbase: '2.745 mm',
      groundClearance: '219 mm',
      tank: '80 liter',
      suspensionFront: 'Double Wishbone dengan pegas koil',
      suspensionRear: '4-link dengan pegas koil',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: {
        'FTN-24G-MT-4X2': '17 inci alloy (265/65 R17)',
        'FTN-24G-AT-4X2': '17 inci alloy (265/65 R17)',
        'FTN-24VRZ-AT-4X2': '18 inci alloy desain GR (265/60 R18)',
        'FTN-28VRZ-AT-4X2': '18 inci alloy desain GR (265/60 R18)',
        'FTN-28VRZ-AT-4X4': '18 inci alloy desain GR (265/60 R18)',
      },
      airbags: '7 airbag',
      safetySense: NOT_AVAILABLE,
      safety: {
        'FTN-24G-MT-4X2': 'ABS, EBD, BA, VSC, HSA, Trailer Sway Control',
        'FTN-24G-AT-4X2': 'ABS, EBD, BA, VSC, HSA, Trailer Sway Control',
        'FTN-24VRZ-AT-4X2': 'ABS, EBD, BA, VSC, HSA, Trailer Sway Control',
        'FTN-28VRZ-AT-4X2': 'ABS, EBD, BA, VSC, HSA, Trailer Sway Control',
        'FTN-28VRZ-AT-4X4': 'ABS, EBD, BA, VSC, HSA, A-TRC, Downhill Assist Control, Trailer Sway Control',
      },
      airConditioning: 'AC digital otomatis dengan ventilasi baris belakang',
      upholstery: {
        'FTN-24G-MT-4X2': 'Fabrik',
        'FTN-24G-AT-4X2': 'Fabrik',
        'FTN-24VRZ-AT-4X2': 'Kulit dengan jahitan merah',
        'FTN-28VRZ-AT-4X2': 'Kulit dengan jahitan merah',
        'FTN-28VRZ-AT-4X4': 'Kulit dengan jahitan merah',
      },
      infotainment: {
        'FTN-24G-MT-4X2': 'Layar sentuh 8 inci',
        'FTN-24G-AT-4X2': 'Layar sentuh 8 inci',
        'FTN-24VRZ-AT-4X2': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'FTN-28VRZ-AT-4X2': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'FTN-28VRZ-AT-4X4': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Fitur',
          'Pintu Bagasi Elektrik',
          {
            'FTN-24G-MT-4X2': NOT_AVAILABLE,
            'FTN-24G-AT-4X2': NOT_AVAILABLE,
            'FTN-24VRZ-AT-4X2': 'Tersedia',
            'FTN-28VRZ-AT-4X2': 'Tersedia',
            'FTN-28VRZ-AT-4X4': 'Tersedia',
          },
        ],
      ],
    },
    superiorities: [
      ['engine', 'Diesel 2.8 Liter 204 PS', 'Mesin 1GD-FTV dengan torsi 500 Nm memberi tenaga besar untuk menyalip maupun menarik beban.'],
      ['offroad', 'Penggerak 4x4 Sejati', 'Transfer case dan penguncian diferensial belakang membantu keluar dari lumpur dan bebatuan.'],
      ['style', 'Tampilan GR Sport', 'Bumper agresif, velg 18 inci, dan kabin berjahitan merah memberi karakter sporty.'],
      ['safety', 'Tujuh Airbag', 'Perlindungan menyeluruh ditambah kontrol stabilitas dan asisten tanjakan.'],
    ],
    gallery: [
      ['exterior', 'Wajah GR Sport', 'Bumper depan khas GR Sport dengan gril hitam yang tegas.'],
      ['exterior', 'Tampak Samping', 'Postur tinggi dengan velg 18 inci dan pijakan samping.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED dan emblem GR Sport di pintu bagasi.'],
      ['interior', 'Kabin Mewah', 'Jok kulit berjahitan merah dan dasbor bernuansa gelap.'],
      ['interior', 'Tiga Baris Kursi', 'Baris ketiga dapat dilipat ke samping untuk memperluas bagasi.'],
      ['feature', 'Tuas 4x4', 'Pilihan mode 2H, 4H, dan 4L untuk berbagai kondisi medan.'],
    ],
    videos: [
      ['Fortuner GR Sport: Tangguh dan Sporty', 'Ulasan mesin diesel 2.8 liter dan kemampuan 4x4 Fortuner GR Sport.', 214, '2025-02-14'],
      ['Tips Menggunakan Mode 4x4 Fortuner', 'Panduan memilih mode 2H, 4H, dan 4L sesuai kondisi jalan.', 118, '2025-10-07'],
    ],
  },
  {
    code: 'corollacrosshybrid',
    name: 'Corolla Cross Hybrid',
    bodyType: 'suv',
    tagline: 'SUV hybrid yang efisien untuk keluarga modern',
    description:
      'Corolla Cross Hybrid menawarkan kepraktisan SUV lima penumpang dengan efisiensi teknologi hybrid Toyota. Mesin 1.8 liter dan motor listrik bekerja bergantian sehingga konsumsi bahan bakar rendah dan kabin tetap senyap. Toyota Safety Sense tersedia standar di semua varian.',
    seats: 5,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('CCH-18HV', '1.8 Hybrid', 'e-CVT', ZR2_FXE_18_HYBRID, 583_400_000, { strikeThroughPrice: 588_400_000 }),
      variant('CCH-18HV-GR', '1.8 GR Sport Hybrid', 'e-CVT', ZR2_FXE_18_HYBRID, 620_800_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Celestite Gray Metallic', HEX.celestiteGray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Mica Metallic', HEX.redMica),
      twoTone('Platinum White Pearl with Black Roof', HEX.platinumWhite, HEX.attitudeBlack, 2_500_000),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.460 x 1.825 x 1.620 mm',
      wheelbase: '2.640 mm',
      groundClearance: '161 mm',
      tank: '36 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: { 'CCH-18HV': '18 inci alloy (225/50 R18)', 'CCH-18HV-GR': '18 inci alloy hitam desain GR (225/50 R18)' },
      airbags: '7 airbag',
      safetySense: TSS_FULL,
      safety: 'ABS, EBD, BA, VSC, HSA, Blind Spot Monitor',
      airConditioning: 'AC otomatis dual zone',
      upholstery: { 'CCH-18HV': 'Kulit sintetis', 'CCH-18HV-GR': 'Kulit sintetis dengan aksen GR' },
      infotainment: 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
      extra: [
        ['Mesin', 'Motor Listrik', '72 PS / 163 Nm'],
        ['Fitur', 'Panel Instrumen', 'Digital 12,3 inci'],
      ],
    },
    superiorities: [
      ['fuel', 'Hemat Berkat Hybrid', 'Sistem hybrid mengisi baterai sendiri saat mengerem sehingga bahan bakar lebih awet.'],
      ['safety', 'TSS Standar', 'Pengereman darurat, asisten jalur, dan cruise control adaptif ada di setiap varian.'],
      ['comfort', 'Kabin Senyap', 'Motor listrik mengambil alih di kecepatan rendah sehingga kabin tenang di kemacetan.'],
      ['style', 'GR Sport Hybrid', 'Gril khusus, velg hitam, dan jok beraksen GR untuk tampilan lebih sporty.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril lebar dengan lampu LED yang tajam.'],
      ['exterior', 'GR Sport Hybrid', 'Bumper dan gril khas GR Sport menghadirkan aura sporty.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED memanjang dan emblem hybrid.'],
      ['interior', 'Kokpit Digital', 'Panel instrumen digital 12,3 inci dan layar tengah 10,1 inci.'],
      ['interior', 'Kursi Belakang', 'Sandaran kursi belakang dapat direbahkan untuk perjalanan jauh.'],
      ['feature', 'Toyota Safety Sense', 'Radar dan kamera depan bekerja sama memantau lalu lintas di depan.'],
    ],
    videos: [
      ['Corolla Cross Hybrid untuk Keluarga Modern', 'Ulasan efisiensi hybrid dan fitur keselamatan Corolla Cross.', 196, '2025-03-25'],
    ],
  },
  {
    code: 'vios',
    name: 'Vios',
    bodyType: 'sedan',
    tagline: 'Sedan kompak yang irit, lapang, dan mudah dirawat',
    description:
      'Vios generasi terbaru dibangun di atas platform DNGA yang lebih lebar dan kokoh, sehingga kabinnya lega untuk lima orang dan bagasinya besar untuk ukuran sedan kompak. Mesin 1.5 liter Dual VVT-i terkenal irit dan bandel, dipadukan dengan transmisi manual atau CVT. Tipe G menambahkan Toyota Safety Sense, panel instrumen digital, dan layar hiburan 9 inci.',
    seats: 5,
    doors: 4,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('VIO-15E-MT', '1.5 E M/T', 'Manual', NR2_VE_15, 318_500_000),
      variant('VIO-15E-CVT', '1.5 E CVT', 'CVT', NR2_VE_15, 334_200_000),
      variant('VIO-15G-CVT', '1.5 G CVT', 'CVT', NR2_VE_15, 357_800_000, { strikeThroughPrice: 362_800_000 }),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Mica Metallic', HEX.redMica),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', CVT: 'CVT dengan mode 7 percepatan' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.425 x 1.740 x 1.480 mm',
      wheelbase: '2.620 mm',
      groundClearance: '130 mm',
      tank: '40 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: {
        'VIO-15E-MT': 'Cakram berventilasi / Tromol',
        'VIO-15E-CVT': 'Cakram berventilasi / Tromol',
        'VIO-15G-CVT': 'Cakram berventilasi / Cakram',
      },
      wheels: {
        'VIO-15E-MT': '15 inci alloy (185/60 R15)',
        'VIO-15E-CVT': '15 inci alloy (185/60 R15)',
        'VIO-15G-CVT': '16 inci alloy (195/50 R16)',
      },
      airbags: '6 airbag (depan, samping, tirai)',
      safetySense: {
        'VIO-15E-MT': NOT_AVAILABLE,
        'VIO-15E-CVT': NOT_AVAILABLE,
        'VIO-15G-CVT': 'Pre-Collision System, Lane Departure Alert, Automatic High Beam',
      },
      safety: 'ABS, EBD, BA, VSC, HSA, immobilizer',
      airConditioning: {
        'VIO-15E-MT': 'AC manual',
        'VIO-15E-CVT': 'AC manual',
        'VIO-15G-CVT': 'AC digital otomatis',
      },
      upholstery: {
        'VIO-15E-MT': 'Fabrik',
        'VIO-15E-CVT': 'Fabrik',
        'VIO-15G-CVT': 'Kombinasi fabrik dan kulit sintetis',
      },
      infotainment: {
        'VIO-15E-MT': 'Layar sentuh 7 inci, Apple CarPlay & Android Auto',
        'VIO-15E-CVT': 'Layar sentuh 7 inci, Apple CarPlay & Android Auto',
        'VIO-15G-CVT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Fitur',
          'Panel Instrumen',
          {
            'VIO-15E-MT': 'Analog dengan layar MID 4,2 inci',
            'VIO-15E-CVT': 'Analog dengan layar MID 4,2 inci',
            'VIO-15G-CVT': 'Digital 7 inci',
          },
        ],
        ['Fitur', 'Kunci Pintar', { 'VIO-15E-MT': NOT_AVAILABLE, 'VIO-15E-CVT': NOT_AVAILABLE, 'VIO-15G-CVT': 'Smart Entry & Push Start Button' }],
        ['Dimensi', 'Kapasitas Bagasi', '475 liter'],
      ],
    },
    superiorities: [
      ['fuel', 'Irit untuk Harian', 'Mesin 2NR-VE 1.5 liter Dual VVT-i dikenal hemat dan tahan lama untuk pemakaian di kota maupun tol.'],
      ['space', 'Kabin dan Bagasi Lega', 'Platform DNGA memberi ruang kaki belakang yang lapang dan bagasi 475 liter.'],
      ['safety', 'Toyota Safety Sense', 'Tipe G dilengkapi Pre-Collision System, Lane Departure Alert, dan Automatic High Beam.'],
      ['safety', 'Enam Airbag di Semua Tipe', 'Airbag depan, samping, dan tirai beserta VSC dan HSA tersedia sejak tipe E.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril trapesium lebar dan lampu LED tipis memberi wajah yang tegas.'],
      ['exterior', 'Profil Sedan', 'Garis atap yang landai dan bagasi pendek khas sedan kompak modern.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang melebar ke samping mempertegas postur yang lebar.'],
      ['interior', 'Kabin Pengemudi', 'Panel instrumen digital 7 inci dan layar hiburan 9 inci pada tipe G.'],
      ['interior', 'Kursi Belakang', 'Ruang kaki lega untuk tiga penumpang dewasa.'],
      ['feature', 'Bagasi 475 Liter', 'Cukup untuk koper besar sekeluarga saat mudik.'],
    ],
    videos: [
      ['Toyota Vios: Sedan Kompak untuk Harian', 'Ulasan kabin, bagasi, dan fitur keselamatan Vios tipe E dan G.', 176, '2025-05-20'],
    ],
  },
  {
    code: 'corollaaltishybrid',
    name: 'Corolla Altis Hybrid',
    bodyType: 'sedan',
    tagline: 'Sedan hybrid elegan dengan kenyamanan kelas atas',
    description:
      'Corolla Altis Hybrid meneruskan reputasi sedan terlaris dunia dengan platform TNGA yang rendah dan stabil. Sistem hybrid 1.8 liter membuatnya sangat irit tanpa mengurangi kenyamanan berkendara. Suspensi belakang double wishbone menjaga bantingan tetap lembut di jalan bergelombang.',
    seats: 5,
    doors: 4,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('CAH-18HV', '1.8 Hybrid', 'e-CVT', ZR2_FXE_18_HYBRID, 556_200_000),
      variant('CAH-18HV-GR', '1.8 GR Sport Hybrid', 'e-CVT', ZR2_FXE_18_HYBRID, 598_900_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Celestite Gray Metallic', HEX.celestiteGray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Red Mica Metallic', HEX.redMica),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.630 x 1.780 x 1.435 mm',
      wheelbase: '2.700 mm',
      groundClearance: '135 mm',
      tank: '43 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: { 'CAH-18HV': '17 inci alloy (225/45 R17)', 'CAH-18HV-GR': '18 inci alloy hitam (225/40 R18)' },
      airbags: '7 airbag',
      safetySense: TSS_FULL,
      safety: 'ABS, EBD, BA, VSC, HSA, Blind Spot Monitor, Rear Cross Traffic Alert',
      airConditioning: 'AC otomatis dual zone',
      upholstery: { 'CAH-18HV': 'Kulit', 'CAH-18HV-GR': 'Kulit dengan jahitan kontras' },
      infotainment: 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      extra: [['Mesin', 'Motor Listrik', '72 PS / 163 Nm']],
    },
    superiorities: [
      ['fuel', 'Sedan Hybrid Irit', 'Kombinasi mesin 1.8 liter dan motor listrik menekan biaya bahan bakar harian.'],
      ['comfort', 'Bantingan Lembut', 'Suspensi belakang double wishbone meredam guncangan jalan dengan sangat baik.'],
      ['safety', 'Perlindungan Menyeluruh', 'Toyota Safety Sense, tujuh airbag, dan pemantau titik buta tersedia standar.'],
      ['style', 'Elegan dan Rendah', 'Siluet sedan yang rendah dan lebar membuat Altis tampak matang dan berkelas.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Lampu LED tipis dan gril bawah yang lebar memberi kesan elegan.'],
      ['exterior', 'Profil Sedan', 'Garis atap yang landai menyatu mulus dengan bagasi belakang.'],
      ['exterior', 'GR Sport', 'Velg hitam 18 inci dan bodi kit GR untuk tampilan lebih berani.'],
      ['interior', 'Kabin Premium', 'Dasbor berlapis kulit dengan jahitan rapi.'],
      ['interior', 'Kursi Belakang', 'Ruang kaki yang cukup dengan ventilasi AC di konsol tengah.'],
      ['feature', 'Monitor Energi Hybrid', 'Layar instrumen menampilkan aliran tenaga mesin dan motor listrik.'],
    ],
    videos: [
      ['Corolla Altis Hybrid: Sedan Hemat dan Nyaman', 'Ulasan kenyamanan berkendara dan efisiensi Corolla Altis Hybrid.', 181, '2025-04-16'],
    ],
  },
  {
    code: 'camryhybrid',
    name: 'Camry Hybrid',
    bodyType: 'sedan',
    tagline: 'Sedan eksekutif hybrid dengan kemewahan yang tenang',
    description:
      'Camry Hybrid generasi terbaru menghadirkan kabin eksekutif yang senyap dengan mesin 2.5 liter Dynamic Force dan motor listrik. Tenaganya halus namun responsif, sementara konsumsi bahan bakarnya jauh di bawah sedan sekelas. Varian GR Sport menawarkan tampilan lebih tajam dengan velg 19 inci dan aksen sporty.',
    seats: 5,
    doors: 4,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('CMH-25V-HV', '2.5 V HV', 'e-CVT', A25A_FXS_25_HYBRID, 822_500_000, { strikeThroughPrice: 827_500_000 }),
      variant('CMH-25HV-GR', '2.5 HV GR Sport', 'e-CVT', A25A_FXS_25_HYBRID, 961_300_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_500_000),
      paint('Precious Metal', HEX.preciousMetal),
      paint('Graphite Metallic', HEX.graphite),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Emotional Red', HEX.emotionalRed, 1_500_000),
      twoTone('Platinum White Pearl with Black Roof', HEX.platinumWhite, HEX.attitudeBlack, 2_500_000),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT dengan mode sequential' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.920 x 1.840 x 1.445 mm',
      wheelbase: '2.825 mm',
      groundClearance: '145 mm',
      tank: '50 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: { 'CMH-25V-HV': '18 inci alloy (235/45 R18)', 'CMH-25HV-GR': '19 inci alloy hitam (235/40 R19)' },
      airbags: '9 airbag',
      safetySense: `${TSS_FULL}, Blind Spot Monitor`,
      safety: 'ABS, EBD, BA, VSC, Rear Cross Traffic Alert, Panoramic View Monitor',
      airConditioning: 'AC otomatis tiga zona',
      upholstery: { 'CMH-25V-HV': 'Kulit, kursi depan dengan ventilasi', 'CMH-25HV-GR': 'Kulit dan suede dengan jahitan merah' },
      infotainment: 'Layar sentuh 12,3 inci, Apple CarPlay & Android Auto',
      extra: [
        ['Mesin', 'Motor Listrik', '136 PS / 208 Nm'],
        ['Fitur', 'Head-Up Display', '10 inci berwarna'],
      ],
    },
    superiorities: [
      ['comfort', 'Kabin Eksekutif Senyap', 'Peredaman yang rapat dan motor listrik membuat kabin setenang ruang rapat.'],
      ['fuel', 'Hybrid 2.5 Liter', 'Sedan besar dengan konsumsi bahan bakar setara mobil yang jauh lebih kecil.'],
      ['safety', 'Sembilan Airbag dan TSS', 'Perlindungan pasif dan aktif yang lengkap untuk pengemudi dan penumpang.'],
      ['tech', 'Layar 12,3 Inci dan HUD', 'Informasi penting tampil di kaca depan sehingga mata tetap fokus ke jalan.'],
      ['style', 'GR Sport yang Tajam', 'Velg 19 inci dan bumper khusus memberi Camry karakter yang lebih berani.'],
    ],
    gallery: [
      ['exterior', 'Wajah Baru Camry', 'Lampu depan berbentuk palu dan gril tipis yang modern.'],
      ['exterior', 'Profil Samping', 'Garis bodi panjang dan rendah khas sedan eksekutif.'],
      ['exterior', 'Camry GR Sport', 'Velg 19 inci hitam dan atap kontras pada varian GR Sport.'],
      ['interior', 'Kokpit Pengemudi', 'Layar 12,3 inci dan panel instrumen digital dalam satu garis.'],
      ['interior', 'Kursi Belakang', 'Ruang kaki luas dengan kontrol AC dan audio di sandaran tangan.'],
      ['feature', 'Head-Up Display', 'Kecepatan dan navigasi tampil di kaca depan.'],
    ],
    videos: [
      ['All New Camry Hybrid: Sedan Eksekutif Masa Kini', 'Ulasan desain baru, kabin, dan sistem hybrid Camry.', 226, '2025-01-15'],
      ['Camry Hybrid GR Sport dari Dekat', 'Detail eksterior dan interior varian GR Sport.', 92, '2025-07-30'],
    ],
  },
  {
    code: 'alphard',
    name: 'Alphard',
    bodyType: 'mpv',
    tagline: 'Kemewahan kelas satu di setiap perjalanan',
    description:
      'Alphard adalah MPV premium yang menjadikan baris kedua setara kursi kelas bisnis pesawat. Tersedia mesin bensin 2.5 liter maupun hybrid E-Four yang senyap dan bertenaga. Kabin berlapis kulit, layar hiburan lebar, dan fitur keselamatan lengkap menjadikannya pilihan para eksekutif.',
    seats: 7,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('ALP-25G-CVT', '2.5 G CVT', 'CVT', AR2_FE_25, 1_365_000_000),
      variant('ALP-25X-HEV', '2.5 X HEV', 'e-CVT', A25A_FXS_25_E_FOUR, 1_515_000_000),
      variant('ALP-25G-HEV', '2.5 G HEV', 'e-CVT', A25A_FXS_25_E_FOUR, 1_712_000_000),
      variant('ALP-25EL-HEV', '2.5 Executive Lounge HEV', 'e-CVT', A25A_FXS_25_E_FOUR, 1_898_000_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 2_000_000),
      paint('Black', HEX.black),
      paint('Precious Leo Blanc', HEX.preciousLeoBlanc, 2_500_000),
      paint('Precious Black Pearl', HEX.preciousBlackPearl, 2_500_000),
    ],
    specs: {
      gearbox: { CVT: 'Super CVT-i', 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: {
        'ALP-25G-CVT': 'Penggerak roda depan (FWD)',
        'ALP-25X-HEV': 'E-Four (AWD dengan motor listrik belakang)',
        'ALP-25G-HEV': 'E-Four (AWD dengan motor listrik belakang)',
        'ALP-25EL-HEV': 'E-Four (AWD dengan motor listrik belakang)',
      },
      dimensions: '4.995 x 1.850 x 1.935 mm',
      wheelbase: '3.000 mm',
      groundClearance: '160 mm',
      tank: { 'ALP-25G-CVT': '75 liter', 'ALP-25X-HEV': '60 liter', 'ALP-25G-HEV': '60 liter', 'ALP-25EL-HEV': '60 liter' },
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram berventilasi',
      wheels: {
        'ALP-25G-CVT': '17 inci alloy (225/65 R17)',
        'ALP-25X-HEV': '17 inci alloy (225/65 R17)',
        'ALP-25G-HEV': '19 inci alloy (225/55 R19)',
        'ALP-25EL-HEV': '19 inci alloy (225/55 R19)',
      },
      airbags: '7 airbag',
      safetySense: `${TSS_FULL}, Blind Spot Monitor`,
      safety: 'ABS, EBD, BA, VSC, HSA, Rear Cross Traffic Alert, Panoramic View Monitor',
      airConditioning: 'AC otomatis tiga zona dengan nanoe X',
      upholstery: {
        'ALP-25G-CVT': 'Kulit sintetis',
        'ALP-25X-HEV': 'Kulit sintetis',
        'ALP-25G-HEV': 'Kulit',
        'ALP-25EL-HEV': 'Kulit premium',
      },
      infotainment: {
        'ALP-25G-CVT': 'Layar sentuh 14 inci, Apple CarPlay & Android Auto',
        'ALP-25X-HEV': 'Layar sentuh 14 inci, Apple CarPlay & Android Auto',
        'ALP-25G-HEV': 'Layar sentuh 14 inci, Apple CarPlay & Android Auto',
        'ALP-25EL-HEV': 'Layar sentuh 14 inci dan layar hiburan belakang 14 inci',
      },
      extra: [
        [
          'Mesin',
          'Motor Listrik',
          {
            'ALP-25G-CVT': NOT_AVAILABLE,
            'ALP-25X-HEV': 'Depan 182 PS, belakang 54 PS',
            'ALP-25G-HEV': 'Depan 182 PS, belakang 54 PS',
            'ALP-25EL-HEV': 'Depan 182 PS, belakang 54 PS',
          },
        ],
        [
          'Kenyamanan',
          'Kursi Baris Kedua',
          {
            'ALP-25G-CVT': 'Captain seat elektrik dengan sandaran kaki',
            'ALP-25X-HEV': 'Captain seat elektrik dengan sandaran kaki',
            'ALP-25G-HEV': 'Captain seat elektrik dengan sandaran kaki dan pemanas',
            'ALP-25EL-HEV': 'Executive Lounge seat dengan fungsi pijat dan meja lipat',
          },
        ],
      ],
    },
    superiorities: [
      ['comfort', 'Kursi Kelas Bisnis', 'Captain seat elektrik dengan sandaran kaki membuat perjalanan jauh terasa seperti istirahat.'],
      ['engine', 'Hybrid E-Four', 'Motor listrik di roda belakang menambah traksi dan tenaga tanpa suara mesin yang mengganggu.'],
      ['tech', 'Layar 14 Inci', 'Layar hiburan lebar di dasbor, ditambah layar belakang pada Executive Lounge.'],
      ['safety', 'Toyota Safety Sense', 'Fitur keselamatan aktif lengkap menjaga penumpang VIP di setiap perjalanan.'],
    ],
    gallery: [
      ['exterior', 'Gril Ikonik', 'Gril besar berlapis krom yang menjadi ciri khas Alphard.'],
      ['exterior', 'Tampak Samping', 'Pintu geser elektrik di kedua sisi memudahkan penumpang masuk.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED yang memanjang penuh di pintu bagasi.'],
      ['interior', 'Kursi Executive Lounge', 'Kursi baris kedua dengan fungsi pijat dan meja lipat.'],
      ['interior', 'Plafon Mewah', 'Lampu ambient dan panel kontrol di plafon kabin.'],
      ['feature', 'Layar Hiburan Belakang', 'Layar 14 inci untuk menonton selama perjalanan.'],
    ],
    videos: [
      ['Alphard: Kenyamanan Kelas Eksekutif', 'Tur kabin Alphard dan penjelasan pilihan mesin bensin serta hybrid.', 248, '2025-02-20'],
    ],
  },
  {
    code: 'vellfire',
    name: 'Vellfire',
    bodyType: 'mpv',
    tagline: 'MPV hybrid mewah dengan karakter yang berani',
    description:
      'Vellfire adalah saudara Alphard dengan tampilan lebih tegas berkat gril gelap dan aksen krom hitam. Sistem hybrid E-Four 2.5 liter memberi tenaga halus dengan konsumsi bahan bakar yang tetap terkendali. Kabin mewahnya dirancang untuk pemilik yang ingin tampil beda.',
    seats: 7,
    doors: 5,
    trendingRank: null,
    testDrive: false,
    variants: [variant('VLF-25-HEV', '2.5 HEV', 'e-CVT', A25A_FXS_25_E_FOUR, 1_672_000_000)],
    colors: [
      paint('Black', HEX.black),
      paint('Precious Black Pearl', HEX.preciousBlackPearl, 2_500_000),
      paint('Platinum White Pearl', HEX.platinumWhite, 2_000_000),
      paint('Precious Leo Blanc', HEX.preciousLeoBlanc, 2_500_000),
    ],
    specs: {
      gearbox: { 'e-CVT': 'e-CVT (Electronic Continuously Variable Transmission)' },
      drive: 'E-Four (AWD dengan motor listrik belakang)',
      dimensions: '4.995 x 1.850 x 1.945 mm',
      wheelbase: '3.000 mm',
      groundClearance: '160 mm',
      tank: '60 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram berventilasi',
      wheels: '19 inci alloy krom gelap (225/55 R19)',
      airbags: '7 airbag',
      safetySense: `${TSS_FULL}, Blind Spot Monitor`,
      safety: 'ABS, EBD, BA, VSC, HSA, Rear Cross Traffic Alert, Panoramic View Monitor',
      airConditioning: 'AC otomatis tiga zona dengan nanoe X',
      upholstery: 'Kulit premium',
      infotainment: 'Layar sentuh 14 inci, Apple CarPlay & Android Auto',
      extra: [
        ['Mesin', 'Motor Listrik', 'Depan 182 PS, belakang 54 PS'],
        ['Kenyamanan', 'Kursi Baris Kedua', 'Captain seat elektrik dengan sandaran kaki, pemanas, dan ventilasi'],
      ],
    },
    superiorities: [
      ['style', 'Tampilan Lebih Berani', 'Gril gelap berlapis krom hitam membedakan Vellfire dari saudaranya.'],
      ['comfort', 'Kabin Penuh Kemewahan', 'Kursi baris kedua berpemanas dan berventilasi untuk kenyamanan di segala cuaca.'],
      ['engine', 'Hybrid E-Four yang Halus', 'Perpaduan mesin 2.5 liter dan dua motor listrik memberi tarikan lembut namun bertenaga.'],
      ['safety', 'Proteksi Menyeluruh', 'Toyota Safety Sense dan kamera 360 derajat mengawasi sekeliling mobil.'],
    ],
    gallery: [
      ['exterior', 'Gril Gelap Khas Vellfire', 'Gril berlapis krom hitam memberi kesan gagah dan misterius.'],
      ['exterior', 'Tampak Samping', 'Velg 19 inci berwarna gelap dan siluet MPV yang megah.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED dengan aksen gelap.'],
      ['interior', 'Kabin Premium', 'Jok kulit premium dan panel kayu gelap.'],
      ['interior', 'Captain Seat', 'Kursi baris kedua dengan sandaran kaki dan kontrol elektrik.'],
      ['feature', 'Atap Kaca Ganda', 'Dua panel atap kaca dengan tirai elektrik.'],
    ],
    videos: [
      ['Vellfire Hybrid: Mewah dengan Karakter', 'Mengenal perbedaan desain dan fitur Vellfire dibanding Alphard.', 205, '2025-05-06'],
    ],
  },
  {
    code: 'voxy',
    name: 'Voxy',
    bodyType: 'mpv',
    tagline: 'MPV boks modern dengan kabin paling lega',
    description:
      'Voxy mengusung desain boks yang memaksimalkan ruang kabin, lengkap dengan pintu geser elektrik di kedua sisi. Mesin 2.0 liter Dynamic Force dan CVT membuatnya tenang dikendarai di dalam kota maupun tol. Toyota Safety Sense melindungi keluarga sepanjang perjalanan.',
    seats: 7,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [variant('VXY-20-CVT', '2.0 CVT', 'CVT', M20A_FKS_20_VOXY, 617_900_000)],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_000_000),
      paint('Silver Metallic', HEX.silver),
      paint('Metal Stream Metallic', HEX.metalStream),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { CVT: 'Direct Shift CVT' },
      drive: 'Penggerak roda depan (FWD)',
      dimensions: '4.695 x 1.730 x 1.895 mm',
      wheelbase: '2.850 mm',
      groundClearance: '140 mm',
      tank: '52 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Torsion Beam',
      brakes: 'Cakram berventilasi / Cakram',
      wheels: '16 inci alloy (205/60 R16)',
      airbags: '6 airbag (depan, samping, tirai)',
      safetySense: TSS_FULL,
      safety: 'ABS, EBD, BA, VSC, HSA, Blind Spot Monitor, Rear Cross Traffic Alert',
      airConditioning: 'AC otomatis dengan ventilasi atap',
      upholstery: 'Fabrik premium, captain seat di baris kedua',
      infotainment: 'Layar sentuh 10,1 inci, Apple CarPlay & Android Auto',
      extra: [['Kenyamanan', 'Pintu Geser', 'Elektrik di kedua sisi']],
    },
    superiorities: [
      ['space', 'Kabin Boks yang Lega', 'Desain kotak memberi ruang kepala dan kaki yang luas di semua baris.'],
      ['comfort', 'Pintu Geser Elektrik', 'Kedua pintu geser membuka sendiri sehingga anak-anak mudah naik dan turun.'],
      ['safety', 'Toyota Safety Sense', 'Pengereman darurat, asisten jalur, dan pemantau titik buta tersedia standar.'],
      ['engine', 'Dynamic Force 2.0', 'Mesin 2.0 liter bertenaga 170 PS membuat Voxy tetap gesit meski penuh penumpang.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril besar dan lampu LED bertingkat memberi tampilan yang tegas.'],
      ['exterior', 'Desain Boks', 'Siluet kotak yang memaksimalkan ruang di dalam kabin.'],
      ['exterior', 'Pintu Geser', 'Pintu geser elektrik di kedua sisi untuk akses yang mudah.'],
      ['interior', 'Captain Seat', 'Kursi baris kedua dapat digeser jauh ke belakang untuk ruang kaki ekstra.'],
      ['interior', 'Kabin Terang', 'Jendela besar membuat kabin terasa lapang dan terang.'],
      ['feature', 'Layar 10,1 Inci', 'Layar hiburan yang terhubung dengan ponsel.'],
    ],
    videos: [
      ['Voxy: MPV Boks untuk Keluarga Aktif', 'Ulasan kabin lega dan fitur praktis Toyota Voxy.', 163, '2025-06-24'],
    ],
  },
  {
    code: 'hilux-4x2',
    name: 'Hilux D-Cab 4x2',
    bodyType: 'pickup',
    tagline: 'Kabin ganda tangguh untuk kerja dan keluarga',
    description:
      'Hilux D-Cab 4x2 menggabungkan kabin lima penumpang dengan bak terbuka yang siap mengangkut perlengkapan kerja. Mesin diesel 2.4 liter bertorsi besar membuatnya andal untuk operasional harian di kota maupun proyek. Cocok untuk kontraktor, perkebunan, dan usaha yang butuh kendaraan serba bisa.',
    seats: 5,
    doors: 4,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('HLD2-24E-MT', '2.4 E M/T 4x2', 'Manual', GD2_FTV_24_MT, 423_600_000),
      variant('HLD2-24G-MT', '2.4 G M/T 4x2', 'Manual', GD2_FTV_24_MT, 447_100_000),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { Manual: 'Manual 6 percepatan' },
      drive: 'Penggerak roda belakang (4x2)',
      dimensions: '5.325 x 1.855 x 1.815 mm',
      wheelbase: '3.085 mm',
      groundClearance: '225 mm',
      tank: '80 liter',
      suspensionFront: 'Double Wishbone dengan pegas koil',
      suspensionRear: 'Rigid axle dengan pegas daun',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: { 'HLD2-24E-MT': '16 inci baja (225/70 R16)', 'HLD2-24G-MT': '17 inci alloy (265/65 R17)' },
      airbags: { 'HLD2-24E-MT': '2 airbag (depan)', 'HLD2-24G-MT': '3 airbag (depan dan lutut pengemudi)' },
      safetySense: NOT_AVAILABLE,
      safety: { 'HLD2-24E-MT': 'ABS, EBD, BA', 'HLD2-24G-MT': 'ABS, EBD, BA, VSC, HSA, Trailer Sway Control' },
      airConditioning: 'AC manual',
      upholstery: 'Fabrik',
      infotainment: {
        'HLD2-24E-MT': 'Audio 2-DIN dengan USB dan Bluetooth',
        'HLD2-24G-MT': 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
      },
      extra: [['Dimensi', 'Dimensi Bak (P x L x T)', '1.525 x 1.540 x 480 mm']],
    },
    superiorities: [
      ['engine', 'Diesel 2.4 Liter', 'Mesin 2GD-FTV bertorsi besar untuk mengangkut muatan berat setiap hari.'],
      ['space', 'Kabin Ganda', 'Lima penumpang dan bak terbuka dalam satu kendaraan serba guna.'],
      ['offroad', 'Sasis Kokoh', 'Ladder frame dan suspensi pegas daun tahan menghadapi jalan proyek.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril trapesium besar dengan aksen hitam yang tangguh.'],
      ['exterior', 'Kabin Ganda', 'Empat pintu untuk lima penumpang di depan bak terbuka.'],
      ['exterior', 'Bak Belakang', 'Bak luas untuk peralatan kerja dan barang muatan.'],
      ['interior', 'Kabin Pengemudi', 'Dasbor fungsional dengan tombol yang mudah dijangkau.'],
      ['interior', 'Kursi Belakang', 'Jok belakang dapat dilipat untuk menyimpan barang di kabin.'],
    ],
    videos: [
      ['Hilux D-Cab 4x2 untuk Usaha dan Proyek', 'Mengenal kemampuan angkut dan kenyamanan Hilux D-Cab 4x2.', 148, '2025-03-11'],
    ],
  },
  {
    code: 'hilux-4x4',
    name: 'Hilux D-Cab 4x4',
    bodyType: 'pickup',
    tagline: 'Pikap 4x4 legendaris untuk medan paling berat',
    description:
      'Hilux D-Cab 4x4 dikenal di seluruh dunia berkat ketahanannya di tambang, perkebunan, hingga jalur petualangan. Sistem 4x4 part-time dengan penguncian diferensial belakang membuatnya tidak mudah menyerah di lumpur. Ketiga variannya memakai diesel 2.4 liter yang irit dan tangguh; tipe V menambah transmisi otomatis dan kabin yang lebih mewah.',
    seats: 5,
    doors: 4,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('HLD4-24E-MT', '2.4 E M/T 4x4', 'Manual', GD2_FTV_24_MT, 518_300_000),
      variant('HLD4-24G-MT', '2.4 G M/T 4x4', 'Manual', GD2_FTV_24_MT, 543_700_000),
      variant('HLD4-24V-AT', '2.4 V A/T 4x4', 'Otomatis', GD2_FTV_24_AT, 574_900_000, { strikeThroughPrice: 579_900_000 }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Emotional Red', HEX.emotionalRed, 1_000_000),
    ],
    specs: {
      gearbox: { Manual: 'Manual 6 percepatan', Otomatis: 'Otomatis 6 percepatan dengan mode sequential' },
      drive: 'Part-time 4x4 dengan Rear Differential Lock',
      dimensions: '5.325 x 1.855 x 1.815 mm',
      wheelbase: '3.085 mm',
      groundClearance: '286 mm',
      tank: '80 liter',
      suspensionFront: 'Double Wishbone dengan pegas koil',
      suspensionRear: 'Rigid axle dengan pegas daun',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'HLD4-24E-MT': '17 inci baja (265/65 R17)',
        'HLD4-24V-AT': '18 inci alloy (265/60 R18)',
        'HLD4-24G-MT': '17 inci alloy (265/65 R17)',
      },
      airbags: {
        'HLD4-24E-MT': '3 airbag (depan dan lutut pengemudi)',
        'HLD4-24V-AT': '7 airbag',
        'HLD4-24G-MT': '7 airbag',
      },
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC, HSA, A-TRC, Downhill Assist Control',
      airConditioning: {
        'HLD4-24E-MT': 'AC manual',
        'HLD4-24V-AT': 'AC digital otomatis',
        'HLD4-24G-MT': 'AC digital otomatis',
      },
      upholstery: {
        'HLD4-24E-MT': 'Fabrik',
        'HLD4-24V-AT': 'Kulit sintetis',
        'HLD4-24G-MT': 'Fabrik',
      },
      infotainment: {
        'HLD4-24E-MT': 'Audio 2-DIN dengan USB dan Bluetooth',
        'HLD4-24V-AT': 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
        'HLD4-24G-MT': 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
      },
      extra: [['Dimensi', 'Dimensi Bak (P x L x T)', '1.525 x 1.540 x 480 mm']],
    },
    superiorities: [
      ['offroad', '4x4 dengan Diff Lock', 'Penguncian diferensial belakang membantu roda tetap mencengkeram di lumpur dan bebatuan.'],
      ['engine', 'Diesel 2.4 Liter Bertorsi Besar', 'Mesin 2GD-FTV 150 PS dengan torsi hingga 400 Nm pada tipe V untuk tanjakan paling curam.'],
      ['safety', 'Kendali Turunan', 'Downhill Assist Control menjaga kecepatan saat menuruni lereng licin.'],
      ['style', 'Tampang Tangguh', 'Spakbor lebar, gril besar, dan velg 18 inci pada tipe V menegaskan karakter pekerja keras.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril besar dan spakbor lebar memberi tampilan yang kokoh.'],
      ['exterior', 'Tampak Samping', 'Ground clearance 286 mm siap menghadapi jalan berlumpur.'],
      ['exterior', 'Bak Belakang', 'Bak kokoh untuk mengangkut peralatan kerja maupun petualangan.'],
      ['interior', 'Kabin Pengemudi', 'Jok kulit sintetis dan layar sentuh 8 inci pada tipe V.'],
      ['interior', 'Kabin Belakang', 'Ruang kabin untuk tiga penumpang di baris kedua.'],
      ['feature', 'Tombol 4WD', 'Pilih 2H, 4H, atau 4L dengan putaran tombol di konsol tengah.'],
    ],
    videos: [
      ['Hilux 4x4: Tangguh di Medan Berat', 'Peragaan kemampuan 4x4 dan fitur Downhill Assist Control Hilux.', 187, '2025-08-26'],
    ],
  },
  {
    code: 'hilux-rangga',
    name: 'Hilux Rangga',
    bodyType: 'pickup',
    tagline: 'Pikap andalan baru untuk penggerak usaha',
    description:
      'Hilux Rangga adalah pikap generasi baru yang dirancang untuk kebutuhan niaga di Indonesia, dari distribusi barang hingga usaha pertanian. Tersedia mesin bensin 2.0 liter dan diesel 2.4 liter, dalam bentuk sasis kabin siap karoseri maupun pikap dengan bak. Kabinnya lebih nyaman sehingga pengemudi tidak cepat lelah walau bekerja seharian.',
    seats: 3,
    doors: 2,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('HRG-20-CC-MT', '2.0 Cab Chassis M/T Bensin', 'Manual', TR1_FE_20, 199_800_000),
      variant('HRG-20-PU-STD-MT', '2.0 Pick Up Standard M/T Bensin', 'Manual', TR1_FE_20, 214_600_000),
      variant('HRG-24-PU-STD-MT', '2.4 Pick Up Standard M/T Diesel', 'Manual', GD2_FTV_24_MT, 269_900_000),
      variant('HRG-24-PU-PRM-MT', '2.4 Pick Up Premium M/T Diesel', 'Manual', GD2_FTV_24_MT, 301_500_000, {
        isPreorder: true,
      }),
      variant('HRG-24-PU-PRM-AT', '2.4 Pick Up Premium A/T Diesel', 'Otomatis', GD2_FTV_24_AT, 329_800_000, {
        isPreorder: true,
      }),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { Manual: 'Manual 5 percepatan', Otomatis: 'Otomatis 6 percepatan' },
      drive: 'Penggerak roda belakang (4x2)',
      dimensions: '5.300 x 1.785 x 1.740 mm',
      wheelbase: '3.085 mm',
      groundClearance: '225 mm',
      tank: '55 liter',
      suspensionFront: 'Double Wishbone dengan pegas koil',
      suspensionRear: 'Rigid axle dengan pegas daun',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: {
        'HRG-20-CC-MT': '15 inci baja (195 R15C)',
        'HRG-20-PU-STD-MT': '15 inci baja (195 R15C)',
        'HRG-24-PU-STD-MT': '15 inci baja (195 R15C)',
        'HRG-24-PU-PRM-MT': '16 inci alloy (215/70 R16)',
        'HRG-24-PU-PRM-AT': '16 inci alloy (215/70 R16)',
      },
      airbags: '2 airbag (depan)',
      safetySense: NOT_AVAILABLE,
      safety: {
        'HRG-20-CC-MT': 'ABS, EBD',
        'HRG-20-PU-STD-MT': 'ABS, EBD',
        'HRG-24-PU-STD-MT': 'ABS, EBD',
        'HRG-24-PU-PRM-MT': 'ABS, EBD, VSC, HSA',
        'HRG-24-PU-PRM-AT': 'ABS, EBD, VSC, HSA',
      },
      airConditioning: 'AC manual',
      upholstery: 'Fabrik yang mudah dibersihkan',
      infotainment: {
        'HRG-20-CC-MT': 'Audio 1-DIN dengan USB dan Bluetooth',
        'HRG-20-PU-STD-MT': 'Audio 1-DIN dengan USB dan Bluetooth',
        'HRG-24-PU-STD-MT': 'Audio 1-DIN dengan USB dan Bluetooth',
        'HRG-24-PU-PRM-MT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
        'HRG-24-PU-PRM-AT': 'Layar sentuh 9 inci, Apple CarPlay & Android Auto',
      },
      extra: [
        [
          'Dimensi',
          'Bak Muatan',
          {
            'HRG-20-CC-MT': 'Tanpa bak, siap untuk karoseri',
            'HRG-20-PU-STD-MT': 'Bak besi dengan tiga sisi terbuka',
            'HRG-24-PU-STD-MT': 'Bak besi dengan tiga sisi terbuka',
            'HRG-24-PU-PRM-MT': 'Bak besi dengan tiga sisi terbuka',
            'HRG-24-PU-PRM-AT': 'Bak besi dengan tiga sisi terbuka',
          },
        ],
      ],
    },
    superiorities: [
      ['space', 'Siap Karoseri', 'Varian sasis kabin memudahkan pembuatan boks, bak terbuka, atau badan khusus sesuai usaha.'],
      ['engine', 'Pilihan Bensin atau Diesel', 'Mesin bensin 2.0 liter untuk rute kota dan diesel 2.4 liter untuk muatan berat.'],
      ['comfort', 'Kabin Lebih Nyaman', 'Posisi duduk dan peredaman yang lebih baik mengurangi lelah pengemudi.'],
      ['tech', 'Transmisi Otomatis', 'Varian Premium A/T memudahkan pengemudi di rute distribusi yang padat.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Wajah baru pikap Toyota dengan gril besar dan lampu yang tegas.'],
      ['exterior', 'Pick Up', 'Bak besi dengan tiga sisi terbuka untuk bongkar muat yang cepat.'],
      ['exterior', 'Cab Chassis', 'Sasis kabin polos yang siap dibentuk sesuai kebutuhan usaha.'],
      ['interior', 'Kabin Tiga Penumpang', 'Kabin untuk pengemudi dan dua penumpang dengan jok yang mudah dibersihkan.'],
      ['interior', 'Dasbor Praktis', 'Banyak ruang penyimpanan untuk dokumen dan perlengkapan kerja.'],
    ],
    videos: [
      ['Hilux Rangga: Pikap Baru untuk Usaha', 'Mengenal pilihan mesin dan bentuk bodi Hilux Rangga.', 176, '2025-11-04'],
    ],
  },
  {
    code: 'hiace',
    name: 'Hiace Premio',
    bodyType: 'van',
    tagline: 'Van penumpang premium untuk rombongan',
    description:
      'Hiace Premio adalah van bermesin diesel 2.8 liter yang dirancang khusus untuk mengangkut rombongan dengan nyaman. Kabinnya tinggi sehingga penumpang bisa bergerak leluasa, dengan ventilasi AC di setiap baris. Varian Luxury menghadirkan kursi kapten berlapis kulit untuk layanan antar-jemput kelas eksekutif.',
    seats: 12,
    doors: 4,
    trendingRank: null,
    testDrive: false,
    variants: [
      variant('HIP-28-MT', '2.8 Premio M/T', 'Manual', GD1_FTV_28_HIACE, 694_500_000),
      variant('HIP-28LUX-MT', '2.8 Premio Luxury M/T', 'Manual', GD1_FTV_28_HIACE, 1_079_000_000),
    ],
    colors: [
      paint('Super White II', HEX.superWhite),
      paint('Silver Metallic', HEX.silver),
      paint('Gray Metallic', HEX.gray),
      paint('Attitude Black Mica', HEX.attitudeBlack),
    ],
    specs: {
      gearbox: { Manual: 'Manual 6 percepatan' },
      drive: 'Penggerak roda belakang (RWD)',
      dimensions: '5.915 x 1.950 x 2.280 mm',
      wheelbase: '3.860 mm',
      groundClearance: '185 mm',
      tank: '70 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Rigid axle dengan pegas daun',
      brakes: 'Cakram berventilasi / Tromol',
      wheels: '16 inci (235/65 R16C)',
      airbags: '2 airbag (depan)',
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC, HSA',
      airConditioning: 'AC double blower dengan ventilasi atap di setiap baris',
      upholstery: { 'HIP-28-MT': 'Fabrik', 'HIP-28LUX-MT': 'Kulit, kursi kapten dengan sandaran rebah' },
      infotainment: {
        'HIP-28-MT': 'Audio 2-DIN dengan USB dan Bluetooth',
        'HIP-28LUX-MT': 'Layar sentuh dengan monitor kabin belakang',
      },
      extra: [['Fitur', 'Pintu Penumpang', 'Pintu geser lebar di sisi kiri']],
    },
    superiorities: [
      ['space', 'Kabin Tinggi', 'Penumpang dapat masuk dan berpindah kursi tanpa harus membungkuk.'],
      ['comfort', 'AC di Setiap Baris', 'Ventilasi atap memastikan seluruh rombongan tetap sejuk.'],
      ['engine', 'Diesel 2.8 Liter', 'Mesin 1GD-FTV bertorsi 420 Nm tetap bertenaga meski kabin penuh.'],
      ['safety', 'Kontrol Stabilitas', 'VSC dan HSA membantu menjaga van besar tetap stabil di tikungan dan tanjakan.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Hidung semi-bonnet membuat Hiace Premio lebih aman dan mudah dirawat.'],
      ['exterior', 'Tampak Samping', 'Bodi panjang dengan pintu geser lebar untuk penumpang.'],
      ['exterior', 'Tampak Belakang', 'Pintu belakang besar untuk bagasi rombongan.'],
      ['interior', 'Kabin Penumpang', 'Barisan kursi dengan ruang kaki yang lega.'],
      ['interior', 'Kursi Kapten Luxury', 'Kursi kulit dengan sandaran rebah untuk layanan eksekutif.'],
    ],
    videos: [
      ['Hiace Premio untuk Bisnis Transportasi', 'Ulasan kabin dan kenyamanan Hiace Premio bagi pengusaha travel.', 159, '2025-09-02'],
    ],
  },
  {
    code: 'landcruiser',
    name: 'Land Cruiser',
    bodyType: 'suv',
    tagline: 'Raja segala medan dengan kemewahan tanpa kompromi',
    description:
      'Land Cruiser adalah SUV bongsor yang dibangun untuk menembus medan apa pun di dunia. Mesin diesel V6 twin turbo 3.3 liter dan sistem 4WD permanen dengan Multi-Terrain Select membuatnya tetap tenang di pasir, lumpur, maupun bebatuan. Di dalam, kabinnya semewah sedan eksekutif.',
    seats: 7,
    doors: 5,
    trendingRank: null,
    testDrive: false,
    variants: [variant('LCR-33VXR-AT', '3.3 VX-R A/T Diesel', 'Otomatis', F33A_FTV_33, 2_410_000_000)],
    colors: [
      paint('Precious White Pearl', HEX.platinumWhite, 2_500_000),
      paint('Silver Metallic', HEX.silver),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      paint('Dark Red Mica Metallic', HEX.darkRed),
      paint('Avant-Garde Bronze Metallic', HEX.bronze),
    ],
    specs: {
      gearbox: { Otomatis: 'Otomatis 10 percepatan (Direct Shift-10AT)' },
      drive: 'Full-time 4WD dengan Multi-Terrain Select dan Crawl Control',
      dimensions: '4.985 x 1.980 x 1.945 mm',
      wheelbase: '2.850 mm',
      groundClearance: '230 mm',
      tank: '110 liter',
      suspensionFront: 'Double Wishbone',
      suspensionRear: '4-link dengan pegas koil',
      brakes: 'Cakram berventilasi / Cakram berventilasi',
      wheels: '18 inci alloy (265/65 R18)',
      airbags: '10 airbag',
      safetySense: `${TSS_FULL}, Blind Spot Monitor`,
      safety: 'ABS, EBD, BA, VSC, A-TRC, Downhill Assist Control, Hill-start Assist Control',
      airConditioning: 'AC otomatis empat zona',
      upholstery: 'Kulit, kursi depan dengan pemanas dan ventilasi',
      infotainment: 'Layar sentuh 12,3 inci dengan audio JBL',
      extra: [['Fitur', 'Kamera Off-road', 'Multi-Terrain Monitor dengan tampilan bawah kendaraan']],
    },
    superiorities: [
      ['offroad', 'Multi-Terrain Select', 'Pilih mode pasir, lumpur, atau batu dan sistem 4WD menyesuaikan traksi secara otomatis.'],
      ['engine', 'V6 Twin Turbo Diesel', 'Mesin 3.3 liter bertenaga 309 PS dengan torsi 700 Nm untuk medan paling ekstrem.'],
      ['comfort', 'Kemewahan Empat Zona', 'Setiap penumpang dapat mengatur suhu sendiri di kabin berlapis kulit.'],
      ['safety', 'Sepuluh Airbag', 'Perlindungan terlengkap ditambah Toyota Safety Sense untuk perjalanan jauh.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Gril besar dan lampu LED yang memancarkan wibawa.'],
      ['exterior', 'Tampak Samping', 'Postur tinggi dan kokoh dengan velg 18 inci.'],
      ['exterior', 'Di Medan Berat', 'Ground clearance 230 mm untuk melintasi bebatuan dan sungai dangkal.'],
      ['interior', 'Kabin Mewah', 'Jok kulit berpemanas dan berventilasi di baris depan.'],
      ['interior', 'Konsol Tengah', 'Tombol Multi-Terrain Select dan Crawl Control di jangkauan pengemudi.'],
      ['feature', 'Multi-Terrain Monitor', 'Kamera menampilkan kondisi di bawah dan sekitar kendaraan.'],
    ],
    videos: [
      ['Land Cruiser: Tangguh dan Mewah', 'Mengenal teknologi 4WD dan kemewahan kabin Land Cruiser.', 264, '2025-03-31'],
    ],
  },
  {
    code: 'bz4x',
    name: 'bZ4X',
    bodyType: 'suv',
    tagline: 'SUV listrik murni tanpa emisi',
    description:
      'bZ4X adalah SUV listrik murni pertama Toyota yang bebas emisi dan senyap di setiap perjalanan. Baterainya mampu menempuh ratusan kilometer sekali isi, dan dapat diisi cepat di stasiun pengisian umum. Tersedia penggerak roda depan atau AWD dua motor untuk traksi ekstra.',
    seats: 5,
    doors: 5,
    trendingRank: null,
    testDrive: true,
    variants: [
      variant('BZX-FWD', 'FWD', 'Otomatis', BZ4X_FWD_MOTOR, 858_500_000, { strikeThroughPrice: 865_000_000 }),
      variant('BZX-AWD', 'AWD', 'Otomatis', BZ4X_AWD_MOTOR, 989_700_000, { isPreorder: true }),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 1_500_000),
      paint('Precious Metal', HEX.preciousMetal),
      paint('Attitude Black Mica', HEX.attitudeBlack),
      twoTone('Platinum White Pearl with Black Roof', HEX.platinumWhite, HEX.attitudeBlack, 2_500_000),
      twoTone('Emotional Red with Black Roof', HEX.emotionalRed, HEX.attitudeBlack, 2_500_000),
      twoTone('Dark Blue Mica with Black Roof', HEX.darkBlue, HEX.attitudeBlack, 2_500_000),
    ],
    specs: {
      gearbox: { Otomatis: 'Reduksi tunggal (single speed)' },
      drive: { 'BZX-FWD': 'Penggerak roda depan (FWD)', 'BZX-AWD': 'AWD dua motor dengan X-MODE' },
      battery: { 'BZX-FWD': '71,4 kWh (Lithium-ion)', 'BZX-AWD': '72,8 kWh (Lithium-ion)' },
      dimensions: '4.690 x 1.860 x 1.650 mm',
      wheelbase: '2.850 mm',
      groundClearance: '184 mm',
      tank: { 'BZX-FWD': '± 500 km (WLTP)', 'BZX-AWD': '± 460 km (WLTP)' },
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram berventilasi',
      wheels: { 'BZX-FWD': '18 inci alloy (235/60 R18)', 'BZX-AWD': '20 inci alloy (235/50 R20)' },
      airbags: '7 airbag',
      safetySense: `${TSS_FULL}, Blind Spot Monitor`,
      safety: 'ABS, EBD, BA, VSC, Rear Cross Traffic Alert, Panoramic View Monitor',
      airConditioning: 'AC otomatis dual zone dengan nanoe X',
      upholstery: 'Kulit sintetis, kursi depan elektrik',
      infotainment: 'Layar sentuh 12,3 inci, Apple CarPlay & Android Auto',
      extra: [['Mesin', 'Pengisian Daya', 'AC (Tipe 2) dan DC fast charging (CCS2)']],
    },
    superiorities: [
      ['fuel', 'Bebas Emisi', 'Tanpa knalpot dan tanpa bensin, biaya energi per kilometer jauh lebih rendah.'],
      ['engine', 'Torsi Instan', 'Motor listrik memberikan dorongan penuh sejak pedal gas diinjak.'],
      ['comfort', 'Senyap dan Halus', 'Tanpa getaran mesin, kabin terasa tenang di kemacetan maupun jalan tol.'],
      ['offroad', 'AWD dengan X-MODE', 'Varian AWD mengatur traksi tiap roda untuk jalan licin dan berlumpur.'],
      ['tech', 'Pengisian Cepat DC', 'Baterai dapat diisi cepat di stasiun pengisian umum dengan konektor CCS2.'],
    ],
    gallery: [
      ['exterior', 'Wajah SUV Listrik', 'Desain depan tanpa gril besar yang menegaskan identitas mobil listrik.'],
      ['exterior', 'Atap Dua Warna', 'Atap hitam kontras mempertegas siluet SUV yang modern.'],
      ['exterior', 'Tampak Belakang', 'Lampu belakang LED menyambung dari sisi ke sisi.'],
      ['interior', 'Kokpit Futuristik', 'Panel instrumen diletakkan di atas setir untuk pandangan yang lebih lurus.'],
      ['interior', 'Lantai Rata', 'Baterai di bawah lantai memberi ruang kaki belakang yang sangat lega.'],
      ['feature', 'Port Pengisian', 'Port pengisian AC dan DC di spakbor depan.'],
    ],
    videos: [
      ['bZ4X: SUV Listrik Toyota', 'Mengenal baterai, jarak tempuh, dan cara mengisi daya bZ4X.', 232, '2025-07-22'],
      ['Cara Mengisi Daya bZ4X', 'Panduan singkat mengisi daya di rumah dan di stasiun pengisian umum.', 108, '2026-02-18'],
    ],
  },
  {
    code: 'gr86',
    name: 'GR86',
    bodyType: 'sports',
    tagline: 'Mobil sport murni untuk pencinta berkendara',
    description:
      'GR86 adalah coupe penggerak roda belakang yang dirancang Gazoo Racing untuk kesenangan di setiap tikungan. Mesin boxer 2.4 liter yang rendah memberi titik berat rendah dan respons yang tajam. Tersedia dengan transmisi manual enam percepatan bagi yang ingin merasakan keterlibatan penuh.',
    seats: 4,
    doors: 2,
    trendingRank: null,
    testDrive: false,
    variants: [
      variant('GR86-24-MT', '2.4 M/T', 'Manual', FA24_24, 1_068_000_000),
      variant('GR86-24-AT', '2.4 A/T', 'Otomatis', FA24_24, 1_092_000_000),
    ],
    colors: [
      paint('Crystal White Pearl', HEX.platinumWhite, 2_000_000),
      paint('Ice Silver Metallic', '#b8bcbf'),
      paint('Magnetite Gray Metallic', '#4c4f53'),
      paint('Crystal Black Silica', '#121316'),
      paint('Spark Red', '#c8102e'),
      paint('Sapphire Blue Pearl', '#1e3a78', 2_000_000),
    ],
    specs: {
      gearbox: { Manual: 'Manual 6 percepatan', Otomatis: 'Otomatis 6 percepatan dengan paddle shift' },
      drive: 'Penggerak roda belakang (RWD) dengan Torsen LSD',
      dimensions: '4.265 x 1.775 x 1.310 mm',
      wheelbase: '2.575 mm',
      groundClearance: '130 mm',
      tank: '50 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi / Cakram berventilasi',
      wheels: '18 inci alloy (215/40 R18)',
      airbags: '7 airbag',
      safetySense: NOT_AVAILABLE,
      safety: 'ABS, EBD, BA, VSC dengan mode Track, TRC',
      airConditioning: 'AC otomatis dual zone',
      upholstery: 'Kombinasi kulit dan Ultrasuede',
      infotainment: 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
      extra: [['Fitur', 'Panel Instrumen', 'Digital 7 inci dengan tampilan mode Track']],
    },
    superiorities: [
      ['engine', 'Boxer 2.4 Liter', 'Mesin FA24 bertenaga 235 PS dengan putaran yang bersemangat hingga batas atas.'],
      ['style', 'Coupe Klasik', 'Kap panjang, atap rendah, dan buritan pendek khas mobil sport sejati.'],
      ['tech', 'Mode Track', 'Kontrol stabilitas dapat dilonggarkan agar pengemudi lebih bebas di sirkuit.'],
      ['comfort', 'Posisi Duduk Rendah', 'Jok sport yang rendah membuat pengemudi menyatu dengan mobil.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Kap rendah dan lampu LED yang tajam.'],
      ['exterior', 'Profil Coupe', 'Siluet dua pintu dengan atap melengkung.'],
      ['exterior', 'Tampak Belakang', 'Sayap bagasi dan knalpot ganda.'],
      ['interior', 'Kokpit Pengemudi', 'Setir sport dan panel instrumen digital berfokus pada pengemudi.'],
      ['interior', 'Jok Sport', 'Jok berlapis Ultrasuede yang menahan tubuh di tikungan.'],
      ['feature', 'Mesin Boxer', 'Mesin boxer 2.4 liter yang dipasang rendah untuk keseimbangan optimal.'],
    ],
    videos: [
      ['GR86: Murni untuk Berkendara', 'Ulasan karakter mesin boxer dan penggerak roda belakang GR86.', 193, '2025-10-21'],
    ],
  },
  {
    code: 'gryaris',
    name: 'GR Yaris',
    bodyType: 'sports',
    tagline: 'Hot hatch reli berpenggerak empat roda dari Gazoo Racing',
    description:
      'GR Yaris lahir dari program reli dunia Toyota: bodi hatchback tiga pintu yang ringkas dipadukan dengan mesin turbo tiga silinder 1.6 liter dan penggerak empat roda GR-FOUR. Pembagian torsi depan-belakang dapat diatur pengemudi sesuai kondisi jalan maupun lintasan. Pilih transmisi manual iMT enam percepatan atau otomatis GR-DAT delapan percepatan yang dikembangkan untuk balap.',
    // Homologated as a four-seater: two sport seats and a rear bench for two.
    seats: 4,
    doors: 3,
    trendingRank: null,
    testDrive: false,
    variants: [
      variant('GRY-16-MT', '1.6 GR-FOUR M/T', 'Manual', G16E_GTS_16T, 1_150_000_000),
      variant('GRY-16-AT', '1.6 GR-FOUR A/T', 'Otomatis', G16E_GTS_16T, 1_190_000_000),
    ],
    colors: [
      paint('Platinum White Pearl', HEX.platinumWhite, 2_000_000),
      paint('Emotional Red II', HEX.emotionalRed),
      paint('Precious Black', HEX.black),
      paint('Precious Metal', HEX.preciousMetal),
    ],
    specs: {
      gearbox: {
        Manual: 'Manual 6 percepatan iMT (intelligent Manual Transmission)',
        Otomatis: 'Otomatis 8 percepatan GR-DAT dengan paddle shift',
      },
      drive: 'AWD GR-FOUR dengan pembagian torsi yang dapat dipilih (Normal, Gravel, Track)',
      dimensions: '3.995 x 1.805 x 1.455 mm',
      wheelbase: '2.560 mm',
      groundClearance: '130 mm',
      tank: '50 liter',
      suspensionFront: 'MacPherson Strut',
      suspensionRear: 'Double Wishbone',
      brakes: 'Cakram berventilasi 4 piston / Cakram berventilasi 2 piston',
      wheels: '18 inci alloy forged (225/40 R18)',
      airbags: '7 airbag',
      safetySense: 'Pre-Collision System, Lane Departure Alert, Automatic High Beam',
      safety: 'ABS, EBD, BA, VSC dengan mode Expert, TRC, Hill-start Assist Control',
      airConditioning: 'AC otomatis',
      upholstery: 'Kulit sintetis dan suede, jok sport GR',
      infotainment: 'Layar sentuh 8 inci, Apple CarPlay & Android Auto',
      extra: [
        ['Fitur', 'Panel Instrumen', 'Digital 12,3 inci dengan tampilan khusus GR'],
        ['Kaki-kaki', 'Diferensial', 'Torsen LSD depan dan belakang'],
      ],
    },
    superiorities: [
      ['engine', 'Turbo Tiga Silinder 304 PS', 'Mesin G16E-GTS 1.6 liter menghasilkan 304 PS dan torsi 400 Nm, angka yang biasanya milik mobil dua kali ukurannya.'],
      ['offroad', 'Empat Roda GR-FOUR', 'Pengemudi bebas memilih pembagian torsi ke roda depan dan belakang, dari aspal kering sampai jalan berkerikil.'],
      ['style', 'Bodi Tiga Pintu Khusus', 'Atap lebih rendah dari Yaris biasa, spakbor melebar, dan panel aluminium untuk pintu, kap, serta bagasi.'],
      ['tech', 'Transmisi GR-DAT', 'Otomatis delapan percepatan yang memindah gigi secepat pembalap, atau manual iMT yang menyamakan putaran saat turun gigi.'],
    ],
    gallery: [
      ['exterior', 'Wajah Reli', 'Bumper depan dengan lubang udara besar untuk mendinginkan intercooler.'],
      ['exterior', 'Profil Tiga Pintu', 'Atap yang menurun ke belakang dan spakbor lebar di keempat roda.'],
      ['exterior', 'Tampak Belakang', 'Spoiler atap, diffuser, dan tiga ujung knalpot.'],
      ['interior', 'Kokpit Pengemudi', 'Posisi duduk rendah dengan tuas transmisi dekat setir.'],
      ['interior', 'Panel Instrumen GR', 'Layar digital 12,3 inci dengan tampilan pembagian torsi dan tekanan turbo.'],
      ['feature', 'Tombol Mode GR-FOUR', 'Satu putaran tombol mengubah karakter penggerak empat roda.'],
    ],
    videos: [
      ['GR Yaris: Mobil Reli untuk Jalan Raya', 'Melihat lebih dekat mesin turbo tiga silinder dan penggerak empat roda GR Yaris.', 247, '2025-08-14'],
    ],
  },
  {
    code: 'grsupra',
    name: 'GR Supra',
    bodyType: 'sports',
    tagline: 'Coupe enam silinder dengan warisan legenda Supra',
    description:
      'GR Supra meneruskan nama sport car legendaris Toyota dalam wujud coupe dua kursi berpenggerak roda belakang. Kap mesinnya yang panjang menyimpan mesin turbo enam silinder segaris 3.0 liter, sementara atap berkontur ganda dan buritan ducktail menegaskan karakternya. Transmisi otomatis delapan percepatan membuatnya sama nyamannya untuk perjalanan jauh maupun hari di sirkuit.',
    seats: 2,
    doors: 2,
    trendingRank: null,
    testDrive: false,
    variants: [variant('GRS-30-AT', '3.0 A/T', 'Otomatis', B58_30T, 1_650_000_000)],
    colors: [
      paint('Absolute Zero White', '#f2f3f1'),
      paint('Renaissance Red 2.0', '#b01220', 3_000_000),
      paint('Nocturnal Black', '#141417'),
      paint('Lightning Yellow', '#f0c419', 3_000_000),
    ],
    specs: {
      gearbox: { Otomatis: 'Otomatis 8 percepatan dengan paddle shift' },
      drive: 'Penggerak roda belakang (RWD) dengan Active Differential',
      dimensions: '4.379 x 1.854 x 1.292 mm',
      wheelbase: '2.470 mm',
      groundClearance: '115 mm',
      tank: '52 liter',
      suspensionFront: 'Double Joint Spring Strut',
      suspensionRear: 'Multi-link, Adaptive Variable Suspension',
      brakes: 'Cakram berventilasi 4 piston / Cakram berventilasi',
      wheels: '19 inci alloy forged (255/35 R19 depan, 275/35 R19 belakang)',
      airbags: '6 airbag',
      safetySense: 'Pre-Collision System, Lane Departure Alert, Blind Spot Monitor',
      safety: 'ABS, EBD, BA, VSC dengan mode Track, TRC, Rear Cross Traffic Alert',
      airConditioning: 'AC otomatis dual zone',
      upholstery: 'Kulit, kursi elektrik dengan pemanas',
      infotainment: 'Layar sentuh 8,8 inci dengan audio JBL 12 speaker',
      extra: [['Fitur', 'Panel Instrumen', 'Digital 8,8 inci dengan head-up display']],
    },
    superiorities: [
      ['engine', 'Enam Silinder Segaris', 'Mesin turbo 3.0 liter bertenaga 387 PS dengan torsi 500 Nm yang sudah tersedia sejak putaran rendah.'],
      ['style', 'Atap Kontur Ganda', 'Kap panjang, atap berlekuk dua, dan buritan ducktail yang langsung dikenali di jalan.'],
      ['tech', 'Suspensi Adaptif', 'Peredam menyesuaikan kekerasannya sendiri, lembut di jalan tol dan kaku di tikungan.'],
      ['comfort', 'Grand Tourer Dua Kursi', 'Kabin berlapis kulit dan audio JBL membuat perjalanan antarkota tetap nyaman.'],
    ],
    gallery: [
      ['exterior', 'Tampak Depan', 'Moncong rendah dengan lampu LED ganda dan bukaan udara lebar.'],
      ['exterior', 'Profil Coupe', 'Kap panjang, kabin di atas roda belakang, dan atap berkontur ganda.'],
      ['exterior', 'Buritan Ducktail', 'Ekor yang melengkung ke atas menjadi spoiler alami.'],
      ['interior', 'Kokpit Dua Kursi', 'Konsol tengah tinggi yang memisahkan pengemudi dan penumpang.'],
      ['interior', 'Jok Sport Elektrik', 'Jok berpemanas yang menopang bahu dan paha saat menikung.'],
      ['feature', 'Mesin Enam Silinder', 'Mesin 3.0 liter turbo yang dipasang memanjang di belakang sumbu depan.'],
    ],
    videos: [
      ['GR Supra: Legenda Enam Silinder', 'Ulasan karakter mesin enam silinder dan keseimbangan sasis GR Supra.', 218, '2025-11-27'],
    ],
  },
];

/** Variants of a model, cheapest first (the order the model page lists them). */
function byPrice(model: ModelSeed): VariantSeed[] {
  return [...model.variants].sort((a, b) => a.priceOtr - b.priceOtr);
}

/** One text per variant, collapsed to a plain string when every variant shares it. */
function perVariant(variants: VariantSeed[], text: (variant: VariantSeed) => string): SpecValue {
  const values: Record<string, string> = {};
  for (const v of variants) values[v.code] = text(v);
  return new Set(Object.values(values)).size === 1 ? text(variants[0] as VariantSeed) : values;
}

/** Splits a SpecValue into the row's default (the cheapest variant's) and its per-variant overrides. */
function resolveSpecValue(
  value: SpecValue,
  variants: VariantSeed[],
): { value: string; variantValues: Record<string, string> | null } {
  if (typeof value === 'string') return { value, variantValues: null };
  const texts = Object.values(value);
  const cheapest = variants[0];
  const fallback = (cheapest ? value[cheapest.code] : undefined) ?? texts[0] ?? '';
  if (new Set(texts).size <= 1) return { value: fallback, variantValues: null };
  return { value: fallback, variantValues: { ...value } };
}

function buildSpecifications(model: ModelSeed): CarSpecificationRow[] {
  const variants = byPrice(model);
  const { specs } = model;
  const electric = variants.every((v) => v.fuel === 'Listrik');
  const hybrid = variants.some((v) => v.fuel === 'Hybrid');
  const engineNote = (v: VariantSeed): string => (hybrid && v.fuel === 'Hybrid' ? ' (mesin)' : '');

  const base: Array<readonly [SpecGroup, string, SpecValue, boolean]> = [
    ['Mesin', electric ? 'Tipe Motor' : 'Tipe Mesin', perVariant(variants, (v) => v.engine), false],
    electric
      ? ['Mesin', 'Kapasitas Baterai', specs.battery ?? NOT_AVAILABLE, true]
      : ['Mesin', 'Kapasitas Mesin', perVariant(variants, (v) => `${formatNumber(v.engineCc)} cc`), true],
    ['Mesin', 'Tenaga Maksimum', perVariant(variants, (v) => `${v.powerPs} PS${engineNote(v)}`), true],
    ['Mesin', 'Torsi Maksimum', perVariant(variants, (v) => `${v.torqueNm} Nm${engineNote(v)}`), false],
    [
      'Transmisi',
      'Tipe Transmisi',
      perVariant(variants, (v) => specs.gearbox[v.transmission] ?? v.transmission),
      true,
    ],
    ['Transmisi', 'Sistem Penggerak', specs.drive, false],
    ['Dimensi', 'Panjang x Lebar x Tinggi', specs.dimensions, true],
    ['Dimensi', 'Jarak Sumbu Roda', specs.wheelbase, false],
    ['Dimensi', 'Ground Clearance', specs.groundClearance, true],
    ['Dimensi', electric ? 'Jarak Tempuh' : 'Kapasitas Tangki', specs.tank, false],
    ['Kaki-kaki', 'Suspensi Depan', specs.suspensionFront, false],
    ['Kaki-kaki', 'Suspensi Belakang', specs.suspensionRear, false],
    ['Kaki-kaki', 'Rem Depan / Belakang', specs.brakes, false],
    ['Kaki-kaki', 'Ukuran Velg', specs.wheels, false],
    ['Keselamatan', 'Airbag', specs.airbags, true],
    ['Keselamatan', 'Toyota Safety Sense', specs.safetySense, false],
    ['Keselamatan', 'Fitur Keselamatan', specs.safety, false],
    ['Kenyamanan', 'Pendingin Udara', specs.airConditioning, false],
    ['Kenyamanan', 'Material Jok', specs.upholstery, false],
    ['Fitur', 'Sistem Hiburan', specs.infotainment, false],
  ];
  const extra = (specs.extra ?? []).map(([group, label, value]) => [group, label, value, false] as const);

  const rows: CarSpecificationRow[] = [];
  for (const group of SPEC_GROUPS) {
    for (const [rowGroup, label, value, isKey] of [...base, ...extra]) {
      if (rowGroup !== group) continue;
      rows.push({
        modelCode: model.code,
        groupName: group,
        label,
        ...resolveSpecValue(value, variants),
        isKey,
        sortOrder: rows.length + 1,
      });
    }
  }
  return rows;
}

export const carModels: CarModelRow[] = MODELS.map((model, index) => ({
  code: model.code,
  name: model.name,
  bodyType: model.bodyType,
  tagline: model.tagline,
  description: model.description,
  seats: model.seats,
  doors: model.doors,
  trendingRank: model.trendingRank,
  testDrive: model.testDrive,
  sortOrder: index + 1,
}));

export const carVariants: CarVariantRow[] = MODELS.flatMap((model) =>
  byPrice(model).map((v, index) => ({
    code: v.code,
    modelCode: model.code,
    name: v.name,
    transmission: v.transmission,
    fuel: v.fuel,
    engine: v.engine,
    engineCc: v.engineCc,
    powerPs: v.powerPs,
    torqueNm: v.torqueNm,
    priceOtr: v.priceOtr,
    strikeThroughPrice: v.strikeThroughPrice,
    isPreorder: v.isPreorder,
    seats: v.seats,
    sortOrder: index + 1,
  })),
);

export const carColors: CarColorRow[] = MODELS.flatMap((model) =>
  model.colors.map((color, index) => ({ ...color, modelCode: model.code, sortOrder: index + 1 })),
);

export const carSpecifications: CarSpecificationRow[] = MODELS.flatMap(buildSpecifications);

export const carSuperiorities: CarSuperiorityRow[] = MODELS.flatMap((model) =>
  model.superiorities.map(([icon, title, description], index) => ({
    modelCode: model.code,
    title,
    description,
    icon,
    sortOrder: index + 1,
  })),
);

export const carGalleries: CarGalleryRow[] = MODELS.flatMap((model) =>
  model.gallery.map(([kind, title, caption], index) => ({
    modelCode: model.code,
    kind,
    title,
    caption,
    sortOrder: index + 1,
  })),
);

export const carVideos: CarVideoRow[] = MODELS.flatMap((model) =>
  model.videos.map(([title, description, durationSeconds, uploadDate]) => ({
    modelCode: model.code,
    title,
    description,
    // Issue 29: the model's official video where one is known, else the official channel searched
    // for the model (packages/domain/src/model-videos.ts records what was searched and found).
    url: modelVideoLink(model.code, model.name).url,
    durationSeconds,
    uploadDate,
  })),
);
