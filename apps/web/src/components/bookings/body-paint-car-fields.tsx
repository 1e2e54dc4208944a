'use client';

/**
 * CarFields — "which car" of the body & paint and home-service forms (issue 13): one of the
 * customer's My Cars in one tap, or (for a guest, or another car) the model, year and plate typed
 * in. Controlled; errors are shown beside each field.
 *
 * Also useSubmitAttempt: the kind's own step learns that the visitor pressed the form's submit
 * button (BookingFlow owns the form), so it can show every message of its fields at once.
 */
import { type RefObject, useEffect } from 'react';
import styles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import type { CarErrors, CarValues } from './body-paint-logic';
import uploadStyles from './file-upload.module.css';
import type { CarModelChoice, MyCarOption } from '@/lib/booking-views';

/** Calls `onAttempt` whenever the form around `ref` is submitted (before BookingFlow validates it). */
export function useSubmitAttempt(ref: RefObject<HTMLElement | null>, onAttempt: () => void): void {
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    form.addEventListener('submit', onAttempt);
    return () => form.removeEventListener('submit', onAttempt);
  }, [ref, onAttempt]);
}

export function CarFields({
  idPrefix,
  myCars,
  models,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  myCars: readonly MyCarOption[];
  models: readonly CarModelChoice[];
  values: CarValues;
  errors: CarErrors;
  onChange: (values: CarValues) => void;
}) {
  const set = (change: Partial<CarValues>) => onChange({ ...values, ...change });
  const typed = values.myCarId === '';
  const modelError = errors.model;
  return (
    <div className={styles.fields}>
      {myCars.length > 0 ? (
        <fieldset className={`${styles.field} ${uploadStyles.group}`}>
          <legend className={styles.fieldLabel}>Mobil</legend>
          <ul className={styles.choices}>
            {myCars.map((car) => (
              <li key={car.id}>
                <label className={styles.choice}>
                  <input type="radio" name={`${idPrefix}-car`} value={car.id} checked={values.myCarId === car.id} onChange={() => set({ myCarId: car.id })} />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{car.label}</span>
                    <span className={styles.choiceMeta}>Dari Mobil Saya</span>
                  </span>
                </label>
              </li>
            ))}
            <li>
              <label className={styles.choice}>
                <input type="radio" name={`${idPrefix}-car`} value="" checked={typed} onChange={() => set({ myCarId: '' })} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>Mobil lain</span>
                  <span className={styles.choiceMeta}>Isi model, tahun dan nomor polisi</span>
                </span>
              </label>
            </li>
          </ul>
        </fieldset>
      ) : null}
      {typed ? (
        <>
          {models.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor={`${idPrefix}-model`}>Model mobil</label>
              <select
                id={`${idPrefix}-model`}
                value={values.model}
                onChange={(e) => set({ model: e.currentTarget.value })}
                aria-invalid={modelError ? true : undefined}
                aria-describedby={modelError ? `${idPrefix}-model-error` : undefined}
              >
                <option value="">Pilih model</option>
                {models.map((m) => (
                  <option key={m.code} value={m.code}>
                    {`Toyota ${m.name}`}
                  </option>
                ))}
              </select>
              {modelError ? (
                <p id={`${idPrefix}-model-error`} className={styles.fieldError}>
                  {modelError}
                </p>
              ) : null}
            </div>
          ) : (
            <TextField id={`${idPrefix}-model`} label="Model mobil" value={values.model} error={modelError} onValueChange={(v) => set({ model: v })} maxLength={60} />
          )}
          <TextField
            id={`${idPrefix}-year`}
            label="Tahun mobil"
            value={values.year}
            error={errors.year}
            onValueChange={(v) => set({ year: v.replace(/\D/g, '').slice(0, 4) })}
            inputMode="numeric"
            maxLength={4}
          />
          <TextField
            id={`${idPrefix}-plate`}
            label="Nomor polisi"
            value={values.plate}
            error={errors.plate}
            hint="Contoh: B 1234 XYZ"
            onValueChange={(v) => set({ plate: v.toUpperCase() })}
            autoComplete="off"
            maxLength={12}
          />
        </>
      ) : null}
    </div>
  );
}
