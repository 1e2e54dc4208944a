'use client';

import { useEffect, useRef, useState } from 'react';
import { dayLabel } from '@/lib/slot-days';
import styles from './form.module.css';
import { StepLegend } from './step-legend';
import { FieldError } from './text-field';

/** A day of the strip: its ISO date and what it says under it ('Tutup', 'Penuh', 'Tersedia'); only a free day can be chosen. */
export interface SlotDayChoice {
  date: string;
  state: 'Tutup' | 'Penuh' | 'Tersedia';
}

/** An hour of the chosen day: its ISO start, its clock time, and whether it can be chosen. */
export interface SlotHourChoice {
  start: string;
  time: string;
  available: boolean;
}

/** What a picker read: its value, or the message why not; `key` names the query and the reload it answers. */
export type Loaded<T> = { key: string; value: T } | { key: string; message: string };

/**
 * Reads `load` whenever `key` changes (a new branch or city, a reload after the API refused the
 * slot) or the retry is pressed, while `ready`; the answer of an older key is dropped. `onValue`
 * sees each value read, as the caller is when it comes (a slot no longer free is unset). Answers
 * the current read (null while it loads) and the retry.
 */
export function useLoaded<T>(
  ready: boolean,
  key: string,
  load: (signal: AbortSignal) => Promise<{ value: T } | { message: string }>,
  onValue?: (value: T) => void,
): { current: Loaded<T> | null; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const full = `${key}#${attempt}`;
  const latest = useRef({ load, onValue });
  useEffect(() => {
    latest.current = { load, onValue };
  });
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if ('value' in answer) latest.current.onValue?.(answer.value);
        setLoaded({ key: full, ...answer });
      },
      () => undefined, // aborted: a newer read is on its way
    );
    return () => controller.abort();
  }, [ready, full]);
  return { current: ready && loaded?.key === full ? loaded : null, retry: () => setAttempt((n) => n + 1) };
}

/** A strip of hour chips (a radio each, named "Pukul 09.00 …" for a screen reader), `legend` over them. */
export function HourChips({
  legend,
  name,
  hours,
  zone,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  hours: readonly SlotHourChoice[];
  /** Said after the time ('WIB'); '' to say the time alone. */
  zone: string;
  value: string;
  onChange: (start: string) => void;
}) {
  return (
    <fieldset className={styles.chips}>
      <legend>{legend}</legend>
      <ul className={styles.chipGrid}>
        {hours.map((s) => (
          <li key={s.start}>
            <label className={styles.chip}>
              <input
                type="radio"
                name={name}
                value={s.start}
                checked={value === s.start}
                disabled={!s.available}
                onChange={() => onChange(s.start)}
                aria-label={`Pukul ${s.time}${zone ? ` ${zone}` : ''}${s.available ? '' : ', Penuh'}`}
              />
              <span aria-hidden="true">{s.time}</span>
              {s.available ? null : (
                <span className={styles.chipSub} aria-hidden="true">
                  Penuh
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * SlotPicker — the "Tanggal & Jam" step of the booking and checkout forms (issue 28's form kit):
 * the next days as a horizontal strip (a closed day says "Tutup", a day without a free hour
 * "Penuh"; neither can be chosen), then the chosen day's hours. What is read, and which day is
 * shown, is the caller's (BookingSlotPicker, CheckoutSlotPicker): this draws it, with "Memuat
 * jadwal…", the failure with "Muat ulang jadwal", and the step's error.
 */
export function SlotPicker({
  no,
  title,
  errorId,
  waitingText,
  loaded,
  onRetry,
  day,
  onDay,
  hours,
  hourLegend,
  zone,
  emptyText,
  value,
  error,
  onChange,
}: {
  no: number;
  title: string;
  errorId: string;
  /** Said while the query is not complete (no branch chosen yet); null once it is. */
  waitingText: string | null;
  /** The days read (null while they load), or the message why not. */
  loaded: { days: readonly SlotDayChoice[] } | { message: string } | null;
  onRetry: () => void;
  day: string;
  onDay: (date: string) => void;
  /** The hours of `day` offered. */
  hours: readonly SlotHourChoice[];
  hourLegend: string;
  zone: string;
  /** Said when the day has no hour to offer; null to say nothing. */
  emptyText: string | null;
  value: string;
  error?: string | undefined;
  onChange: (start: string) => void;
}) {
  const days = loaded && 'days' in loaded ? loaded.days : null;
  return (
    <fieldset className={styles.step} aria-describedby={error ? errorId : undefined} aria-busy={waitingText === null && !loaded}>
      <StepLegend no={no} title={title} />
      {waitingText !== null ? <p className={styles.muted}>{waitingText}</p> : null}
      {waitingText === null && !loaded ? <p className={styles.muted}>Memuat jadwal…</p> : null}
      {loaded && 'message' in loaded ? (
        <div className={styles.row}>
          <p className={styles.alert}>{loaded.message}</p>
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Muat ulang jadwal
          </button>
        </div>
      ) : null}
      {days ? (
        <div className={styles.slotBlock}>
          <fieldset className={styles.chips}>
            <legend>Tanggal</legend>
            <ul className={styles.chipList}>
              {days.map((d) => {
                const label = dayLabel(d.date);
                return (
                  <li key={d.date}>
                    <label className={styles.chip}>
                      <input
                        type="radio"
                        name="slotDay"
                        value={d.date}
                        checked={day === d.date}
                        disabled={d.state !== 'Tersedia'}
                        onChange={() => onDay(d.date)}
                        aria-label={`${label.weekday} ${label.date}, ${d.state}`}
                      />
                      <span aria-hidden="true">{label.weekday}</span>
                      <span aria-hidden="true">{label.date}</span>
                      <span className={styles.chipSub} aria-hidden="true">
                        {d.state}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {hours.length > 0 ? (
            <HourChips legend={hourLegend} name="slotStart" hours={hours} zone={zone} value={value} onChange={onChange} />
          ) : emptyText ? (
            <p className={styles.muted}>{emptyText}</p>
          ) : null}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
