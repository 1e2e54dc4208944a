import type { Booking } from '@kemudi/domain/contracts/bookings';
import styles from './bookings.module.css';

/**
 * BookingStages — the T-CARE progress line of a service or body & paint booking (issue 13):
 * Diterima, Dikerjakan, Pemeriksaan Akhir, Siap Diambil, the stages reached ticked and the current
 * one marked (aria-current="step"). Renders nothing when the booking has no stages.
 *
 * Props: `stages` (Booking['stages'], in order); `label`: the list's accessible name.
 */
export function BookingStages({ stages, label = 'Progres T-CARE' }: { stages: Booking['stages']; label?: string }) {
  if (stages.length === 0) return null;
  return (
    <ol className={styles.stages} aria-label={label}>
      {stages.map((s) => (
        <li
          key={s.stage}
          className={s.current ? styles.stageCurrent : s.done ? styles.stageDone : styles.stage}
          aria-current={s.current ? 'step' : undefined}
        >
          <span>{s.label}</span>
          <span className="visually-hidden">{s.current ? ' (tahap saat ini)' : s.done ? ' (selesai)' : ' (belum)'}</span>
        </li>
      ))}
    </ol>
  );
}
