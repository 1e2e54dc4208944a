'use client';

/**
 * SparePartRequestForm — "Minta ke Dealer" of /services-toyota/suku-cadang (issue 13): a part of
 * the catalogue (chosen on the list: the page opens with it) or one described in words, the model
 * it is for and how many, then the shared steps of BookingFlow: the workshop to collect it from,
 * the contact (a guest's one-time code) and the consent. There is no slot: the branch answers on
 * availability, and the answer shows in My Account › Booking Saya (or /tracking-order for a guest).
 */
import { formatRupiah } from '@kemudi/domain/format';
import { useCallback, useRef, useState } from 'react';
import styles from '@/components/form/form.module.css';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { StepLegend } from '@/components/form/step-legend';
import { useSubmitAttempt } from './body-paint-car-fields';
import { orderedErrors } from './body-paint-logic';
import { BookingFlow } from './booking-steps';
import { modelsFor, SPARE_PART_FIELDS, type SparePartField, type SparePartValues, sparePartDetails, validateSparePart } from './spare-part-logic';
import type { BookingBranchData, BookingCustomer, CarModelChoice, SparePartChoice } from '@/lib/booking-views';

export function SparePartRequestForm({
  part: initialPart,
  models,
  branch,
  customer,
  sourcePage,
}: {
  part: SparePartChoice | null;
  models: CarModelChoice[];
  branch: BookingBranchData;
  customer: BookingCustomer | null;
  sourcePage: string;
}) {
  const [part, setPart] = useState(initialPart);
  const offered = modelsFor(part, models);
  const [values, setValues] = useState<SparePartValues>({
    modelCode: offered.length === 1 ? (offered[0]?.code ?? '') : '',
    partCode: initialPart?.code ?? '',
    partDescription: '',
    quantity: '1',
  });
  const [touched, setTouched] = useState<ReadonlySet<SparePartField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const step = useRef<HTMLFieldSetElement>(null);
  useSubmitAttempt(
    step,
    useCallback(() => setAttempted(true), []),
  );

  const errors = validateSparePart(values);
  const { messages, focus } = orderedErrors(errors, SPARE_PART_FIELDS);
  const shown = (field: SparePartField) => (attempted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: SparePartField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const set = (change: Partial<SparePartValues>) => setValues((v) => ({ ...v, ...change }));

  function describeInstead() {
    setPart(null);
    set({ partCode: '' });
  }

  return (
    <BookingFlow
      kind="spare-part"
      details={sparePartDetails(values)}
      detailsErrors={messages}
      {...(focus ? { detailsFocus: focus } : {})}
      branch={branch}
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Kirim Permintaan"
    >
      <fieldset className={styles.step} ref={step}>
        <StepLegend no={1} title="Suku Cadang" />
        <p className={styles.hint}>
          Dealer memeriksa ketersediaan dan mengabarkan Anda lewat WhatsApp. Jawabannya juga tampil di Akun Saya › Booking Saya, atau di Lacak Pesanan dengan
          nomor permintaan dan nomor HP Anda.
        </p>
        <div
          className={styles.fields}
          onBlur={(e) => {
            const field = ({ 'sp-model': 'modelCode', 'sp-description': 'partDescription', 'sp-quantity': 'quantity' } as const)[e.target.id as 'sp-model'];
            if (field) touch(field);
          }}
        >
          {part ? (
            <div className={styles.field}>
              <span className={styles.fieldLabel}>Suku cadang</span>
              <p className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{part.name}</span>
                <span className={styles.choiceMeta}>{`No. part ${part.code} · ${formatRupiah(part.price)}`}</span>
              </p>
              <button type="button" className={styles.linkButton} onClick={describeInstead}>
                Minta suku cadang lain
              </button>
            </div>
          ) : (
            <TextAreaField
              id="sp-description"
              label="Suku cadang yang dicari"
              value={values.partDescription}
              rows={3}
              maxLength={300}
              placeholder="mis. Lampu kabut kanan, atau nomor part bila Anda tahu"
              onValueChange={(partDescription) => set({ partDescription })}
              error={shown('partDescription')}
            />
          )}
          {offered.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor="sp-model">Untuk mobil</label>
              <select
                id="sp-model"
                value={values.modelCode}
                onChange={(e) => set({ modelCode: e.currentTarget.value })}
                aria-invalid={shown('modelCode') ? true : undefined}
                aria-describedby={shown('modelCode') ? 'sp-model-error' : undefined}
              >
                <option value="">Pilih model</option>
                {offered.map((m) => (
                  <option key={m.code} value={m.code}>
                    {`Toyota ${m.name}`}
                  </option>
                ))}
              </select>
              {shown('modelCode') ? (
                <p id="sp-model-error" className={styles.fieldError}>
                  {shown('modelCode')}
                </p>
              ) : null}
            </div>
          ) : (
            <TextField id="sp-model" label="Untuk mobil (kode model)" value={values.modelCode} error={shown('modelCode')} onValueChange={(v) => set({ modelCode: v.trim() })} maxLength={60} />
          )}
          <TextField
            id="sp-quantity"
            label="Jumlah"
            value={values.quantity}
            error={shown('quantity')}
            onValueChange={(v) => set({ quantity: v.replace(/\D/g, '').slice(0, 2) })}
            inputMode="numeric"
            maxLength={2}
          />
        </div>
      </fieldset>
    </BookingFlow>
  );
}
