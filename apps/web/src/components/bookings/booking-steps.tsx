'use client';

/**
 * BookingFlow — the shared frame of every booking form (issue 13): the kind's own step(s) (its
 * `children`), then Dealer (BookingBranchPicker), Tanggal & Jam (BookingSlotPicker), Kontak
 * (BookingContactStep, with the guest's one-time code), the consent (the kit's ConsentBox) and the submit
 * button; once booked, the form gives way to BookingConfirmation.
 *
 * The submit posts CreateBookingBody to /api/booking/v1/bookings through the site's proxy with an
 * idempotency key kept for the attempt (a double click or a retry after a lost answer makes one
 * booking). A 409 SlotTaken shows the API's message and offers its `nearest` free slot in one click;
 * the days are then read again. Any other refusal is shown beside its field or above the button.
 *
 * Props:
 * - `kind`: the booking kind (BookingKind).
 * - `details`: the kind's details as CreateBookingBody takes them (BookingDetailsInput), built by the
 *   parent from its own step; `detailsErrors`: the parent's messages when they are incomplete
 *   (non-empty blocks the submit; `detailsFocus` is the selector focused then, and `onInvalidDetails()`
 *   is called so the parent can show its own field messages).
 * - `children`: the kind's own step(s), numbered 1…`firstStepNo - 1` by the parent.
 * - `firstStepNo`: the number of the Dealer step (default 2).
 * - `branch`: the picker's data ({ cityGroups, initialCity, initialBranches, query? }), or null when the
 *   kind is booked without a branch (then `slotQuery` must name what the slots are of, e.g. { cityCode }).
 * - `slotQuery`: extra filters of the availability call (e.g. { modelCode }); `slotTitle`: the step's heading.
 * - `slotWaitingText`: what the slot step says until its query is complete (default: choose a dealer first).
 * - `customer`: the logged-in customer (prefills the contact) or null for a guest.
 * - `sourcePage`: the site path the booking was made from; `submitLabel`: the button's text.
 * - `notes`: optional free text sent with the booking.
 */
import type { BookingKind } from '@kemudi/domain/bookings';
import type { BookingDetailsInput } from '@kemudi/domain/contracts/bookings';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { goToLogin } from '@/lib/account-request';
import styles from '@/components/form/form.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { BookingBranchPicker } from './booking-branch-picker';
import { BookingConfirmation } from './booking-confirmation';
import { ConsentBox } from '@/components/form/consent-box';
import { BookingContactStep } from './booking-contact';
import { BOOKING_FIELD_SELECTORS, BOOKING_FORM_MESSAGES, type BookingErrors, type BookingField, bookingRequest, type ContactValues, firstInvalid, kindNeedsSlot, type NearestSlot, needsCode, validateBooking } from './booking-logic';
import { type BookingOutcome, createBookingSender, startsNewAttempt } from './booking-request';
import { BookingSlotPicker } from './booking-slot-picker';
import type { BookingBranchData, BookingCustomer } from '@/lib/booking-views';
import { SubmitBar } from '@/components/form/submit-bar';

/** Which of the shared fields an API field name is about (the API may name `contact.phoneNumber`, `otp`, `slotStart`…). */
function sharedFieldOf(name: string): BookingField | null {
  const n = name.toLowerCase();
  if (n.includes('otp')) return 'otp';
  if (n.includes('phone')) return 'phoneNumber';
  if (n.includes('email')) return 'email';
  if (n.endsWith('name') && n.includes('contact')) return 'name';
  if (n.includes('slot')) return 'slotStart';
  if (n.includes('branch')) return 'branchSlug';
  if (n.includes('consent')) return 'consent';
  return null;
}

export function BookingFlow({
  kind,
  details,
  detailsErrors = [],
  detailsFocus,
  onInvalidDetails,
  children,
  firstStepNo = 2,
  branch,
  slotQuery = {},
  slotTitle,
  slotWaitingText,
  customer,
  sourcePage,
  submitLabel = 'Buat Booking',
  notes,
}: {
  kind: BookingKind;
  details: BookingDetailsInput | null;
  detailsErrors?: readonly string[];
  detailsFocus?: string;
  onInvalidDetails?: () => void;
  children?: ReactNode;
  firstStepNo?: number;
  branch: BookingBranchData | null;
  slotQuery?: Record<string, string>;
  slotTitle?: string;
  slotWaitingText?: string;
  customer: BookingCustomer | null;
  sourcePage?: string;
  submitLabel?: string;
  notes?: string;
}) {
  const ready = useHydrated();
  const [branchSlug, setBranchSlug] = useState(branch?.initialSlug ?? '');
  const [slotStart, setSlotStart] = useState('');
  const [contact, setContact] = useState<ContactValues>({
    name: customer?.name ?? '',
    phoneNumber: customer?.phoneNumber ?? '',
    email: customer?.email ?? '',
    otp: '',
  });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NearestSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const [sender, setSender] = useState(createBookingSender);
  const [booked, setBooked] = useState<Extract<BookingOutcome, { kind: 'ok' }>['booking'] | null>(null);

  const needsSlot = kindNeedsSlot(kind);
  const codeNeeded = needsCode(customer, contact.phoneNumber);
  const slotReady = branch ? branchSlug !== '' : Object.keys(slotQuery).length > 0;

  useEffect(() => {
    if (booked) document.getElementById('booking-confirmed')?.focus();
  }, [booked]);

  function clear(field: BookingField) {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setMessage(null);
    setNearest(null);
  }

  function focus(field: BookingField) {
    document.querySelector<HTMLElement>(BOOKING_FIELD_SELECTORS[field])?.focus();
  }

  function refused(outcome: BookingOutcome) {
    if (startsNewAttempt(outcome)) setSender(createBookingSender());
    switch (outcome.kind) {
      case 'slot-taken':
        setSlotStart('');
        setReloadToken((n) => n + 1);
        setNearest(outcome.nearest);
        setMessage(outcome.message);
        return;
      case 'invalid': {
        const found: BookingErrors = {};
        const rest: string[] = [];
        for (const [name, text] of Object.entries(outcome.fields)) {
          const field = sharedFieldOf(name);
          if (field && !found[field]) found[field] = text;
          else rest.push(text);
        }
        setErrors(found);
        setMessage(rest[0] ?? outcome.message);
        const first = firstInvalid(found);
        if (first) focus(first);
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
    setNearest(null);
    if (!details || detailsErrors.length > 0) {
      setMessage(detailsErrors[0] ?? BOOKING_FORM_MESSAGES.FORM_INVALID);
      onInvalidDetails?.();
      if (detailsFocus) document.querySelector<HTMLElement>(detailsFocus)?.focus();
      return;
    }
    const found = validateBooking({ branchSlug, slotStart, contact, consent }, { needsBranch: branch !== null, needsSlot, codeNeeded });
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      setMessage(BOOKING_FORM_MESSAGES.FORM_INVALID);
      focus(first);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await sender.send(
      bookingRequest({
        details,
        branchSlug: branch ? branchSlug : '',
        slotStart: needsSlot ? slotStart : '',
        contact,
        codeNeeded,
        ...(notes ? { notes } : {}),
        ...(sourcePage ? { sourcePage } : {}),
      }),
    );
    setBusy(false);
    if (outcome.kind === 'ok') {
      setBooked(outcome.booking);
      return;
    }
    refused(outcome);
  }

  function takeNearest(slot: NearestSlot) {
    setSlotStart(slot.start);
    setNearest(null);
    setMessage(null);
    setErrors((e) => ({ ...e, slotStart: undefined }));
  }

  if (booked) return <BookingConfirmation booking={booked} customer={customer !== null} />;

  const branchNo = firstStepNo;
  const slotNo = branchNo + (branch ? 1 : 0);
  const contactNo = slotNo + (needsSlot ? 1 : 0);
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      {children}
      {branch ? (
        <BookingBranchPicker
          no={branchNo}
          kind={kind}
          {...(branch.query ? { query: branch.query } : {})}
          cityGroups={branch.cityGroups}
          initialCity={branch.initialCity}
          initialBranches={branch.initialBranches}
          value={branchSlug}
          error={errors.branchSlug}
          onChange={(slug) => {
            setBranchSlug(slug);
            setSlotStart('');
            clear('branchSlug');
          }}
        />
      ) : null}
      {needsSlot ? (
        <BookingSlotPicker
          no={slotNo}
          {...(slotTitle ? { title: slotTitle } : {})}
          {...(slotWaitingText ? { waitingText: slotWaitingText } : {})}
          kind={kind}
          query={{ ...slotQuery, ...(branch && branchSlug ? { branchSlug } : {}) }}
          ready={slotReady}
          value={slotStart}
          error={errors.slotStart}
          reloadToken={reloadToken}
          onChange={(start) => {
            setSlotStart(start);
            clear('slotStart');
          }}
        />
      ) : null}
      <BookingContactStep
        no={contactNo}
        customer={customer}
        values={contact}
        codeNeeded={codeNeeded}
        errors={errors}
        onChange={(field, value) => {
          setContact((c) => ({ ...c, [field]: value }));
          clear(field);
        }}
      />
      <ConsentBox
        className={styles.step}
        checked={consent}
        error={errors.consent}
        onChange={(checked) => {
          setConsent(checked);
          clear('consent');
        }}
      />
      <SubmitBar message={message} label={submitLabel} busyLabel="Membuat booking…" busy={busy} disabled={!ready || busy}>
        {nearest ? (
          <p className={styles.row}>
            <button type="button" className={styles.secondary} onClick={() => takeNearest(nearest)}>
              {`Pilih ${nearest.label}`}
            </button>
          </p>
        ) : null}
      </SubmitBar>
    </form>
  );
}
