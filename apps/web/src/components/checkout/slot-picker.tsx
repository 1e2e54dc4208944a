'use client';

import { useEffect, useRef, useState } from 'react';
import { initialSlotDay, isFreeSlot, readSlotDays, slotDayLabel, type SlotDayView } from './checkout-logic';
import styles from './checkout.module.css';
import { StepLegend } from './step-legend';

/** What was read for one dealer and one reload: its days, or the message why not. */
type Loaded = { key: string; days: SlotDayView[] } | { key: string; message: string };

const FAILED = 'Jadwal belum dapat dimuat. Silakan coba lagi.';

/**
 * Step Jadwal (only when the order needs an installation or workshop slot): the chosen dealer's 14
 * days from the API (§7 working schedules: closed days cannot be chosen), each open day's hourly
 * slots, the full ones disabled. `reloadToken` changes when the API refused the chosen slot (just
 * taken): the days are read again and a slot no longer free is unselected.
 */
export function SlotPicker({
  no,
  branchSlug,
  value,
  error,
  reloadToken,
  onChange,
}: {
  no: number;
  branchSlug: string;
  value: string;
  error?: string | undefined;
  reloadToken: number;
  onChange: (start: string) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pickedDay, setPickedDay] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = `${branchSlug}#${reloadToken}#${attempt}`;
  // The latest choice, for the answer that arrives later (a slot no longer free is unselected).
  const chosen = useRef({ value, onChange });
  useEffect(() => {
    chosen.current = { value, onChange };
  });

  useEffect(() => {
    if (!branchSlug) return;
    const controller = new AbortController();
    fetch(`/api/order/v1/checkout/slots?branchSlug=${encodeURIComponent(branchSlug)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: controller.signal,
    })
      .then(async (res) => {
        const body: unknown = await res.json().catch(() => null);
        const days = res.ok ? readSlotDays(body) : null;
        if (!days) {
          const message = (body as { errors?: { message?: unknown }[] } | null)?.errors?.[0]?.message;
          throw new Error(typeof message === 'string' && message ? message : FAILED);
        }
        const { value: current, onChange: change } = chosen.current;
        if (current && !isFreeSlot(days, current)) change('');
        setLoaded({ key, days });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, message: err instanceof Error && err.message ? err.message : FAILED });
      });
    return () => controller.abort();
  }, [branchSlug, key]);

  const current = loaded?.key === key ? loaded : null;
  const days = current && 'days' in current ? current.days : null;
  const day = days ? (days.some((d) => d.date === pickedDay) ? pickedDay : initialSlotDay(days, value)) : '';
  const shown = days?.find((d) => d.date === day);
  const errorId = error ? 'slot-error' : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={errorId} aria-busy={Boolean(branchSlug) && !current}>
      <StepLegend no={no} title="Jadwal Pemasangan" />
      {!branchSlug ? <p className={styles.muted}>Pilih dealer terlebih dahulu untuk melihat jadwal yang tersedia.</p> : null}
      {branchSlug && !current ? <p className={styles.muted}>Memuat jadwal…</p> : null}
      {current && 'message' in current ? (
        <div className={styles.row}>
          <p className={styles.alert}>{current.message}</p>
          <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>
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
                const label = slotDayLabel(d.date);
                const free = d.open && d.slots.some((s) => s.available);
                return (
                  <li key={d.date}>
                    <label className={styles.chip}>
                      <input type="radio" name="slotDay" value={d.date} checked={day === d.date} disabled={!free} onChange={() => setPickedDay(d.date)} />
                      <span>{label.weekday}</span>
                      <span>{label.date}</span>
                      <span className={styles.chipSub}>{!d.open ? 'Tutup' : free ? 'Tersedia' : 'Penuh'}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {shown ? (
            <fieldset className={styles.chips}>
              <legend>Jam</legend>
              <ul className={styles.chipGrid}>
                {shown.slots.map((s) => (
                  <li key={s.start}>
                    <label className={styles.chip}>
                      <input type="radio" name="slotStart" value={s.start} checked={value === s.start} disabled={!s.available} onChange={() => onChange(s.start)} />
                      <span>{s.time}</span>
                      {s.available ? null : <span className={styles.chipSub}>Penuh</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
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
