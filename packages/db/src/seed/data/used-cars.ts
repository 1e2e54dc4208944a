import { closestNewVariant, regionOfProvinceCode, transmissionOf, usedCarAge, usedPrice, type ConditionGrade } from '@kemudi/domain/used-price';
import { USED_CAR_WARRANTY } from '@kemudi/domain/used-car-warranty';
import type { usedCars as usedCarsTable, InspectionItem } from '../../schema/used-cars';
import { carModels, carVariants } from './cars';
import { BRANCHES, branchId, SEED_TODAY, type BranchSlug, type ModelCode } from './keys';

type UsedCarInsert = typeof usedCarsTable.$inferInsert;

/** Small seeded PRNG (mulberry32) so the generated parts are the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const COLORS = {
  putih: ['Putih', '#F4F4F2'],
  putihMutiara: ['Putih Mutiara', '#ECE9E1'],
  hitam: ['Hitam', '#121212'],
  hitamMetalik: ['Hitam Metalik', '#1F2023'],
  silver: ['Silver Metalik', '#B9BDC1'],
  abu: ['Abu-abu Metalik', '#7D8185'],
  abuGelap: ['Abu-abu Gelap Metalik', '#4B4E52'],
  merah: ['Merah Metalik', '#A3161D'],
  perunggu: ['Perunggu Metalik', '#8A6A4E'],
  oranye: ['Oranye Metalik', '#D2611F'],
} as const;
type Color = keyof typeof COLORS;

type Transmission = 'Manual' | 'CVT' | 'Otomatis';
type Fuel = 'Bensin' | 'Diesel' | 'Hybrid';

/**
 * The listed cars: branch, model, variant as sold that year, year, gearbox, fuel, colour, and the
 * name the car was sold under when the catalogue's model has since been renamed or replaced (the
 * Avanza Veloz before the 2021 Veloz, the Hilux S-Cab before the Hilux Rangga). Prices, mileages,
 * owners, inspections and descriptions are generated from these facts.
 */
type Listing = [BranchSlug, ModelCode, string, number, Transmission, Fuel, Color, string?];

const LISTINGS: Listing[] = [
  ['kemudi-toyota-sunter', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 'putih'],
  ['kemudi-toyota-sunter', 'fortuner', '2.4 VRZ A/T Diesel', 2019, 'Otomatis', 'Diesel', 'hitamMetalik'],
  ['kemudi-toyota-sunter', 'alphard', '2.5 G A/T', 2020, 'Otomatis', 'Bensin', 'hitam'],
  ['kemudi-toyota-kelapa-gading', 'innovazenix', '2.0 V CVT', 2023, 'CVT', 'Bensin', 'putihMutiara'],
  ['kemudi-toyota-kelapa-gading', 'camryhybrid', '2.5 HV CVT', 2021, 'CVT', 'Hybrid', 'hitamMetalik'],
  ['kemudi-toyota-kelapa-gading', 'agya', '1.2 GR Sport A/T', 2021, 'Otomatis', 'Bensin', 'merah'],
  ['kemudi-toyota-fatmawati', 'veloz', '1.5 Q CVT TSS', 2023, 'CVT', 'Bensin', 'perunggu'],
  ['kemudi-toyota-fatmawati', 'yariscross', '1.5 S CVT', 2024, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-fatmawati', 'corollacrosshybrid', '1.8 Hybrid CVT', 2021, 'CVT', 'Hybrid', 'putihMutiara'],
  ['kemudi-toyota-pondok-indah', 'alphard', '2.5 G A/T', 2018, 'Otomatis', 'Bensin', 'putihMutiara'],
  ['kemudi-toyota-pondok-indah', 'fortuner', '2.8 GR Sport 4x2 A/T', 2022, 'Otomatis', 'Diesel', 'hitam'],
  ['kemudi-toyota-pondok-indah', 'camryhybrid', '2.5 HV CVT', 2019, 'CVT', 'Hybrid', 'silver'],
  ['kemudi-toyota-pasar-minggu', 'avanza', '1.3 G A/T', 2020, 'Otomatis', 'Bensin', 'silver'],
  ['kemudi-toyota-pasar-minggu', 'calya', '1.2 G A/T', 2021, 'Otomatis', 'Bensin', 'abu'],
  ['kemudi-toyota-pasar-minggu', 'rush', '1.5 S A/T GR Sport', 2022, 'Otomatis', 'Bensin', 'putih'],
  ['kemudi-toyota-daan-mogot', 'kijanginnova', '2.4 G M/T Diesel', 2022, 'Manual', 'Diesel', 'hitamMetalik'],
  ['kemudi-toyota-daan-mogot', 'avanza', '1.3 G M/T', 2018, 'Manual', 'Bensin', 'silver'],
  ['kemudi-toyota-daan-mogot', 'hilux-rangga', '2.4 Pick Up M/T Diesel', 2021, 'Manual', 'Diesel', 'putih', 'Hilux S-Cab'],
  ['kemudi-toyota-puri-kembangan', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 'silver'],
  ['kemudi-toyota-puri-kembangan', 'raize', '1.0 GR Sport CVT Turbo', 2022, 'CVT', 'Bensin', 'merah'],
  ['kemudi-toyota-puri-kembangan', 'veloz', '1.5 Q CVT', 2022, 'CVT', 'Bensin', 'putihMutiara'],
  ['kemudi-toyota-cawang', 'kijanginnova', '2.4 V A/T Diesel', 2019, 'Otomatis', 'Diesel', 'abuGelap'],
  ['kemudi-toyota-cawang', 'avanza', '1.5 G CVT', 2023, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-cawang', 'agya', '1.2 G CVT', 2023, 'CVT', 'Bensin', 'merah'],
  ['kemudi-toyota-bsd', 'fortuner', '2.4 VRZ A/T Diesel', 2021, 'Otomatis', 'Diesel', 'putihMutiara'],
  ['kemudi-toyota-bsd', 'yariscross', '1.5 G CVT', 2023, 'CVT', 'Bensin', 'merah'],
  ['kemudi-toyota-bsd', 'corollacrosshybrid', '1.8 HV GR Sport CVT', 2023, 'CVT', 'Hybrid', 'putihMutiara'],
  ['kemudi-toyota-tangerang-city', 'avanza', '1.3 E M/T', 2022, 'Manual', 'Bensin', 'silver'],
  ['kemudi-toyota-tangerang-city', 'rush', '1.5 G M/T', 2019, 'Manual', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-bekasi-kalimalang', 'kijanginnova', '2.4 G M/T Diesel', 2017, 'Manual', 'Diesel', 'silver'],
  ['kemudi-toyota-bekasi-kalimalang', 'veloz', '1.5 A/T', 2020, 'Otomatis', 'Bensin', 'hitamMetalik', 'Avanza Veloz'],
  ['kemudi-toyota-bekasi-kalimalang', 'calya', '1.2 G M/T', 2019, 'Manual', 'Bensin', 'putih'],
  ['kemudi-toyota-margonda', 'agya', '1.2 G A/T', 2019, 'Otomatis', 'Bensin', 'silver'],
  ['kemudi-toyota-margonda', 'raize', '1.2 G M/T', 2023, 'Manual', 'Bensin', 'putih'],
  ['kemudi-toyota-margonda', 'avanza', '1.5 G A/T', 2021, 'Otomatis', 'Bensin', 'abu'],
  ['kemudi-toyota-bogor-pajajaran', 'rush', '1.5 S A/T GR Sport', 2023, 'Otomatis', 'Bensin', 'merah'],
  ['kemudi-toyota-bogor-pajajaran', 'kijanginnova', '2.4 G A/T Diesel', 2018, 'Otomatis', 'Diesel', 'abuGelap'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'avanza', '1.3 G A/T', 2019, 'Otomatis', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'fortuner', '2.8 VRZ 4x2 A/T', 2021, 'Otomatis', 'Diesel', 'hitam'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'innovazenix', '2.0 G CVT', 2024, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-bandung-pasteur', 'yariscross', '1.5 S CVT', 2023, 'CVT', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-bandung-pasteur', 'veloz', '1.5 Q CVT', 2022, 'CVT', 'Bensin', 'merah'],
  ['kemudi-toyota-bandung-pasteur', 'agya', '1.2 TRD Sportivo A/T', 2018, 'Otomatis', 'Bensin', 'oranye'],
  ['kemudi-toyota-semarang-majapahit', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 'silver'],
  ['kemudi-toyota-semarang-majapahit', 'kijanginnova', '2.4 V A/T Diesel', 2021, 'Otomatis', 'Diesel', 'putihMutiara'],
  ['kemudi-toyota-semarang-majapahit', 'calya', '1.2 G A/T', 2022, 'Otomatis', 'Bensin', 'merah'],
  ['kemudi-toyota-yogyakarta-magelang', 'rush', '1.5 G M/T', 2018, 'Manual', 'Bensin', 'silver'],
  ['kemudi-toyota-yogyakarta-magelang', 'agya', '1.2 E M/T', 2023, 'Manual', 'Bensin', 'putih'],
  ['kemudi-toyota-yogyakarta-magelang', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-yogyakarta-kota', 'veloz', '1.5 M/T', 2019, 'Manual', 'Bensin', 'putih', 'Avanza Veloz'],
  ['kemudi-toyota-yogyakarta-kota', 'raize', '1.0 G CVT Turbo', 2022, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-yogyakarta-kota', 'calya', '1.2 G M/T', 2018, 'Manual', 'Bensin', 'abu'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'fortuner', '2.8 GR Sport 4x2 A/T', 2023, 'Otomatis', 'Diesel', 'putihMutiara'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'innovazenix', '2.0 V CVT', 2024, 'CVT', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'corollacrosshybrid', '1.8 Hybrid CVT', 2020, 'CVT', 'Hybrid', 'merah'],
  ['kemudi-toyota-surabaya-kenjeran', 'avanza', '1.3 G M/T', 2019, 'Manual', 'Bensin', 'abuGelap'],
  ['kemudi-toyota-surabaya-kenjeran', 'hilux-rangga', '2.0 Pick Up M/T Bensin', 2019, 'Manual', 'Bensin', 'putih', 'Hilux S-Cab'],
  ['kemudi-toyota-surabaya-kenjeran', 'veloz', '1.5 Q CVT TSS', 2024, 'CVT', 'Bensin', 'putihMutiara'],
  ['kemudi-toyota-sidoarjo', 'rush', '1.5 S A/T TRD Sportivo', 2019, 'Otomatis', 'Bensin', 'putih'],
  ['kemudi-toyota-sidoarjo', 'kijanginnova', '2.4 V A/T Diesel', 2018, 'Otomatis', 'Diesel', 'silver'],
  ['kemudi-toyota-sidoarjo', 'avanza', '1.3 E CVT', 2023, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-denpasar-gatsu', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 'putih'],
  ['kemudi-toyota-denpasar-gatsu', 'yariscross', '1.5 G CVT', 2024, 'CVT', 'Bensin', 'silver'],
  ['kemudi-toyota-denpasar-gatsu', 'alphard', '2.5 G A/T', 2019, 'Otomatis', 'Bensin', 'hitam'],
  ['kemudi-toyota-balikpapan', 'fortuner', '2.4 VRZ A/T Diesel', 2017, 'Otomatis', 'Diesel', 'hitamMetalik'],
  ['kemudi-toyota-balikpapan', 'hilux-4x2', '2.4 E M/T 4x2', 2020, 'Manual', 'Diesel', 'silver'],
  ['kemudi-toyota-balikpapan', 'kijanginnova', '2.4 G M/T Diesel', 2020, 'Manual', 'Diesel', 'abuGelap'],
  ['kemudi-toyota-makassar-urip', 'avanza', '1.3 G A/T', 2020, 'Otomatis', 'Bensin', 'putih'],
  ['kemudi-toyota-makassar-urip', 'fortuner', '2.4 G A/T Diesel', 2020, 'Otomatis', 'Diesel', 'silver'],
  ['kemudi-toyota-makassar-urip', 'calya', '1.2 G A/T', 2020, 'Otomatis', 'Bensin', 'silver'],
  ['kemudi-toyota-medan-gatsu', 'fortuner', '2.4 VRZ A/T Diesel', 2018, 'Otomatis', 'Diesel', 'putihMutiara'],
  ['kemudi-toyota-medan-gatsu', 'kijanginnova', '2.4 Venturer A/T Diesel', 2020, 'Otomatis', 'Diesel', 'hitamMetalik'],
  ['kemudi-toyota-medan-gatsu', 'rush', '1.5 S A/T GR Sport', 2021, 'Otomatis', 'Bensin', 'abuGelap'],
  ['kemudi-toyota-palembang', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 'hitamMetalik'],
  ['kemudi-toyota-palembang', 'hilux-rangga', '2.4 Pick Up M/T Diesel', 2022, 'Manual', 'Diesel', 'putih', 'Hilux S-Cab'],
  ['kemudi-toyota-palembang', 'agya', '1.2 G M/T', 2017, 'Manual', 'Bensin', 'merah'],
  ['kemudi-toyota-banda-aceh', 'kijanginnova', '2.4 G A/T Diesel', 2019, 'Otomatis', 'Diesel', 'silver'],
  ['kemudi-toyota-banda-aceh', 'calya', '1.2 G M/T', 2021, 'Manual', 'Bensin', 'putih'],
  ['kemudi-toyota-cikarang', 'avanza', '1.3 E M/T', 2023, 'Manual', 'Bensin', 'putih'],
  ['kemudi-toyota-cikarang', 'veloz', '1.5 Q CVT', 2023, 'CVT', 'Bensin', 'abu'],
  ['kemudi-toyota-cikarang', 'hilux-rangga', '2.0 Pick Up M/T Bensin', 2020, 'Manual', 'Bensin', 'silver', 'Hilux S-Cab'],
];

/** Cars already reserved by a buyer (four, spread over the list). */
const BOOKED = new Set([5, 22, 41, 63]);

/** The listing year: ages are counted from it (§ used-price rule: a car of year Y is Y + ½ old). */
const LISTING_YEAR = Number(SEED_TODAY.slice(0, 4));


/** Plate prefix by branch city (§3 used car `plateRegion`). */
const PLATE_BY_CITY: Record<string, string> = {
  '0080': 'B',
  '3172': 'B',
  '3173': 'B',
  '3174': 'B',
  '3175': 'B',
  '3275': 'B',
  '3216': 'B',
  '3276': 'B',
  '3671': 'B',
  '3674': 'B',
  '3271': 'F',
  '3273': 'D',
  '3374': 'H',
  '3404': 'AB',
  '3471': 'AB',
  '3578': 'L',
  '3515': 'W',
  '5171': 'DK',
  '6471': 'KT',
  '7371': 'DD',
  '1271': 'BK',
  '1671': 'BG',
  '1171': 'BL',
};

/** Inspectors by plate region, i.e. by the workshop that certified the car. */
const INSPECTORS: Record<string, readonly string[]> = {
  B: ['Supriyanto', 'Heru Kurniadi', 'Rahmat Hidayat', 'Fauzan Akbar', 'Sapto Raharjo'],
  F: ['Dede Suherman'],
  D: ['Dadan Ramdani', 'Yayan Sopian'],
  H: ['Sutrisno Hadi', 'Agung Nugroho'],
  AB: ['Wahyu Kristanto', 'Suparman'],
  L: ['Moch. Ridwan', 'Sugianto'],
  W: ['Sugianto'],
  DK: ['I Nyoman Suarta', 'I Ketut Widana'],
  KT: ['Syahrul Ramadhan'],
  DD: ['Muh. Takdir'],
  BK: ['Parlindungan Siregar'],
  BG: ['Deddy Iskandar'],
  BL: ['Munawar Hasan'],
};

type ItemTemplate = {
  item: string;
  /** Notes when the inspector flags the item for attention or had it fixed. */
  attention?: readonly string[];
  repaired?: readonly string[];
  /** Occasional remarks on an item found in good order. */
  good?: readonly string[];
};

const CHECKS: Record<string, readonly ItemTemplate[]> = {
  Mesin: [
    {
      item: 'Suara mesin dan putaran idle',
      good: ['Kompresi merata di semua silinder.'],
      attention: ['Getaran halus saat idle dingin, masih dalam batas wajar.'],
      repaired: ['Engine mounting kanan diganti baru.'],
    },
    {
      item: 'Kebocoran oli',
      attention: ['Rembesan tipis di gasket tutup klep, sudah dibersihkan dan dipantau.'],
      repaired: ['Gasket tutup klep diganti, tidak ada rembesan lagi.'],
    },
    {
      item: 'Sistem pendingin dan radiator',
      repaired: ['Air radiator dikuras dan diganti coolant baru.', 'Selang radiator atas diganti baru.'],
    },
    { item: 'Filter udara dan busi', repaired: ['Filter udara dan busi diganti saat servis sertifikasi.'] },
  ],
  Transmisi: [
    { item: 'Perpindahan gigi', attention: ['Perpindahan gigi sedikit tertahan saat dingin, normal setelah mesin panas.'] },
    { item: 'Oli transmisi', repaired: ['Oli transmisi diganti sesuai jadwal servis.'] },
    { item: 'Kebocoran seal transmisi', attention: ['Seal as roda depan lembap, dijadwalkan dicek ulang saat servis berikutnya.'] },
  ],
  Kelistrikan: [
    { item: 'Aki dan sistem pengisian', repaired: ['Aki diganti baru, tegangan pengisian normal.'], attention: ['Kondisi aki 70%, disarankan ganti dalam 6 bulan.'] },
    { item: 'AC dan blower', repaired: ['Filter kabin diganti dan evaporator dibersihkan.'] },
    { item: 'Lampu utama, sein, dan rem' },
    { item: 'Power window dan central lock', attention: ['Power window belakang kiri bergerak agak lambat.'] },
    { item: 'Head unit dan kamera mundur' },
  ],
  Eksterior: [
    {
      item: 'Cat dan panel bodi',
      attention: ['Baret halus di bumper belakang, tidak menembus cat dasar.', 'Ada bekas jamur cat tipis di atap.'],
      repaired: ['Retouch cat pada pintu kiri depan.', 'Penyok kecil di fender kanan sudah diperbaiki dan dicat ulang.'],
    },
    { item: 'Kaca dan spion', attention: ['Goresan kecil di kaca depan, tidak mengganggu pandangan.'] },
    { item: 'Struktur rangka dan bekas banjir', good: ['Tidak ditemukan bekas tabrakan berat maupun banjir.'] },
  ],
  Interior: [
    { item: 'Jok dan plafon', attention: ['Ada noda ringan di jok baris kedua.'], repaired: ['Interior dicuci menyeluruh dan jok dibersihkan.'] },
    { item: 'Dasbor dan panel instrumen' },
    { item: 'Sabuk pengaman dan airbag' },
    { item: 'Karpet dan bau kabin', repaired: ['Karpet diganti dan kabin diberi perawatan ozon.'] },
  ],
  'Kaki-kaki': [
    {
      item: 'Rem depan dan belakang',
      attention: ['Kampas rem depan tersisa sekitar 40%, disarankan ganti pada servis berikutnya.'],
      repaired: ['Kampas rem depan diganti baru.'],
    },
    { item: 'Ban dan velg', attention: ['Ketebalan ban tersisa sekitar 50%.'], repaired: ['Dua ban depan diganti baru.'] },
    { item: 'Shock absorber', attention: ['Shock absorber belakang mulai lembek.'], repaired: ['Sepasang shock absorber depan diganti.'] },
    { item: 'Kemudi, tie rod, dan ball joint', repaired: ['Spooring dan balancing dilakukan ulang.'] },
  ],
  Dokumen: [
    { item: 'BPKB dan faktur', good: ['Dokumen asli lengkap dan siap balik nama.'] },
    { item: 'STNK dan pajak tahunan', good: ['Pajak tahunan masih berlaku lebih dari enam bulan.'] },
    { item: 'Buku servis dan kunci cadangan' },
  ],
};

const GROUPS = ['Mesin', 'Transmisi', 'Kelistrikan', 'Eksterior', 'Interior', 'Kaki-kaki', 'Dokumen'] as const;

function inspect(
  random: () => number,
  hybrid: boolean,
  manual: boolean,
  grade: 'A' | 'B',
  serviceNote: string,
): InspectionItem[] {
  const items: InspectionItem[] = [];
  const extra = between(random, 1, 5);
  const perGroup = new Map<string, number>(GROUPS.map((g) => [g, 1]));
  for (let i = 0; i < extra; i += 1) {
    // Only groups with an item left to check (each group has at least three).
    const open = GROUPS.filter((g) => (perGroup.get(g) ?? 1) < 3);
    const group = pick(random, open);
    perGroup.set(group, (perGroup.get(group) ?? 1) + 1);
  }
  // Grade B cars carry one to three findings, grade A at most one repaired item.
  let findings = grade === 'A' ? between(random, 0, 1) : between(random, 1, 3);

  for (const group of GROUPS) {
    const templates = [...(CHECKS[group] ?? [])];
    if (group === 'Mesin' && hybrid) templates.unshift({ item: 'Baterai dan sistem hybrid' });
    if (group === 'Transmisi' && manual) templates.unshift({ item: 'Kopling', attention: ['Kopling mulai tinggi, masih nyaman dipakai harian.'], repaired: ['Kampas kopling diganti baru.'] });
    const count = Math.min(perGroup.get(group) ?? 1, templates.length);
    // Rotate the templates so the checked items differ from car to car.
    const start = Math.floor(random() * templates.length);
    for (let k = 0; k < count; k += 1) {
      const template = templates[(start + k) % templates.length];
      if (!template) continue;
      let status: InspectionItem['status'] = 'baik';
      let note: string | null = null;
      const canRepair = template.repaired !== undefined;
      const canWatch = template.attention !== undefined && grade === 'B';
      if (findings > 0 && (canRepair || canWatch) && random() < 0.6) {
        if (canWatch && (!canRepair || random() < 0.5)) {
          status = 'perhatian';
          note = pick(random, template.attention ?? []);
        } else {
          status = 'diperbaiki';
          note = pick(random, template.repaired ?? []);
        }
        findings -= 1;
      } else if (template.item === 'Baterai dan sistem hybrid') {
        note = 'Kapasitas baterai hybrid terukur di atas 85%.';
      } else if (template.item === 'Buku servis dan kunci cadangan') {
        // What the description says about the service history, in the inspector's words.
        note = serviceNote;
      } else if (template.good && random() < 0.4) {
        note = pick(random, template.good);
      }
      items.push({ group, item: template.item, status, note });
    }
  }
  return items;
}

function formatThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const NUMBER_WORDS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima'];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

const FAMILY: readonly ModelCode[] = ['avanza', 'veloz', 'calya', 'kijanginnova', 'innovazenix'];
const SUV: readonly ModelCode[] = ['fortuner', 'rush'];
const CITY_CARS: readonly ModelCode[] = ['agya', 'raize', 'yariscross'];
const PICKUPS: readonly ModelCode[] = ['hilux-4x2', 'hilux-4x4', 'hilux-rangga'];

function characterSentence(model: ModelCode, seats: number, random: () => number): string {
  if (FAMILY.includes(model)) {
    return pick(random, [
      `Kabinnya lega untuk ${seats} penumpang, pas untuk keluarga yang sering bepergian jauh.`,
      'Baris kedua dan ketiga bersih, AC terasa dingin merata sampai ke belakang.',
    ]);
  }
  if (SUV.includes(model)) {
    return pick(random, [
      'Posisinya yang tinggi membuatnya tenang melewati jalan rusak maupun genangan.',
      'Tenaga mesinnya responsif dan suspensinya sudah diperiksa untuk perjalanan luar kota.',
    ]);
  }
  if (CITY_CARS.includes(model)) {
    return pick(random, [
      'Ukurannya ringkas dan irit bahan bakar, cocok untuk mobilitas harian di dalam kota.',
      'Mudah diparkir di mana saja dan perawatannya terjangkau.',
    ]);
  }
  if (model === 'camryhybrid' || model === 'corollacrosshybrid') {
    return 'Sistem hybrid sudah diperiksa dengan alat diagnosis resmi dan konsumsi bensinnya tetap irit.';
  }
  if (model === 'alphard') {
    return 'Captain seat baris kedua masih empuk dan semua fitur kenyamanan berfungsi normal.';
  }
  if (PICKUPS.includes(model)) {
    return 'Bak belakang kokoh tanpa karat dan siap dipakai untuk kebutuhan usaha.';
  }
  return 'Seluruh fungsi kendaraan sudah diperiksa teknisi bersertifikat Toyota.';
}

/** What a buyer asks first, in the seller's words: owners, kilometres, service, condition. */
function describe(
  random: () => number,
  car: {
    name: string;
    modelCode: ModelCode;
    seats: number;
    year: number;
    colorName: string;
    mileageKm: number;
    age: number;
    ownerCount: number;
    serviceUntil: number | null;
    score: number;
    grade: string;
    items: InspectionItem[];
  },
): string {
  const { name, year } = car;
  const color = car.colorName.toLowerCase();
  const km = formatThousands(car.mileageKm);
  const sentences: string[] = [];

  if (car.ownerCount === 1) {
    sentences.push(
      pick(random, [
        `${name} ${year} ini tangan pertama: sejak baru hanya dimiliki satu orang.`,
        `Unit tangan pertama: ${name} keluaran ${year} berwarna ${color} ini belum pernah berganti pemilik.`,
        `Dijual dari pemilik pertamanya, ${name} tahun ${year} ini hadir dengan BPKB dan faktur asli.`,
      ]),
    );
  } else {
    sentences.push(
      pick(random, [
        `${name} ${year} berwarna ${color} ini tercatat ${inWords(car.ownerCount)} pemilik di BPKB, dengan dokumen lengkap.`,
        car.ownerCount === 2
          ? `Mobil ini baru sekali berganti pemilik: ${name} keluaran ${year}, warna ${color}.`
          : `${name} keluaran ${year} ini sudah ${inWords(car.ownerCount - 1)} kali berganti pemilik, semuanya tercatat rapi.`,
      ]),
    );
  }

  const perYear = car.mileageKm / car.age;
  const years = LISTING_YEAR - year;
  if (perYear < 9_000) {
    sentences.push(
      pick(random, [
        `Jarak tempuhnya rendah untuk usianya: ${km} km, rata-rata sekitar ${formatThousands(Math.round(perYear / 500) * 500)} km per tahun.`,
        `Odometer baru menunjukkan ${km} km, jauh di bawah rata-rata mobil berumur ${years} tahun.`,
      ]),
    );
  } else if (perYear <= 18_000) {
    sentences.push(
      pick(random, [
        `Odometer menunjukkan ${km} km, wajar untuk mobil berumur ${years} tahun.`,
        `Jarak tempuhnya ${km} km, sesuai pemakaian harian yang wajar.`,
      ]),
    );
  } else {
    sentences.push(
      PICKUPS.includes(car.modelCode)
        ? `Jarak tempuhnya ${km} km karena dipakai untuk usaha, dan hal itu sudah diperhitungkan dalam harganya.`
        : `Jarak tempuhnya ${km} km, di atas rata-rata karena sering dipakai ke luar kota, dan hal itu sudah diperhitungkan dalam harganya.`,
    );
  }

  sentences.push(
    car.serviceUntil === null
      ? pick(random, [
          'Servis berkalanya selalu di bengkel resmi Toyota dan buku servisnya lengkap.',
          'Riwayat servisnya lengkap di bengkel resmi Toyota, tercatat di buku servis.',
        ])
      : `Servis di bengkel resmi tercatat hingga ${car.serviceUntil}, selanjutnya di bengkel umum; sebelum dijual, oli, filter, dan cairan lainnya sudah kami ganti.`,
  );

  const repaired = car.items.filter((i) => i.status === 'diperbaiki').length;
  const watch = car.items.filter((i) => i.status === 'perhatian').length;
  const inspection = `Inspeksi 175 titik memberi skor ${car.score} (grade ${car.grade})`;
  if (repaired === 0 && watch === 0) sentences.push(`${inspection} tanpa temuan yang perlu diperbaiki.`);
  else if (watch === 0) sentences.push(`${inspection}; ${inWords(repaired)} temuan sudah kami perbaiki sebelum mobil ditawarkan.`);
  else
    sentences.push(
      `${inspection}; ${repaired > 0 ? `${inWords(repaired)} temuan sudah kami perbaiki, dan ` : ''}${inWords(watch)} catatan ringan kami tulis apa adanya di laporan inspeksi.`,
    );

  sentences.push(
    random() < 0.6
      ? characterSentence(car.modelCode, car.seats, random)
      : pick(random, [
          `Termasuk ${USED_CAR_WARRANTY.text}, serta bantuan proses balik nama.`,
          'Bisa tukar tambah dengan mobil lama Anda atau dibeli secara kredit dengan uang muka ringan.',
        ]),
  );
  return sentences.join(' ');
}

const MODELS = new Map(carModels.map((m) => [m.code, m]));
const NEW_CARS = carVariants.map((v) => ({
  modelCode: v.modelCode,
  variantName: v.name,
  transmission: transmissionOf(v.transmission),
  fuel: v.fuel,
  price: v.priceOtr,
}));

/** The listing's price by the one used-price rule (packages/domain/src/used-price.ts). */
export function priceOfListing(car: {
  modelCode: string;
  variantName: string;
  year: number;
  transmission: string;
  fuel: string;
  mileageKm: number;
  condition: ConditionGrade;
  cityIsocode: string;
}) {
  const model = MODELS.get(car.modelCode);
  const fresh = closestNewVariant(NEW_CARS, { modelCode: car.modelCode, variantName: car.variantName, transmission: transmissionOf(car.transmission), fuel: car.fuel });
  if (!model || !fresh) throw new Error(`No new price for ${car.modelCode} ${car.variantName}`);
  return {
    newPrice: fresh.price,
    ...usedPrice({
      newPrice: fresh.price,
      bodyType: model.bodyType,
      fuel: car.fuel,
      year: car.year,
      currentYear: LISTING_YEAR,
      mileageKm: car.mileageKm,
      condition: car.condition,
      // Jakarta Pusat's historic code 0080 is in Jawa like every 3xxx city.
      region: regionOfProvinceCode(car.cityIsocode.slice(0, 2)),
    }),
  };
}

function buildUsedCar(listing: Listing, index: number): UsedCarInsert {
  const [branch, modelCode, variantName, year, transmission, fuel, color, soldAs] = listing;
  const random = createRandom(20_260_000 + index * 977);
  const [colorName, colorHex] = COLORS[color];
  const cityIsocode = branchCity(branch);
  const plateRegion = PLATE_BY_CITY[cityIsocode];
  const model = MODELS.get(modelCode);
  if (!plateRegion) throw new Error(`No plate region for city ${cityIsocode}`);
  if (!model) throw new Error(`No model ${modelCode}`);

  const age = usedCarAge(year, LISTING_YEAR);
  // Kilometres a year: pickups work, a few cars stay in the garage, a few travel far.
  const usage = random();
  const perYear = PICKUPS.includes(modelCode)
    ? between(random, 17_000, 27_000)
    : usage < 0.15
      ? between(random, 4_500, 8_000)
      : usage < 0.9
        ? between(random, 9_000, 16_000)
        : between(random, 19_000, 24_000);
  const mileageKm = Math.round(age * perYear) + between(random, 0, 900);

  const ownerRoll = random();
  const ownerCount = age > 8 && ownerRoll < 0.12 ? 3 : age > 4 && ownerRoll < 0.4 ? 2 : 1;
  // A full dealer service record, or dealer service for the first years only.
  const fullService = random() < (ownerCount === 1 ? 0.8 : 0.5);
  const serviceUntil = fullService || age < 4 ? null : year + between(random, 2, Math.min(4, Math.floor(age) - 1));
  const serviceNote =
    serviceUntil === null
      ? 'Riwayat servis tercatat lengkap di bengkel resmi, kunci cadangan tersedia.'
      : `Buku servis resmi terisi hingga ${serviceUntil}, nota bengkel umum sesudahnya tersimpan; kunci cadangan tersedia.`;

  const listedDate = addDays(SEED_TODAY, -between(random, 1, 100));
  const inspectedDate = addDays(listedDate, -between(random, 2, 9));

  const heavy = mileageKm > age * 18_000;
  const score = Math.max(78, Math.min(98, Math.round(98 - age * 1.3 - random() * 6 + (perYear < 8_000 ? 3 : 0) - (heavy ? 3 : 0) - (serviceUntil === null ? 0 : 2))));
  const grade = score >= 88 ? 'A' : 'B';
  const items = inspect(random, fuel === 'Hybrid', transmission === 'Manual', grade, serviceNote);
  const { price } = priceOfListing({ modelCode, variantName, year, transmission, fuel, mileageKm, condition: grade, cityIsocode });

  const name = soldAs ?? model.name;
  return {
    code: `UC-${String(26_101 + index * 3)}`,
    modelCode,
    modelName: soldAs ?? null,
    variantCode: null,
    variantName,
    year,
    colorName,
    colorHex,
    mileageKm,
    transmission,
    fuel,
    plateRegion,
    price,
    branchId: branchId(branch),
    ownerCount,
    warrantyMonths: USED_CAR_WARRANTY.months,
    description: describe(random, { name: `${name} ${variantName}`, modelCode, seats: model.seats, year, colorName, mileageKm, age, ownerCount, serviceUntil, score, grade, items }),
    status: BOOKED.has(index) ? 'booked' : 'available',
    pricedByRule: true,
    listedDate,
    inspection: {
      score,
      grade,
      inspectedDate,
      inspector: pick(random, INSPECTORS[plateRegion] ?? ['Supriyanto']),
      pointsChecked: 175,
      items,
    },
  };
}

function branchCity(slug: BranchSlug): string {
  const entry = BRANCHES.find(([s]) => s === slug);
  if (!entry) throw new Error(`Unknown branch ${slug}`);
  return entry[1];
}

/** Certified used cars, spread over the visible branches that sell cars. */
export const usedCars: UsedCarInsert[] = LISTINGS.map(buildUsedCar);
