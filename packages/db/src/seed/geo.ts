import { getProvinces, getRegencies } from 'idn-area-data';

/** Site province isocode from the official name: `DKI JAKARTA` → `dki_jakarta` (§9 fallback province). */
export function provinceIsocode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** §9: the site's fallback city code 0080 is Jakarta Pusat (Kemendagri 31.71). */
const CITY_CODE_OVERRIDES: Record<string, string> = { '31.71': '0080' };

export function cityIsocode(regencyCode: string): string {
  return CITY_CODE_OVERRIDES[regencyCode] ?? regencyCode.replace('.', '');
}

const LOWER_WORDS = new Set(['dan']);
function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) => (i > 0 && LOWER_WORDS.has(word) ? word : word.replace(/(^|[-(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())))
    .join(' ');
}

/** `KOTA ADMINISTRASI JAKARTA PUSAT` → `Kota Jakarta Pusat`; `KABUPATEN ADMINISTRASI …` → `Kabupaten …`. */
function cityName(raw: string): { name: string; kind: 'kota' | 'kabupaten' } {
  const cleaned = raw.replace(/\bADMINISTRASI\s+/, '');
  return { name: titleCase(cleaned), kind: cleaned.startsWith('KOTA') ? 'kota' : 'kabupaten' };
}

/** All 38 provinces and their 514 kota/kabupaten, from the maintained idn-area-data package. */
export async function loadGeo() {
  const [rawProvinces, rawRegencies] = await Promise.all([getProvinces(), getRegencies()]);
  const isoByCode = new Map<string, string>();
  const provinces = rawProvinces.map((p) => {
    const isocode = provinceIsocode(p.name);
    isoByCode.set(p.code, isocode);
    const name = p.name === 'DKI JAKARTA' ? 'DKI Jakarta' : p.name === 'DAERAH ISTIMEWA YOGYAKARTA' ? 'DI Yogyakarta' : titleCase(p.name);
    return { isocode, code: p.code, name };
  });
  const cities = rawRegencies.map((r) => {
    const provinceIso = isoByCode.get(r.province_code);
    if (!provinceIso) throw new Error(`Regency ${r.code} has an unknown province ${r.province_code}`);
    return { isocode: cityIsocode(r.code), code: r.code, provinceIsocode: provinceIso, ...cityName(r.name) };
  });
  return { provinces, cities };
}
