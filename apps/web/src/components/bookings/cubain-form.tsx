'use client';

/**
 * CubainForm — the Cubain rental booking of /cubain (issue 13). Its steps follow a rental's own
 * order, so it is put together from the shared pieces rather than BookingFlow (whose kind step
 * comes before the branch, while a rental's classes depend on the branch and the dates):
 *
 * 1. Tanggal Sewa: pick-up and return dates (1–14 days, pick-up from tomorrow).
 * 2. Dealer: BookingBranchPicker (the branches with a rental fleet, nearest first).
 * 3. Kelas Mobil: each class with the cars free on every day of those dates (rentalAvailability;
 *    a class with none cannot be chosen), self-drive or with a driver, and the price estimate.
 * 4. Jam Pengambilan: the free hours of the pick-up day at that branch (the availability call).
 * 5. Dokumen: KTP, SIM A (not needed with a driver) and a selfie (FileUpload, front camera).
 * 6. Kontak (BookingContactStep, a guest's one-time code) and the kit's ConsentBox.
 *
 * The submit uses the shared idempotent sender (one rental per attempt whatever the retries); a
 * refusal reads the classes and hours again (a car or an hour taken meanwhile is no longer offered).
 */
import { formatRupiah } from '@kemudi/domain/format';
import { type FormEvent, useEffect, useState } from 'react';
import { goToLogin } from '@/lib/account-request';
import styles from '@/components/form/form.module.css';
import { HourChips } from '@/components/form/slot-picker';
import { StepLegend } from '@/components/form/step-legend';
import { useHydrated } from '@/lib/use-hydrated';
import { BookingBranchPicker } from './booking-branch-picker';
import { BookingConfirmation } from './booking-confirmation';
import { ConsentBox } from '@/components/form/consent-box';
import { BookingContactStep } from './booking-contact';
import { BOOKING_FIELD_SELECTORS, BOOKING_FORM_MESSAGES, type AvailabilityView, type BookingErrors, type BookingField, bookingRequest, type ContactValues, firstInvalid, needsCode, readAvailability, validateBooking } from './booking-logic';
import { type BookingOutcome, createBookingSender, getBookingData, startsNewAttempt } from './booking-request';
import {
  CUBAIN_FIELDS,
  type CubainErrors,
  type CubainField,
  type CubainValues,
  cubainDetails,
  pickUpHours,
  pickUpWindow,
  readRental,
  rentalDays,
  rentalEstimate,
  type RentalView,
  validateCubain,
  validateDates,
} from './cubain-logic';
import { FileUpload } from './file-upload';
import type { UploadSummary } from './file-upload-logic';
import uploadStyles from './file-upload.module.css';
import type { BookingBranchData, BookingCustomer } from '@/lib/booking-views';
import { SubmitBar } from '@/components/form/submit-bar';

type Loaded<T> = { key: string; value: T } | { key: string; message: string };
type Documents = Record<'ktp' | 'sim' | 'selfie', UploadSummary>;
const NO_FILES: UploadSummary = { fileIds: [], pending: 0, failed: 0 };

/** An answer of the booking service read into `T`, or its message. */
function useBookingRead<T>(path: string | null, read: (body: unknown) => T | null, reload: number): Loaded<T> | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const key = path === null ? '' : `${path}#${reload}`;
  useEffect(() => {
    if (path === null) return;
    let live = true;
    void getBookingData(path).then((answer) => {
      if (!live) return;
      const value = answer.ok ? read(answer.body) : null;
      setLoaded(value !== null ? { key, value } : { key, message: answer.ok ? 'Data belum dapat dimuat. Silakan coba lagi.' : answer.message });
    });
    return () => {
      live = false;
    };
    // `read` is a module-level function of the caller: the path and the reload decide a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return path !== null && loaded?.key === key ? loaded : null;
}

const readDays = (body: unknown): AvailabilityView | null => readAvailability(body);

export function CubainForm({ branch, customer, sourcePage }: { branch: BookingBranchData; customer: BookingCustomer | null; sourcePage: string }) {
  const ready = useHydrated();
  const [dateWindow] = useState(() => pickUpWindow(new Date()));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [branchSlug, setBranchSlug] = useState(branch.initialSlug ?? '');
  const [carClass, setCarClass] = useState('');
  const [withDriver, setWithDriver] = useState(false);
  const [slotStart, setSlotStart] = useState('');
  const [documents, setDocuments] = useState<Documents>({ ktp: NO_FILES, sim: NO_FILES, selfie: NO_FILES });
  const [contact, setContact] = useState<ContactValues>({ name: customer?.name ?? '', phoneNumber: customer?.phoneNumber ?? '', email: customer?.email ?? '', otp: '' });
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const [sender, setSender] = useState(createBookingSender);
  const [booked, setBooked] = useState<Extract<BookingOutcome, { kind: 'ok' }>['booking'] | null>(null);

  const now = new Date();
  const datesOk = Object.keys(validateDates(from, to, now)).length === 0;
  const rental = useBookingRead<RentalView>(
    branchSlug && datesOk ? `/rental-availability?branchSlug=${encodeURIComponent(branchSlug)}&from=${from}&to=${to}` : null,
    readRental,
    reload,
  );
  const days = useBookingRead<AvailabilityView>(branchSlug ? `/availability?kind=cubain&branchSlug=${encodeURIComponent(branchSlug)}` : null, readDays, reload);
  const rentalView = rental && 'value' in rental ? rental.value : null;
  const hours = days && 'value' in days && datesOk ? pickUpHours(days.value.days, from) : null;
  const freeHours = hours && 'slots' in hours ? hours.slots : [];
  // A chosen hour or class no longer offered (another branch, other dates, taken meanwhile) is not sent.
  const slot = freeHours.some((s) => s.start === slotStart) ? slotStart : '';
  const chosenClass = rentalView?.classes.find((c) => c.carClass === carClass && c.available > 0);

  const values: CubainValues = {
    from,
    to,
    carClass: chosenClass ? carClass : '',
    withDriver,
    slotStart: slot,
    ktpFileId: documents.ktp.fileIds[0] ?? '',
    simFileId: documents.sim.fileIds[0] ?? '',
    selfieFileId: documents.selfie.fileIds[0] ?? '',
    pending: documents.ktp.pending + documents.selfie.pending + (withDriver ? 0 : documents.sim.pending),
  };
  const cubainErrors: CubainErrors = validateCubain(values, rentalView, now);
  // The dates' messages show once both are given (a return before the pick-up is said at once); the rest after a submit.
  const shown = (field: CubainField) =>
    attempted || ((field === 'from' || field === 'to') && from !== '' && to !== '') ? cubainErrors[field] : undefined;
  const codeNeeded = needsCode(customer, contact.phoneNumber);
  const rentalLength = datesOk ? rentalDays(from, to) : 0;

  useEffect(() => {
    if (booked) document.getElementById('booking-confirmed')?.focus();
  }, [booked]);

  function changed() {
    setMessage(null);
  }

  function focusFirst(shared: BookingErrors) {
    // Page order: the dates, the branch, the rest of the rental, then the contact.
    const dateField = (['from', 'to'] as const).find((f) => cubainErrors[f]);
    const restField = CUBAIN_FIELDS.find(([f]) => f !== 'from' && f !== 'to' && cubainErrors[f]);
    const sharedFirst = firstInvalid(shared);
    const selector = dateField
      ? `#cb-${dateField}`
      : shared.branchSlug
        ? BOOKING_FIELD_SELECTORS.branchSlug
        : restField
          ? restField[1]
          : sharedFirst
            ? BOOKING_FIELD_SELECTORS[sharedFirst]
            : undefined;
    if (selector) document.querySelector<HTMLElement>(selector)?.focus();
  }

  function refused(outcome: BookingOutcome) {
    if (startsNewAttempt(outcome)) setSender(createBookingSender());
    // Whatever was refused, the classes and hours are read again: a car or an hour may have gone.
    setReload((n) => n + 1);
    switch (outcome.kind) {
      case 'slot-taken':
        setSlotStart('');
        setMessage(outcome.message);
        return;
      case 'invalid': {
        const found: BookingErrors = {};
        const rest: string[] = [];
        for (const [name, text] of Object.entries(outcome.fields)) {
          const n = name.toLowerCase();
          const field: BookingField | null = n.includes('otp')
            ? 'otp'
            : n.includes('phone')
              ? 'phoneNumber'
              : n.includes('email')
                ? 'email'
                : n.includes('branch')
                  ? 'branchSlug'
                  : n.includes('consent')
                    ? 'consent'
                    : null;
          if (field && !found[field]) found[field] = text;
          else rest.push(text);
        }
        setErrors(found);
        setMessage(rest[0] ?? outcome.message);
        return;
      }
      case 'failed':
        setMessage(outcome.message);
        return;
      case 'offline':
        setMessage(BOOKING_FORM_MESSAGES.OFFLINE);
        return;
      case 'login':
        if (customer) goToLogin();
        else setMessage(BOOKING_FORM_MESSAGES.FAILED);
        return;
      case 'ok':
        return;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const shared = validateBooking({ branchSlug, slotStart: slot, contact, consent }, { needsBranch: true, needsSlot: false, codeNeeded });
    setErrors(shared);
    if (Object.keys(cubainErrors).length > 0 || firstInvalid(shared)) {
      setMessage(Object.values(cubainErrors)[0] ?? BOOKING_FORM_MESSAGES.FORM_INVALID);
      focusFirst(shared);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await sender.send(bookingRequest({ details: cubainDetails(values), branchSlug, slotStart: slot, contact, codeNeeded, sourcePage }));
    setBusy(false);
    if (outcome.kind === 'ok') {
      setBooked(outcome.booking);
      return;
    }
    refused(outcome);
  }

  if (booked) return <BookingConfirmation booking={booked} customer={customer !== null} />;

  const upload = (purpose: keyof Documents) => (summary: UploadSummary) => {
    setDocuments((d) => ({ ...d, [purpose]: summary }));
    changed();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <fieldset className={styles.step}>
        <StepLegend no={1} title="Tanggal Sewa" />
        <div className={styles.fields}>
          <DateField
            id="cb-from"
            label="Tanggal pengambilan"
            value={from}
            min={dateWindow.min}
            max={dateWindow.max}
            error={shown('from')}
            onChange={(v) => {
              setFrom(v);
              changed();
            }}
          />
          <DateField
            id="cb-to"
            label="Tanggal pengembalian"
            value={to}
            min={from || dateWindow.min}
            error={shown('to')}
            onChange={(v) => {
              setTo(v);
              changed();
            }}
          />
          {rentalLength > 0 ? <p className={styles.hint}>{`Lama sewa ${rentalLength} hari. Mobil dikembalikan pada jam yang sama dengan jam pengambilan.`}</p> : null}
        </div>
      </fieldset>

      <BookingBranchPicker
        no={2}
        title="Lokasi Pengambilan"
        kind="cubain"
        cityGroups={branch.cityGroups}
        initialCity={branch.initialCity}
        initialBranches={branch.initialBranches}
        value={branchSlug}
        error={errors.branchSlug}
        onChange={(slug) => {
          setBranchSlug(slug);
          setErrors((e) => ({ ...e, branchSlug: undefined }));
          changed();
        }}
      />

      <fieldset className={styles.step} aria-busy={Boolean(branchSlug && datesOk && !rental)}>
        <StepLegend no={3} title="Kelas Mobil" />
        <p id="cb-class-status" className={styles.muted} role="status" tabIndex={-1}>
          {!datesOk || !branchSlug
            ? 'Pilih tanggal sewa dan lokasi pengambilan untuk melihat mobil yang tersedia.'
            : !rental
              ? 'Memeriksa ketersediaan mobil…'
              : 'message' in rental
                ? rental.message
                : `Ketersediaan untuk ${rental.value.days} hari sewa.`}
        </p>
        {rentalView ? (
          <ul className={styles.choices} aria-label="Kelas mobil">
            {rentalView.classes.map((c) => {
              const free = c.available > 0;
              return (
                <li key={c.carClass}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name="cb-class"
                      value={c.carClass}
                      checked={carClass === c.carClass && free}
                      disabled={!free}
                      onChange={() => {
                        setCarClass(c.carClass);
                        changed();
                      }}
                    />
                    <span className={styles.choiceBody}>
                      <span className={styles.choiceTitle}>{c.name}</span>
                      <span className={styles.choiceMeta}>{`${c.models.join(', ')} · ${c.seats} kursi · ${formatRupiah(c.pricePerDay)}/hari`}</span>
                      <span className={styles.choiceMeta}>{free ? `Tersedia ${c.available} unit` : 'Tidak tersedia pada tanggal ini'}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
        {shown('carClass') ? <p className={styles.fieldError}>{shown('carClass')}</p> : null}
        <fieldset className={`${styles.field} ${uploadStyles.group}`}>
          <legend className={styles.fieldLabel}>Pengemudi</legend>
          <ul className={styles.choices}>
            {(
              [
                [false, 'Lepas kunci', 'Anda mengemudi sendiri (perlu SIM A)'],
                [true, 'Dengan sopir', 'Sopir 8 jam per hari, termasuk makan sopir'],
              ] as const
            ).map(([driver, title, meta]) => (
              <li key={title}>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name="cb-driver"
                    checked={withDriver === driver}
                    onChange={() => {
                      setWithDriver(driver);
                      changed();
                    }}
                  />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{title}</span>
                    <span className={styles.choiceMeta}>{meta}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {chosenClass && rentalLength > 0 ? (
          <p className={uploadStyles.estimate} role="status">
            {`Estimasi biaya ${chosenClass.name}, ${rentalLength} hari${withDriver ? ' dengan sopir' : ''}: `}
            <span className={uploadStyles.estimateTotal}>{formatRupiah(rentalEstimate(chosenClass, rentalLength, withDriver))}</span>
            <br />
            <span className={styles.small}>Termasuk asuransi all risk. Bahan bakar, tol dan parkir ditanggung penyewa.</span>
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.step}>
        <StepLegend no={4} title="Jam Pengambilan" />
        {!hours ? (
          <p id="cb-hour-status" className={styles.muted} tabIndex={-1}>
            {branchSlug && datesOk ? (days && 'message' in days ? days.message : 'Memuat jam pengambilan…') : 'Pilih tanggal sewa dan lokasi pengambilan terlebih dahulu.'}
          </p>
        ) : 'message' in hours ? (
          <p id="cb-hour-status" className={styles.alert} tabIndex={-1}>
            {hours.message}
          </p>
        ) : (
          <HourChips
            legend={`Jam (${days && 'value' in days ? days.value.zoneLabel : 'WIB'})`}
            name="cb-hour"
            hours={hours.slots}
            zone=""
            value={slot}
            onChange={(start) => {
              setSlotStart(start);
              changed();
            }}
          />
        )}
        {shown('slotStart') ? <p className={styles.fieldError}>{shown('slotStart')}</p> : null}
      </fieldset>

      <fieldset className={styles.step}>
        <StepLegend no={5} title="Dokumen" />
        <p className={styles.hint}>Foto dokumen asli yang terbaca jelas. Dokumen hanya dipakai untuk verifikasi sewa dan tidak ditampilkan kembali di situs.</p>
        <div className={styles.fields}>
          <FileUpload id="cb-ktp" purpose="ktp" label="Foto KTP" error={shown('ktp')} onChange={upload('ktp')} />
          {withDriver ? null : <FileUpload id="cb-sim" purpose="sim" label="Foto SIM A" error={shown('sim')} onChange={upload('sim')} />}
          <FileUpload id="cb-selfie" purpose="selfie" label="Swafoto Anda" hint="Wajah terlihat jelas, tanpa kacamata hitam." chooseLabel="Ambil swafoto" capture="user" error={shown('selfie')} onChange={upload('selfie')} />
        </div>
      </fieldset>

      <BookingContactStep
        no={6}
        customer={customer}
        values={contact}
        codeNeeded={codeNeeded}
        errors={errors}
        onChange={(field, value) => {
          setContact((c) => ({ ...c, [field]: value }));
          setErrors((e) => ({ ...e, [field]: undefined }));
          changed();
        }}
      />
      <ConsentBox
        className={styles.step}
        checked={consent}
        error={errors.consent}
        onChange={(checked) => {
          setConsent(checked);
          setErrors((e) => ({ ...e, consent: undefined }));
          changed();
        }}
      />
      <SubmitBar message={message} label="Booking Sewa Mobil" busyLabel="Membuat booking…" busy={busy} disabled={!ready || busy} />
    </form>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  max?: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        {...(max ? { max } : {})}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
