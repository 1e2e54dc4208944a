'use client';

/**
 * BookingSlotPicker — the "Tanggal & Jam" step of every booking form (issue 13).
 *
 * Reads GET /api/booking/v1/availability (through the site's proxy) for the chosen branch (or city,
 * for a home service) and shows the next 14 days as a horizontal strip: a closed day (§7 working
 * schedules) is shown "Tutup" and cannot be chosen, a day without a free hour "Penuh"; the chosen
 * day's free hourly slots follow. A taken slot is not offered at all. The days are read again when
 * `reloadToken` changes (the API refused the slot: just taken) and a slot no longer free is unset.
 *
 * Props:
 * - `no`, `title`: the step's number and heading (default "Tanggal & Jam").
 * - `kind`: the booking kind; `query`: the availability call's other filters, e.g. `{ branchSlug, modelCode }`
 *   or `{ cityCode }` — nothing is read while `ready` is false (e.g. no branch chosen yet).
 * - `ready`: whether the query is complete; `waitingText`: what to say until it is.
 * - `value`, `onChange(start)`: the chosen slot's ISO start (controlled). `error`: the message under the step.
 * - `reloadToken`: change it to read the days again.
 */
import type { BookingKind } from '@kemudi/domain/bookings';
import { useEffect, useRef, useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import { StepLegend } from '@/components/checkout/step-legend';
import { type AvailabilityView, dayLabel, dayState, freeSlots, initialDay, isOffered, readAvailability } from './booking-logic';
import { getBookingData } from './booking-request';

type Loaded = { key: string; view: AvailabilityView } | { key: string; message: string };

const FAILED = 'Jadwal belum dapat dimuat. Silakan coba lagi.';

export function BookingSlotPicker({
  no,
  title = 'Tanggal & Jam',
  kind,
  query,
  ready,
  waitingText = 'Pilih dealer terlebih dahulu untuk melihat jadwal yang tersedia.',
  value,
  error,
  reloadToken = 0,
  onChange,
}: {
  no: number;
  title?: string;
  kind: BookingKind;
  query: Record<string, string>;
  ready: boolean;
  waitingText?: string;
  value: string;
  error?: string | undefined;
  reloadToken?: number;
  onChange: (start: string) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [picked, setPicked] = useState<{ date: string; value: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const search = new URLSearchParams({ kind, ...query }).toString();
  const key = `${search}#${reloadToken}#${attempt}`;
  const chosen = useRef({ value, onChange });
  useEffect(() => {
    chosen.current = { value, onChange };
  });

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void getBookingData(`/availability?${search}`).then((answer) => {
      if (!live) return;
      const view = answer.ok ? readAvailability(answer.body) : null;
      if (!view) return setLoaded({ key, message: answer.ok ? FAILED : answer.message });
      const { value: current, onChange: change } = chosen.current;
      if (current && !isOffered(view.days, current)) change('');
      setLoaded({ key, view });
    });
    return () => {
      live = false;
    };
  }, [ready, search, key]);

  const current = ready && loaded?.key === key ? loaded : null;
  const view = current && 'view' in current ? current.view : null;
  // A day picked in the strip is shown until the slot changes from outside (the nearest free one
  // after a 409): then the slot's own day is.
  const keepPicked = picked !== null && picked.value === value && view?.days.some((d) => d.date === picked.date);
  const day = view ? (keepPicked && picked ? picked.date : initialDay(view.days, value)) : '';
  const shown = view?.days.find((d) => d.date === day);
  const slots = freeSlots(shown);
  const errorId = error ? 'booking-slot-error' : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={errorId} aria-busy={ready && !current}>
      <StepLegend no={no} title={title} />
      {!ready ? <p className={styles.muted}>{waitingText}</p> : null}
      {ready && !current ? <p className={styles.muted}>Memuat jadwal…</p> : null}
      {current && 'message' in current ? (
        <div className={styles.row}>
          <p className={styles.alert}>{current.message}</p>
          <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>
            Muat ulang jadwal
          </button>
        </div>
      ) : null}
      {view ? (
        <div className={styles.slotBlock}>
          <fieldset className={styles.chips}>
            <legend>Tanggal</legend>
            <ul className={styles.chipList}>
              {view.days.map((d) => {
                const label = dayLabel(d.date);
                const state = dayState(d);
                return (
                  <li key={d.date}>
                    <label className={styles.chip}>
                      <input
                        type="radio"
                        name="slotDay"
                        value={d.date}
                        checked={day === d.date}
                        disabled={state !== 'Tersedia'}
                        onChange={() => setPicked({ date: d.date, value })}
                        aria-label={`${label.weekday} ${label.date}, ${state}`}
                      />
                      <span aria-hidden="true">{label.weekday}</span>
                      <span aria-hidden="true">{label.date}</span>
                      <span className={styles.chipSub} aria-hidden="true">
                        {state}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {shown && slots.length > 0 ? (
            <fieldset className={styles.chips}>
              <legend>{`Jam (${view.zoneLabel})`}</legend>
              <ul className={styles.chipGrid}>
                {slots.map((s) => (
                  <li key={s.start}>
                    <label className={styles.chip}>
                      <input type="radio" name="slotStart" value={s.start} checked={value === s.start} onChange={() => {
                        setPicked({ date: shown.date, value: s.start });
                        onChange(s.start);
                      }} aria-label={`Pukul ${s.time} ${view.zoneLabel}`} />
                      <span aria-hidden="true">{s.time}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <p className={styles.muted}>Tidak ada jadwal yang tersedia dalam 14 hari ke depan. Pilih dealer lain.</p>
          )}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
