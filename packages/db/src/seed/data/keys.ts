/**
 * Keys shared by the seed data files, so each file can refer to the others' rows.
 * City isocodes: the Kemendagri regency code without its dot; Jakarta Pusat is `0080` (§9 fallback).
 */
/** The seed's "today": every date of the seeded data is on or before it. */
export const SEED_TODAY = '2026-11-22';

export const CITY = {
  jakartaPusat: '0080',
  jakartaUtara: '3172',
  jakartaBarat: '3173',
  jakartaSelatan: '3174',
  jakartaTimur: '3175',
  bogor: '3271',
  bandung: '3273',
  bekasi: '3275',
  kabupatenBekasi: '3216',
  depok: '3276',
  semarang: '3374',
  sleman: '3404',
  yogyakarta: '3471',
  sidoarjo: '3515',
  surabaya: '3578',
  tangerang: '3671',
  tangerangSelatan: '3674',
  denpasar: '5171',
  balikpapan: '6471',
  makassar: '7371',
  medan: '1271',
  palembang: '1671',
  bandaAceh: '1171',
} as const;

/** Car model codes (URL slugs). The footer's seven (§2) are among them. */
export const MODEL_CODES = [
  'agyagrsport',
  'agya',
  'calya',
  'avanza',
  'veloz',
  'raize',
  'rush',
  'yariscross',
  'yariscrosshybrid',
  'innovazenix',
  'innovahybrid',
  'kijanginnova',
  'fortuner',
  'corollacrosshybrid',
  'vios',
  'corollaaltishybrid',
  'camryhybrid',
  'alphard',
  'vellfire',
  'voxy',
  'hilux-4x2',
  'hilux-4x4',
  'hilux-rangga',
  'hiace',
  'landcruiser',
  'bz4x',
  'gr86',
  'gryaris',
  'grsupra',
] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

/**
 * Branches (dealers): slug → city. Branch ids are assigned in this order (1-based),
 * so `branchId(slug)` is stable for used cars and salesmen.
 */
export const BRANCHES = [
  ['kemudi-toyota-sunter', CITY.jakartaUtara],
  ['kemudi-toyota-kelapa-gading', CITY.jakartaUtara],
  ['kemudi-toyota-gunung-sahari', CITY.jakartaPusat],
  ['kemudi-toyota-cikini', CITY.jakartaPusat],
  ['kemudi-toyota-fatmawati', CITY.jakartaSelatan],
  ['kemudi-toyota-pondok-indah', CITY.jakartaSelatan],
  ['kemudi-toyota-pasar-minggu', CITY.jakartaSelatan],
  ['kemudi-toyota-daan-mogot', CITY.jakartaBarat],
  ['kemudi-toyota-puri-kembangan', CITY.jakartaBarat],
  ['kemudi-toyota-cawang', CITY.jakartaTimur],
  ['kemudi-toyota-pulogadung', CITY.jakartaTimur],
  ['kemudi-toyota-bsd', CITY.tangerangSelatan],
  ['kemudi-toyota-tangerang-city', CITY.tangerang],
  ['kemudi-toyota-bekasi-kalimalang', CITY.bekasi],
  ['kemudi-toyota-margonda', CITY.depok],
  ['kemudi-toyota-bogor-pajajaran', CITY.bogor],
  ['kemudi-toyota-bandung-soekarno-hatta', CITY.bandung],
  ['kemudi-toyota-bandung-pasteur', CITY.bandung],
  ['kemudi-toyota-semarang-majapahit', CITY.semarang],
  ['kemudi-toyota-semarang-setiabudi', CITY.semarang],
  ['kemudi-toyota-yogyakarta-magelang', CITY.sleman],
  ['kemudi-toyota-yogyakarta-kota', CITY.yogyakarta],
  ['kemudi-toyota-surabaya-ahmad-yani', CITY.surabaya],
  ['kemudi-toyota-surabaya-kenjeran', CITY.surabaya],
  ['kemudi-toyota-sidoarjo', CITY.sidoarjo],
  ['kemudi-toyota-denpasar-gatsu', CITY.denpasar],
  ['kemudi-toyota-balikpapan', CITY.balikpapan],
  ['kemudi-toyota-makassar-urip', CITY.makassar],
  ['kemudi-toyota-medan-gatsu', CITY.medan],
  ['kemudi-toyota-palembang', CITY.palembang],
  ['kemudi-toyota-banda-aceh', CITY.bandaAceh],
  ['kemudi-toyota-cikarang', CITY.kabupatenBekasi],
] as const;
export type BranchSlug = (typeof BRANCHES)[number][0];

export function branchId(slug: BranchSlug): number {
  const index = BRANCHES.findIndex(([s]) => s === slug);
  if (index < 0) throw new Error(`Unknown branch ${slug}`);
  return index + 1;
}

/** Salesmen that promos and other content refer to; the salesmen data file must contain them. */
export const FEATURED_SALESMEN = [
  'budi-santoso-sunter',
  'rina-wulandari-fatmawati',
  'agus-prasetyo-bandung',
  'dewi-lestari-surabaya',
  'yoga-pratama-yogyakarta',
  'made-ariawan-denpasar',
] as const;
