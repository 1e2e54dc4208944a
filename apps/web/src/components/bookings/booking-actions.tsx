'use client';

/**
 * BookingActions — "Ubah Jadwal" and "Batalkan Booking" on a booking of My Account (issue 13).
 * Cancel asks for an optional reason first; reschedule offers the branch's free slots
 * (BookingSlotPicker) and handles a 409 SlotTaken like the booking forms (the API's message and its
 * nearest free slot in one click). Both POST through the site's proxy (/api/booking/v1/my-bookings/…,
 * the customer's token attached from the HttpOnly cookie); the page is then rendered again.
 *
 * Props: `bookingNo`, `kind`; `canCancel`, `canReschedule` (the API's flags); `slotQuery`: the
 * availability call's filters for this booking (branchSlug, modelCode, usedCarCode or cityCode), or
 * null when the slots cannot be asked for (reschedule is then not offered); `currentSlot`.
 */
import type { BookingKind } from '@kemudi/domain/bookings';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { goToLogin } from '@/lib/account-request';
import styles from '@/components/form/form.module.css';
import { BOOKING_API, type NearestSlot } from './booking-logic';
import { type BookingOutcome, postBookingWrite } from './booking-request';
import { BookingSlotPicker } from './booking-slot-picker';

type Mode = 'none' | 'cancel' | 'reschedule';

export function BookingActions({
  bookingNo,
  kind,
  canCancel,
  canReschedule,
  slotQuery,
  currentSlot,
}: {
  bookingNo: string;
  kind: BookingKind;
  canCancel: boolean;
  canReschedule: boolean;
  slotQuery: Record<string, string> | null;
  currentSlot: string | null;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('none');
  const [reason, setReason] = useState('');
  const [slot, setSlot] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NearestSlot | null>(null);
  const [reload, setReload] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const base = `${BOOKING_API}/my-bookings/${encodeURIComponent(bookingNo)}`;

  function settle(outcome: BookingOutcome, success: string) {
    setBusy(false);
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind === 'ok') {
      setMode('none');
      setDone(success);
      router.refresh();
      return;
    }
    if (outcome.kind === 'slot-taken') {
      setSlot('');
      setReload((n) => n + 1);
      setNearest(outcome.nearest);
      setProblem(outcome.message);
      return;
    }
    setProblem(outcome.kind === 'offline' ? 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.' : outcome.message);
  }

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const text = reason.trim();
    settle(await postBookingWrite(`${base}/cancel`, text ? { reason: text } : {}), 'Booking dibatalkan.');
  }

  async function reschedule() {
    if (busy) return;
    if (!slot) return setProblem('Pilih tanggal dan jam baru');
    setBusy(true);
    setProblem(null);
    setNearest(null);
    settle(await postBookingWrite(`${base}/reschedule`, { slotStart: slot }), 'Jadwal booking diubah.');
  }

  const offerReschedule = canReschedule && slotQuery !== null;
  if (!canCancel && !offerReschedule && !done) return null;
  return (
    <section className={styles.step} aria-label="Ubah atau batalkan booking">
      <p role="status" className={done ? styles.note : 'visually-hidden'}>
        {done ?? ''}
      </p>
      {mode === 'none' ? (
        <div className={styles.actions}>
          {offerReschedule ? (
            <button type="button" className={styles.secondary} onClick={() => setMode('reschedule')}>
              Ubah Jadwal
            </button>
          ) : null}
          {canCancel ? (
            <button type="button" className={styles.secondary} onClick={() => setMode('cancel')}>
              Batalkan Booking
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor="cancel-reason">Alasan pembatalan (opsional)</label>
            <textarea id="cancel-reason" value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.currentTarget.value)} />
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void cancel()} disabled={busy}>
              {busy ? 'Membatalkan…' : 'Ya, batalkan booking'}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode('none')} disabled={busy}>
              Kembali
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'reschedule' && slotQuery ? (
        <div className={styles.fields}>
          <BookingSlotPicker
            no={1}
            title="Pilih jadwal baru"
            kind={kind}
            query={slotQuery}
            ready
            value={slot}
            reloadToken={reload}
            onChange={(start) => {
              setSlot(start === currentSlot ? '' : start);
              setProblem(null);
              setNearest(null);
            }}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void reschedule()} disabled={busy}>
              {busy ? 'Menyimpan…' : 'Simpan jadwal baru'}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode('none')} disabled={busy}>
              Kembali
            </button>
          </div>
        </div>
      ) : null}
      <div role="alert">
        {problem ? <p className={styles.alert}>{problem}</p> : null}
        {nearest ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setSlot(nearest.start);
              setNearest(null);
              setProblem(null);
            }}
          >
            {`Pilih ${nearest.label}`}
          </button>
        ) : null}
      </div>
    </section>
  );
}
