'use client';

import { CONSENT_STATUS } from '@kemudi/domain/constants';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import type { DealerVehicle, SingleIdData, SubmitModalBody } from '@kemudi/domain/contracts/dealer-sync';
import { formatDateId, groupThousands } from '@kemudi/domain/format';
import { SYNC_FIELD_LABELS, offeredProfileFields, offeredVehicles, syncDisplayValue } from '@kemudi/domain/post-login';
import type { ProfileField } from '@kemudi/domain/profile';
import { useId, useState, type ReactNode } from 'react';
import styles from './post-login.module.css';

/*
 * The four §4 post-login steps, each as the body and buttons of the one modal (post-login-flow.tsx
 * holds the dialog, the progress and the order). A step shows what it offers and hands its answer,
 * a submit-modal body (§7), to `onAnswer`.
 */

export interface StepProps {
  data: SingleIdData;
  busy: boolean;
  onAnswer: (body: SubmitModalBody) => void;
}

/** The part of a step below the dialog's head: its content, then its buttons. */
export function StepLayout({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <>
      <div className={styles.body}>{children}</div>
      <div className={styles.foot}>{actions}</div>
    </>
  );
}

export const STEP_TITLES = {
  seamless: 'Data Anda ditemukan di dealer',
  o2oprofile: 'Perbarui profil dengan data dealer',
  o2ocars: 'Tambahkan mobil Anda ke Mobil Saya',
} as const;

/** seamless: link the dealer record found for the verified phone (§6 customer number TDMS). */
export function SeamlessStep({ data, busy, onAnswer, problem }: StepProps & { problem: ReactNode }) {
  const number = data.verificationPhoneNumber.customerTDMSNo ?? data.profileTemporary?.customerNoTDMS ?? null;
  return (
    <StepLayout
      actions={
        <>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => onAnswer({ type: 'seamless', accept: false })}>
            Tidak sekarang
          </button>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => onAnswer({ type: 'seamless', accept: true })}>
            {busy ? 'Menghubungkan…' : 'Hubungkan'}
          </button>
        </>
      }
    >
      {data.verificationPhoneNumber.message ? <p>{data.verificationPhoneNumber.message}</p> : null}
      {number ? (
        <p>
          Nomor pelanggan dealer (TDMS): <span className={styles.number}>{number}</span>
        </p>
      ) : null}
      <p>Hubungkan akun Anda dengan data tersebut agar profil dan mobil Anda di dealer tampil di akun Kemudi.</p>
      {problem}
    </StepLayout>
  );
}

/** o2oprofile: only the changed fields (§5), each with the current and the dealer's value; all ticked. */
export function ProfileStep({ data, busy, onAnswer, cityNames, problem }: StepProps & { cityNames: ReadonlyMap<string, string>; problem: ReactNode }) {
  const fields = offeredProfileFields(data);
  const [chosen, setChosen] = useState<ReadonlySet<ProfileField>>(() => new Set(fields));
  const id = useId();
  const record = data.profileTemporary ?? {};
  const cityName = (iso: string) => cityNames.get(iso) ?? null;
  const toggle = (field: ProfileField, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  return (
    <StepLayout
      actions={
        <>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => onAnswer({ type: 'o2oprofile', fields: [] })}>
            Lewati
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => onAnswer({ type: 'o2oprofile', fields: fields.filter((f) => chosen.has(f)) })}
          >
            {busy ? 'Menyimpan…' : 'Simpan'}
          </button>
        </>
      }
    >
      <p>Data di dealer berbeda dengan profil Anda. Pilih data yang ingin Anda simpan ke profil.</p>
      <ul className={styles.list} aria-label="Data yang berbeda">
        {fields.map((field) => (
          <li key={field} className={styles.option}>
            <input
              id={`${id}-${field}`}
              type="checkbox"
              checked={chosen.has(field)}
              onChange={(event) => toggle(field, event.target.checked)}
              aria-describedby={`${id}-${field}-nilai`}
            />
            <label htmlFor={`${id}-${field}`}>{SYNC_FIELD_LABELS[field]}</label>
            <dl className={styles.values} id={`${id}-${field}-nilai`}>
              <dt>Saat ini</dt>
              <dd>{syncDisplayValue(data.currentProfile, field, cityName)}</dd>
              <dt>Data dealer</dt>
              <dd>{syncDisplayValue(record, field, cityName)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {problem}
    </StepLayout>
  );
}

function lastService(vehicle: DealerVehicle): string {
  if (!vehicle.lastServiceDate) return 'Belum ada catatan servis';
  const km = vehicle.lastServiceKm !== null ? ` (${groupThousands(vehicle.lastServiceKm)} km)` : '';
  return `${formatDateId(vehicle.lastServiceDate, 'long')}${km}`;
}

/** o2ocars: the record's vehicles not yet in "Mobil Saya", a checkbox each (all ticked); §7 carries the verification flags. */
export function CarsStep({ data, busy, onAnswer, problem }: StepProps & { problem: ReactNode }) {
  const vehicles = offeredVehicles(data);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(vehicles.map((v) => v.vehicleId)));
  const id = useId();
  const answer = (vehicleIds: string[]) =>
    onAnswer({
      type: 'o2ocars',
      vehicleIds,
      // §7: "type o2ocars carries isPhoneVerified, isWAVerified, isEmailVerified, is020Sync".
      isPhoneVerified: data.customer.isSMSVerified,
      isWAVerified: data.customer.isWaVerified,
      isEmailVerified: data.customer.isEmailVerified,
      is020Sync: true,
    });
  return (
    <StepLayout
      actions={
        <>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => answer([])}>
            Lewati
          </button>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => answer(vehicles.filter((v) => chosen.has(v.vehicleId)).map((v) => v.vehicleId))}>
            {busy ? 'Menyimpan…' : 'Tambahkan'}
          </button>
        </>
      }
    >
      <p>Mobil berikut tercatat atas nama Anda di dealer. Pilih mobil yang ingin ditambahkan ke Mobil Saya.</p>
      <ul className={styles.list} aria-label="Mobil dari data dealer">
        {vehicles.map((vehicle) => (
          <li key={vehicle.vehicleId} className={styles.option}>
            <input
              id={`${id}-${vehicle.vehicleId}`}
              type="checkbox"
              checked={chosen.has(vehicle.vehicleId)}
              onChange={(event) =>
                setChosen((before) => {
                  const next = new Set(before);
                  if (event.target.checked) next.add(vehicle.vehicleId);
                  else next.delete(vehicle.vehicleId);
                  return next;
                })
              }
              aria-describedby={`${id}-${vehicle.vehicleId}-data`}
            />
            <label htmlFor={`${id}-${vehicle.vehicleId}`}>
              {vehicle.model} {vehicle.plate}
            </label>
            <dl className={styles.values} id={`${id}-${vehicle.vehicleId}-data`}>
              <dt>Tahun</dt>
              <dd>{vehicle.year}</dd>
              <dt>Warna</dt>
              <dd>{vehicle.color}</dd>
              <dt>Servis terakhir</dt>
              <dd>{lastService(vehicle)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {problem}
    </StepLayout>
  );
}

/** pdp: the §9 popup consent text (source 4 detail 5); Setuju / Tidak Setuju with the account's phone and name (§3). */
export function ConsentStep({ data, busy, onAnswer, text, problem }: StepProps & { text: ConsentItem; problem: ReactNode }) {
  const answer = (agreed: boolean) =>
    onAnswer({
      type: 'pdp',
      consentStatusId: agreed ? CONSENT_STATUS.agreed : CONSENT_STATUS.declined,
      phoneNumber: data.currentProfile.phoneNumber,
      customerName: data.currentProfile.name,
      consentSourceCode: text.consentSourceCode,
      consentSourceDetailCode: text.consentSourceDetailCode,
    });
  return (
    <StepLayout
      actions={
        <>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => answer(false)}>
            Tidak Setuju
          </button>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => answer(true)}>
            Setuju
          </button>
        </>
      }
    >
      {/* Scrolls on its own: focusable, so the keyboard can scroll it too. */}
      <div className={styles.consentText} tabIndex={0} role="region" aria-label="Isi persetujuan data pribadi">
        <p>{text.bodyMessage}</p>
      </div>
      {problem}
    </StepLayout>
  );
}
