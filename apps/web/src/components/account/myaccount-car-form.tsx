'use client';

import type { CustomerCar } from '@kemudi/domain/contracts/customer';
import { stnkExpiryError } from '@kemudi/domain/profile';
import { useId, useRef, useState, type FormEvent } from 'react';
import { todayInJakarta, type FieldErrors } from '@/lib/myaccount';
import styles from './myaccount.module.css';
import { MyAccountField } from './myaccount-field';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';

export interface CarModelChoice {
  code: string;
  name: string;
}

interface Values {
  model: string;
  year: string;
  plate: string;
  color: string;
  stnkExpiry: string;
  vin: string;
}

function valuesOf(car: CustomerCar | null): Values {
  return {
    model: car?.model ?? '',
    year: car ? String(car.year) : '',
    plate: car?.plate ?? '',
    color: car?.color ?? '',
    stnkExpiry: car?.stnkExpiry ?? '',
    vin: car?.vin ?? '',
  };
}

/** The car's limits (contracts/customer.ts CarInput). */
const MODEL_MAX = 60;
const COLOR_MAX = 40;

/** The contract of the car calls, with zod: loaded with the first check, not with the page. */
const loadCarContract = () => import('@kemudi/domain/contracts/customer').then((m) => m.CarInput);

/** What the form sends: the year as a number when it is one (otherwise as typed, for the check to refuse), empty optional fields as null. */
function bodyOf(values: Values) {
  const year = values.year.trim();
  return {
    model: values.model.trim(),
    year: /^\d{1,4}$/.test(year) ? Number(year) : year,
    plate: values.plate,
    color: values.color.trim(),
    stnkExpiry: values.stnkExpiry || null,
    vin: values.vin.trim() || null,
  };
}

/** The message of each refused field ({} = valid); the route checks again if the contract cannot be loaded. */
async function checkCar(body: ReturnType<typeof bodyOf>): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (body.year === '') fields.year = 'Tahun wajib diisi';
  const contract = await loadCarContract().catch(() => null);
  const parsed = contract?.safeParse(body);
  for (const issue of parsed && !parsed.success ? parsed.error.issues : []) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  const stnk = stnkExpiryError(body.stnkExpiry, todayInJakarta());
  if (stnk && !fields.stnkExpiry) fields.stnkExpiry = stnk;
  return fields;
}

/**
 * Adds a car (`car` null) or edits one (§7 customer cars through /api/my-cars): model from the
 * new-car models, year, plate, colour, STNK expiry and VIN. Each field is checked before sending
 * with the call's own schema (CarInput) and the STNK term (packages/domain/src/profile.ts), as the
 * route and the API check it; the API's refusals (a plate already listed …) come back per field or
 * for the whole form.
 */
export function MyAccountCarForm({
  car,
  models,
  onSaved,
  onCancel,
}: {
  car: CustomerCar | null;
  models: readonly CarModelChoice[];
  onSaved: (car: CustomerCar) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(car));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = car ? `Ubah ${car.model} ${car.plate}` : 'Tambah mobil';
  // The saved model stays selectable even when it is no longer in the new-car list.
  const modelNames = models.map((m) => m.name);
  if (values.model && !modelNames.includes(values.model)) modelNames.unshift(values.model);

  function set(field: keyof Values, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  function focusFirstError(fields: FieldErrors) {
    const first = Object.keys(fields)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem('');
    const body = bodyOf(values);
    const checked = await checkCar(body);
    if (Object.keys(checked).length > 0) {
      setErrors(checked);
      focusFirstError(checked);
      return;
    }
    setSending(true);
    const outcome = await sendAccountRequest(car ? 'PUT' : 'POST', car ? `/api/my-cars/${encodeURIComponent(car.id)}` : '/api/my-cars', body);
    setSending(false);
    switch (outcome.kind) {
      case 'login':
        return goToLogin();
      case 'invalid':
        setErrors(outcome.fields);
        setProblem(outcome.message);
        focusFirstError(outcome.fields);
        return;
      case 'failed':
        setProblem(outcome.message);
        return;
      case 'ok':
        // The route answers the car as the API saved it (parsed there with the call's contract).
        onSaved(outcome.data as CustomerCar);
    }
  }

  const field = (name: keyof Values) => `${id}-${name}`;
  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Data mobil</legend>
        <MyAccountField id={field('model')} label="Model" error={errors.model}>
          {modelNames.length > 0 ? (
            <select name="model" value={values.model} onChange={(e) => set('model', e.target.value)} required>
              <option value="">Pilih model</option>
              {modelNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ) : (
            <input name="model" value={values.model} onChange={(e) => set('model', e.target.value)} required maxLength={MODEL_MAX} />
          )}
        </MyAccountField>
        <MyAccountField id={field('year')} label="Tahun" error={errors.year}>
          <input
            name="year"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.year}
            onChange={(e) => set('year', e.target.value.replace(/\D/g, ''))}
            required
          />
        </MyAccountField>
        <MyAccountField id={field('plate')} label="Nomor polisi" hint="Contoh: B 1234 XYZ" error={errors.plate}>
          <input
            name="plate"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={12}
            value={values.plate}
            onChange={(e) => set('plate', e.target.value.toUpperCase())}
            required
          />
        </MyAccountField>
        <MyAccountField id={field('color')} label="Warna" error={errors.color}>
          <input name="color" maxLength={COLOR_MAX} value={values.color} onChange={(e) => set('color', e.target.value)} required />
        </MyAccountField>
        <MyAccountField id={field('stnkExpiry')} label="Masa berlaku STNK (opsional)" error={errors.stnkExpiry}>
          <input name="stnkExpiry" type="date" value={values.stnkExpiry} onChange={(e) => set('stnkExpiry', e.target.value)} />
        </MyAccountField>
        <MyAccountField id={field('vin')} label="Nomor rangka / VIN (opsional)" hint="17 karakter, tanpa huruf I, O, dan Q" error={errors.vin}>
          <input
            name="vin"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={17}
            value={values.vin}
            onChange={(e) => set('vin', e.target.value.toUpperCase())}
          />
        </MyAccountField>
      </fieldset>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? 'Menyimpan…' : 'Simpan mobil'}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}
