'use client';

import {
  applicableFields,
  COLORS,
  GENDER_LABELS,
  GENDERS,
  HOBBIES,
  INCOME_RANGES,
  INDUSTRIES,
  INTERESTS,
  JOB_LEVELS,
  OCCUPATIONS,
  PROFILE_FIELDS,
  ADDRESS_MAX,
  PROFILE_TEXT_MAX,
  validateProfile,
  type ProfileField,
} from '@kemudi/domain/profile';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { listCities } from '@/components/header/city-location';
import { todayInJakarta, type FieldErrors } from '@/lib/myaccount';
import styles from './myaccount.module.css';
import { MyAccountField } from './myaccount-field';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';

export type ProfileValues = Record<ProfileField, string>;

export interface Place {
  isocode: string;
  name: string;
}

/** The profile as the form holds it: every field a string ('' = not filled). */
export function profileValuesOf(profile: Partial<Record<ProfileField, string | null | undefined>>): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileValues;
}

/** What the form sends: the fields that apply to the choices made (§5), '' as null; the others emptied. */
function bodyOf(values: ProfileValues) {
  const applies = applicableFields(values);
  return Object.fromEntries(
    PROFILE_FIELDS.map((f) => {
      const value = values[f].trim();
      return [f, applies.has(f) && value !== '' ? value : null];
    }),
  ) as Record<ProfileField, string | null>;
}

function Options({ options, placeholder }: { options: readonly string[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </>
  );
}

/**
 * The §3 profile form (issue 10): name, nickname, gender Pria/Wanita, date of birth, city
 * (province, then city), address, occupation with its dependent fields (§5: income for a
 * farmer/planter, breeder or entrepreneur, follower count for an influencer, job title otherwise;
 * 'Lainnya' asks for the free text), hobbies and interests, favourites. Checked field by field with
 * the rules the API applies (validateProfile, packages/domain/src/profile.ts) before sending.
 */
export function MyAccountProfileForm({
  initial,
  provinces,
  initialProvince,
  initialCities,
  onSaved,
  onCancel,
}: {
  initial: ProfileValues;
  provinces: readonly Place[];
  initialProvince: string;
  initialCities: readonly Place[];
  onSaved: (saved: unknown, place: { province: string; cities: readonly Place[]; cityName: string | null }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(initial);
  const [province, setProvince] = useState(initialProvince);
  const [cities, setCities] = useState<readonly Place[]>(initialCities);
  const [citiesState, setCitiesState] = useState<'ready' | 'loading' | 'failed'>('ready');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const applies = applicableFields(values);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  function set(field: ProfileField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  /** A parent list changed: its dependent choices no longer apply. */
  function setChoice(field: ProfileField, value: string, ...dependents: ProfileField[]) {
    setValues((v) => ({ ...v, [field]: value, ...Object.fromEntries(dependents.map((d) => [d, ''])) }));
    if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function pickProvince(iso: string) {
    setProvince(iso);
    set('cityIsocode', '');
    setCities([]);
    if (!iso) return;
    setCitiesState('loading');
    try {
      setCities(await listCities(iso));
      setCitiesState('ready');
    } catch {
      setCitiesState('failed');
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem('');
    const body = bodyOf(values);
    const checked: FieldErrors = validateProfile({ ...body, name: body.name ?? '' }, todayInJakarta());
    if (Object.keys(checked).length > 0) return refuse(checked, 'Periksa kembali isian yang ditandai.');
    setSending(true);
    const outcome = await sendAccountRequest('PUT', '/api/profile', body);
    setSending(false);
    switch (outcome.kind) {
      case 'login':
        return goToLogin();
      case 'invalid':
        return refuse(outcome.fields, outcome.message);
      case 'failed':
        setProblem(outcome.message);
        return;
      case 'ok':
        onSaved(outcome.data, { province, cities, cityName: cities.find((c) => c.isocode === values.cityIsocode)?.name ?? null });
    }
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setProblem(message);
    const first = PROFILE_FIELDS.find((f) => fields[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const fid = (field: string) => `${id}-${field}`;
  const text = (field: ProfileField, label: ReactNode, extra: { hint?: string; wide?: boolean; autoComplete?: string; max?: number } = {}) => (
    <MyAccountField id={fid(field)} label={label} hint={extra.hint} error={errors[field]} wide={extra.wide}>
      <input
        name={field}
        value={values[field]}
        maxLength={extra.max ?? PROFILE_TEXT_MAX}
        autoComplete={extra.autoComplete ?? 'off'}
        onChange={(e) => set(field, e.target.value)}
      />
    </MyAccountField>
  );
  const select = (field: ProfileField, label: string, options: readonly string[], onChange: (value: string) => void) => (
    <MyAccountField id={fid(field)} label={label} error={errors[field]}>
      <select name={field} value={values[field]} onChange={(e) => onChange(e.target.value)}>
        <Options options={options} placeholder="Pilih" />
      </select>
    </MyAccountField>
  );
  const detail = applies.has('monthlyIncome') ? 'monthlyIncome' : applies.has('subsFollowerCount') ? 'subsFollowerCount' : applies.has('jobTitle') ? 'jobTitle' : null;

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Ubah profil">
      <fieldset className={styles.fieldset}>
        <legend>Data diri</legend>
        {text('name', 'Nama lengkap', { autoComplete: 'name' })}
        {text('nickName', 'Nama panggilan (opsional)', { autoComplete: 'nickname' })}
        <div className={styles.field}>
          <span id={fid('gender-label')} className={styles.groupLabel}>
            Jenis kelamin
          </span>
          <div
            className={styles.radioRow}
            role="radiogroup"
            aria-labelledby={fid('gender-label')}
            aria-describedby={errors.gender ? fid('gender-error') : undefined}
          >
            {GENDERS.map((g) => (
              <label key={g}>
                <input type="radio" name="gender" value={g} checked={values.gender === g} onChange={() => set('gender', g)} />
                {GENDER_LABELS[g]}
              </label>
            ))}
          </div>
          {errors.gender ? (
            <p id={fid('gender-error')} className={styles.fieldError}>
              {errors.gender}
            </p>
          ) : null}
        </div>
        <MyAccountField id={fid('dateOfBirth')} label="Tanggal lahir" error={errors.dateOfBirth}>
          <input
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            max={todayInJakarta()}
            value={values.dateOfBirth}
            onChange={(e) => set('dateOfBirth', e.target.value)}
          />
        </MyAccountField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Domisili</legend>
        <MyAccountField id={fid('province')} label="Provinsi">
          <select name="province" value={province} onChange={(e) => void pickProvince(e.target.value)}>
            <option value="">Pilih provinsi</option>
            {provinces.map((p) => (
              <option key={p.isocode} value={p.isocode}>
                {p.name}
              </option>
            ))}
          </select>
        </MyAccountField>
        <MyAccountField
          id={fid('cityIsocode')}
          label="Kota/Kabupaten"
          hint={citiesState === 'loading' ? 'Memuat daftar kota…' : citiesState === 'failed' ? 'Daftar kota belum dapat dimuat. Pilih provinsi lagi.' : undefined}
          error={errors.cityIsocode}
        >
          <select name="cityIsocode" value={values.cityIsocode} onChange={(e) => set('cityIsocode', e.target.value)} disabled={!province}>
            <option value="">{province ? 'Pilih kota/kabupaten' : 'Pilih provinsi dulu'}</option>
            {cities.map((c) => (
              <option key={c.isocode} value={c.isocode}>
                {c.name}
              </option>
            ))}
          </select>
        </MyAccountField>
        <MyAccountField id={fid('address')} label="Alamat" error={errors.address} wide>
          <textarea name="address" value={values.address} maxLength={ADDRESS_MAX} autoComplete="street-address" onChange={(e) => set('address', e.target.value)} />
        </MyAccountField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Data pekerjaan</legend>
        {select(
          'occupation',
          'Pekerjaan',
          OCCUPATIONS.map((o) => o.value),
          (v) => setChoice('occupation', v, 'occupationOther'),
        )}
        {applies.has('occupationOther') ? text('occupationOther', 'Pekerjaan lainnya') : null}
        {detail === 'monthlyIncome' ? select('monthlyIncome', 'Penghasilan per bulan', INCOME_RANGES, (v) => set('monthlyIncome', v)) : null}
        {detail === 'subsFollowerCount' ? (
          <MyAccountField id={fid('subsFollowerCount')} label="Jumlah pengikut" hint="Angka saja, contoh: 25000" error={errors.subsFollowerCount}>
            <input
              name="subsFollowerCount"
              inputMode="numeric"
              autoComplete="off"
              value={values.subsFollowerCount}
              onChange={(e) => set('subsFollowerCount', e.target.value)}
            />
          </MyAccountField>
        ) : null}
        {detail === 'jobTitle' ? text('jobTitle', 'Jabatan', { autoComplete: 'organization-title' }) : null}
        {select('jobLevel', 'Level jabatan', JOB_LEVELS, (v) => setChoice('jobLevel', v, 'otherJobLevel'))}
        {applies.has('otherJobLevel') ? text('otherJobLevel', 'Level jabatan lainnya') : null}
        {text('companyName', 'Nama perusahaan/usaha', { autoComplete: 'organization' })}
        {select('industry', 'Bidang industri', Object.keys(INDUSTRIES), (v) => setChoice('industry', v, 'otherIndustry', 'subIndustry', 'otherSubIndustry'))}
        {applies.has('otherIndustry') ? text('otherIndustry', 'Bidang industri lainnya') : null}
        {applies.has('subIndustry')
          ? select('subIndustry', 'Sub-bidang industri', INDUSTRIES[values.industry] ?? [], (v) => setChoice('subIndustry', v, 'otherSubIndustry'))
          : null}
        {applies.has('otherSubIndustry') ? text('otherSubIndustry', 'Sub-bidang lainnya') : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Hobi dan minat</legend>
        {select('interest1', 'Minat', Object.keys(INTERESTS), (v) => setChoice('interest1', v, 'subInterest1', 'otherSubInterest1'))}
        {applies.has('subInterest1')
          ? select('subInterest1', 'Minat khusus', INTERESTS[values.interest1] ?? [], (v) => setChoice('subInterest1', v, 'otherSubInterest1'))
          : null}
        {applies.has('otherSubInterest1') ? text('otherSubInterest1', 'Minat khusus lainnya') : null}
        {select('hobby', 'Hobi', Object.keys(HOBBIES), (v) => setChoice('hobby', v, 'subHobby'))}
        {applies.has('subHobby') ? select('subHobby', 'Hobi khusus', HOBBIES[values.hobby] ?? [], (v) => set('subHobby', v)) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Favorit</legend>
        {text('favoriteFood', 'Makanan favorit')}
        {text('favoriteDrink', 'Minuman favorit')}
        {select('favoriteColor', 'Warna favorit', COLORS, (v) => setChoice('favoriteColor', v, 'otherColor'))}
        {applies.has('otherColor') ? text('otherColor', 'Warna favorit lainnya') : null}
      </fieldset>

      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? 'Menyimpan…' : 'Simpan profil'}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}
