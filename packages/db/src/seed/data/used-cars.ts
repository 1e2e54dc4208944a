import type { usedCars as usedCarsTable, InspectionItem } from '../../schema/used-cars';
import { BRANCHES, branchId, type BranchSlug, type ModelCode } from './keys';

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

const MODEL_NAMES: Partial<Record<ModelCode, string>> = {
  agya: 'Agya',
  calya: 'Calya',
  avanza: 'Avanza',
  veloz: 'Veloz',
  raize: 'Raize',
  rush: 'Rush',
  yariscross: 'Yaris Cross',
  innovazenix: 'Kijang Innova Zenix',
  kijanginnova: 'Kijang Innova',
  fortuner: 'Fortuner',
  corollacrosshybrid: 'Corolla Cross Hybrid',
  camryhybrid: 'Camry Hybrid',
  alphard: 'Alphard',
  'hilux-4x2': 'Hilux',
};

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

/**
 * The listed cars: branch, model, variant as sold that year, year, gearbox, fuel,
 * typical asking price in millions of rupiah, colour.
 */
type Listing = [BranchSlug, ModelCode, string, number, Transmission, Fuel, number, Color];

const LISTINGS: Listing[] = [
  ['kemudi-toyota-sunter', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 232, 'putih'],
  ['kemudi-toyota-sunter', 'fortuner', '2.4 VRZ A/T Diesel', 2019, 'Otomatis', 'Diesel', 425, 'hitamMetalik'],
  ['kemudi-toyota-sunter', 'alphard', '2.5 G A/T', 2020, 'Otomatis', 'Bensin', 945, 'hitam'],
  ['kemudi-toyota-kelapa-gading', 'innovazenix', '2.0 V CVT', 2023, 'CVT', 'Bensin', 445, 'putihMutiara'],
  ['kemudi-toyota-kelapa-gading', 'camryhybrid', '2.5 HV CVT', 2021, 'CVT', 'Hybrid', 565, 'hitamMetalik'],
  ['kemudi-toyota-kelapa-gading', 'agya', '1.2 GR Sport A/T', 2021, 'Otomatis', 'Bensin', 142, 'merah'],
  ['kemudi-toyota-fatmawati', 'veloz', '1.5 Q CVT TSS', 2023, 'CVT', 'Bensin', 288, 'perunggu'],
  ['kemudi-toyota-fatmawati', 'yariscross', '1.5 S CVT', 2024, 'CVT', 'Bensin', 352, 'abu'],
  ['kemudi-toyota-fatmawati', 'corollacrosshybrid', '1.8 Hybrid CVT', 2021, 'CVT', 'Hybrid', 405, 'putihMutiara'],
  ['kemudi-toyota-pondok-indah', 'alphard', '2.5 G A/T', 2018, 'Otomatis', 'Bensin', 805, 'putihMutiara'],
  ['kemudi-toyota-pondok-indah', 'fortuner', '2.8 GR Sport 4x2 A/T', 2022, 'Otomatis', 'Diesel', 555, 'hitam'],
  ['kemudi-toyota-pondok-indah', 'camryhybrid', '2.5 HV CVT', 2019, 'CVT', 'Hybrid', 475, 'silver'],
  ['kemudi-toyota-pasar-minggu', 'avanza', '1.3 G A/T', 2020, 'Otomatis', 'Bensin', 182, 'silver'],
  ['kemudi-toyota-pasar-minggu', 'calya', '1.2 G A/T', 2021, 'Otomatis', 'Bensin', 138, 'abu'],
  ['kemudi-toyota-pasar-minggu', 'rush', '1.5 S A/T GR Sport', 2022, 'Otomatis', 'Bensin', 243, 'putih'],
  ['kemudi-toyota-daan-mogot', 'kijanginnova', '2.4 G M/T Diesel', 2022, 'Manual', 'Diesel', 362, 'hitamMetalik'],
  ['kemudi-toyota-daan-mogot', 'avanza', '1.3 G M/T', 2018, 'Manual', 'Bensin', 152, 'silver'],
  ['kemudi-toyota-daan-mogot', 'hilux-4x2', '2.4 Single Cab M/T Diesel', 2021, 'Manual', 'Diesel', 232, 'putih'],
  ['kemudi-toyota-puri-kembangan', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 392, 'silver'],
  ['kemudi-toyota-puri-kembangan', 'raize', '1.0 GR Sport CVT Turbo', 2022, 'CVT', 'Bensin', 218, 'merah'],
  ['kemudi-toyota-puri-kembangan', 'veloz', '1.5 Q CVT', 2022, 'CVT', 'Bensin', 258, 'putihMutiara'],
  ['kemudi-toyota-cawang', 'kijanginnova', '2.4 V A/T Diesel', 2019, 'Otomatis', 'Diesel', 342, 'abuGelap'],
  ['kemudi-toyota-cawang', 'avanza', '1.5 G CVT', 2023, 'CVT', 'Bensin', 245, 'abu'],
  ['kemudi-toyota-cawang', 'agya', '1.2 G CVT', 2023, 'CVT', 'Bensin', 163, 'merah'],
  ['kemudi-toyota-bsd', 'fortuner', '2.4 VRZ A/T Diesel', 2021, 'Otomatis', 'Diesel', 482, 'putihMutiara'],
  ['kemudi-toyota-bsd', 'yariscross', '1.5 G CVT', 2023, 'CVT', 'Bensin', 318, 'merah'],
  ['kemudi-toyota-bsd', 'corollacrosshybrid', '1.8 HV GR Sport CVT', 2023, 'CVT', 'Hybrid', 498, 'putihMutiara'],
  ['kemudi-toyota-tangerang-city', 'avanza', '1.3 E M/T', 2022, 'Manual', 'Bensin', 198, 'silver'],
  ['kemudi-toyota-tangerang-city', 'rush', '1.5 G M/T', 2019, 'Manual', 'Bensin', 188, 'hitamMetalik'],
  ['kemudi-toyota-bekasi-kalimalang', 'kijanginnova', '2.0 G M/T', 2017, 'Manual', 'Bensin', 228, 'silver'],
  ['kemudi-toyota-bekasi-kalimalang', 'veloz', '1.5 A/T', 2020, 'Otomatis', 'Bensin', 205, 'hitamMetalik'],
  ['kemudi-toyota-bekasi-kalimalang', 'calya', '1.2 G M/T', 2019, 'Manual', 'Bensin', 118, 'putih'],
  ['kemudi-toyota-margonda', 'agya', '1.2 G A/T', 2019, 'Otomatis', 'Bensin', 118, 'silver'],
  ['kemudi-toyota-margonda', 'raize', '1.2 G M/T', 2023, 'Manual', 'Bensin', 192, 'putih'],
  ['kemudi-toyota-margonda', 'avanza', '1.5 G A/T', 2021, 'Otomatis', 'Bensin', 205, 'abu'],
  ['kemudi-toyota-bogor-pajajaran', 'rush', '1.5 S A/T GR Sport', 2023, 'Otomatis', 'Bensin', 258, 'merah'],
  ['kemudi-toyota-bogor-pajajaran', 'kijanginnova', '2.4 G A/T Diesel', 2018, 'Otomatis', 'Diesel', 298, 'abuGelap'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'avanza', '1.3 G A/T', 2019, 'Otomatis', 'Bensin', 172, 'hitamMetalik'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'fortuner', '2.8 VRZ 4x2 A/T', 2021, 'Otomatis', 'Diesel', 525, 'hitam'],
  ['kemudi-toyota-bandung-soekarno-hatta', 'innovazenix', '2.0 G CVT', 2024, 'CVT', 'Bensin', 412, 'abu'],
  ['kemudi-toyota-bandung-pasteur', 'yariscross', '1.5 S CVT', 2023, 'CVT', 'Bensin', 332, 'hitamMetalik'],
  ['kemudi-toyota-bandung-pasteur', 'veloz', '1.5 Q CVT', 2022, 'CVT', 'Bensin', 255, 'merah'],
  ['kemudi-toyota-bandung-pasteur', 'agya', '1.2 TRD Sportivo A/T', 2018, 'Otomatis', 'Bensin', 112, 'oranye'],
  ['kemudi-toyota-semarang-majapahit', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 228, 'silver'],
  ['kemudi-toyota-semarang-majapahit', 'kijanginnova', '2.4 V A/T Diesel', 2021, 'Otomatis', 'Diesel', 398, 'putihMutiara'],
  ['kemudi-toyota-semarang-majapahit', 'calya', '1.2 G A/T', 2022, 'Otomatis', 'Bensin', 142, 'merah'],
  ['kemudi-toyota-yogyakarta-magelang', 'rush', '1.5 G M/T', 2018, 'Manual', 'Bensin', 178, 'silver'],
  ['kemudi-toyota-yogyakarta-magelang', 'agya', '1.2 E M/T', 2023, 'Manual', 'Bensin', 145, 'putih'],
  ['kemudi-toyota-yogyakarta-magelang', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 395, 'hitamMetalik'],
  ['kemudi-toyota-yogyakarta-kota', 'veloz', '1.5 M/T', 2019, 'Manual', 'Bensin', 178, 'putih'],
  ['kemudi-toyota-yogyakarta-kota', 'raize', '1.0 G CVT Turbo', 2022, 'CVT', 'Bensin', 205, 'abu'],
  ['kemudi-toyota-yogyakarta-kota', 'calya', '1.2 G M/T', 2018, 'Manual', 'Bensin', 112, 'abu'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'fortuner', '2.8 GR Sport 4x2 A/T', 2023, 'Otomatis', 'Diesel', 585, 'putihMutiara'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'innovazenix', '2.0 V CVT', 2024, 'CVT', 'Bensin', 455, 'hitamMetalik'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'corollacrosshybrid', '1.8 Hybrid CVT', 2020, 'CVT', 'Hybrid', 378, 'merah'],
  ['kemudi-toyota-surabaya-kenjeran', 'avanza', '1.3 G M/T', 2019, 'Manual', 'Bensin', 162, 'abuGelap'],
  ['kemudi-toyota-surabaya-kenjeran', 'hilux-4x2', '2.0 Single Cab M/T', 2019, 'Manual', 'Bensin', 168, 'putih'],
  ['kemudi-toyota-surabaya-kenjeran', 'veloz', '1.5 Q CVT TSS', 2024, 'CVT', 'Bensin', 305, 'putihMutiara'],
  ['kemudi-toyota-sidoarjo', 'rush', '1.5 S A/T TRD Sportivo', 2019, 'Otomatis', 'Bensin', 202, 'putih'],
  ['kemudi-toyota-sidoarjo', 'kijanginnova', '2.0 V A/T', 2018, 'Otomatis', 'Bensin', 285, 'silver'],
  ['kemudi-toyota-sidoarjo', 'avanza', '1.3 E CVT', 2023, 'CVT', 'Bensin', 218, 'abu'],
  ['kemudi-toyota-denpasar-gatsu', 'innovazenix', '2.0 G CVT', 2023, 'CVT', 'Bensin', 388, 'putih'],
  ['kemudi-toyota-denpasar-gatsu', 'yariscross', '1.5 G CVT', 2024, 'CVT', 'Bensin', 335, 'silver'],
  ['kemudi-toyota-denpasar-gatsu', 'alphard', '2.5 G A/T', 2019, 'Otomatis', 'Bensin', 870, 'hitam'],
  ['kemudi-toyota-balikpapan', 'fortuner', '2.4 VRZ A/T Diesel', 2017, 'Otomatis', 'Diesel', 385, 'hitamMetalik'],
  ['kemudi-toyota-balikpapan', 'hilux-4x2', '2.4 E D-Cab M/T Diesel', 2020, 'Manual', 'Diesel', 318, 'silver'],
  ['kemudi-toyota-balikpapan', 'kijanginnova', '2.4 G M/T Diesel', 2020, 'Manual', 'Diesel', 318, 'abuGelap'],
  ['kemudi-toyota-makassar-urip', 'avanza', '1.3 G A/T', 2020, 'Otomatis', 'Bensin', 180, 'putih'],
  ['kemudi-toyota-makassar-urip', 'fortuner', '2.4 G A/T Diesel', 2020, 'Otomatis', 'Diesel', 415, 'silver'],
  ['kemudi-toyota-makassar-urip', 'calya', '1.2 G A/T', 2020, 'Otomatis', 'Bensin', 128, 'silver'],
  ['kemudi-toyota-medan-gatsu', 'fortuner', '2.4 VRZ A/T Diesel', 2018, 'Otomatis', 'Diesel', 402, 'putihMutiara'],
  ['kemudi-toyota-medan-gatsu', 'kijanginnova', '2.4 Venturer A/T Diesel', 2020, 'Otomatis', 'Diesel', 418, 'hitamMetalik'],
  ['kemudi-toyota-medan-gatsu', 'rush', '1.5 S A/T GR Sport', 2021, 'Otomatis', 'Bensin', 232, 'abuGelap'],
  ['kemudi-toyota-palembang', 'avanza', '1.5 G CVT', 2022, 'CVT', 'Bensin', 230, 'hitamMetalik'],
  ['kemudi-toyota-palembang', 'hilux-4x2', '2.4 Single Cab M/T Diesel', 2022, 'Manual', 'Diesel', 248, 'putih'],
  ['kemudi-toyota-palembang', 'agya', '1.2 G M/T', 2017, 'Manual', 'Bensin', 98, 'merah'],
  ['kemudi-toyota-banda-aceh', 'kijanginnova', '2.4 G A/T Diesel', 2019, 'Otomatis', 'Diesel', 315, 'silver'],
  ['kemudi-toyota-banda-aceh', 'calya', '1.2 G M/T', 2021, 'Manual', 'Bensin', 128, 'putih'],
  ['kemudi-toyota-cikarang', 'avanza', '1.3 E M/T', 2023, 'Manual', 'Bensin', 205, 'putih'],
  ['kemudi-toyota-cikarang', 'veloz', '1.5 Q CVT', 2023, 'CVT', 'Bensin', 272, 'abu'],
  ['kemudi-toyota-cikarang', 'hilux-4x2', '2.0 Single Cab M/T', 2020, 'Manual', 'Bensin', 178, 'silver'],
];

/** Cars already reserved by a buyer (four, spread over the list). */
const BOOKED = new Set([5, 22, 41, 63]);

/** The listing year: ages and mileages are relative to it. */
const LISTING_YEAR = 2026;

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
    { item: 'Buku servis dan kunci cadangan', good: ['Riwayat servis tercatat di bengkel resmi, kunci cadangan tersedia.'] },
  ],
};

const GROUPS = ['Mesin', 'Transmisi', 'Kelistrikan', 'Eksterior', 'Interior', 'Kaki-kaki', 'Dokumen'] as const;

function inspect(
  random: () => number,
  hybrid: boolean,
  manual: boolean,
  grade: 'A' | 'B',
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

const FAMILY: readonly ModelCode[] = ['avanza', 'veloz', 'calya', 'kijanginnova', 'innovazenix'];
const SUV: readonly ModelCode[] = ['fortuner', 'rush'];
const CITY_CARS: readonly ModelCode[] = ['agya', 'raize', 'yariscross'];

function characterSentence(model: ModelCode, random: () => number): string {
  if (FAMILY.includes(model)) {
    return pick(random, [
      'Kabinnya lega untuk tujuh penumpang, pas untuk keluarga yang sering bepergian jauh.',
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
  if (model === 'hilux-4x2') {
    return 'Bak belakang kokoh tanpa karat dan siap dipakai untuk kebutuhan usaha.';
  }
  return 'Seluruh fungsi kendaraan sudah diperiksa teknisi bersertifikat Toyota.';
}

function buildUsedCar(listing: Listing, index: number): UsedCarInsert {
  const [branch, modelCode, variantName, year, transmission, fuel, priceMillions, color] = listing;
  const random = createRandom(20_260_000 + index * 977);
  const [colorName, colorHex] = COLORS[color];
  const cityIsocode = branchCity(branch);
  const plateRegion = PLATE_BY_CITY[cityIsocode];
  if (!plateRegion) throw new Error(`No plate region for city ${cityIsocode}`);

  const age = LISTING_YEAR - year + 0.5;
  const lowMileage = random() < 0.15;
  const perYear = lowMileage ? between(random, 4_500, 7_500) : between(random, 8_000, 15_000);
  const mileageKm = Math.round(age * perYear) + between(random, 0, 900);
  const expectedKm = age * 11_500;
  // Lower mileage than usual earns up to ~4% more, higher mileage up to ~4% less.
  const mileageFactor = 1 + Math.max(-0.04, Math.min(0.04, ((expectedKm - mileageKm) / expectedKm) * 0.08));
  const jitter = 0.98 + random() * 0.04;
  const price = Math.round((priceMillions * 1_000_000 * mileageFactor * jitter) / 500_000) * 500_000;

  const ownerCount = age > 5 && random() < 0.35 ? 2 : 1;
  const warrantyMonths = year >= 2022 ? 12 : 6;

  const month = 8 + Math.floor(random() * 4);
  const listedDate = `${LISTING_YEAR}-${String(month).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
  const inspectedDate = addDays(listedDate, -between(random, 2, 9));

  const score = Math.max(78, Math.min(98, Math.round(98 - age * 1.3 - random() * 6 + (lowMileage ? 3 : 0))));
  const grade = score >= 88 ? 'A' : 'B';
  const items = inspect(random, fuel === 'Hybrid', transmission === 'Manual', grade);

  const name = `${MODEL_NAMES[modelCode] ?? modelCode} ${variantName}`;
  const ownerPhrase = ownerCount === 1 ? 'tangan pertama' : 'baru dua kali berpindah tangan';
  const opening = pick(random, [
    `${name} keluaran ${year} ini ${ownerPhrase} dengan riwayat servis berkala di bengkel resmi Toyota.`,
    `Unit ${name} tahun ${year} berwarna ${colorName.toLowerCase()} ini sudah lolos inspeksi 175 titik dengan odometer ${formatThousands(mileageKm)} km.`,
    mileageKm < expectedKm
      ? `${name} ${year} ini dirawat rutin oleh pemiliknya dan jarak tempuhnya baru ${formatThousands(mileageKm)} km.`
      : `${name} ${year} ini rutin diservis sesuai jadwal, dengan jarak tempuh tercatat ${formatThousands(mileageKm)} km.`,
  ]);
  const closing =
    random() < 0.65
      ? characterSentence(modelCode, random)
      : pick(random, [
          `Sudah termasuk garansi bersertifikat ${warrantyMonths} bulan dan bantuan proses balik nama.`,
          'Bisa tukar tambah dengan mobil lama Anda atau dibeli secara kredit dengan uang muka ringan.',
        ]);

  return {
    code: `UC-${String(26_101 + index * 3)}`,
    modelCode,
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
    warrantyMonths,
    description: `${opening} ${closing}`,
    status: BOOKED.has(index) ? 'booked' : 'available',
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
