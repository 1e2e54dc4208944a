'use client';

/**
 * BookingSlotPicker — the "Tanggal & Jam" step of every booking form (issue 13), the form kit's
 * SlotPicker fed by the booking service.
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
import { useState } from 'react';
import { SlotPicker, useLoaded } from '@/components/form/slot-picker';
import { type AvailabilityView, dayState, freeSlots, initialDay, isOffered, readAvailability } from './booking-logic';
import { getBookingData } from './booking-request';

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
  const [picked, setPicked] = useState<{ date: string; value: string } | null>(null);
  const search = new URLSearchParams({ kind, ...query }).toString();
  const { current, retry } = useLoaded<AvailabilityView>(
    ready,
    `${search}#${reloadToken}`,
    async () => {
      const answer = await getBookingData(`/availability?${search}`);
      const view = answer.ok ? readAvailability(answer.body) : null;
      return view ? { value: view } : { message: answer.ok ? FAILED : answer.message };
    },
    (view) => {
      if (value && !isOffered(view.days, value)) onChange('');
    },
  );

  const view = current && 'value' in current ? current.value : null;
  // A day picked in the strip is shown until the slot changes from outside (the nearest free one
  // after a 409): then the slot's own day is.
  const keepPicked = picked !== null && picked.value === value && view?.days.some((d) => d.date === picked.date);
  const day = view ? (keepPicked && picked ? picked.date : initialDay(view.days, value)) : '';
  const shown = view?.days.find((d) => d.date === day);
  return (
    <SlotPicker
      no={no}
      title={title}
      errorId="booking-slot-error"
      waitingText={ready ? null : waitingText}
      loaded={current ? ('value' in current ? { days: current.value.days.map((d) => ({ date: d.date, state: dayState(d) })) } : { message: current.message }) : null}
      onRetry={retry}
      day={day}
      onDay={(date) => setPicked({ date, value })}
      hours={shown ? freeSlots(shown) : []}
      hourLegend={`Jam (${view?.zoneLabel ?? 'WIB'})`}
      zone={view?.zoneLabel ?? 'WIB'}
      emptyText="Tidak ada jadwal yang tersedia dalam 14 hari ke depan. Pilih dealer lain."
      value={value}
      error={error}
      onChange={(start) => {
        if (shown) setPicked({ date: shown.date, value: start });
        onChange(start);
      }}
    />
  );
}
