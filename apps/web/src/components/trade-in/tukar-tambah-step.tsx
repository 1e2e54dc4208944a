'use client';

import { ROUTES } from '@kemudi/domain/routes';
import { useState } from 'react';
import { BookingBranchPicker } from '@/components/bookings/booking-branch-picker';
import formStyles from '@/components/form/form.module.css';
import { StepLegend } from '@/components/form/step-legend';
import { LeadForm } from '@/components/leads/lead-form';
import { type EstimateView, type TradeInCarInput, tukarTambahDetails } from './trade-in-logic';
import styles from './trade-in.module.css';
import type { TradeInPageData } from '@/lib/booking-views';

/**
 * Tukar Tambah (issue 13): the new Toyota wanted and the branch, then the contact → a lead of formId
 * 'tukar-tambah' carrying both cars (body.tradeIn: the car and the estimate shown) through
 * /api/submit-leads. Once recorded: the lead number, the API's message and what happens next.
 */
export function TukarTambahStep({ car, estimate, data }: { car: TradeInCarInput; estimate: EstimateView; data: TradeInPageData }) {
  const [modelCode, setModelCode] = useState('');
  const [branchSlug, setBranchSlug] = useState('');
  const [errors, setErrors] = useState<{ modelCode?: string | undefined; branchSlug?: string | undefined }>({});
  const problem = !modelCode ? 'Pilih mobil baru yang Anda inginkan' : !branchSlug ? 'Pilih dealer' : null;

  return (
    <LeadForm
      formId="tukar-tambah"
      sourcePage={ROUTES.tradeIn}
      details={modelCode && branchSlug ? tukarTambahDetails({ car, estimate, modelCode, branchSlug }) : {}}
      detailsError={problem}
      onDetailsErrors={(fields) => setErrors({ modelCode: fields.modelCode, branchSlug: fields.branchSlug })}
      prefill={data.customer}
      submitLabel="Ajukan Tukar Tambah"
      confirmationTitle="Pengajuan tukar tambah terkirim"
      afterConfirmation={
        <>
          <h3>Langkah selanjutnya</h3>
          <ol className={styles.next}>
            <li>Sales dealer pilihan Anda menghubungi Anda melalui telepon atau WhatsApp.</li>
            <li>Mobil lama Anda diinspeksi di dealer untuk menetapkan harga akhir.</li>
            <li>Nilai mobil lama langsung memotong harga mobil baru pilihan Anda.</li>
          </ol>
        </>
      }
    >
      <fieldset className={formStyles.step}>
        <StepLegend no={1} title="Mobil Baru Pilihan" />
        <div className={formStyles.field}>
          <label htmlFor="tukar-model">Mobil Toyota baru</label>
          <select
            id="tukar-model"
            value={modelCode}
            onChange={(e) => {
              setModelCode(e.currentTarget.value);
              setErrors((x) => ({ ...x, modelCode: undefined }));
            }}
            aria-invalid={errors.modelCode ? true : undefined}
            required
          >
            <option value="">Pilih mobil baru</option>
            {data.newCars.map((c) => (
              <option key={c.code} value={c.code}>
                {`Toyota ${c.name}`}
              </option>
            ))}
          </select>
          {errors.modelCode ? <p className={formStyles.fieldError}>{errors.modelCode}</p> : null}
        </div>
      </fieldset>
      <BookingBranchPicker
        no={2}
        title="Pilih Dealer"
        kind="inspection"
        cityGroups={data.branches.cityGroups}
        initialCity={data.branches.initialCity}
        initialBranches={data.branches.initialBranches}
        value={branchSlug}
        error={errors.branchSlug}
        onChange={(slug) => {
          setBranchSlug(slug);
          setErrors((x) => ({ ...x, branchSlug: undefined }));
        }}
      />
      <h2 className={formStyles.stepTitle}>Kontak</h2>
    </LeadForm>
  );
}
