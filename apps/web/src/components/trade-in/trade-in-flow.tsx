'use client';

import { type FormEvent, useEffect, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import { exchange, NETWORK_MESSAGE } from '@/lib/browser-api';
import { useHydrated } from '@/lib/use-hydrated';
import { EstimateResult } from './estimate-result';
import { JualMobilStep } from './jual-mobil-step';
import { CAR_FIELD_ORDER, type CarErrors, type CarField, type CarValues, EMPTY_CAR, type EstimateView, FUELS, readCar, readEstimate, TRADE_IN_ESTIMATE_PATH, type TradeInCarInput, TRANSMISSIONS, yearsOf } from './trade-in-logic';
import styles from './trade-in.module.css';
import { TukarTambahStep } from './tukar-tambah-step';
import type { TradeInPageData } from '@/lib/booking-views';

const ESTIMATE_FAILED = 'Taksiran belum dapat dihitung. Silakan coba lagi beberapa saat lagi.';

function errorMessageOf(body: unknown): string | null {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The trade-in flow of /services-toyota/tukar-tambah (issue 13): the car (brand, model, type,
 * transmission, year, fuel, mileage, province from the trade-in options) → the estimate computed on
 * the server (leadCalls.tradeInEstimate through the site's proxy), shown as a range with how it was
 * reached → Tukar Tambah (a lead) or Jual Mobil Saya (an inspection booking). Changing the car
 * after an estimate asks for a new one.
 */
export function TradeInFlow({ data }: { data: TradeInPageData }) {
  const ready = useHydrated();
  const options = data.options;
  const [values, setValues] = useState<CarValues>(EMPTY_CAR);
  const [errors, setErrors] = useState<CarErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ car: TradeInCarInput; estimate: EstimateView } | null>(null);
  const [way, setWay] = useState<'tukar-tambah' | 'jual' | null>(null);

  useEffect(() => {
    if (result) document.getElementById('hasil-taksiran')?.focus();
  }, [result]);

  if (!options || options.brands.length === 0) {
    return (
      <p className={formStyles.note} role="status">
        Perhitungan taksiran sedang tidak tersedia. Hubungi kami melalui WhatsApp atau datang ke dealer untuk taksiran langsung.
      </p>
    );
  }

  const brand = options.brands.find((b) => b.value === values.brand);
  const model = brand?.models.find((m) => m.value === values.model);

  function set(field: CarField, value: string, ...dependents: CarField[]) {
    setValues((v) => ({ ...v, [field]: value, ...Object.fromEntries(dependents.map((d) => [d, ''])) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setResult(null);
    setWay(null);
  }

  async function estimate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !options) return;
    const read = readCar(values, options.years);
    if ('errors' in read) {
      setErrors(read.errors);
      setProblem('Lengkapi data mobil yang ditandai.');
      const first = CAR_FIELD_ORDER.find((f) => read.errors[f]);
      if (first) document.getElementById(`mobil-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await exchange(TRADE_IN_ESTIMATE_PATH, { body: read.car });
    setBusy(false);
    if (!answer) return setProblem(NETWORK_MESSAGE);
    const view = answer.status === 200 ? readEstimate(answer.body) : null;
    if (!view) return setProblem(errorMessageOf(answer.body) ?? ESTIMATE_FAILED);
    setResult({ car: read.car, estimate: view });
  }

  const select = (field: CarField, label: string, choices: readonly { value: string; label: string }[], placeholder: string, onPick?: (v: string) => void) => (
    <div className={formStyles.field}>
      <label htmlFor={`mobil-${field}`}>{label}</label>
      <select
        id={`mobil-${field}`}
        value={values[field]}
        onChange={(e) => (onPick ? onPick(e.currentTarget.value) : set(field, e.currentTarget.value))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `mobil-${field}-error` : undefined}
        disabled={choices.length === 0}
      >
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {errors[field] ? (
        <p id={`mobil-${field}-error`} className={formStyles.fieldError}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={styles.flow} aria-labelledby="taksiran-title" id="taksiran">
      <h2 id="taksiran-title">Hitung Taksiran Mobil Anda</h2>
      <form className={formStyles.form} onSubmit={(e) => void estimate(e)} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
        <div className={formStyles.fields}>
          {select('brand', 'Merek', options.brands, 'Pilih merek', (v) => set('brand', v, 'model', 'type'))}
          {select('model', 'Model', brand?.models ?? [], brand ? 'Pilih model' : 'Pilih merek dulu', (v) => set('model', v, 'type'))}
          {select(
            'type',
            'Tipe (opsional)',
            (model?.types ?? []).map((t) => ({ value: t, label: t })),
            model ? 'Pilih tipe' : 'Pilih model dulu',
          )}
          {select('transmission', 'Transmisi', TRANSMISSIONS, 'Pilih transmisi')}
          {select(
            'year',
            'Tahun',
            yearsOf(options.years).map((y) => ({ value: String(y), label: String(y) })),
            'Pilih tahun',
          )}
          {select('fuel', 'Bahan bakar', FUELS, 'Pilih bahan bakar')}
          <TextField
            id="mobil-mileageKm"
            label="Jarak tempuh (km)"
            value={values.mileageKm}
            error={errors.mileageKm}
            onValueChange={(v) => set('mileageKm', v)}
            inputMode="numeric"
            maxLength={9}
            hint="Lihat odometer, contoh: 45000"
          />
          {select('provinceCode', 'Provinsi', options.provinces, 'Pilih provinsi')}
        </div>
        <div className={formStyles.submitBar}>
          <div role="alert">{problem ? <p className={formStyles.alert}>{problem}</p> : null}</div>
          <button type="submit" className={formStyles.primary} disabled={!ready || busy}>
            {busy ? 'Menghitung…' : 'Hitung Taksiran'}
          </button>
        </div>
      </form>
      {result ? (
        <>
          <EstimateResult estimate={result.estimate} />
          <div className={styles.ways} role="group" aria-label="Lanjutkan dengan">
            <button type="button" className={styles.way} aria-pressed={way === 'tukar-tambah'} onClick={() => setWay('tukar-tambah')}>
              <span className={styles.wayTitle}>Tukar Tambah</span>
              <span>Tukar mobil lama dengan Toyota baru; nilai mobil lama memotong harganya.</span>
            </button>
            <button type="button" className={styles.way} aria-pressed={way === 'jual'} onClick={() => setWay('jual')}>
              <span className={styles.wayTitle}>Jual Mobil Saya</span>
              <span>Jadwalkan inspeksi di dealer atau di rumah untuk harga akhir.</span>
            </button>
          </div>
          {way === 'tukar-tambah' ? <TukarTambahStep car={result.car} estimate={result.estimate} data={data} /> : null}
          {way === 'jual' ? <JualMobilStep car={result.car} estimate={result.estimate} data={data} /> : null}
        </>
      ) : null}
    </section>
  );
}
