import { TCARE_KINDS } from '@kemudi/domain/bookings';
import { BookingDetail } from '@/components/bookings/booking-detail';
import type { TrackedBookingData } from '@/lib/tracking';
import styles from './orders.module.css';

/**
 * What /tracking-order shows of a booking (issue 13): its title and number, then its status and
 * slot — and for a service or body & paint visit the T-CARE stages a workshop reports (Diterima,
 * Dikerjakan, Pemeriksaan Akhir, Siap Diambil) with the current one marked — the summary and the
 * timeline. The phone is the API's masked one; no email, files or change buttons.
 */
export function TrackingBookingResult({ data }: { data: TrackedBookingData }) {
  const workshop = TCARE_KINDS.includes(data.kind);
  return (
    <article className={styles.trackingResult} aria-labelledby="hasil-lacak-judul">
      <div className={styles.resultHead}>
        <h3 id="hasil-lacak-judul">{`Booking ${data.bookingNo}`}</h3>
      </div>
      <p>{data.title}</p>
      {workshop && data.stage === null ? <p className={styles.hint}>Progres bengkel tampil di sini setelah mobil Anda diterima bengkel.</p> : null}
      <BookingDetail booking={data} headingLevel={3} />
    </article>
  );
}
