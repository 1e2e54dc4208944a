import { describe, expect, it } from 'vitest';
import { SEAMLESS_CHECK_INTERVAL_MS, SEAMLESS_TIMEOUT_MINUTES_DEFAULT } from './constants';
import { SingleIdData, type DealerVehicle } from './contracts/dealer-sync';
import {
  collectPostLoginSteps,
  firstRecheckAt,
  isSeamlessRecheckDue,
  isSeamlessRejectionActive,
  offeredProfileFields,
  offeredVehicles,
  seamlessRecheckAt,
  stepsAfterSeamless,
  syncDisplayValue,
} from './post-login';

const NOW = new Date('2026-11-22T03:00:00.000Z');
const T = SEAMLESS_TIMEOUT_MINUTES_DEFAULT;
const minutesBefore = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const PROFILE = {
  name: 'Hendra Gunawan',
  email: null,
  phoneNumber: '081355550101',
  nickName: null,
  gender: null,
  dateOfBirth: null,
  cityIsocode: null,
  address: null,
  occupation: null,
  occupationOther: null,
  jobLevel: null,
  otherJobLevel: null,
  monthlyIncome: null,
  subsFollowerCount: null,
  jobTitle: null,
  companyName: null,
  industry: null,
  otherIndustry: null,
  subIndustry: null,
  otherSubIndustry: null,
  interest1: null,
  subInterest1: null,
  otherSubInterest1: null,
  hobby: null,
  subHobby: null,
  favoriteFood: null,
  favoriteDrink: null,
  favoriteColor: null,
  otherColor: null,
};

const vehicle = (id: string, over: Partial<DealerVehicle> = {}): DealerVehicle => ({
  vehicleId: id,
  model: 'Avanza 1.5 G CVT',
  plate: `B ${id} HG`,
  year: 2022,
  color: 'Putih',
  vin: null,
  lastServiceDate: '2026-08-14',
  lastServiceKm: 30000,
  inMyCars: false,
  decided: false,
  ...over,
});

/** A record found for the phone, not linked, with a gender and a city the account lacks, two vehicles, no consent. */
function data(over: { [K in keyof SingleIdData]?: Partial<SingleIdData[K]> | null } = {}): SingleIdData {
  const { name: _n, email: _e, phoneNumber: _p, ...recordProfile } = PROFILE;
  const base: SingleIdData = {
    customer: { customerNo: 'KMD90000099', isSMSVerified: true, isWaVerified: false, isEmailVerified: false, customerNoTDMS: null, is020Sync: false },
    profileTemporary: {
      ...recordProfile,
      name: 'Hendra Gunawan',
      gender: 'male',
      cityIsocode: '3273',
      customerNoTDMS: 'TDMS-0009101',
      vehicles: [vehicle('1'), vehicle('2')],
      profileDecided: false,
    },
    verificationPhoneNumber: { acknowledge: true, message: 'Data Anda ditemukan', customerTDMSNo: 'TDMS-0009101' },
    seamlessRejectedAt: null,
    currentProfile: PROFILE,
    consent: null,
  };
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) {
    const before = base[key as keyof SingleIdData];
    merged[key] = value === null ? null : typeof before === 'object' && before !== null ? { ...before, ...(value as object) } : value;
  }
  // Every fixture is a real answer of the contract.
  return SingleIdData.parse(merged);
}

const AGREED = { consentStatusId: 1 as const, statusLabel: 'Setuju', consentSourceCode: 4, consentSourceDetailCode: 5, channel: 'modal', decidedAt: NOW.toISOString() };

describe('§4 the steps, in order', () => {
  it('collects seamless, o2oprofile, o2ocars, pdp for a record found, not linked, with differences, vehicles and no consent', () => {
    expect(collectPostLoginSteps(data(), NOW, T)).toEqual(['seamless', 'o2oprofile', 'o2ocars', 'pdp']);
  });

  it('asks only for consent when no record was found', () => {
    const none = data({ profileTemporary: null, verificationPhoneNumber: { acknowledge: false, message: '', customerTDMSNo: null } });
    expect(collectPostLoginSteps(none, NOW, T)).toEqual(['pdp']);
  });

  it('asks nothing when there is no record and consent was answered (even declined)', () => {
    const none = data({ profileTemporary: null, verificationPhoneNumber: { acknowledge: false, message: '', customerTDMSNo: null } });
    expect(collectPostLoginSteps({ ...none, consent: AGREED }, NOW, T)).toEqual([]);
    expect(collectPostLoginSteps({ ...none, consent: { ...AGREED, consentStatusId: 2, statusLabel: 'Tidak setuju' } }, NOW, T)).toEqual([]);
    expect(collectPostLoginSteps({ ...none, consent: { ...AGREED, consentStatusId: 3, statusLabel: 'Ditarik' } }, NOW, T)).toEqual([]);
  });

  it('skips seamless once the account is linked, but still offers what the record holds', () => {
    const linked = data({ customer: { customerNoTDMS: 'TDMS-0009101' } });
    expect(collectPostLoginSteps(linked, NOW, T)).toEqual(['o2oprofile', 'o2ocars', 'pdp']);
  });

  it('a linked customer who answered everything is asked nothing', () => {
    const done = data({
      customer: { customerNoTDMS: 'TDMS-0009101' },
      profileTemporary: { profileDecided: true, vehicles: [vehicle('1', { inMyCars: true }), vehicle('2', { decided: true })] },
    });
    expect(collectPostLoginSteps({ ...done, consent: AGREED }, NOW, T)).toEqual([]);
  });

  it('offers o2oprofile only for changed fields not yet answered', () => {
    const same = data({ profileTemporary: { gender: null, cityIsocode: ' ' } });
    expect(offeredProfileFields(same)).toEqual([]);
    expect(collectPostLoginSteps(same, NOW, T)).toEqual(['seamless', 'o2ocars', 'pdp']);
    const decided = data({ profileTemporary: { profileDecided: true } });
    expect(offeredProfileFields(decided)).toEqual([]);
    expect(collectPostLoginSteps(decided, NOW, T)).toEqual(['seamless', 'o2ocars', 'pdp']);
    expect(offeredProfileFields(data())).toEqual(['gender', 'cityIsocode']);
  });

  it('offers o2ocars only for vehicles neither in Mobil Saya nor answered', () => {
    const one = data({ profileTemporary: { vehicles: [vehicle('1', { inMyCars: true }), vehicle('2')] } });
    expect(offeredVehicles(one).map((v) => v.vehicleId)).toEqual(['2']);
    const none = data({ profileTemporary: { vehicles: [vehicle('1', { inMyCars: true }), vehicle('2', { decided: true })] } });
    expect(offeredVehicles(none)).toEqual([]);
    expect(collectPostLoginSteps(none, NOW, T)).toEqual(['seamless', 'o2oprofile', 'pdp']);
    expect(collectPostLoginSteps(data({ profileTemporary: { vehicles: [] } }), NOW, T)).toEqual(['seamless', 'o2oprofile', 'pdp']);
  });

  it('a seamless step is offered only when a record was acknowledged for the verified phone', () => {
    const notAcknowledged = data({ verificationPhoneNumber: { acknowledge: false } });
    // Not linked and no seamless to accept: the record's data is not offered either.
    expect(collectPostLoginSteps(notAcknowledged, NOW, T)).toEqual(['pdp']);
  });

  it('while a seamless rejection holds: no seamless and none of the record steps; consent still asked', () => {
    const rejected = data({ seamlessRejectedAt: minutesBefore(1) });
    expect(collectPostLoginSteps(rejected, NOW, T)).toEqual(['pdp']);
    expect(collectPostLoginSteps({ ...rejected, consent: AGREED }, NOW, T)).toEqual([]);
  });

  it('after the time-out the rejection no longer holds and seamless comes back', () => {
    const expired = data({ seamlessRejectedAt: minutesBefore(T) });
    expect(collectPostLoginSteps(expired, NOW, T)).toEqual(['seamless', 'o2oprofile', 'o2ocars', 'pdp']);
  });

  it('a rejected seamless skips o2oprofile and o2ocars; an accepted one keeps them', () => {
    const steps = collectPostLoginSteps(data(), NOW, T);
    expect(stepsAfterSeamless(steps, false)).toEqual(['seamless', 'pdp']);
    expect(stepsAfterSeamless(steps, true)).toEqual(['seamless', 'o2oprofile', 'o2ocars', 'pdp']);
    expect(stepsAfterSeamless(['seamless', 'o2ocars'], false)).toEqual(['seamless']);
  });
});

describe('§4/§9 seamless time-out', () => {
  it('holds from the rejection up to, not including, the time-out', () => {
    expect(isSeamlessRejectionActive(minutesBefore(0), NOW, T)).toBe(true);
    expect(isSeamlessRejectionActive(new Date(NOW.getTime() - T * 60_000 + 1).toISOString(), NOW, T)).toBe(true);
    expect(isSeamlessRejectionActive(minutesBefore(T), NOW, T)).toBe(false);
    expect(isSeamlessRejectionActive(minutesBefore(T + 10), NOW, T)).toBe(false);
  });

  it('follows the configured minutes', () => {
    expect(isSeamlessRejectionActive(minutesBefore(5), NOW, 10)).toBe(true);
    expect(isSeamlessRejectionActive(minutesBefore(5), NOW, 5)).toBe(false);
    expect(isSeamlessRejectionActive(minutesBefore(0), NOW, 0)).toBe(false);
  });

  it('no rejection, or an unreadable time, holds nothing and asks for no re-check', () => {
    expect(isSeamlessRejectionActive(null, NOW, T)).toBe(false);
    expect(isSeamlessRejectionActive('gisteren', NOW, T)).toBe(false);
    expect(seamlessRecheckAt(null, T)).toBeNull();
    expect(isSeamlessRecheckDue(null, NOW, T)).toBe(false);
    expect(firstRecheckAt(null, NOW, T)).toBeNull();
  });

  it('a re-check is due once the time-out has passed, not before', () => {
    expect(seamlessRecheckAt(minutesBefore(1), T)?.toISOString()).toBe(new Date(NOW.getTime() + (T - 1) * 60_000).toISOString());
    expect(isSeamlessRecheckDue(minutesBefore(1), NOW, T)).toBe(false);
    expect(isSeamlessRecheckDue(minutesBefore(T), NOW, T)).toBe(true);
  });

  it('checks every 60 s: the first check at or after the time-out', () => {
    expect(SEAMLESS_CHECK_INTERVAL_MS).toBe(60_000);
    // Rejected 30 s before the checks start: the time-out ends 3.5 minutes in, the 4th check sees it.
    const rejectedAt = new Date(NOW.getTime() - 30_000).toISOString();
    expect(firstRecheckAt(rejectedAt, NOW, T)?.getTime()).toBe(NOW.getTime() + 4 * SEAMLESS_CHECK_INTERVAL_MS);
    // Rejected exactly when the checks start: the 4th check, at the time-out itself.
    expect(firstRecheckAt(NOW.toISOString(), NOW, T)?.getTime()).toBe(NOW.getTime() + 4 * SEAMLESS_CHECK_INTERVAL_MS);
    // Already past: now.
    expect(firstRecheckAt(minutesBefore(T + 1), NOW, T)?.getTime()).toBe(NOW.getTime());
  });
});

describe('how the o2oprofile step shows a value', () => {
  it('gender as Pria/Wanita (§3), the city by name, a date the Indonesian way', () => {
    expect(syncDisplayValue({ gender: 'male' }, 'gender')).toBe('Pria');
    expect(syncDisplayValue({ gender: 'female' }, 'gender')).toBe('Wanita');
    expect(syncDisplayValue({ cityIsocode: '3273' }, 'cityIsocode', (iso) => (iso === '3273' ? 'Kota Bandung' : null))).toBe('Kota Bandung');
    expect(syncDisplayValue({ cityIsocode: '9999' }, 'cityIsocode', () => null)).toBe('9999');
    expect(syncDisplayValue({ dateOfBirth: '1985-03-09' }, 'dateOfBirth')).toBe('9 Maret 1985');
  });

  it("a 'Lainnya' choice through its free text (§5); empty as '-'", () => {
    expect(syncDisplayValue({ occupation: 'Lainnya', occupationOther: 'Pedagang Kopi' }, 'occupation')).toBe('Pedagang Kopi');
    expect(syncDisplayValue({ favoriteColor: 'lainnya ', otherColor: 'Tosca' }, 'favoriteColor')).toBe('Tosca');
    expect(syncDisplayValue({ favoriteColor: 'Lainnya', otherColor: null }, 'favoriteColor')).toBe('Lainnya');
    expect(syncDisplayValue({ jobTitle: null }, 'jobTitle')).toBe('-');
    expect(syncDisplayValue({ jobTitle: '  ' }, 'jobTitle')).toBe('-');
  });
});
