'use client';

/**
 * BodyPaintForm — the body & paint booking of /body-paint-service (issue 13): the car, insurance
 * or private payment (insurer and policy number for a claim), what is damaged and 1–6 photos of
 * it (FileUpload, purpose 'damage'), then the shared steps of BookingFlow: the body & paint
 * workshop, a slot of its estimators, the contact (a guest's one-time code) and the consent.
 */
import { BODY_PAINT_MAX_PHOTOS } from '@kemudi/domain/bookings';
import { useCallback, useRef, useState } from 'react';
import styles from '@/components/form/form.module.css';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { StepLegend } from '@/components/form/step-legend';
import { CarFields, useSubmitAttempt } from './body-paint-car-fields';
import { BODY_PAINT_FIELDS, type BodyPaintField, type BodyPaintValues, bodyPaintDetails, orderedErrors, validateBodyPaint } from './body-paint-logic';
import { BookingFlow } from './booking-steps';
import { FileUpload } from './file-upload';
import uploadStyles from './file-upload.module.css';
import type { BookingBranchData, BookingCustomer, CarModelChoice, MyCarOption } from '@/lib/booking-views';

/** Insurers a visitor most often names (a datalist: any other may be typed). */
const INSURERS = ['Asuransi Astra (Garda Oto)', 'Asuransi Sinar Mas', 'Asuransi ACA', 'Adira Insurance', 'Asuransi Allianz', 'Zurich Asuransi', 'Asuransi MAG', 'Asuransi Tokio Marine'];

export function BodyPaintForm({
  branch,
  customer,
  myCars,
  models,
  sourcePage,
}: {
  branch: BookingBranchData;
  customer: BookingCustomer | null;
  myCars: MyCarOption[];
  models: CarModelChoice[];
  sourcePage: string;
}) {
  const [values, setValues] = useState<BodyPaintValues>({
    car: { myCarId: myCars[0]?.id ?? '', model: '', year: '', plate: '' },
    payment: '',
    insurer: '',
    policyNo: '',
    damage: '',
    photoIds: [],
    photosPending: 0,
  });
  const [touched, setTouched] = useState<ReadonlySet<BodyPaintField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const step = useRef<HTMLFieldSetElement>(null);
  useSubmitAttempt(
    step,
    useCallback(() => setAttempted(true), []),
  );

  const errors = validateBodyPaint(values);
  const { messages, focus } = orderedErrors(errors, BODY_PAINT_FIELDS);
  const shown = (field: BodyPaintField) => (attempted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: BodyPaintField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const set = (change: Partial<BodyPaintValues>) => setValues((v) => ({ ...v, ...change }));

  return (
    <BookingFlow
      kind="body-paint"
      details={bodyPaintDetails(values)}
      detailsErrors={messages}
      {...(focus ? { detailsFocus: focus } : {})}
      branch={branch}
      slotTitle="Jadwal Estimasi di Bengkel"
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Booking Body & Paint"
    >
      <fieldset className={styles.step} ref={step}>
        <StepLegend no={1} title="Mobil & Kerusakan" />
        <div className={styles.fields} onBlur={(e) => touchFrom(e.target, touch)}>
          <CarFields
            idPrefix="bp"
            myCars={myCars}
            models={models}
            values={values.car}
            errors={{ model: shown('model'), year: shown('year'), plate: shown('plate') }}
            onChange={(car) => set({ car })}
          />
          <fieldset className={`${styles.field} ${uploadStyles.group}`} aria-describedby={shown('payment') ? 'bp-payment-error' : undefined}>
            <legend className={styles.fieldLabel}>Pembayaran</legend>
            <ul className={styles.choices}>
              {(
                [
                  ['insurance', 'Klaim asuransi', 'Kami bantu proses klaim ke asuransi Anda'],
                  ['private', 'Biaya pribadi', 'Estimasi biaya tertulis setelah pemeriksaan'],
                ] as const
              ).map(([value, title, meta]) => (
                <li key={value}>
                  <label className={styles.choice}>
                    <input type="radio" name="bp-payment" value={value} checked={values.payment === value} onChange={() => set({ payment: value })} />
                    <span className={styles.choiceBody}>
                      <span className={styles.choiceTitle}>{title}</span>
                      <span className={styles.choiceMeta}>{meta}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {shown('payment') ? (
              <p id="bp-payment-error" className={styles.fieldError}>
                {shown('payment')}
              </p>
            ) : null}
          </fieldset>
          {values.payment === 'insurance' ? (
            <>
              <div className={styles.field}>
                <label htmlFor="bp-insurer">Nama asuransi</label>
                <input
                  id="bp-insurer"
                  list="bp-insurers"
                  value={values.insurer}
                  maxLength={80}
                  onChange={(e) => set({ insurer: e.currentTarget.value })}
                  aria-invalid={shown('insurer') ? true : undefined}
                  aria-describedby={shown('insurer') ? 'bp-insurer-error' : undefined}
                />
                <datalist id="bp-insurers">
                  {INSURERS.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
                {shown('insurer') ? (
                  <p id="bp-insurer-error" className={styles.fieldError}>
                    {shown('insurer')}
                  </p>
                ) : null}
              </div>
              <TextField
                id="bp-policy"
                label="Nomor polis (opsional)"
                value={values.policyNo}
                error={shown('policyNo')}
                onValueChange={(v) => set({ policyNo: v })}
                maxLength={40}
                autoComplete="off"
              />
            </>
          ) : null}
          <TextAreaField
            id="bp-damage"
            label="Kerusakan"
            value={values.damage}
            maxLength={1000}
            rows={4}
            placeholder="mis. Bumper depan kiri penyok dan baret sekitar 20 cm"
            onValueChange={(damage) => set({ damage })}
            error={shown('damage')}
          />
          <FileUpload
            id="bp-photos"
            purpose="damage"
            label="Foto kerusakan"
            hint={`1–${BODY_PAINT_MAX_PHOTOS} foto JPG, PNG atau WebP, masing-masing paling besar 5 MB. Foto dari dekat dan dari jauh membantu estimasi.`}
            chooseLabel="Pilih foto"
            max={BODY_PAINT_MAX_PHOTOS}
            error={attempted ? errors.photos : undefined}
            onChange={(summary) => set({ photoIds: summary.fileIds, photosPending: summary.pending })}
          />
        </div>
      </fieldset>
    </BookingFlow>
  );
}

/** The field a blur left, by its id (bp-…), marked touched so its message shows from then on. */
function touchFrom(target: EventTarget, touch: (field: BodyPaintField) => void): void {
  const id = target instanceof HTMLElement ? target.id || target.getAttribute('name') || '' : '';
  const field = BODY_PAINT_FIELDS.find(([, selector]) => selector === `#${id}` || selector.includes(`"${id}"`))?.[0];
  if (field) touch(field);
}
