'use client';

/**
 * HomeServiceForm — the Toyota Home Service booking of /ths-home-service (issue 13): the city
 * (asked of the coverage call as soon as it is chosen: does a team come there?), the address, the
 * home-service item of the price list and the car, then the shared steps of BookingFlow: a slot
 * of the city's teams, the contact (a guest's one-time code) and the consent. No branch step: the
 * API sends the team of the branch covering the city.
 */
import { formatRupiah } from '@kemudi/domain/format';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from '@/components/form/form.module.css';
import { CitySelect } from '@/components/form/city-select';
import { StepLegend } from '@/components/form/step-legend';
import { CarFields, useSubmitAttempt } from './body-paint-car-fields';
import { orderedErrors } from './body-paint-logic';
import { getBookingData } from './booking-request';
import { BookingFlow } from './booking-steps';
import { type CoverageView, HOME_SERVICE_FIELDS, type HomeServiceField, type HomeServiceValues, homeServiceDetails, readCoverage, validateHomeService } from './home-service-logic';
import type { CityGroup, CityOption } from '@/lib/city-options';
import type { BookingCustomer, CarModelChoice, HomeServiceItem, MyCarOption } from '@/lib/booking-views';
import { TextAreaField } from '@/components/form/text-field';

type Coverage = { cityCode: string; view: CoverageView } | { cityCode: string; message: string };

export function HomeServiceForm({
  cityGroups,
  initialCity,
  services,
  customer,
  myCars,
  models,
  sourcePage,
}: {
  cityGroups: CityGroup[];
  initialCity: CityOption;
  services: HomeServiceItem[];
  customer: BookingCustomer | null;
  myCars: MyCarOption[];
  models: CarModelChoice[];
  sourcePage: string;
}) {
  const [values, setValues] = useState<HomeServiceValues>({
    car: { myCarId: myCars[0]?.id ?? '', model: '', year: '', plate: '' },
    serviceId: services.length === 1 ? String(services[0]?.id) : '',
    address: '',
    cityCode: initialCity.isocode,
    notes: '',
  });
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<HomeServiceField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const step = useRef<HTMLFieldSetElement>(null);
  useSubmitAttempt(
    step,
    useCallback(() => setAttempted(true), []),
  );

  // The coverage of the chosen city, asked whenever it changes (the answer of an older city is ignored).
  useEffect(() => {
    if (!values.cityCode) return;
    const cityCode = values.cityCode;
    let current = true;
    void getBookingData(`/home-service/coverage?cityCode=${encodeURIComponent(cityCode)}`).then((answer) => {
      if (!current) return;
      const view = answer.ok ? readCoverage(answer.body) : null;
      setCoverage(view ? { cityCode, view } : { cityCode, message: answer.ok ? 'Jangkauan belum dapat diperiksa. Silakan coba lagi.' : answer.message });
    });
    return () => {
      current = false;
    };
  }, [values.cityCode]);

  const known = coverage && coverage.cityCode === values.cityCode ? coverage : null;
  const view = known && 'view' in known ? known.view : null;
  const errors = validateHomeService(values, view);
  const { messages, focus } = orderedErrors(errors, HOME_SERVICE_FIELDS);
  const shown = (field: HomeServiceField) => (attempted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: HomeServiceField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const set = (change: Partial<HomeServiceValues>) => setValues((v) => ({ ...v, ...change }));
  const chosenService = services.find((s) => String(s.id) === values.serviceId);

  return (
    <BookingFlow
      kind="home-service"
      details={homeServiceDetails(values, view)}
      detailsErrors={messages}
      {...(focus ? { detailsFocus: focus } : {})}
      firstStepNo={2}
      branch={null}
      slotQuery={view?.covered ? { cityCode: values.cityCode } : {}}
      slotTitle="Hari & Jam Kedatangan"
      slotWaitingText="Pilih kota yang dijangkau Toyota Home Service untuk melihat jadwal tim kami."
      customer={customer}
      sourcePage={sourcePage}
      submitLabel="Pesan Home Service"
    >
      <fieldset className={styles.step} ref={step}>
        <StepLegend no={1} title="Alamat, Layanan & Mobil" />
        <div
          className={styles.fields}
          onBlur={(e) => {
            const id = e.target.id.replace(/^hs-/, '');
            const field = ({ city: 'cityCode', address: 'address', service: 'serviceId', model: 'model', year: 'year', plate: 'plate', notes: 'notes' } as const)[id as 'city'];
            if (field) touch(field);
          }}
        >
          <div className={styles.field}>
            <label htmlFor="hs-city">Kota</label>
            <CitySelect
              id="hs-city"
              groups={cityGroups}
              value={values.cityCode}
              onCityChange={(cityCode) => set({ cityCode })}
              aria-invalid={view && !view.covered ? true : undefined}
              aria-describedby="hs-coverage"
            />
            <p id="hs-coverage" role="status" className={view && !view.covered ? styles.fieldError : styles.hint}>
              {!known
                ? 'Memeriksa jangkauan Home Service…'
                : 'message' in known
                  ? known.message
                  : view?.covered
                    ? `${view.message || `Toyota Home Service melayani ${view.cityName}.`}${view.branches.length > 0 ? ` Tim dari ${view.branches.map((b) => b.name).join(', ')}.` : ''}`
                    : view?.message || 'Maaf, Toyota Home Service belum menjangkau kota ini.'}
            </p>
          </div>
          <TextAreaField
            id="hs-address"
            label="Alamat lengkap"
            value={values.address}
            rows={3}
            maxLength={300}
            autoComplete="street-address"
            placeholder="Nama jalan, nomor rumah, RT/RW, kelurahan, kecamatan"
            onValueChange={(address) => set({ address })}
            error={shown('address')}
          />
          <div className={styles.field}>
            <label htmlFor="hs-service">Layanan</label>
            <select
              id="hs-service"
              value={values.serviceId}
              onChange={(e) => set({ serviceId: e.currentTarget.value })}
              aria-invalid={shown('serviceId') ? true : undefined}
              aria-describedby={shown('serviceId') ? 'hs-service-error' : chosenService ? 'hs-service-price' : undefined}
            >
              <option value="">Pilih layanan</option>
              {services.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {`${s.name} · mulai ${formatRupiah(s.priceFrom)}`}
                </option>
              ))}
            </select>
            {chosenService ? (
              <p id="hs-service-price" className={styles.hint}>
                {`Estimasi mulai ${formatRupiah(chosenService.priceFrom)}, sekitar ${chosenService.durationMinutes} menit. Tanpa biaya kunjungan.`}
              </p>
            ) : null}
            {shown('serviceId') ? (
              <p id="hs-service-error" className={styles.fieldError}>
                {shown('serviceId')}
              </p>
            ) : null}
          </div>
          <CarFields
            idPrefix="hs"
            myCars={myCars}
            models={models}
            values={values.car}
            errors={{ model: shown('model'), year: shown('year'), plate: shown('plate') }}
            onChange={(car) => set({ car })}
          />
          <TextAreaField
            id="hs-notes"
            label="Catatan untuk teknisi (opsional)"
            value={values.notes}
            rows={2}
            maxLength={300}
            placeholder="mis. parkir di depan rumah, aki sering tekor"
            onValueChange={(notes) => set({ notes })}
          />
        </div>
      </fieldset>
    </BookingFlow>
  );
}
