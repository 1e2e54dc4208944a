'use client';

import { ROUTES } from '@kemudi/domain/routes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { exchange } from '@/lib/browser-api';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './orders.module.css';
import {
  checkLookupInput,
  type LookupOutcome,
  readLookupAnswer,
  TRACKING_FORM_MESSAGES,
  trackingFailureText,
  type TrackingFieldErrors,
} from '@/lib/tracking';
import { TrackingBookingResult } from './tracking-booking-result';
import { TrackingResult } from './tracking-result';

/*
 * The /tracking-order form (issue 12): Nomor Pesanan and Nomor HP → the order's timeline, without
 * logging in. It posts to /api/tracking-order and works without script too (the route sends the
 * browser back here with the outcome). With script the rules are checked first, with their
 * Indonesian messages beside the fields, and the answer is shown in place; the API's mismatch and
 * limit messages are read out from a live region, and after a 429 the button waits out Retry-After.
 * Issue 13: the same form finds a booking (TD-/SV-/BP-… numbers) and shows its status, slot and,
 * for a workshop visit, its T-CARE stages.
 */

const ROUTE = '/api/tracking-order';

export interface TrackingFormProps {
  /** ?orderNo= (ROUTES.tracking(orderNo)) or the number just looked up. */
  initialOrderNo: string;
  /** The phone as typed, when a lookup without script has to be corrected. */
  initialPhoneNumber?: string;
  /** The outcome of a lookup made without script (the route's cookie). */
  initialOutcome?: LookupOutcome | null;
}

function fieldsOf(outcome: LookupOutcome | null | undefined): TrackingFieldErrors {
  return outcome?.kind === 'invalid' ? outcome.fields : {};
}

export function TrackingForm({ initialOrderNo, initialPhoneNumber = '', initialOutcome = null }: TrackingFormProps) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LookupOutcome | null>(initialOutcome);
  const [fields, setFields] = useState<TrackingFieldErrors>(fieldsOf(initialOutcome));
  /** After a 429: the button stays disabled until the wait is over. */
  const [waiting, setWaiting] = useState(initialOutcome?.kind === 'failed' && initialOutcome.retryAfter !== null);
  const orderNoRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome?.kind !== 'failed' || outcome.retryAfter === null) return;
    const timer = window.setTimeout(() => setWaiting(false), outcome.retryAfter * 1000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || waiting) return;
    const form = new FormData(event.currentTarget);
    const textOf = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const input = { orderNo: textOf('orderNo'), phoneNumber: textOf('phoneNumber') };
    const checked = checkLookupInput(input);
    if (!checked.ok) {
      setFields(checked.fields);
      setOutcome(null);
      (checked.fields.orderNo ? orderNoRef : phoneRef).current?.focus();
      return;
    }
    setFields({});
    setBusy(true);
    const answer = await exchange(ROUTE, { body: checked.value });
    // No answer at all (offline, time-out); an HTML error page of a proxy is judged by its status alone.
    const next: LookupOutcome = answer
      ? readLookupAnswer(answer.status, answer.body ?? null)
      : { kind: 'failed', status: 0, message: TRACKING_FORM_MESSAGES.OFFLINE, retryAfter: null };
    setBusy(false);
    setOutcome(next);
    if (next.kind === 'failed' && next.retryAfter !== null) setWaiting(true);
    if (next.kind === 'invalid') {
      setFields(next.fields);
      (next.fields.orderNo ? orderNoRef : phoneRef).current?.focus();
    }
    if (next.kind === 'found' || next.kind === 'booking') {
      // The address names the order or booking (to come back to), never the phone number.
      window.history.replaceState(window.history.state, '', ROUTES.tracking(next.kind === 'found' ? next.data.orderNo : next.data.bookingNo));
    }
  }

  const announcement =
    outcome?.kind === 'failed'
      ? trackingFailureText(outcome)
      : outcome?.kind === 'invalid'
        ? TRACKING_FORM_MESSAGES.CHECK_FIELDS
        : outcome?.kind === 'found'
          ? `Pesanan ${outcome.data.orderNo} ditemukan: ${outcome.data.statusLabel}.`
          : outcome?.kind === 'booking'
            ? `Booking ${outcome.data.bookingNo} ditemukan: ${outcome.data.statusLabel}${outcome.data.stage ? `, ${outcome.data.stages.find((st) => st.current)?.label ?? ''}` : ''}.`
            : '';

  return (
    <div className={styles.tracking}>
      <form
        method="post"
        action={ROUTE}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.trackingForm}
        aria-label="Lacak pesanan"
        data-ready={ready ? '' : undefined}
      >
        <div className={styles.field}>
          <label htmlFor="lacak-nomor-pesanan">Nomor Pesanan / Booking</label>
          <input
            ref={orderNoRef}
            id="lacak-nomor-pesanan"
            name="orderNo"
            type="text"
            defaultValue={initialOrderNo}
            placeholder="KMD-261126-7K3MQA"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={fields.orderNo ? true : undefined}
            aria-describedby={fields.orderNo ? 'lacak-nomor-pesanan-error' : 'lacak-nomor-pesanan-hint'}
          />
          {fields.orderNo ? (
            <p id="lacak-nomor-pesanan-error" className={styles.fieldError}>
              {fields.orderNo}
            </p>
          ) : (
            <p id="lacak-nomor-pesanan-hint" className={styles.hint}>
              Tertera di email atau WhatsApp konfirmasi: nomor pesanan (KMD-…) atau nomor booking (TD-…, SV-…, BP-…).
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="lacak-nomor-hp">Nomor HP</label>
          <input
            ref={phoneRef}
            id="lacak-nomor-hp"
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            defaultValue={initialPhoneNumber}
            placeholder="0812 3456 7890"
            autoComplete="tel"
            maxLength={20}
            required
            aria-invalid={fields.phoneNumber ? true : undefined}
            aria-describedby={fields.phoneNumber ? 'lacak-nomor-hp-error' : 'lacak-nomor-hp-hint'}
          />
          {fields.phoneNumber ? (
            <p id="lacak-nomor-hp-error" className={styles.fieldError}>
              {fields.phoneNumber}
            </p>
          ) : (
            <p id="lacak-nomor-hp-hint" className={styles.hint}>
              Nomor HP yang dipakai saat memesan.
            </p>
          )}
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={styles.primary} disabled={busy || waiting}>
            {busy ? 'Mencari…' : 'Lacak Pesanan'}
          </button>
        </div>
      </form>

      <div id="hasil-lacak" className={styles.trackingOutcome}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome?.kind === 'failed' ? <p className={styles.problem}>{announcement}</p> : null}
          {outcome?.kind === 'found' || outcome?.kind === 'booking' || outcome?.kind === 'invalid' ? <p className="visually-hidden">{announcement}</p> : null}
        </div>
        {outcome?.kind === 'found' ? <TrackingResult data={outcome.data} /> : null}
        {outcome?.kind === 'booking' ? <TrackingBookingResult data={outcome.data} /> : null}
      </div>
    </div>
  );
}
