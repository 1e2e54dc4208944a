/**
 * My Account (issue 10): the option lists of the §3 profile fields and the rules both the API
 * (which validates every update) and the web form (which validates as the customer types) apply,
 * plus the rules of a car in "Mobil Saya". Values are stored as the Indonesian labels shown here,
 * except gender, which §3 stores as male/female and shows as Pria/Wanita.
 */
import { nameError } from './account';
import { collapseWhitespace, hasSpecialCharacters, isNumericOnly } from './validation';

/** §5: the option that asks for a free-text "other" value. */
export const OTHER_OPTION = 'Lainnya';

// ---------------------------------------------------------------------------------------------
// Option lists
// ---------------------------------------------------------------------------------------------

/** §3: gender is stored as male/female and shown as Pria/Wanita. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Pria', female: 'Wanita' };

/** Which field completes an occupation (§5 profile sync compares the same one). */
export type OccupationDetail = 'monthlyIncome' | 'subsFollowerCount' | 'jobTitle';

/**
 * §5: farmer/planter, breeder and entrepreneur give their income; an influencer their follower
 * count; everyone else a job title. 'Lainnya' also asks for the occupation itself (occupationOther).
 */
export const OCCUPATIONS = [
  { value: 'Petani/Pekebun', detail: 'monthlyIncome' },
  { value: 'Peternak', detail: 'monthlyIncome' },
  { value: 'Wiraswasta', detail: 'monthlyIncome' },
  { value: 'Influencer', detail: 'subsFollowerCount' },
  { value: 'Karyawan Swasta', detail: 'jobTitle' },
  { value: 'Karyawan BUMN', detail: 'jobTitle' },
  { value: 'PNS', detail: 'jobTitle' },
  { value: 'TNI/Polri', detail: 'jobTitle' },
  { value: 'Profesional (Dokter, Pengacara, dll.)', detail: 'jobTitle' },
  { value: 'Pelajar/Mahasiswa', detail: 'jobTitle' },
  { value: 'Ibu Rumah Tangga', detail: 'jobTitle' },
  { value: 'Pensiunan', detail: 'jobTitle' },
  { value: OTHER_OPTION, detail: 'jobTitle' },
] as const satisfies readonly { value: string; detail: OccupationDetail }[];
export type Occupation = (typeof OCCUPATIONS)[number]['value'];

export const JOB_LEVELS = ['Staf', 'Supervisor', 'Manajer', 'Direktur/Eksekutif', 'Pemilik Usaha', OTHER_OPTION] as const;

export const INCOME_RANGES = [
  '< Rp 5 juta',
  'Rp 5–10 juta',
  'Rp 10–20 juta',
  'Rp 20–50 juta',
  'Rp 50–100 juta',
  '> Rp 100 juta',
] as const;

/** Industries and their sub-industries; 'Lainnya' at either level asks for free text. */
export const INDUSTRIES: Readonly<Record<string, readonly string[]>> = {
  'Pertanian & Perkebunan': ['Padi & Palawija', 'Kelapa Sawit', 'Karet', 'Kopi & Kakao', 'Hortikultura', OTHER_OPTION],
  'Peternakan & Perikanan': ['Unggas', 'Sapi & Kambing', 'Perikanan Tangkap', 'Budidaya Ikan', OTHER_OPTION],
  'Perdagangan & Ritel': ['Toko Kelontong', 'Grosir & Distribusi', 'E-commerce', 'Otomotif', OTHER_OPTION],
  'Manufaktur': ['Otomotif & Komponen', 'Makanan & Minuman', 'Tekstil & Garmen', 'Elektronik', 'Kimia', OTHER_OPTION],
  'Keuangan & Perbankan': ['Perbankan', 'Asuransi', 'Pembiayaan', 'Pasar Modal', OTHER_OPTION],
  'Teknologi & Telekomunikasi': ['Perangkat Lunak', 'Telekomunikasi', 'Layanan Internet', OTHER_OPTION],
  'Konstruksi & Properti': ['Kontraktor', 'Pengembang Properti', 'Bahan Bangunan', OTHER_OPTION],
  'Transportasi & Logistik': ['Angkutan Darat', 'Ekspedisi & Kurir', 'Pelayaran', 'Penerbangan', OTHER_OPTION],
  'Pertambangan & Energi': ['Batu Bara', 'Minyak & Gas', 'Listrik & Energi Terbarukan', OTHER_OPTION],
  'Pendidikan': ['Sekolah', 'Perguruan Tinggi', 'Kursus & Pelatihan', OTHER_OPTION],
  'Kesehatan': ['Rumah Sakit & Klinik', 'Farmasi', 'Alat Kesehatan', OTHER_OPTION],
  'Pemerintahan & Pertahanan': ['Kementerian & Lembaga', 'Pemerintah Daerah', 'TNI/Polri', OTHER_OPTION],
  'Media & Hiburan': ['Media Digital', 'Televisi & Radio', 'Periklanan', 'Kreator Konten', OTHER_OPTION],
  'Pariwisata & Kuliner': ['Hotel', 'Restoran & Kafe', 'Agen Perjalanan', OTHER_OPTION],
  [OTHER_OPTION]: [],
};

/** Interests and their sub-interests (§3 interest1, subInterest1; 'Lainnya' → otherSubInterest1). */
export const INTERESTS: Readonly<Record<string, readonly string[]>> = {
  'Otomotif': ['Mobil Keluarga', 'Mobil Listrik & Hybrid', 'Modifikasi', 'Off-road', 'Motorsport', OTHER_OPTION],
  'Olahraga': ['Sepak Bola', 'Bulu Tangkis', 'Lari', 'Bersepeda', 'Golf', OTHER_OPTION],
  'Teknologi': ['Gawai', 'Gim', 'Fotografi', OTHER_OPTION],
  'Traveling': ['Wisata Alam', 'Wisata Kuliner', 'Road Trip', 'Wisata Religi', OTHER_OPTION],
  'Keuangan & Investasi': ['Saham & Reksa Dana', 'Properti', 'Emas', OTHER_OPTION],
  'Gaya Hidup': ['Fashion', 'Kesehatan & Kebugaran', 'Dekorasi Rumah', OTHER_OPTION],
  'Keluarga': ['Parenting', 'Pendidikan Anak', OTHER_OPTION],
  'Hiburan': ['Musik', 'Film & Serial', 'Buku', OTHER_OPTION],
};

/** Hobbies and their sub-hobbies (§3 hobby, subHobby: no free-text field, so no 'Lainnya'). */
export const HOBBIES: Readonly<Record<string, readonly string[]>> = {
  'Olahraga': ['Sepak Bola', 'Futsal', 'Bulu Tangkis', 'Lari', 'Renang', 'Bersepeda', 'Golf'],
  'Otomotif': ['Touring', 'Modifikasi', 'Off-road', 'Cuci & Detailing'],
  'Alam Terbuka': ['Mendaki Gunung', 'Memancing', 'Berkemah', 'Menyelam'],
  'Seni & Kreativitas': ['Fotografi', 'Melukis', 'Musik', 'Menulis'],
  'Kuliner': ['Memasak', 'Membuat Kue', 'Wisata Kuliner'],
  'Hiburan': ['Membaca', 'Menonton Film', 'Bermain Gim', 'Karaoke'],
  'Berkebun & Hewan': ['Berkebun', 'Memelihara Hewan', 'Memelihara Ikan Hias'],
};

/** §3 favoriteColor; 'Lainnya' → otherColor. */
export const COLORS = [
  'Putih',
  'Hitam',
  'Silver',
  'Abu-abu',
  'Merah',
  'Biru',
  'Hijau',
  'Kuning',
  'Oranye',
  'Cokelat',
  'Ungu',
  'Emas',
  OTHER_OPTION,
] as const;

// ---------------------------------------------------------------------------------------------
// The §5 dependent-field rule
// ---------------------------------------------------------------------------------------------

/** The field that completes an occupation (§5): income, follower count or job title. */
export function occupationDetailField(occupation: string | null | undefined): OccupationDetail | null {
  if (!occupation) return null;
  return OCCUPATIONS.find((o) => o.value === occupation)?.detail ?? 'jobTitle';
}

/** The editable §3 profile fields (not email and phone, which have their own flows). */
export const PROFILE_FIELDS = [
  'name',
  'nickName',
  'gender',
  'dateOfBirth',
  'cityIsocode',
  'address',
  'occupation',
  'occupationOther',
  'jobLevel',
  'otherJobLevel',
  'monthlyIncome',
  'subsFollowerCount',
  'jobTitle',
  'companyName',
  'industry',
  'otherIndustry',
  'subIndustry',
  'otherSubIndustry',
  'interest1',
  'subInterest1',
  'otherSubInterest1',
  'hobby',
  'subHobby',
  'favoriteFood',
  'favoriteDrink',
  'favoriteColor',
  'otherColor',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The profile fields besides the name, all optional text. */
export type ProfileDetails = { [K in Exclude<ProfileField, 'name'>]: string | null };
export type ProfileInput = { name: string } & { [K in Exclude<ProfileField, 'name'>]?: string | null | undefined };
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** §5: a choice whose 'Lainnya' option is completed (and compared) through this free-text field. */
export const OTHER_FIELD_OF: Readonly<Partial<Record<ProfileField, ProfileField>>> = {
  occupation: 'occupationOther',
  jobLevel: 'otherJobLevel',
  industry: 'otherIndustry',
  subIndustry: 'otherSubIndustry',
  subInterest1: 'otherSubInterest1',
  favoriteColor: 'otherColor',
};

/**
 * Which optional fields apply given the choices made (§5): the occupation's detail field, the
 * 'Lainnya' free-text fields, the sub-lists of the chosen industry, interest and hobby. The form
 * shows exactly these; the API stores the others as empty.
 */
export function applicableFields(p: Partial<Record<ProfileField, string | null | undefined>>): Set<ProfileField> {
  const out = new Set<ProfileField>(PROFILE_FIELDS);
  const drop = (...fields: ProfileField[]) => fields.forEach((f) => out.delete(f));
  const detail = occupationDetailField(p.occupation);
  for (const field of ['monthlyIncome', 'subsFollowerCount', 'jobTitle'] as const) if (field !== detail) drop(field);
  if (p.occupation !== OTHER_OPTION) drop('occupationOther');
  if (p.jobLevel !== OTHER_OPTION) drop('otherJobLevel');
  if (p.industry !== OTHER_OPTION) drop('otherIndustry');
  if (!p.industry || (INDUSTRIES[p.industry]?.length ?? 0) === 0) drop('subIndustry');
  if (!out.has('subIndustry') || p.subIndustry !== OTHER_OPTION) drop('otherSubIndustry');
  if (!p.interest1) drop('subInterest1');
  if (!out.has('subInterest1') || p.subInterest1 !== OTHER_OPTION) drop('otherSubInterest1');
  if (!p.hobby) drop('subHobby');
  if (p.favoriteColor !== OTHER_OPTION) drop('otherColor');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Validation (messages in Indonesian, as the form shows them)
// ---------------------------------------------------------------------------------------------

export const PROFILE_TEXT_MAX = 100;
export const ADDRESS_MAX = 300;
export const AGE_MIN = 17;
export const AGE_MAX = 100;
export const FOLLOWER_COUNT_MAX_DIGITS = 12;

export const PROFILE_MESSAGES = {
  NICKNAME_CHARACTERS: 'Nama panggilan hanya boleh berisi huruf, angka dan spasi',
  TOO_LONG: 'Maksimal {n} karakter',
  GENDER: 'Pilih Pria atau Wanita',
  DATE_INVALID: 'Tanggal lahir tidak valid (format TTTT-BB-HH)',
  DATE_FUTURE: 'Tanggal lahir harus di masa lalu',
  AGE_MIN: `Usia minimal ${AGE_MIN} tahun`,
  AGE_MAX: `Usia maksimal ${AGE_MAX} tahun`,
  CITY_INVALID: 'Kota tidak valid',
  CITY_UNKNOWN: 'Kota tidak ditemukan',
  NOT_IN_LIST: 'Pilih salah satu pilihan yang tersedia',
  OTHER_REQUIRED: 'Mohon isi keterangan untuk pilihan Lainnya',
  FOLLOWERS: 'Jumlah pengikut hanya boleh berisi angka',
} as const;

const tooLong = (max: number) => PROFILE_MESSAGES.TOO_LONG.replace('{n}', String(max));

/** Trims, collapses whitespace (§5) and turns an empty answer into null. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = collapseWhitespace(value).trim();
  return cleaned === '' ? null : cleaned;
}

/** A 'YYYY-MM-DD' string that names a real calendar day, or null. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Full years between a birth date and `today` (both 'YYYY-MM-DD'). */
export function ageOn(birth: string, today: string): number | null {
  const b = parseIsoDate(birth);
  const t = parseIsoDate(today);
  if (!b || !t) return null;
  const hadBirthday = t.m > b.m || (t.m === b.m && t.d >= b.d);
  return t.y - b.y - (hadBirthday ? 0 : 1);
}

/** Date of birth: a real day, in the past, age 17 to 100 on `today` ('YYYY-MM-DD', WIB). */
export function dateOfBirthError(value: string | null | undefined, today: string): string | null {
  const v = cleanText(value);
  if (v === null) return null;
  if (!parseIsoDate(v)) return PROFILE_MESSAGES.DATE_INVALID;
  if (v >= today) return PROFILE_MESSAGES.DATE_FUTURE;
  const age = ageOn(v, today) ?? 0;
  if (age < AGE_MIN) return PROFILE_MESSAGES.AGE_MIN;
  if (age > AGE_MAX) return PROFILE_MESSAGES.AGE_MAX;
  return null;
}

type ChoiceRule = { field: ProfileField; options: () => readonly string[] };

/**
 * Every problem of a profile update, field by field (empty = valid). `today` is the calendar day
 * in WIB ('YYYY-MM-DD'). Whether the city exists is the API's check (it needs the geo tables);
 * here only its shape is checked.
 */
export function validateProfile(input: ProfileInput, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  const p = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, cleanText(input[f])])) as Record<ProfileField, string | null>;
  const applies = applicableFields(p);

  // The same name rule as registration.
  const name = nameError(p.name);
  if (name) errors.name = name;
  if (p.nickName !== null && hasSpecialCharacters(p.nickName)) errors.nickName = PROFILE_MESSAGES.NICKNAME_CHARACTERS;
  if (p.gender !== null && !(GENDERS as readonly string[]).includes(p.gender)) errors.gender = PROFILE_MESSAGES.GENDER;
  const dob = dateOfBirthError(p.dateOfBirth, today);
  if (dob) errors.dateOfBirth = dob;
  if (p.cityIsocode !== null && !/^[0-9a-z_]{2,20}$/i.test(p.cityIsocode)) errors.cityIsocode = PROFILE_MESSAGES.CITY_INVALID;

  const choices: ChoiceRule[] = [
    { field: 'occupation', options: () => OCCUPATIONS.map((o) => o.value) },
    { field: 'jobLevel', options: () => JOB_LEVELS },
    { field: 'monthlyIncome', options: () => INCOME_RANGES },
    { field: 'industry', options: () => Object.keys(INDUSTRIES) },
    { field: 'subIndustry', options: () => INDUSTRIES[p.industry ?? ''] ?? [] },
    { field: 'interest1', options: () => Object.keys(INTERESTS) },
    { field: 'subInterest1', options: () => INTERESTS[p.interest1 ?? ''] ?? [] },
    { field: 'hobby', options: () => Object.keys(HOBBIES) },
    { field: 'subHobby', options: () => HOBBIES[p.hobby ?? ''] ?? [] },
    { field: 'favoriteColor', options: () => COLORS },
  ];
  for (const { field, options } of choices) {
    const value = p[field];
    if (value !== null && applies.has(field) && !options().includes(value)) errors[field] = PROFILE_MESSAGES.NOT_IN_LIST;
  }

  // §5: 'Lainnya' falls back to the free-text field, so that field must say something.
  const others = Object.entries(OTHER_FIELD_OF) as [ProfileField, ProfileField][];
  for (const [choice, other] of others) {
    if (p[choice] === OTHER_OPTION && applies.has(other) && p[other] === null && !errors[choice]) {
      errors[other] = PROFILE_MESSAGES.OTHER_REQUIRED;
    }
  }

  if (p.subsFollowerCount !== null && applies.has('subsFollowerCount')) {
    const digits = p.subsFollowerCount.replace(/\./g, '');
    if (!isNumericOnly(digits) || digits.length > FOLLOWER_COUNT_MAX_DIGITS) errors.subsFollowerCount = PROFILE_MESSAGES.FOLLOWERS;
  }

  for (const field of PROFILE_FIELDS) {
    const max = field === 'address' ? ADDRESS_MAX : PROFILE_TEXT_MAX;
    const value = p[field];
    if (value !== null && value.length > max && !errors[field]) errors[field] = tooLong(max);
  }
  return errors;
}

/**
 * The profile as it is stored: every text cleaned (§5 whitespace), the follower count as digits,
 * and the fields that do not apply to the choices made emptied (a PNS has no income on file).
 */
export function normalizeProfile(input: ProfileInput): { name: string } & ProfileDetails {
  const p = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, cleanText(input[f])])) as Record<ProfileField, string | null>;
  const applies = applicableFields(p);
  for (const field of PROFILE_FIELDS) if (!applies.has(field)) p[field] = null;
  if (p.subsFollowerCount !== null) p.subsFollowerCount = p.subsFollowerCount.replace(/\./g, '');
  return { ...p, name: p.name ?? '' };
}

/**
 * §5 profile sync: the fields whose new value is non-empty and differs (trimmed, case-insensitive)
 * from the current one. Only the occupation's detail field is compared (income, follower count or
 * job title), and a 'Lainnya' choice is compared through its free-text field.
 */
export function changedProfileFields(
  current: Partial<Record<ProfileField, string | null | undefined>>,
  incoming: Partial<Record<ProfileField, string | null | undefined>>,
): ProfileField[] {
  const key = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
  const isOther = (v: string | null | undefined) => key(v) === OTHER_OPTION.toLowerCase();
  const effective = (p: typeof current, choice: ProfileField, other: ProfileField) => (isOther(p[choice]) ? p[other] : p[choice]);
  const otherOf = OTHER_FIELD_OF;
  const freeText = new Set(Object.values(otherOf));
  // The occupation the profile will hold decides which detail field counts: the dealer's when it
  // names one, else the customer's own (a record without an occupation must not offer a job title
  // to an entrepreneur, whose profile keeps no job title). Matched like every §5 comparison:
  // trimmed and case-insensitive ('WIRASWASTA' is an entrepreneur too).
  const occupation = cleanText(incoming.occupation) ?? cleanText(current.occupation);
  const known = OCCUPATIONS.find((o) => key(o.value) === key(occupation));
  const detail: OccupationDetail = known?.detail ?? 'jobTitle';
  const skipped = new Set<ProfileField>((['monthlyIncome', 'subsFollowerCount', 'jobTitle'] as const).filter((f) => f !== detail));
  return PROFILE_FIELDS.filter((field) => {
    if (skipped.has(field) || freeText.has(field)) return false;
    const other = otherOf[field];
    const next = other ? effective(incoming, field, other) : incoming[field];
    const now = other ? effective(current, field, other) : current[field];
    return cleanText(next) !== null && key(next) !== key(now);
  });
}

// ---------------------------------------------------------------------------------------------
// Mobil Saya (a customer's cars). The shape of a car — plate pattern and normalisation, year,
// VIN — is checked by its contract (contracts/customer.ts CarInput); these are the rules that
// need the customer's other cars or today's date.
// ---------------------------------------------------------------------------------------------

export const MAX_CARS_PER_CUSTOMER = 10;
/** An STNK is renewed every five years: an expiry further away is a typing mistake. */
export const STNK_MAX_YEARS_AHEAD = 5;

export const CAR_MESSAGES = {
  STNK_RANGE: `Tanggal berlaku STNK paling lama ${STNK_MAX_YEARS_AHEAD} tahun dari sekarang`,
  DUPLICATE_PLATE: 'Nomor polisi ini sudah ada di Mobil Saya',
  TOO_MANY: `Mobil Saya paling banyak berisi ${MAX_CARS_PER_CUSTOMER} mobil`,
  NOT_FOUND: 'Mobil tidak ditemukan',
} as const;

/**
 * STNK expiry ('YYYY-MM-DD') against `today` (WIB): an expired STNK is kept (the reminder is the
 * point); only a date past the five-year term is refused.
 */
export function stnkExpiryError(value: string | null | undefined, today: string): string | null {
  const v = cleanText(value);
  if (v === null || !parseIsoDate(v)) return null;
  const limit = `${Number(today.slice(0, 4)) + STNK_MAX_YEARS_AHEAD}${today.slice(4)}`;
  return v > limit ? CAR_MESSAGES.STNK_RANGE : null;
}
