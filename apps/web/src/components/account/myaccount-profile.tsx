'use client';

import { OTHER_OPTION, applicableFields, type ProfileField } from '@kemudi/domain/profile';
import { useEffect, useRef, useState } from 'react';
import { formatAccountDate, genderLabel } from '@/lib/myaccount';
import styles from './myaccount.module.css';
import { MyAccountProfileForm, profileValuesOf, type Place, type ProfileValues } from './myaccount-profile-form';

export interface ProfileContact {
  email: string | null;
  phoneNumber: string;
}

/** A choice and its 'Lainnya' free text, shown as one value (§5: 'Lainnya' falls back to the free text). */
function choice(values: ProfileValues, field: ProfileField, other: ProfileField): string {
  return values[field] === OTHER_OPTION ? values[other] || OTHER_OPTION : values[field];
}

/** The rows of the read-only profile, in the form's order; only the fields that apply to the choices made (§5). */
function rowsOf(values: ProfileValues, cityName: string | null): [string, string][] {
  const applies = applicableFields(values);
  const rows: [string, string, boolean][] = [
    ['Nama lengkap', values.name, true],
    ['Nama panggilan', values.nickName, true],
    ['Jenis kelamin', genderLabel(values.gender) ?? '', true],
    ['Tanggal lahir', formatAccountDate(values.dateOfBirth) ?? '', true],
    ['Kota/Kabupaten', cityName ?? (values.cityIsocode ? values.cityIsocode : ''), true],
    ['Alamat', values.address, true],
    ['Pekerjaan', choice(values, 'occupation', 'occupationOther'), true],
    ['Penghasilan per bulan', values.monthlyIncome, applies.has('monthlyIncome')],
    ['Jumlah pengikut', values.subsFollowerCount, applies.has('subsFollowerCount')],
    ['Jabatan', values.jobTitle, applies.has('jobTitle')],
    ['Level jabatan', choice(values, 'jobLevel', 'otherJobLevel'), true],
    ['Nama perusahaan/usaha', values.companyName, true],
    ['Bidang industri', choice(values, 'industry', 'otherIndustry'), true],
    ['Sub-bidang industri', choice(values, 'subIndustry', 'otherSubIndustry'), applies.has('subIndustry')],
    ['Minat', values.interest1, true],
    ['Minat khusus', choice(values, 'subInterest1', 'otherSubInterest1'), applies.has('subInterest1')],
    ['Hobi', values.hobby, true],
    ['Hobi khusus', values.subHobby, applies.has('subHobby')],
    ['Makanan favorit', values.favoriteFood, true],
    ['Minuman favorit', values.favoriteDrink, true],
    ['Warna favorit', choice(values, 'favoriteColor', 'otherColor'), true],
  ];
  return rows.filter(([, , shown]) => shown).map(([label, value]) => [label, value]);
}

/**
 * The profile page's island (issue 10): the profile read-only, "Ubah profil" opens the form, a
 * successful save shows the saved profile again with a success message (focus moves to it).
 */
export function MyAccountProfile({
  profile,
  contact,
  provinces,
  provinceIsocode,
  cities,
  cityName,
}: {
  profile: Partial<Record<ProfileField, string | null>>;
  contact: ProfileContact;
  provinces: readonly Place[];
  provinceIsocode: string | null;
  cities: readonly Place[];
  cityName: string | null;
}) {
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(profile));
  const [place, setPlace] = useState({ province: provinceIsocode ?? '', cities, cityName });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (saved) noticeRef.current?.focus();
    else if (!editing && returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [saved, editing]);

  if (editing) {
    return (
      <MyAccountProfileForm
        initial={values}
        provinces={provinces}
        initialProvince={place.province}
        initialCities={place.cities}
        onCancel={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
        onSaved={(data, newPlace) => {
          const next = typeof data === 'object' && data !== null ? profileValuesOf(data) : values;
          setValues(next);
          setPlace(newPlace);
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  }

  return (
    <div className={styles.cards}>
      {saved ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className={`${styles.success} ${styles.cardWideOnly}`}>
          Profil berhasil disimpan.
        </p>
      ) : null}
      <section aria-labelledby="profil-title" className={styles.cardWide}>
        <div className={styles.cardHead}>
          <h2 id="profil-title">Data profil</h2>
          <button
            ref={editRef}
            type="button"
            className={styles.secondary}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Ubah profil
          </button>
        </div>
        <dl className={styles.facts}>
          <dt>Nomor HP</dt>
          <dd>{contact.phoneNumber}</dd>
          <dt>Email</dt>
          <dd>{contact.email ?? 'Belum diisi'}</dd>
          {rowsOf(values, place.cityName).map(([label, value]) => (
            <div key={label} className={styles.factRow}>
              <dt>{label}</dt>
              <dd>{value || 'Belum diisi'}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hint}>Nomor HP diubah di bagian Ubah Nomor HP, dengan kode verifikasi ke nomor baru; email tidak diubah dari formulir ini.</p>
      </section>
    </div>
  );
}
