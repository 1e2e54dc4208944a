'use client';

import { ROUTES } from '@kemudi/domain/routes';
import { useState } from 'react';
import { BookingFlow } from '@/components/bookings/booking-steps';
import formStyles from '@/components/form/form.module.css';
import { StepLegend } from '@/components/form/step-legend';
import { type EstimateView, homeInspectionProblem, inspectionDetails, type TradeInCarInput } from './trade-in-logic';
import type { TradeInPageData } from '@/lib/booking-views';
import { TextAreaField } from '@/components/form/text-field';

/**
 * Jual Mobil Saya (issue 13): an inspection appointment for the car just estimated — at a branch
 * (the branch picker) or at home (the city whose inspectors come, and the address) — with a slot,
 * the contact (a guest's one-time code) and consent: a booking of kind 'inspection' through the
 * shared booking frame (components/bookings/booking-steps.tsx), which shows the booking number.
 */
export function JualMobilStep({ car, estimate, data }: { car: TradeInCarInput; estimate: EstimateView; data: TradeInPageData }) {
  const [place, setPlace] = useState<'branch' | 'home'>('branch');
  const [cityCode, setCityCode] = useState('');
  const [address, setAddress] = useState('');
  const problem = place === 'home' ? homeInspectionProblem(address, cityCode) : null;
  const cities = data.branches.cityGroups.flatMap((g) => g.cities.map((c) => ({ ...c, provinceName: g.provinceName })));

  return (
    <BookingFlow
      kind="inspection"
      details={inspectionDetails({ car, estimate, place, address, cityCode })}
      detailsErrors={problem ? [problem] : []}
      detailsFocus={!cityCode ? '#inspeksi-kota' : '#inspeksi-alamat'}
      firstStepNo={2}
      branch={place === 'branch' ? data.branches : null}
      slotQuery={place === 'home' && cityCode ? { cityCode } : {}}
      slotTitle="Jadwal Inspeksi"
      customer={data.customer}
      sourcePage={ROUTES.tradeIn}
      submitLabel="Booking Inspeksi"
    >
      <fieldset className={formStyles.step}>
        <StepLegend no={1} title="Lokasi Inspeksi" />
        <div className={formStyles.choices} role="radiogroup" aria-label="Lokasi inspeksi">
          {(
            [
              { value: 'branch', title: 'Di dealer', meta: 'Bawa mobil Anda ke dealer pilihan pada jadwal yang dipilih.' },
              { value: 'home', title: 'Di rumah', meta: 'Inspektor kami datang ke alamat Anda.' },
            ] as const
          ).map((o) => (
            <label key={o.value} className={formStyles.choice}>
              <input type="radio" name="inspeksi-lokasi" value={o.value} checked={place === o.value} onChange={() => setPlace(o.value)} />
              <span className={formStyles.choiceBody}>
                <span className={formStyles.choiceTitle}>{o.title}</span>
                <span className={formStyles.choiceMeta}>{o.meta}</span>
              </span>
            </label>
          ))}
        </div>
        {place === 'home' ? (
          <div className={formStyles.fields}>
            <div className={formStyles.field}>
              <label htmlFor="inspeksi-kota">Kota</label>
              <select id="inspeksi-kota" value={cityCode} onChange={(e) => setCityCode(e.currentTarget.value)} required>
                <option value="">Pilih kota</option>
                {cities.map((c) => (
                  <option key={c.isocode} value={c.isocode}>
                    {c.provinceName ? `${c.name}, ${c.provinceName}` : c.name}
                  </option>
                ))}
              </select>
            </div>
            <TextAreaField id="inspeksi-alamat" label="Alamat lengkap" value={address} maxLength={300} autoComplete="street-address" onValueChange={setAddress} required />
          </div>
        ) : null}
      </fieldset>
    </BookingFlow>
  );
}
