import { describe, expect, it } from 'vitest';
import {
  CAR_MESSAGES,
  COLORS,
  GENDER_LABELS,
  HOBBIES,
  INCOME_RANGES,
  INDUSTRIES,
  INTERESTS,
  OCCUPATIONS,
  OTHER_OPTION,
  PROFILE_MESSAGES,
  ageOn,
  applicableFields,
  changedProfileFields,
  dateOfBirthError,
  normalizeProfile,
  occupationDetailField,
  stnkExpiryError,
  validateProfile,
} from './profile';

const TODAY = '2026-11-22';

describe('option lists', () => {
  it('shows gender as Pria/Wanita (§3)', () => {
    expect(GENDER_LABELS).toEqual({ male: 'Pria', female: 'Wanita' });
  });

  it('holds the occupations the form offers, each once', () => {
    const values = OCCUPATIONS.map((o) => o.value);
    for (const wanted of ['Petani/Pekebun', 'Peternak', 'Wiraswasta', 'Influencer', 'Karyawan Swasta', 'PNS', 'TNI/Polri', 'Pelajar/Mahasiswa', 'Ibu Rumah Tangga', 'Lainnya']) {
      expect(values).toContain(wanted);
    }
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives every industry and interest with sub-options a Lainnya choice; hobbies have no free text', () => {
    for (const [industry, subs] of Object.entries(INDUSTRIES)) {
      if (industry !== OTHER_OPTION) expect(subs.at(-1), industry).toBe(OTHER_OPTION);
    }
    for (const subs of Object.values(INTERESTS)) expect(subs.at(-1)).toBe(OTHER_OPTION);
    for (const subs of Object.values(HOBBIES)) expect(subs).not.toContain(OTHER_OPTION);
    expect(COLORS.at(-1)).toBe(OTHER_OPTION);
    expect(INCOME_RANGES.length).toBeGreaterThan(3);
  });
});

describe('§5 dependent fields', () => {
  it('asks farmers/planters, breeders and entrepreneurs for income, influencers for followers, others for a job title', () => {
    expect(occupationDetailField('Petani/Pekebun')).toBe('monthlyIncome');
    expect(occupationDetailField('Peternak')).toBe('monthlyIncome');
    expect(occupationDetailField('Wiraswasta')).toBe('monthlyIncome');
    expect(occupationDetailField('Influencer')).toBe('subsFollowerCount');
    expect(occupationDetailField('PNS')).toBe('jobTitle');
    expect(occupationDetailField('Lainnya')).toBe('jobTitle');
    expect(occupationDetailField(null)).toBeNull();
  });

  it('offers exactly the fields that apply to the choices made', () => {
    const farmer = applicableFields({ occupation: 'Petani/Pekebun' });
    expect(farmer.has('monthlyIncome')).toBe(true);
    expect(farmer.has('jobTitle')).toBe(false);
    expect(farmer.has('subsFollowerCount')).toBe(false);
    expect(farmer.has('occupationOther')).toBe(false);

    const other = applicableFields({ occupation: 'Lainnya', industry: 'Manufaktur', subIndustry: 'Lainnya', favoriteColor: 'Lainnya' });
    expect(other.has('occupationOther')).toBe(true);
    expect(other.has('jobTitle')).toBe(true);
    expect(other.has('otherIndustry')).toBe(false);
    expect(other.has('otherSubIndustry')).toBe(true);
    expect(other.has('otherColor')).toBe(true);
    expect(other.has('subHobby')).toBe(false);
  });

  it('stores nothing that does not apply: a PNS keeps no income, Lainnya text goes with its choice', () => {
    const stored = normalizeProfile({
      name: '  Budi   Santoso ',
      occupation: 'PNS',
      monthlyIncome: 'Rp 5–10 juta',
      jobTitle: ' Analis ',
      occupationOther: 'Pilot',
      favoriteColor: 'Merah',
      otherColor: 'Magenta',
    });
    expect(stored.name).toBe('Budi Santoso');
    expect(stored.jobTitle).toBe('Analis');
    expect(stored.monthlyIncome).toBeNull();
    expect(stored.occupationOther).toBeNull();
    expect(stored.otherColor).toBeNull();
    expect(normalizeProfile({ name: 'Ayu', occupation: 'Influencer', subsFollowerCount: '12.500' }).subsFollowerCount).toBe('12500');
  });

  it('compares only changed, non-empty fields, the occupation detail and Lainnya text included (§5 profile sync)', () => {
    const current = { name: 'Budi', occupation: 'Wiraswasta', monthlyIncome: 'Rp 5–10 juta', jobTitle: 'Pemilik' };
    expect(changedProfileFields(current, { name: ' budi ', occupation: 'Wiraswasta', monthlyIncome: 'Rp 10–20 juta', jobTitle: 'CEO' })).toEqual([
      'monthlyIncome',
    ]);
    expect(changedProfileFields(current, { name: '', nickName: 'Bud' })).toEqual(['nickName']);
    expect(
      changedProfileFields({ favoriteColor: 'Lainnya', otherColor: 'Magenta' }, { favoriteColor: 'Lainnya', otherColor: 'magenta ' }),
    ).toEqual([]);
    expect(changedProfileFields({ favoriteColor: 'Lainnya', otherColor: 'Magenta' }, { favoriteColor: 'Lainnya', otherColor: 'Tosca' })).toEqual([
      'favoriteColor',
    ]);
  });
});

describe('§5 profile sync (changedProfileFields): only non-empty new values that differ, trimmed and case-insensitive', () => {
  const income = { monthlyIncome: 'Rp 10–20 juta', subsFollowerCount: '250000', jobTitle: 'Pemilik' };
  const before = { monthlyIncome: 'Rp 5–10 juta', subsFollowerCount: '1000', jobTitle: 'Staf' };

  it.each([
    ['Petani/Pekebun', 'monthlyIncome'],
    ['Peternak', 'monthlyIncome'],
    ['Wiraswasta', 'monthlyIncome'],
    ['Influencer', 'subsFollowerCount'],
    ['Karyawan Swasta', 'jobTitle'],
    ['PNS', 'jobTitle'],
    ['Ibu Rumah Tangga', 'jobTitle'],
  ] as const)('%s: compares %s and none of the other detail fields', (occupation, detail) => {
    expect(changedProfileFields({ occupation, ...before }, { occupation, ...income })).toEqual([detail]);
  });

  it('an occupation written another way (case, spaces) is the same occupation, with the same detail field', () => {
    expect(changedProfileFields({ occupation: 'Wiraswasta', ...before }, { occupation: '  WIRASWASTA ', ...income })).toEqual(['monthlyIncome']);
    expect(changedProfileFields({ occupation: 'Influencer', ...before }, { occupation: 'influencer', ...income })).toEqual(['subsFollowerCount']);
  });

  it('a new occupation is offered with the detail field it calls for', () => {
    expect(changedProfileFields({ occupation: 'PNS', ...before }, { occupation: 'Peternak', ...income })).toEqual(['occupation', 'monthlyIncome']);
    expect(changedProfileFields({ occupation: 'Wiraswasta', ...before }, { occupation: 'Influencer', ...income })).toEqual([
      'occupation',
      'subsFollowerCount',
    ]);
  });

  it("without a new occupation, the customer's own decides the detail field", () => {
    expect(changedProfileFields({ occupation: 'Wiraswasta', ...before }, { occupation: null, ...income })).toEqual(['monthlyIncome']);
    expect(changedProfileFields({ occupation: 'Influencer', ...before }, { occupation: ' ', ...income })).toEqual(['subsFollowerCount']);
    // Neither names one: a job title, like 'Lainnya' and every unknown occupation.
    expect(changedProfileFields({ ...before }, { ...income })).toEqual(['jobTitle']);
    expect(changedProfileFields({ occupation: 'Lainnya', occupationOther: 'Nelayan', ...before }, { ...income })).toEqual(['jobTitle']);
  });

  it("'Lainnya' compares the free-text field: the same text is no change, another is", () => {
    const current = { occupation: 'Lainnya', occupationOther: 'Nelayan' };
    expect(changedProfileFields(current, { occupation: 'Lainnya', occupationOther: ' nelayan ' })).toEqual([]);
    expect(changedProfileFields(current, { occupation: 'lainnya', occupationOther: 'Pedagang' })).toEqual(['occupation']);
    // A free-text value given as the choice itself matches the 'Lainnya' text.
    expect(changedProfileFields(current, { occupation: 'Nelayan' })).toEqual([]);
    expect(changedProfileFields({ occupation: 'Nelayan' }, current)).toEqual([]);
    // 'Lainnya' without its text says nothing new.
    expect(changedProfileFields({ occupation: 'PNS' }, { occupation: 'Lainnya', occupationOther: '' })).toEqual([]);
    // The free-text fields are never offered on their own.
    expect(changedProfileFields({}, { occupationOther: 'Nelayan', otherJobLevel: 'Mandor', otherColor: 'Tosca' })).toEqual([]);
  });

  it("applies 'Lainnya' to every choice with a free-text field", () => {
    const pairs = [
      ['jobLevel', 'otherJobLevel'],
      ['industry', 'otherIndustry'],
      ['subIndustry', 'otherSubIndustry'],
      ['subInterest1', 'otherSubInterest1'],
      ['favoriteColor', 'otherColor'],
    ] as const;
    for (const [choice, other] of pairs) {
      expect(changedProfileFields({ [choice]: 'Lainnya', [other]: 'Satu' }, { [choice]: 'Lainnya', [other]: 'SATU' }), choice).toEqual([]);
      expect(changedProfileFields({ [choice]: 'Lainnya', [other]: 'Satu' }, { [choice]: 'Lainnya', [other]: 'Dua' }), choice).toEqual([choice]);
    }
  });

  it('ignores case and surrounding spaces, not the words themselves', () => {
    const current = { name: 'Hendra Gunawan', address: 'Jl. Merdeka 1', favoriteFood: 'Sate' };
    expect(changedProfileFields(current, { name: '  HENDRA gunawan ', address: 'jl. merdeka 1', favoriteFood: 'sate ' })).toEqual([]);
    expect(changedProfileFields(current, { name: 'Hendra  Gunawan' })).toEqual(['name']);
    expect(changedProfileFields({ gender: 'male' }, { gender: 'MALE' })).toEqual([]);
    expect(changedProfileFields({ gender: 'male' }, { gender: 'female' })).toEqual(['gender']);
  });

  it('never offers an empty new value, whatever the current one is', () => {
    expect(changedProfileFields({ name: 'Hendra', nickName: 'Hen', cityIsocode: '3273' }, { name: '', nickName: '   ', cityIsocode: null })).toEqual([]);
    expect(changedProfileFields({ nickName: 'Hen' }, { nickName: undefined })).toEqual([]);
  });

  it('offers a value the customer has not filled in yet, in the order of the profile', () => {
    expect(changedProfileFields({ gender: null }, { cityIsocode: '3273', gender: 'male', dateOfBirth: '1985-03-09' })).toEqual([
      'gender',
      'dateOfBirth',
      'cityIsocode',
    ]);
  });
});

describe('validateProfile', () => {
  it('accepts a complete profile', () => {
    expect(
      validateProfile(
        {
          name: 'Budi Santoso',
          nickName: 'Budi',
          gender: 'male',
          dateOfBirth: '1988-04-12',
          cityIsocode: '3171',
          occupation: 'Wiraswasta',
          monthlyIncome: 'Rp 20–50 juta',
          industry: 'Perdagangan & Ritel',
          subIndustry: 'Otomotif',
          interest1: 'Otomotif',
          subInterest1: 'Lainnya',
          otherSubInterest1: 'Restorasi mobil klasik',
          hobby: 'Alam Terbuka',
          subHobby: 'Memancing',
          favoriteColor: 'Putih',
        },
        TODAY,
      ),
    ).toEqual({});
  });

  it('explains each bad field in Indonesian', () => {
    const errors = validateProfile(
      {
        name: '  ',
        nickName: 'B<script>',
        gender: 'Pria',
        occupation: 'Astronot',
        interest1: 'Otomotif',
        subInterest1: 'Memasak',
        favoriteColor: 'Lainnya',
        address: 'x'.repeat(301),
      },
      TODAY,
    );
    expect(errors).toEqual({
      name: 'Nama wajib diisi',
      nickName: PROFILE_MESSAGES.NICKNAME_CHARACTERS,
      gender: PROFILE_MESSAGES.GENDER,
      occupation: PROFILE_MESSAGES.NOT_IN_LIST,
      subInterest1: PROFILE_MESSAGES.NOT_IN_LIST,
      otherColor: PROFILE_MESSAGES.OTHER_REQUIRED,
      address: 'Maksimal 300 karakter',
    });
  });

  it('asks for the free text of Lainnya and a numeric follower count', () => {
    expect(validateProfile({ name: 'Ayu', occupation: 'Lainnya' }, TODAY)).toEqual({ occupationOther: PROFILE_MESSAGES.OTHER_REQUIRED });
    expect(validateProfile({ name: 'Ayu', occupation: 'Influencer', subsFollowerCount: '12rb' }, TODAY)).toEqual({
      subsFollowerCount: PROFILE_MESSAGES.FOLLOWERS,
    });
    // The follower count of someone who is not an influencer is not looked at (it is not stored).
    expect(validateProfile({ name: 'Ayu', occupation: 'PNS', subsFollowerCount: '12rb' }, TODAY)).toEqual({});
  });

  it('keeps the date of birth in the past and the age between 17 and 100', () => {
    expect(ageOn('2009-11-22', TODAY)).toBe(17);
    expect(ageOn('2009-11-23', TODAY)).toBe(16);
    expect(dateOfBirthError('2009-11-22', TODAY)).toBeNull();
    expect(dateOfBirthError('2009-11-23', TODAY)).toBe(PROFILE_MESSAGES.AGE_MIN);
    expect(dateOfBirthError('2027-01-01', TODAY)).toBe(PROFILE_MESSAGES.DATE_FUTURE);
    expect(dateOfBirthError(TODAY, TODAY)).toBe(PROFILE_MESSAGES.DATE_FUTURE);
    expect(dateOfBirthError('1926-11-22', TODAY)).toBeNull();
    expect(dateOfBirthError('1925-11-21', TODAY)).toBe(PROFILE_MESSAGES.AGE_MAX);
    expect(dateOfBirthError('1990-02-30', TODAY)).toBe(PROFILE_MESSAGES.DATE_INVALID);
    expect(dateOfBirthError('12/04/1990', TODAY)).toBe(PROFILE_MESSAGES.DATE_INVALID);
    expect(dateOfBirthError('', TODAY)).toBeNull();
  });
});

describe('Mobil Saya', () => {
  it('refuses an STNK expiry past the five-year term and keeps an expired one', () => {
    expect(stnkExpiryError('2031-11-22', TODAY)).toBeNull();
    expect(stnkExpiryError('2031-11-23', TODAY)).toBe(CAR_MESSAGES.STNK_RANGE);
    expect(stnkExpiryError('2024-01-01', TODAY)).toBeNull();
    expect(stnkExpiryError(null, TODAY)).toBeNull();
  });
});
