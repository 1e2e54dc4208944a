'use client';

import { useState } from 'react';
import { SlotPicker, useLoaded } from '@/components/form/slot-picker';
import { request } from '@/lib/browser-api';
import { initialSlotDay, isFreeSlot, readSlotDays, type SlotDayView } from './checkout-logic';

const FAILED = 'Jadwal belum dapat dimuat. Silakan coba lagi.';

/**
 * Step Jadwal (only when the order needs an installation or workshop slot): the form kit's
 * SlotPicker over the chosen dealer's 14 days from the API (§7 working schedules: closed days
 * cannot be chosen), each open day's hourly slots, the full ones disabled. `reloadToken` changes
 * when the API refused the chosen slot (just taken): the days are read again and a slot no longer
 * free is unselected.
 */
export function CheckoutSlotPicker({
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
  const [pickedDay, setPickedDay] = useState('');
  const { current, retry } = useLoaded<SlotDayView[]>(
    Boolean(branchSlug),
    `${branchSlug}#${reloadToken}`,
    async (signal) => {
      const answer = await request(`/api/order/v1/checkout/slots?branchSlug=${encodeURIComponent(branchSlug)}`, { signal, timeoutMs: null, fallback: FAILED });
      const days = answer.ok ? readSlotDays(answer.body) : null;
      return days ? { value: days } : { message: answer.ok ? FAILED : answer.error.message };
    },
    (days) => {
      if (value && !isFreeSlot(days, value)) onChange('');
    },
  );

  const days = current && 'value' in current ? current.value : null;
  const day = days ? (days.some((d) => d.date === pickedDay) ? pickedDay : initialSlotDay(days, value)) : '';
  const shown = days?.find((d) => d.date === day);
  return (
    <SlotPicker
      no={no}
      title="Jadwal Pemasangan"
      errorId="slot-error"
      waitingText={branchSlug ? null : 'Pilih dealer terlebih dahulu untuk melihat jadwal yang tersedia.'}
      loaded={
        current
          ? 'value' in current
            ? { days: current.value.map((d) => ({ date: d.date, state: !d.open ? 'Tutup' : d.slots.some((s) => s.available) ? 'Tersedia' : 'Penuh' })) }
            : { message: current.message }
          : null
      }
      onRetry={retry}
      day={day}
      onDay={setPickedDay}
      hours={shown?.slots ?? []}
      hourLegend="Jam"
      zone=""
      emptyText={null}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
