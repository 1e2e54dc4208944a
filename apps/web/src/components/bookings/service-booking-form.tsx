'use client';

import { formatKm, formatRupiah } from '@kemudi/domain/format';
import { useMemo, useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import { StepLegend } from '@/components/form/step-legend';
import { BookingFlow } from './booking-steps';
import {
  estimateBefore,
  PERIODIC_KILOMETRES,
  type PricedService,
  periodicPrices,
  repairFrom,
  SERVICE_TYPE_LABELS,
  serviceDetails,
  type ServiceType,
  type ServiceValues,
  validateService,
} from './service-booking-logic';
import type { BookingBranchData, BookingCustomer } from '@/lib/booking-views';

export interface ServiceCarOption {
  id: string;
  label: string;
}

export interface OwnedProductOption {
  code: string;
  name: string;
  kind: 'coupon' | 'package';
}

/**
 * The workshop service booking (issue 13, /services-toyota/booking-service): step 1 the car (one of
 * My Cars — ?car= preselects it — or typed in: model, year, plate), step 2 the service (Servis
 * Berkala by kilometre, Perbaikan Umum, or a coupon or package the customer bought) with the
 * estimate the seeded price list gives, then the shared steps: a workshop nearest first, a day and
 * an hour with a free stall, contact and consent. The booking's own estimate is the API's.
 */
export function ServiceBookingForm({
  cars,
  initialCarId,
  models,
  owned,
  prices,
  branch,
  customer,
  sourcePage,
  thisYear,
}: {
  cars: ServiceCarOption[];
  initialCarId: string | null;
  models: { code: string; name: string }[];
  owned: OwnedProductOption[];
  prices: PricedService[];
  branch: BookingBranchData;
  customer: BookingCustomer | null;
  sourcePage: string;
  thisYear: number;
}) {
  const [values, setValues] = useState<ServiceValues>({
    car: { choice: initialCarId ?? (cars.length === 0 ? 'manual' : ''), model: '', year: '', plate: '' },
    type: '',
    kilometre: '',
    productCode: '',
    complaint: '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const periodic = useMemo(() => periodicPrices(prices), [prices]);
  const repair = useMemo(() => repairFrom(prices), [prices]);
  const errors = showErrors ? validateService(values, thisYear) : {};
  const detailsErrors = Object.values(validateService(values, thisYear));
  const estimate = values.type ? estimateBefore(values.type, values.kilometre ? Number(values.kilometre) : null, periodic, repair) : null;
  const types: ServiceType[] = ['periodic', 'repair', ...(owned.some((o) => o.kind === 'coupon') ? (['coupon'] as const) : []), ...(owned.some((o) => o.kind === 'package') ? (['package'] as const) : [])];
  const ownedOfType = owned.filter((o) => o.kind === values.type);

  const setCar = (field: keyof ServiceValues['car'], value: string) => setValues((v) => ({ ...v, car: { ...v.car, [field]: value } }));

  return (
    <BookingFlow
      kind="service"
      details={serviceDetails(values, thisYear)}
      detailsErrors={detailsErrors}
      detailsFocus="[aria-invalid='true'], input[name='serviceCar'], input[name='serviceType']"
      onInvalidDetails={() => setShowErrors(true)}
      firstStepNo={3}
      branch={branch}
      slotTitle="Tanggal & Jam Servis"
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Booking Servis"
    >
      <fieldset className={formStyles.step} aria-describedby={errors.car ? 'service-car-error' : undefined}>
        <StepLegend no={1} title="Mobil Anda" />
        {cars.length > 0 ? (
          <ul className={formStyles.choices} aria-label="Mobil Saya">
            {cars.map((c) => (
              <li key={c.id}>
                <label className={formStyles.choice}>
                  <input type="radio" name="serviceCar" value={c.id} checked={values.car.choice === c.id} onChange={() => setCar('choice', c.id)} aria-invalid={errors.car ? true : undefined} />
                  <span className={formStyles.choiceBody}>
                    <span className={formStyles.choiceTitle}>{c.label}</span>
                  </span>
                </label>
              </li>
            ))}
            <li>
              <label className={formStyles.choice}>
                <input type="radio" name="serviceCar" value="manual" checked={values.car.choice === 'manual'} onChange={() => setCar('choice', 'manual')} />
                <span className={formStyles.choiceBody}>
                  <span className={formStyles.choiceTitle}>Mobil lain (isi sendiri)</span>
                </span>
              </label>
            </li>
          </ul>
        ) : customer ? (
          <p className={`${formStyles.hint} ${formStyles.small}`}>Belum ada mobil di Mobil Saya. Isi data mobil Anda di bawah ini.</p>
        ) : null}
        {values.car.choice === 'manual' ? (
          <div className={`${formStyles.fields} ${cars.length > 0 ? formStyles.spaced : ''}`}>
            <div className={formStyles.field}>
              <label htmlFor="service-model">Model mobil</label>
              <select
                id="service-model"
                value={values.car.model}
                onChange={(e) => setCar('model', e.currentTarget.value)}
                aria-invalid={errors.model ? true : undefined}
                aria-describedby={errors.model ? 'service-model-error' : undefined}
              >
                <option value="">Pilih model</option>
                {models.map((m) => (
                  <option key={m.code} value={m.code}>{`Toyota ${m.name}`}</option>
                ))}
              </select>
              {errors.model ? (
                <p id="service-model-error" className={formStyles.fieldError}>
                  {errors.model}
                </p>
              ) : null}
            </div>
            <TextField id="service-year" label="Tahun" value={values.car.year} error={errors.year} onValueChange={(v) => setCar('year', v.replace(/\D/g, '').slice(0, 4))} inputMode="numeric" maxLength={4} />
            <TextField id="service-plate" label="Nomor polisi" value={values.car.plate} error={errors.plate} onValueChange={(v) => setCar('plate', v)} maxLength={12} hint="Contoh: B 1234 XYZ" />
          </div>
        ) : null}
        {errors.car ? (
          <p id="service-car-error" className={formStyles.fieldError}>
            {errors.car}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={formStyles.step}>
        <StepLegend no={2} title="Jenis Servis" />
        <ul className={formStyles.choices}>
          {types.map((t) => (
            <li key={t}>
              <label className={formStyles.choice}>
                <input
                  type="radio"
                  name="serviceType"
                  value={t}
                  checked={values.type === t}
                  onChange={() => setValues((v) => ({ ...v, type: t, productCode: '' }))}
                  aria-invalid={errors.type ? true : undefined}
                />
                <span className={formStyles.choiceBody}>
                  <span className={formStyles.choiceTitle}>{SERVICE_TYPE_LABELS[t]}</span>
                  <span className={formStyles.choiceMeta}>
                    {t === 'periodic'
                      ? 'Perawatan sesuai jadwal kilometer'
                      : t === 'repair'
                        ? `Keluhan atau kerusakan${repair !== null ? `, mulai ${formatRupiah(repair)}` : ''}`
                        : 'Sudah dibayar: tidak ada biaya tambahan untuk isi kupon atau paket'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.type ? <p className={formStyles.fieldError}>{errors.type}</p> : null}
        {values.type === 'periodic' ? (
          <div className={`${formStyles.field} ${formStyles.spaced}`}>
            <label htmlFor="service-km">Kilometer servis</label>
            <select
              id="service-km"
              value={values.kilometre}
              onChange={(e) => {
                const kilometre = e.currentTarget.value;
                setValues((v) => ({ ...v, kilometre }));
              }}
              aria-invalid={errors.kilometre ? true : undefined}
              aria-describedby={errors.kilometre ? 'service-km-error' : undefined}
            >
              <option value="">Pilih kilometer</option>
              {PERIODIC_KILOMETRES.map((km) => (
                <option key={km} value={km}>
                  {`${formatKm(km)}${periodic.has(km) ? ` · mulai ${formatRupiah(periodic.get(km))}` : ''}`}
                </option>
              ))}
            </select>
            {errors.kilometre ? (
              <p id="service-km-error" className={formStyles.fieldError}>
                {errors.kilometre}
              </p>
            ) : null}
          </div>
        ) : null}
        {values.type === 'coupon' || values.type === 'package' ? (
          <div className={`${formStyles.field} ${formStyles.spaced}`}>
            <label htmlFor="service-product">{values.type === 'coupon' ? 'Kupon Anda' : 'Paket Anda'}</label>
            <select
              id="service-product"
              value={values.productCode}
              onChange={(e) => {
                const productCode = e.currentTarget.value;
                setValues((v) => ({ ...v, productCode }));
              }}
              aria-invalid={errors.productCode ? true : undefined}
            >
              <option value="">Pilih</option>
              {ownedOfType.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </select>
            {errors.productCode ? <p className={formStyles.fieldError}>{errors.productCode}</p> : null}
          </div>
        ) : null}
        <div className={`${formStyles.field} ${formStyles.spaced}`}>
          <label htmlFor="service-complaint">Keluhan atau catatan (opsional)</label>
          <textarea
            id="service-complaint"
            value={values.complaint}
            maxLength={500}
            rows={3}
            onChange={(e) => {
              const complaint = e.currentTarget.value;
              setValues((v) => ({ ...v, complaint }));
            }}
          />
        </div>
        <div className={`${formStyles.note} ${formStyles.spaced}`} aria-live="polite">
          <p className={styles.numberLabel}>Perkiraan biaya</p>
          <p className={styles.price} data-testid="service-estimate">
            {estimate === null
              ? values.type
                ? 'Dihitung bengkel setelah pemeriksaan'
                : 'Pilih jenis servis'
              : estimate.amount === 0
                ? 'Rp 0 (sudah dibayar)'
                : `${estimate.from ? 'Mulai ' : ''}${formatRupiah(estimate.amount)}`}
          </p>
          <p className={`${formStyles.hint} ${formStyles.small}`}>Perkiraan dari daftar harga servis; biaya akhir mengikuti pemeriksaan di bengkel.</p>
        </div>
      </fieldset>
    </BookingFlow>
  );
}
