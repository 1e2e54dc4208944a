/**
 * §4 post-login confirmations (issue 11): which steps a logged-in customer is asked, in which
 * order, and the §9 seamless time-out. The web's post-login modal applies these to the answer of
 * get-singleid (contracts/dealer-sync.ts SingleIdData); the rules are pure so they are tested here.
 *
 * Steps, in the order §4 names them: seamless (link the dealer record found for the verified
 * phone), o2oprofile (take over profile fields that differ, §5), o2ocars (add the record's vehicles
 * to "Mobil Saya"), pdp (personal-data consent), then a final confirmation.
 */
import { SEAMLESS_CHECK_INTERVAL_MS } from './constants';
import type { SingleIdData } from './contracts/dealer-sync';
import { formatDateId } from './format';
import { GENDER_LABELS, OTHER_FIELD_OF, OTHER_OPTION, changedProfileFields, type ProfileField } from './profile';

export const POST_LOGIN_STEPS = ['seamless', 'o2oprofile', 'o2ocars', 'pdp'] as const;
export type PostLoginStep = (typeof POST_LOGIN_STEPS)[number];

/** The dealer-record steps: offered only for a linked record, or after a seamless step the customer accepts. */
const RECORD_STEPS: readonly PostLoginStep[] = ['o2oprofile', 'o2ocars'];

// ---------------------------------------------------------------------------------------------
// §4/§9 seamless time-out
// ---------------------------------------------------------------------------------------------

/** When a seamless rejection made at `rejectedAt` (ISO) stops holding; null without a (readable) rejection. */
export function seamlessRecheckAt(rejectedAt: string | null, timeoutMinutes: number): Date | null {
  if (!rejectedAt) return null;
  const at = Date.parse(rejectedAt);
  if (Number.isNaN(at)) return null;
  return new Date(at + Math.max(0, timeoutMinutes) * 60_000);
}

/**
 * §4: "A seamless rejection stores a flag with its timestamp. After the seamless time-out … a
 * re-check is triggered and the flag cleared." True while the rejection still holds at `now`: from
 * the rejection up to (not including) the moment the time-out has passed.
 */
export function isSeamlessRejectionActive(rejectedAt: string | null, now: Date, timeoutMinutes: number): boolean {
  const until = seamlessRecheckAt(rejectedAt, timeoutMinutes);
  return until !== null && now.getTime() < until.getTime();
}

/**
 * §9 "checked every 60 s": whether the check made at `now` should ask get-singleid again — a
 * rejection is pending and its time-out has passed. The check itself runs every
 * SEAMLESS_CHECK_INTERVAL_MS, so a re-check comes at most one interval after the time-out.
 */
export function isSeamlessRecheckDue(rejectedAt: string | null, now: Date, timeoutMinutes: number): boolean {
  return seamlessRecheckAt(rejectedAt, timeoutMinutes) !== null && !isSeamlessRejectionActive(rejectedAt, now, timeoutMinutes);
}

/** The first check at or after the time-out, counting intervals from `from` (when the checks started). */
export function firstRecheckAt(rejectedAt: string | null, from: Date, timeoutMinutes: number): Date | null {
  const until = seamlessRecheckAt(rejectedAt, timeoutMinutes);
  if (!until) return null;
  const wait = Math.max(0, until.getTime() - from.getTime());
  return new Date(from.getTime() + Math.ceil(wait / SEAMLESS_CHECK_INTERVAL_MS) * SEAMLESS_CHECK_INTERVAL_MS);
}

// ---------------------------------------------------------------------------------------------
// The steps
// ---------------------------------------------------------------------------------------------

/** The dealer vehicles the o2ocars step offers: not in "Mobil Saya" yet and not answered before. */
export function offeredVehicles(data: Pick<SingleIdData, 'profileTemporary'>): NonNullable<SingleIdData['profileTemporary']>['vehicles'] {
  return data.profileTemporary?.vehicles.filter((v) => !v.inMyCars && !v.decided) ?? [];
}

/** The §5 changed fields the o2oprofile step offers (none once the customer answered for this record). */
export function offeredProfileFields(data: Pick<SingleIdData, 'profileTemporary' | 'currentProfile'>): ProfileField[] {
  const record = data.profileTemporary;
  if (!record || record.profileDecided) return [];
  return changedProfileFields(data.currentProfile, record);
}

/**
 * §4: the steps to ask, in order. seamless when a record was found for the verified phone
 * (verificationPhoneNumber.acknowledge), the account is not linked yet and no rejection holds;
 * o2oprofile when the record's profile differs (§5) and was not answered; o2ocars when the record
 * has vehicles neither in "Mobil Saya" nor answered; pdp when the customer never answered consent.
 * The record steps need the record linked, or a seamless step before them (they then count only if
 * it is accepted: see stepsAfterSeamless): a customer who declined the link is not offered its data.
 */
export function collectPostLoginSteps(data: SingleIdData, now: Date, timeoutMinutes: number): PostLoginStep[] {
  const steps: PostLoginStep[] = [];
  const linked = data.customer.customerNoTDMS !== null;
  const seamless =
    data.verificationPhoneNumber.acknowledge && !linked && !isSeamlessRejectionActive(data.seamlessRejectedAt, now, timeoutMinutes);
  if (seamless) steps.push('seamless');
  if (data.profileTemporary && (linked || seamless)) {
    if (offeredProfileFields(data).length > 0) steps.push('o2oprofile');
    if (offeredVehicles(data).length > 0) steps.push('o2ocars');
  }
  if (data.consent === null) steps.push('pdp');
  return steps;
}

/** The steps left once seamless is answered: a rejected seamless skips the record steps (§4). */
export function stepsAfterSeamless(steps: readonly PostLoginStep[], accepted: boolean): PostLoginStep[] {
  return accepted ? [...steps] : steps.filter((s) => !RECORD_STEPS.includes(s));
}

// ---------------------------------------------------------------------------------------------
// How the o2oprofile step shows a field
// ---------------------------------------------------------------------------------------------

/** The Indonesian label of each field the o2oprofile step can show (the My Account profile's words). */
export const SYNC_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  name: 'Nama lengkap',
  nickName: 'Nama panggilan',
  gender: 'Jenis kelamin',
  dateOfBirth: 'Tanggal lahir',
  cityIsocode: 'Kota/Kabupaten',
  address: 'Alamat',
  occupation: 'Pekerjaan',
  occupationOther: 'Pekerjaan lainnya',
  jobLevel: 'Level jabatan',
  otherJobLevel: 'Level jabatan lainnya',
  monthlyIncome: 'Penghasilan per bulan',
  subsFollowerCount: 'Jumlah pengikut',
  jobTitle: 'Jabatan',
  companyName: 'Nama perusahaan/usaha',
  industry: 'Bidang industri',
  otherIndustry: 'Bidang industri lainnya',
  subIndustry: 'Sub-bidang industri',
  otherSubIndustry: 'Sub-bidang industri lainnya',
  interest1: 'Minat',
  subInterest1: 'Minat khusus',
  otherSubInterest1: 'Minat khusus lainnya',
  hobby: 'Hobi',
  subHobby: 'Hobi khusus',
  favoriteFood: 'Makanan favorit',
  favoriteDrink: 'Minuman favorit',
  favoriteColor: 'Warna favorit',
  otherColor: 'Warna favorit lainnya',
};


/**
 * A field's value as the o2oprofile step shows it: gender as Pria/Wanita (§3), the city by its
 * name (`cityName` looks it up; the isocode when unknown), a 'Lainnya' choice through its free text
 * (§5), a date as 'YYYY-MM-DD' → '12 April 1988'. Empty → '-'.
 */
export function syncDisplayValue(
  profile: Partial<Record<ProfileField, string | null | undefined>>,
  field: ProfileField,
  cityName: (isocode: string) => string | null = () => null,
): string {
  const raw = profile[field]?.trim() ?? '';
  if (raw === '') return '-';
  if (field === 'gender') {
    const g = raw.toLowerCase();
    return g === 'male' || g === 'female' ? GENDER_LABELS[g] : raw;
  }
  if (field === 'cityIsocode') return cityName(raw) ?? raw;
  if (field === 'dateOfBirth') {
    const text = formatDateId(raw, 'long');
    return text === '-' ? raw : text;
  }
  const other = OTHER_FIELD_OF[field];
  if (other && raw.toLowerCase() === OTHER_OPTION.toLowerCase()) return profile[other]?.trim() || OTHER_OPTION;
  return raw;
}
