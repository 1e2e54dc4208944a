import type { salesmen as salesmenTable, SalesmanGalleryItem } from '../../schema/branches';
import { branches } from './branches';
import { branchId, type BranchSlug, type ModelCode } from './keys';

type SalesmanInsert = typeof salesmenTable.$inferInsert;

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

const MODEL_NAMES: Partial<Record<ModelCode, string>> = {
  agya: 'Agya',
  agyagrsport: 'Agya GR Sport',
  calya: 'Calya',
  avanza: 'Avanza',
  veloz: 'Veloz',
  raize: 'Raize',
  rush: 'Rush',
  yariscross: 'Yaris Cross',
  yariscrosshybrid: 'Yaris Cross Hybrid',
  innovazenix: 'Kijang Innova Zenix',
  innovahybrid: 'Innova Zenix Hybrid',
  kijanginnova: 'Kijang Innova',
  fortuner: 'Fortuner',
  corollacrosshybrid: 'Corolla Cross Hybrid',
  corollaaltishybrid: 'Corolla Altis Hybrid',
  camryhybrid: 'Camry Hybrid',
  alphard: 'Alphard',
  vellfire: 'Vellfire',
  voxy: 'Voxy',
  'hilux-4x2': 'Hilux 4x2',
  'hilux-4x4': 'Hilux 4x4',
  'hilux-rangga': 'Hilux Rangga',
  hiace: 'HiAce',
  landcruiser: 'Land Cruiser',
  bz4x: 'bZ4X',
  gr86: 'GR86',
  gryaris: 'GR Yaris',
  grsupra: 'GR Supra',
};

function modelName(code: ModelCode): string {
  return MODEL_NAMES[code] ?? code;
}

type Region = 'jakarta' | 'sunda' | 'jawa' | 'jatim' | 'bali' | 'kaltim' | 'sulsel' | 'sumut' | 'sumsel' | 'aceh';

/** Area shown in bios and the region whose customer names the gallery uses. */
const BRANCH_AREA: Partial<Record<BranchSlug, { area: string; region: Region }>> = {
  'kemudi-toyota-sunter': { area: 'Sunter dan Tanjung Priok', region: 'jakarta' },
  'kemudi-toyota-kelapa-gading': { area: 'Kelapa Gading dan Pulomas', region: 'jakarta' },
  'kemudi-toyota-gunung-sahari': { area: 'Kemayoran dan Gunung Sahari', region: 'jakarta' },
  'kemudi-toyota-fatmawati': { area: 'Cilandak dan Fatmawati', region: 'jakarta' },
  'kemudi-toyota-pondok-indah': { area: 'Pondok Indah dan Kebayoran', region: 'jakarta' },
  'kemudi-toyota-pasar-minggu': { area: 'Pasar Minggu dan Jagakarsa', region: 'jakarta' },
  'kemudi-toyota-daan-mogot': { area: 'Cengkareng dan Kalideres', region: 'jakarta' },
  'kemudi-toyota-puri-kembangan': { area: 'Puri Indah dan Kembangan', region: 'jakarta' },
  'kemudi-toyota-cawang': { area: 'Cawang dan Kramat Jati', region: 'jakarta' },
  'kemudi-toyota-bsd': { area: 'BSD dan Serpong', region: 'jakarta' },
  'kemudi-toyota-tangerang-city': { area: 'Kota Tangerang', region: 'jakarta' },
  'kemudi-toyota-bekasi-kalimalang': { area: 'Bekasi dan Kalimalang', region: 'jakarta' },
  'kemudi-toyota-margonda': { area: 'Depok', region: 'jakarta' },
  'kemudi-toyota-bogor-pajajaran': { area: 'Bogor', region: 'sunda' },
  'kemudi-toyota-bandung-soekarno-hatta': { area: 'Bandung selatan', region: 'sunda' },
  'kemudi-toyota-bandung-pasteur': { area: 'Bandung utara', region: 'sunda' },
  'kemudi-toyota-semarang-majapahit': { area: 'Semarang', region: 'jawa' },
  'kemudi-toyota-semarang-setiabudi': { area: 'Semarang atas', region: 'jawa' },
  'kemudi-toyota-yogyakarta-magelang': { area: 'Sleman', region: 'jawa' },
  'kemudi-toyota-yogyakarta-kota': { area: 'Kota Yogyakarta', region: 'jawa' },
  'kemudi-toyota-surabaya-ahmad-yani': { area: 'Surabaya selatan', region: 'jatim' },
  'kemudi-toyota-surabaya-kenjeran': { area: 'Surabaya utara', region: 'jatim' },
  'kemudi-toyota-sidoarjo': { area: 'Sidoarjo', region: 'jatim' },
  'kemudi-toyota-denpasar-gatsu': { area: 'Denpasar dan Badung', region: 'bali' },
  'kemudi-toyota-balikpapan': { area: 'Balikpapan', region: 'kaltim' },
  'kemudi-toyota-makassar-urip': { area: 'Makassar', region: 'sulsel' },
  'kemudi-toyota-medan-gatsu': { area: 'Medan', region: 'sumut' },
  'kemudi-toyota-palembang': { area: 'Palembang', region: 'sumsel' },
  'kemudi-toyota-banda-aceh': { area: 'Banda Aceh', region: 'aceh' },
  'kemudi-toyota-cikarang': { area: 'Cikarang', region: 'jakarta' },
};

/** Customers named in handover photos (title, given name). */
const CUSTOMERS: Record<Region, readonly (readonly [string, string])[]> = {
  jakarta: [
    ['Bapak', 'Hendra'], ['Bapak', 'Arief'], ['Bapak', 'Yosef'], ['Bapak', 'Rahmat'], ['Bapak', 'Daniel'],
    ['Bapak', 'Irwan'], ['Ibu', 'Lisa'], ['Ibu', 'Fransiska'], ['Ibu', 'Indah'], ['Ibu', 'Ratih'], ['Ibu', 'Melinda'],
  ],
  sunda: [
    ['Bapak', 'Dadan'], ['Bapak', 'Iwan'], ['Bapak', 'Ujang'], ['Bapak', 'Dedi'], ['Bapak', 'Ridwan'],
    ['Ibu', 'Neneng'], ['Ibu', 'Euis'], ['Ibu', 'Yuyun'], ['Ibu', 'Lilis'],
  ],
  jawa: [
    ['Bapak', 'Sugeng'], ['Bapak', 'Harjono'], ['Bapak', 'Priyo'], ['Bapak', 'Supardi'], ['Bapak', 'Suryo'],
    ['Ibu', 'Endang'], ['Ibu', 'Rini'], ['Ibu', 'Lastri'], ['Ibu', 'Wulan'],
  ],
  jatim: [
    ['Bapak', 'Mahfud'], ['Bapak', 'Gunawan'], ['Bapak', 'Samsul'], ['Bapak', 'Heru'], ['Bapak', 'Kusnadi'],
    ['Ibu', 'Rahmawati'], ['Ibu', 'Yuliati'], ['Ibu', 'Retno'], ['Ibu', 'Susanti'],
  ],
  bali: [
    ['Bapak', 'Ketut'], ['Bapak', 'Nyoman'], ['Bapak', 'Gede'], ['Bapak', 'Wayan'],
    ['Ibu', 'Ayu'], ['Ibu', 'Luh Sari'], ['Ibu', 'Komang'],
  ],
  kaltim: [
    ['Bapak', 'Rusdi'], ['Bapak', 'Fahmi'], ['Bapak', 'Anang'], ['Bapak', 'Yusran'],
    ['Ibu', 'Norma'], ['Ibu', 'Rahmah'], ['Ibu', 'Fitri'],
  ],
  sulsel: [
    ['Bapak', 'Andi Syarif'], ['Bapak', 'Syamsuddin'], ['Bapak', 'Amir'], ['Bapak', 'Basri'],
    ['Ibu', 'Hasnah'], ['Ibu', 'Haerani'], ['Ibu', 'Andi Nurul'],
  ],
  sumut: [
    ['Bapak', 'Tigor'], ['Bapak', 'Poltak'], ['Bapak', 'Hotman'], ['Bapak', 'Darwin'], ['Bapak', 'Rizal'],
    ['Ibu', 'Rosmawati'], ['Ibu', 'Tiur'], ['Ibu', 'Sondang'],
  ],
  sumsel: [
    ['Bapak', 'Syarif'], ['Bapak', 'Firdaus'], ['Bapak', 'Zainal'], ['Bapak', 'Hasan'],
    ['Ibu', 'Yuni'], ['Ibu', 'Sumarni'], ['Ibu', 'Erna'],
  ],
  aceh: [
    ['Bapak', 'Fadli'], ['Bapak', 'Munzir'], ['Bapak', 'Zulkifli'], ['Bapak', 'Mukhlis'],
    ['Ibu', 'Rahmi'], ['Ibu', 'Safriati'], ['Ibu', 'Nurul'],
  ],
};

type Position = 'Sales Consultant' | 'Senior Sales Consultant' | 'Sales Supervisor';
const SC: Position = 'Sales Consultant';
const SSC: Position = 'Senior Sales Consultant';
const SUP: Position = 'Sales Supervisor';

type Row = {
  slug: string;
  name: string;
  /** How the bio refers to them; defaults to the first word of the name. */
  nick?: string;
  branch: BranchSlug;
  position: Position;
  years: number;
  specialties: ModelCode[];
  languages: string[];
};

const ID = 'Indonesia';
const EN = 'Inggris';

const ROWS: Row[] = [
  // Jakarta Utara
  { slug: 'budi-santoso-sunter', name: 'Budi Santoso', branch: 'kemudi-toyota-sunter', position: SUP, years: 14, specialties: ['fortuner', 'kijanginnova', 'hilux-4x2'], languages: [ID, 'Jawa', EN] },
  { slug: 'stefanie-wijaya-sunter', name: 'Stefanie Wijaya', branch: 'kemudi-toyota-sunter', position: SSC, years: 8, specialties: ['alphard', 'camryhybrid', 'innovazenix'], languages: [ID, EN, 'Mandarin'] },
  { slug: 'andreas-gunawan-sunter', name: 'Andreas Gunawan', branch: 'kemudi-toyota-sunter', position: SC, years: 4, specialties: ['veloz', 'avanza', 'raize'], languages: [ID, EN] },
  { slug: 'siti-rahmawati-sunter', name: 'Siti Rahmawati', branch: 'kemudi-toyota-sunter', position: SC, years: 3, specialties: ['agya', 'calya', 'avanza'], languages: [ID, 'Betawi'] },
  { slug: 'kevin-tanoto-kelapa-gading', name: 'Kevin Tanoto', branch: 'kemudi-toyota-kelapa-gading', position: SSC, years: 9, specialties: ['alphard', 'vellfire', 'camryhybrid'], languages: [ID, EN, 'Mandarin'] },
  { slug: 'meiliana-susanto-kelapa-gading', name: 'Meiliana Susanto', branch: 'kemudi-toyota-kelapa-gading', position: SC, years: 5, specialties: ['yariscross', 'corollacrosshybrid', 'raize'], languages: [ID, EN, 'Hokkien'] },
  { slug: 'hendrik-kusuma-kelapa-gading', name: 'Hendrik Kusuma', branch: 'kemudi-toyota-kelapa-gading', position: SC, years: 2, specialties: ['innovazenix', 'veloz'], languages: [ID, EN] },
  // Jakarta Pusat
  { slug: 'fajar-nugroho-gunung-sahari', name: 'Fajar Nugroho', branch: 'kemudi-toyota-gunung-sahari', position: SSC, years: 10, specialties: ['kijanginnova', 'innovazenix', 'hiace'], languages: [ID, 'Jawa'] },
  { slug: 'lestiani-putri-gunung-sahari', name: 'Lestiani Putri', branch: 'kemudi-toyota-gunung-sahari', position: SC, years: 3, specialties: ['avanza', 'agya', 'calya'], languages: [ID, EN] },
  // Jakarta Selatan
  { slug: 'rina-wulandari-fatmawati', name: 'Rina Wulandari', branch: 'kemudi-toyota-fatmawati', position: SSC, years: 11, specialties: ['innovazenix', 'innovahybrid', 'fortuner', 'veloz'], languages: [ID, 'Jawa', EN] },
  { slug: 'dimas-wibisono-fatmawati', name: 'Dimas Aryo Wibisono', nick: 'Dimas', branch: 'kemudi-toyota-fatmawati', position: SC, years: 4, specialties: ['yariscross', 'raize', 'gr86'], languages: [ID, EN] },
  { slug: 'nadia-paramitha-fatmawati', name: 'Nadia Paramitha', branch: 'kemudi-toyota-fatmawati', position: SC, years: 2, specialties: ['agya', 'avanza', 'calya'], languages: [ID, EN] },
  { slug: 'yusuf-hidayat-fatmawati', name: 'Yusuf Hidayat', branch: 'kemudi-toyota-fatmawati', position: SUP, years: 15, specialties: ['fortuner', 'landcruiser', 'alphard'], languages: [ID, 'Sunda', EN] },
  { slug: 'clarissa-tanjung-pondok-indah', name: 'Clarissa Tanjung', branch: 'kemudi-toyota-pondok-indah', position: SSC, years: 7, specialties: ['alphard', 'vellfire', 'bz4x'], languages: [ID, EN] },
  { slug: 'reza-mahendra-pondok-indah', name: 'Reza Mahendra', branch: 'kemudi-toyota-pondok-indah', position: SC, years: 5, specialties: ['corollacrosshybrid', 'camryhybrid', 'yariscrosshybrid'], languages: [ID, EN] },
  { slug: 'anisa-febriyanti-pondok-indah', name: 'Anisa Febriyanti', branch: 'kemudi-toyota-pondok-indah', position: SC, years: 3, specialties: ['innovazenix', 'voxy', 'veloz'], languages: [ID, EN] },
  { slug: 'bambang-sutrisno-pasar-minggu', name: 'Bambang Sutrisno', branch: 'kemudi-toyota-pasar-minggu', position: SUP, years: 16, specialties: ['kijanginnova', 'avanza', 'rush'], languages: [ID, 'Jawa'] },
  { slug: 'maya-anggraini-pasar-minggu', name: 'Maya Anggraini', branch: 'kemudi-toyota-pasar-minggu', position: SC, years: 4, specialties: ['calya', 'agya', 'raize'], languages: [ID, EN] },
  { slug: 'irfan-maulana-pasar-minggu', name: 'Irfan Maulana', branch: 'kemudi-toyota-pasar-minggu', position: SC, years: 2, specialties: ['rush', 'veloz'], languages: [ID, 'Sunda'] },
  // Jakarta Barat
  { slug: 'wahyu-setiawan-daan-mogot', name: 'Wahyu Setiawan', branch: 'kemudi-toyota-daan-mogot', position: SSC, years: 12, specialties: ['hilux-4x2', 'hilux-rangga', 'hiace'], languages: [ID, 'Jawa'] },
  { slug: 'lina-marlina-daan-mogot', name: 'Lina Marlina', branch: 'kemudi-toyota-daan-mogot', position: SC, years: 6, specialties: ['avanza', 'calya', 'kijanginnova'], languages: [ID, 'Sunda'] },
  { slug: 'joko-susilo-daan-mogot', name: 'Joko Susilo', branch: 'kemudi-toyota-daan-mogot', position: SC, years: 3, specialties: ['hilux-rangga', 'avanza'], languages: [ID, 'Jawa'] },
  { slug: 'vincent-halim-puri-kembangan', name: 'Vincent Halim', branch: 'kemudi-toyota-puri-kembangan', position: SSC, years: 9, specialties: ['fortuner', 'alphard', 'landcruiser'], languages: [ID, EN, 'Mandarin'] },
  { slug: 'grace-natalia-puri-kembangan', name: 'Grace Natalia', branch: 'kemudi-toyota-puri-kembangan', position: SC, years: 4, specialties: ['yariscross', 'yariscrosshybrid', 'raize'], languages: [ID, EN] },
  { slug: 'rizky-ramadhan-puri-kembangan', name: 'Rizky Ramadhan', branch: 'kemudi-toyota-puri-kembangan', position: SC, years: 2, specialties: ['veloz', 'avanza', 'agya'], languages: [ID] },
  // Jakarta Timur
  { slug: 'eko-purnomo-cawang', name: 'Eko Purnomo', branch: 'kemudi-toyota-cawang', position: SUP, years: 13, specialties: ['kijanginnova', 'innovazenix', 'fortuner'], languages: [ID, 'Jawa'] },
  { slug: 'ratna-sari-cawang', name: 'Ratna Sari', branch: 'kemudi-toyota-cawang', position: SC, years: 5, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, EN] },
  { slug: 'arif-rahman-cawang', name: 'Arif Rahman', branch: 'kemudi-toyota-cawang', position: SC, years: 3, specialties: ['rush', 'raize', 'agya'], languages: [ID, 'Betawi'] },
  // Tangerang Selatan, Tangerang
  { slug: 'michael-suryadi-bsd', name: 'Michael Suryadi', branch: 'kemudi-toyota-bsd', position: SUP, years: 12, specialties: ['alphard', 'camryhybrid', 'fortuner'], languages: [ID, EN, 'Mandarin'] },
  { slug: 'putri-ayuningtyas-bsd', name: 'Putri Ayuningtyas', branch: 'kemudi-toyota-bsd', position: SSC, years: 7, specialties: ['innovahybrid', 'innovazenix', 'corollacrosshybrid'], languages: [ID, 'Jawa', EN] },
  { slug: 'ferdi-saputra-bsd', name: 'Ferdi Saputra', branch: 'kemudi-toyota-bsd', position: SC, years: 3, specialties: ['yariscross', 'raize', 'gr86'], languages: [ID, EN] },
  { slug: 'yohana-simanjuntak-bsd', name: 'Yohana Simanjuntak', branch: 'kemudi-toyota-bsd', position: SC, years: 4, specialties: ['veloz', 'avanza', 'voxy'], languages: [ID, 'Batak', EN] },
  { slug: 'ahmad-fauzi-tangerang', name: 'Ahmad Fauzi', branch: 'kemudi-toyota-tangerang-city', position: SSC, years: 10, specialties: ['avanza', 'kijanginnova', 'rush'], languages: [ID, 'Sunda'] },
  { slug: 'nurul-hidayah-tangerang', name: 'Nurul Hidayah', branch: 'kemudi-toyota-tangerang-city', position: SC, years: 4, specialties: ['calya', 'agya', 'veloz'], languages: [ID] },
  { slug: 'teguh-wibowo-tangerang', name: 'Teguh Wibowo', branch: 'kemudi-toyota-tangerang-city', position: SC, years: 2, specialties: ['raize', 'yariscross'], languages: [ID, 'Jawa'] },
  // Bekasi, Depok, Bogor
  { slug: 'dedi-supriyadi-bekasi', name: 'Dedi Supriyadi', branch: 'kemudi-toyota-bekasi-kalimalang', position: SUP, years: 14, specialties: ['kijanginnova', 'innovazenix', 'hiace'], languages: [ID, 'Sunda'] },
  { slug: 'sri-handayani-bekasi', name: 'Sri Handayani', branch: 'kemudi-toyota-bekasi-kalimalang', position: SC, years: 6, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, 'Jawa'] },
  { slug: 'galih-permana-bekasi', name: 'Galih Permana', branch: 'kemudi-toyota-bekasi-kalimalang', position: SC, years: 3, specialties: ['rush', 'raize', 'yariscross'], languages: [ID, 'Sunda', EN] },
  { slug: 'ilham-akbar-depok', name: 'Ilham Akbar', branch: 'kemudi-toyota-margonda', position: SSC, years: 8, specialties: ['avanza', 'veloz', 'innovazenix'], languages: [ID, EN] },
  { slug: 'fitria-ningsih-depok', name: 'Fitria Ningsih', branch: 'kemudi-toyota-margonda', position: SC, years: 4, specialties: ['agya', 'calya', 'raize'], languages: [ID, 'Jawa'] },
  { slug: 'denny-kurnia-depok', name: 'Denny Kurnia', branch: 'kemudi-toyota-margonda', position: SC, years: 2, specialties: ['yariscross', 'rush'], languages: [ID, 'Sunda'] },
  { slug: 'ujang-supriatna-bogor', name: 'Ujang Supriatna', branch: 'kemudi-toyota-bogor-pajajaran', position: SSC, years: 11, specialties: ['fortuner', 'rush', 'hilux-4x4'], languages: [ID, 'Sunda'] },
  { slug: 'rini-nurhayati-bogor', name: 'Rini Nurhayati', branch: 'kemudi-toyota-bogor-pajajaran', position: SC, years: 5, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, 'Sunda'] },
  { slug: 'asep-saepudin-bogor', name: 'Asep Saepudin', branch: 'kemudi-toyota-bogor-pajajaran', position: SC, years: 3, specialties: ['kijanginnova', 'innovazenix'], languages: [ID, 'Sunda'] },
  // Bandung
  { slug: 'agus-prasetyo-bandung', name: 'Agus Prasetyo', branch: 'kemudi-toyota-bandung-soekarno-hatta', position: SUP, years: 13, specialties: ['fortuner', 'innovazenix', 'rush', 'veloz'], languages: [ID, 'Sunda', 'Jawa'] },
  { slug: 'dadang-kurniawan-bandung', name: 'Dadang Kurniawan', branch: 'kemudi-toyota-bandung-soekarno-hatta', position: SSC, years: 9, specialties: ['kijanginnova', 'hiace', 'hilux-4x2'], languages: [ID, 'Sunda'] },
  { slug: 'nenden-rahayu-bandung', name: 'Nenden Sri Rahayu', nick: 'Nenden', branch: 'kemudi-toyota-bandung-soekarno-hatta', position: SC, years: 4, specialties: ['calya', 'agya', 'avanza'], languages: [ID, 'Sunda'] },
  { slug: 'cecep-hermawan-bandung', name: 'Cecep Hermawan', branch: 'kemudi-toyota-bandung-soekarno-hatta', position: SC, years: 2, specialties: ['raize', 'yariscross', 'agyagrsport'], languages: [ID, 'Sunda'] },
  { slug: 'ryan-firmansyah-bandung', name: 'Ryan Firmansyah', branch: 'kemudi-toyota-bandung-pasteur', position: SSC, years: 7, specialties: ['corollacrosshybrid', 'yariscrosshybrid', 'camryhybrid'], languages: [ID, 'Sunda', EN] },
  { slug: 'tania-kusumawardani-bandung', name: 'Tania Kusumawardani', branch: 'kemudi-toyota-bandung-pasteur', position: SC, years: 4, specialties: ['veloz', 'avanza', 'voxy'], languages: [ID, 'Sunda', EN] },
  { slug: 'yudi-setiadi-bandung', name: 'Yudi Setiadi', branch: 'kemudi-toyota-bandung-pasteur', position: SC, years: 3, specialties: ['rush', 'fortuner'], languages: [ID, 'Sunda'] },
  // Semarang
  { slug: 'hari-purwanto-semarang', name: 'Hari Purwanto', branch: 'kemudi-toyota-semarang-majapahit', position: SUP, years: 15, specialties: ['kijanginnova', 'fortuner', 'hilux-4x2'], languages: [ID, 'Jawa'] },
  { slug: 'endah-pratiwi-semarang', name: 'Endah Pratiwi', branch: 'kemudi-toyota-semarang-majapahit', position: SC, years: 5, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, 'Jawa'] },
  { slug: 'bayu-nugroho-semarang', name: 'Bayu Aji Nugroho', nick: 'Bayu', branch: 'kemudi-toyota-semarang-majapahit', position: SC, years: 3, specialties: ['raize', 'yariscross', 'rush'], languages: [ID, 'Jawa', EN] },
  { slug: 'tri-wahyuni-semarang', name: 'Tri Wahyuni', branch: 'kemudi-toyota-semarang-setiabudi', position: SSC, years: 8, specialties: ['innovazenix', 'veloz', 'avanza'], languages: [ID, 'Jawa'] },
  { slug: 'sigit-prasetya-semarang', name: 'Sigit Prasetya', branch: 'kemudi-toyota-semarang-setiabudi', position: SC, years: 4, specialties: ['agya', 'calya', 'raize'], languages: [ID, 'Jawa'] },
  // Yogyakarta
  { slug: 'wisnu-hardjono-yogyakarta', name: 'Wisnu Hardjono', branch: 'kemudi-toyota-yogyakarta-magelang', position: SSC, years: 12, specialties: ['fortuner', 'kijanginnova', 'innovazenix'], languages: [ID, 'Jawa', EN] },
  { slug: 'ayu-puspitasari-yogyakarta', name: 'Ayu Puspitasari', branch: 'kemudi-toyota-yogyakarta-magelang', position: SC, years: 5, specialties: ['avanza', 'calya', 'agya'], languages: [ID, 'Jawa'] },
  { slug: 'danang-setyawan-yogyakarta', name: 'Danang Setyawan', branch: 'kemudi-toyota-yogyakarta-magelang', position: SC, years: 2, specialties: ['rush', 'raize'], languages: [ID, 'Jawa'] },
  { slug: 'yoga-pratama-yogyakarta', name: 'Yoga Pratama', branch: 'kemudi-toyota-yogyakarta-kota', position: SSC, years: 7, specialties: ['veloz', 'innovazenix', 'yariscross'], languages: [ID, 'Jawa', EN] },
  { slug: 'sekar-kinanti-yogyakarta', name: 'Sekar Arum Kinanti', nick: 'Sekar', branch: 'kemudi-toyota-yogyakarta-kota', position: SC, years: 3, specialties: ['agya', 'raize', 'calya'], languages: [ID, 'Jawa', EN] },
  { slug: 'bagus-wicaksono-yogyakarta', name: 'Bagus Wicaksono', branch: 'kemudi-toyota-yogyakarta-kota', position: SUP, years: 14, specialties: ['kijanginnova', 'hiace', 'fortuner'], languages: [ID, 'Jawa'] },
  // Surabaya, Sidoarjo
  { slug: 'dewi-lestari-surabaya', name: 'Dewi Lestari', branch: 'kemudi-toyota-surabaya-ahmad-yani', position: SSC, years: 10, specialties: ['innovazenix', 'veloz', 'corollacrosshybrid', 'alphard'], languages: [ID, 'Jawa', EN] },
  { slug: 'hendro-wijaya-surabaya', name: 'Hendro Wijaya', branch: 'kemudi-toyota-surabaya-ahmad-yani', position: SUP, years: 16, specialties: ['fortuner', 'alphard', 'landcruiser'], languages: [ID, 'Jawa', 'Mandarin'] },
  { slug: 'rizal-fahmi-surabaya', name: 'Rizal Fahmi', branch: 'kemudi-toyota-surabaya-ahmad-yani', position: SC, years: 4, specialties: ['rush', 'raize', 'yariscross'], languages: [ID, 'Jawa', 'Madura'] },
  { slug: 'lilik-suryani-surabaya', name: 'Lilik Suryani', branch: 'kemudi-toyota-surabaya-ahmad-yani', position: SC, years: 6, specialties: ['avanza', 'calya', 'agya'], languages: [ID, 'Jawa'] },
  { slug: 'didik-hariyanto-surabaya', name: 'Didik Hariyanto', branch: 'kemudi-toyota-surabaya-kenjeran', position: SSC, years: 11, specialties: ['hilux-4x2', 'hilux-rangga', 'kijanginnova'], languages: [ID, 'Jawa', 'Madura'] },
  { slug: 'anik-setyorini-surabaya', name: 'Anik Setyorini', branch: 'kemudi-toyota-surabaya-kenjeran', position: SC, years: 5, specialties: ['avanza', 'veloz'], languages: [ID, 'Jawa'] },
  { slug: 'mochammad-zainuddin-surabaya', name: 'Mochammad Zainuddin', nick: 'Zainuddin', branch: 'kemudi-toyota-surabaya-kenjeran', position: SC, years: 2, specialties: ['calya', 'agya', 'rush'], languages: [ID, 'Madura', 'Jawa'] },
  { slug: 'imam-syafii-sidoarjo', name: 'Imam Syafii', branch: 'kemudi-toyota-sidoarjo', position: SSC, years: 9, specialties: ['kijanginnova', 'innovazenix', 'hiace'], languages: [ID, 'Jawa'] },
  { slug: 'novi-kurniasari-sidoarjo', name: 'Novi Kurniasari', branch: 'kemudi-toyota-sidoarjo', position: SC, years: 4, specialties: ['veloz', 'avanza', 'raize'], languages: [ID, 'Jawa'] },
  { slug: 'yudha-prakoso-sidoarjo', name: 'Yudha Prakoso', branch: 'kemudi-toyota-sidoarjo', position: SC, years: 3, specialties: ['rush', 'yariscross', 'agya'], languages: [ID, 'Jawa', EN] },
  // Bali
  { slug: 'made-ariawan-denpasar', name: 'I Made Ariawan', nick: 'Made', branch: 'kemudi-toyota-denpasar-gatsu', position: SUP, years: 13, specialties: ['hiace', 'innovazenix', 'alphard'], languages: [ID, 'Bali', EN] },
  { slug: 'wayan-sudarsana-denpasar', name: 'I Wayan Sudarsana', nick: 'Wayan', branch: 'kemudi-toyota-denpasar-gatsu', position: SSC, years: 8, specialties: ['fortuner', 'kijanginnova', 'voxy'], languages: [ID, 'Bali', EN] },
  { slug: 'kadek-dwipayana-denpasar', name: 'Kadek Dwipayana', branch: 'kemudi-toyota-denpasar-gatsu', position: SC, years: 3, specialties: ['raize', 'yariscross', 'agya'], languages: [ID, 'Bali', EN] },
  { slug: 'komang-lestari-denpasar', name: 'Ni Komang Ayu Lestari', nick: 'Komang', branch: 'kemudi-toyota-denpasar-gatsu', position: SC, years: 4, specialties: ['veloz', 'avanza', 'calya'], languages: [ID, 'Bali', EN, 'Jepang'] },
  // Kalimantan, Sulawesi, Sumatera
  { slug: 'andi-rahmat-balikpapan', name: 'Andi Rahmat', branch: 'kemudi-toyota-balikpapan', position: SSC, years: 10, specialties: ['hilux-4x4', 'fortuner', 'landcruiser'], languages: [ID, 'Bugis', 'Banjar'] },
  { slug: 'yuliana-pasaribu-balikpapan', name: 'Yuliana Pasaribu', branch: 'kemudi-toyota-balikpapan', position: SC, years: 5, specialties: ['innovazenix', 'veloz', 'avanza'], languages: [ID, 'Batak'] },
  { slug: 'samsul-bahri-balikpapan', name: 'Samsul Bahri', branch: 'kemudi-toyota-balikpapan', position: SC, years: 3, specialties: ['hilux-4x2', 'rush', 'kijanginnova'], languages: [ID, 'Banjar'] },
  { slug: 'ikhsan-rahman-makassar', name: 'Andi Ikhsan Rahman', nick: 'Ikhsan', branch: 'kemudi-toyota-makassar-urip', position: SUP, years: 12, specialties: ['fortuner', 'kijanginnova', 'innovazenix'], languages: [ID, 'Bugis', 'Makassar'] },
  { slug: 'nurhaeda-syam-makassar', name: 'Nurhaeda Syam', branch: 'kemudi-toyota-makassar-urip', position: SC, years: 5, specialties: ['avanza', 'calya', 'veloz'], languages: [ID, 'Bugis'] },
  { slug: 'asrul-paturusi-makassar', name: 'Asrul Paturusi', branch: 'kemudi-toyota-makassar-urip', position: SC, years: 3, specialties: ['rush', 'raize', 'hilux-4x2'], languages: [ID, 'Makassar'] },
  { slug: 'johannes-sitorus-medan', name: 'Johannes Sitorus', branch: 'kemudi-toyota-medan-gatsu', position: SUP, years: 15, specialties: ['fortuner', 'kijanginnova', 'landcruiser'], languages: [ID, 'Batak', EN] },
  { slug: 'rotua-napitupulu-medan', name: 'Rotua Napitupulu', branch: 'kemudi-toyota-medan-gatsu', position: SSC, years: 8, specialties: ['innovazenix', 'veloz', 'avanza'], languages: [ID, 'Batak'] },
  { slug: 'hafiz-nasution-medan', name: 'Hafiz Nasution', branch: 'kemudi-toyota-medan-gatsu', position: SC, years: 4, specialties: ['rush', 'raize', 'yariscross'], languages: [ID, 'Melayu', EN] },
  { slug: 'ulina-tarigan-medan', name: 'Sri Ulina Tarigan', nick: 'Ulina', branch: 'kemudi-toyota-medan-gatsu', position: SC, years: 2, specialties: ['calya', 'agya', 'avanza'], languages: [ID, 'Karo'] },
  { slug: 'kemas-arifin-palembang', name: 'Kemas Muhammad Arifin', nick: 'Arifin', branch: 'kemudi-toyota-palembang', position: SSC, years: 11, specialties: ['fortuner', 'kijanginnova', 'hilux-4x2'], languages: [ID, 'Palembang'] },
  { slug: 'nyimas-kartika-palembang', name: 'Nyimas Dwi Kartika', nick: 'Kartika', branch: 'kemudi-toyota-palembang', position: SC, years: 4, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, 'Palembang', EN] },
  { slug: 'rizky-alamsyah-palembang', name: 'Rizky Alamsyah', branch: 'kemudi-toyota-palembang', position: SC, years: 2, specialties: ['agya', 'raize', 'rush'], languages: [ID, 'Palembang'] },
  { slug: 'teuku-zulfikar-banda-aceh', name: 'Teuku Zulfikar', nick: 'Zulfikar', branch: 'kemudi-toyota-banda-aceh', position: SSC, years: 10, specialties: ['kijanginnova', 'fortuner', 'hilux-4x2'], languages: [ID, 'Aceh'] },
  { slug: 'cut-safitri-banda-aceh', name: 'Cut Intan Safitri', nick: 'Intan', branch: 'kemudi-toyota-banda-aceh', position: SC, years: 4, specialties: ['avanza', 'calya', 'veloz'], languages: [ID, 'Aceh', EN] },
  { slug: 'iqbal-ramadhan-banda-aceh', name: 'Muhammad Iqbal Ramadhan', nick: 'Iqbal', branch: 'kemudi-toyota-banda-aceh', position: SC, years: 2, specialties: ['rush', 'raize'], languages: [ID, 'Aceh'] },
  // Cikarang
  { slug: 'tatang-suherman-cikarang', name: 'Tatang Suherman', branch: 'kemudi-toyota-cikarang', position: SSC, years: 12, specialties: ['hiace', 'kijanginnova', 'hilux-4x2'], languages: [ID, 'Sunda'] },
  { slug: 'dian-permatasari-cikarang', name: 'Dian Permatasari', branch: 'kemudi-toyota-cikarang', position: SC, years: 5, specialties: ['avanza', 'veloz', 'calya'], languages: [ID, 'Jawa', EN] },
  { slug: 'rudi-hartanto-cikarang', name: 'Rudi Hartanto', branch: 'kemudi-toyota-cikarang', position: SC, years: 3, specialties: ['raize', 'rush', 'agya'], languages: [ID, 'Jawa'] },
];

function listModels(codes: readonly ModelCode[]): string {
  const names = codes.map(modelName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]}`;
}

function branchName(slug: BranchSlug): string {
  const branch = branches.find((b) => b.slug === slug);
  if (!branch) throw new Error(`Unknown branch ${slug}`);
  return branch.name;
}

function writeBio(row: Row, nick: string, area: string, random: () => number): string {
  const branch = branchName(row.branch);
  const models = listModels(row.specialties.slice(0, 3));
  const customers = row.years >= 6 ? 'ratusan' : 'puluhan';

  const opening =
    row.position === SUP
      ? `${nick} memimpin tim penjualan ${branch} dan sudah ${row.years} tahun berkarier di dunia otomotif.`
      : pick(random, [
          `${nick} sudah ${row.years} tahun menjadi bagian dari tim penjualan ${branch}.`,
          `Selama ${row.years} tahun di ${branch}, ${nick} telah mendampingi ${customers} pelanggan dari pemesanan sampai serah terima.`,
          `${nick} memulai karier sebagai konsultan penjualan Toyota ${row.years} tahun lalu dan kini bertugas di ${branch}.`,
          `Sebagai ${row.position} di ${branch}, ${nick} dikenal sabar menjelaskan setiap detail kendaraan.`,
        ]);

  const focus = pick(random, [
    `Ia paling banyak menangani ${models}, jadi paham betul perbedaan tiap tipenya.`,
    `Keahliannya ada pada ${models}, lengkap dengan simulasi kredit dan pilihan asuransinya.`,
    `Untuk urusan ${models}, ia bisa membandingkan varian secara jujur sesuai kebutuhan harian Anda.`,
    `Pelanggan yang mencari ${models} biasanya langsung diarahkan kepadanya.`,
  ]);

  const regional = row.languages.find((l) => l !== 'Indonesia' && l !== 'Inggris');
  const extras = [
    `Ia juga siap mengantar unit test drive ke rumah atau kantor Anda di sekitar ${area}.`,
    'Urusan tukar tambah mobil lama pun bisa ia bantu hingga tuntas.',
    'Pesan WhatsApp di luar jam kerja tetap ia balas secepat mungkin.',
    `Ia kerap mengurus pembelian armada untuk perusahaan dan instansi di ${area}.`,
  ];
  if (regional) extras.push(`Bila lebih nyaman, Anda bisa berkonsultasi dengannya dalam bahasa ${regional}.`);
  const closing = random() < 0.75 ? ` ${pick(random, extras)}` : '';

  return `${opening} ${focus}${closing}`;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date between January 2025 and October 2026. */
function randomDate(random: () => number): string {
  const monthIndex = Math.floor(random() * 22);
  const year = 2025 + Math.floor(monthIndex / 12);
  return isoDate(year, (monthIndex % 12) + 1, 1 + Math.floor(random() * 28));
}

function buildGallery(row: Row, nick: string, area: string, region: Region, random: () => number): SalesmanGalleryItem[] {
  const first = row.specialties[0] ?? null;
  const profiles: SalesmanGalleryItem[] = [
    {
      kind: 'profile',
      title: 'Penghargaan Penjualan Terbaik',
      caption: `${nick} menerima penghargaan penjualan terbaik tingkat cabang atas pencapaian target satu semester.`,
      modelCode: null,
      date: '',
    },
    {
      kind: 'profile',
      title: first ? `Pelatihan Produk ${modelName(first)}` : 'Pelatihan Produk Toyota',
      caption: `Mengikuti pelatihan pengetahuan produk agar bisa menjelaskan fitur dan teknologi terbaru kepada pelanggan.`,
      modelCode: first,
      date: '',
    },
    {
      kind: 'profile',
      title: 'Pameran Toyota Akhir Pekan',
      caption: `Bertugas di pameran pusat perbelanjaan sekitar ${area} dan melayani pengunjung yang ingin mencoba unit secara langsung.`,
      modelCode: row.specialties[1] ?? null,
      date: '',
    },
  ];

  const handoverCaptions = [
    'Selamat menikmati mobil barunya, semoga setiap perjalanan bersama keluarga lancar dan menyenangkan.',
    'Terima kasih atas kepercayaannya, semoga mobil ini menemani aktivitas sehari-hari dengan nyaman.',
    'Serah terima dilakukan di showroom disertai penjelasan fitur dan jadwal servis pertama.',
    'Unit diantar langsung ke rumah pelanggan sesuai jadwal yang disepakati.',
    'Semoga menjadi kendaraan yang membawa berkah untuk usaha dan keluarga.',
  ];

  const items: SalesmanGalleryItem[] = [];
  const profileCount = 1 + Math.floor(random() * 2);
  for (let i = 0; i < profileCount; i += 1) {
    const profile = profiles[(i + Math.floor(random() * profiles.length)) % profiles.length];
    if (profile && !items.some((it) => it.title === profile.title)) items.push({ ...profile, date: randomDate(random) });
  }

  const customerCount = 2 + Math.floor(random() * 3);
  const used = new Set<string>();
  while (items.length < profileCount + customerCount && used.size < CUSTOMERS[region].length) {
    const [honorific, customer] = pick(random, CUSTOMERS[region]);
    if (used.has(customer)) continue;
    used.add(customer);
    const model = pick(random, row.specialties);
    items.push({
      kind: 'customer',
      title: `Serah terima ${modelName(model)} untuk ${honorific} ${customer}`,
      caption: pick(random, handoverCaptions),
      modelCode: model,
      date: randomDate(random),
    });
  }
  return items.sort((a, b) => b.date.localeCompare(a.date));
}

/** Indonesian mobile prefixes (Telkomsel, Indosat, XL, Smartfren) salespeople's own phones start with. */
const MOBILE_PREFIXES = ['811', '812', '813', '821', '822', '823', '851', '852', '853', '856', '857', '858', '877', '878', '881', '895', '896'];

/** A personal WhatsApp number in international digits (62 8xx …), 11 or 12 digits after 62. */
function mobileNumber(random: () => number): string {
  const prefix = pick(random, MOBILE_PREFIXES);
  const length = random() < 0.6 ? 8 : 9;
  let rest = String(1 + Math.floor(random() * 9));
  while (rest.length < length) rest += String(Math.floor(random() * 10));
  return `62${prefix}${rest}`;
}

function buildSalesman(row: Row, index: number): SalesmanInsert {
  const random = createRandom(7_000 + index * 131);
  const nick = row.nick ?? row.name.split(' ')[0] ?? row.name;
  const place = BRANCH_AREA[row.branch];
  if (!place) throw new Error(`No area for branch ${row.branch}`);
  return {
    slug: row.slug,
    name: row.name,
    branchId: branchId(row.branch),
    position: row.position,
    whatsapp: mobileNumber(createRandom(90_000 + index * 977)),
    bio: writeBio(row, nick, place.area, random),
    yearsOfService: row.years,
    specialties: row.specialties,
    languages: row.languages,
    gallery: buildGallery(row, nick, place.area, place.region, random),
  };
}

/** Sales staff of every branch that sells cars (the two service-only branches have none). */
export const salesmen: SalesmanInsert[] = ROWS.map(buildSalesman);
