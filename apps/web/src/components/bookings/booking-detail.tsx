import type { Booking } from '@kemudi/domain/contracts/bookings';
import { BOOKING_EVENT_LABELS } from '@kemudi/domain/bookings';
import { formatRupiah } from '@kemudi/domain/format';
import { formatDateTimeId } from '@/lib/order-format';
import { BookingStages } from './booking-stages';
import styles from './bookings.module.css';

/**
 * BookingDetail — one booking as My Account and /tracking-order show it (issue 13): status and
 * what happens next, the slot, the T-CARE stages of a service or body & paint visit, the summary
 * lines, the branch, a spare-part answer, and the timeline. No hooks (server-rendered).
 *
 * Props: `booking` (Booking, or TrackedBooking without files and change flags); `headingLevel` of
 * its section headings (2 on its own page, 3 inside /tracking-order's section).
 */
export function BookingDetail({
  booking,
  headingLevel = 2,
}: {
  booking: Omit<Booking, 'files' | 'canCancel' | 'canReschedule' | 'slotQuery' | 'contact'> & { contact: { name: string; phoneNumber: string } };
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.list}>
      <section className={styles.section} aria-label="Status booking">
        <p className={styles.badge} data-testid="booking-status">
          {booking.statusLabel}
        </p>
        {booking.slotLabel ? <p className={styles.when}>{booking.slotLabel}</p> : null}
        <BookingStages stages={booking.stages} />
        <p>
          <strong>Langkah berikutnya: </strong>
          {booking.nextStep}
        </p>
      </section>
      <section className={styles.section} aria-labelledby={`${booking.bookingNo}-rincian`}>
        <H id={`${booking.bookingNo}-rincian`}>Rincian</H>
        <dl className={styles.summary}>
          <dt>Nomor booking</dt>
          <dd>{booking.bookingNo}</dd>
          <dt>Jenis</dt>
          <dd>{booking.kindLabel}</dd>
          {booking.summary.map((line) => (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          {booking.estimate !== null ? (
            <>
              <dt>Perkiraan biaya</dt>
              <dd>{formatRupiah(booking.estimate)}</dd>
            </>
          ) : null}
          {booking.branch ? (
            <>
              <dt>Dealer</dt>
              <dd>{`${booking.branch.name}, ${booking.branch.address} · Telp. ${booking.branch.phone}`}</dd>
            </>
          ) : booking.cityName ? (
            <>
              <dt>Kota</dt>
              <dd>{booking.cityName}</dd>
            </>
          ) : null}
          <dt>Kontak</dt>
          <dd>{`${booking.contact.name} · ${booking.contact.phoneNumber}`}</dd>
        </dl>
        {booking.answer ? (
          <p className={styles.when}>
            {`${booking.answer.available ? 'Tersedia' : 'Tidak tersedia'}: ${booking.answer.note}`}
            {booking.answer.price !== null ? ` · ${formatRupiah(booking.answer.price)}` : ''}
          </p>
        ) : null}
      </section>
      {booking.events.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${booking.bookingNo}-riwayat`}>
          <H id={`${booking.bookingNo}-riwayat`}>Riwayat</H>
          <ol className={styles.timeline}>
            {booking.events.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <time dateTime={e.at}>{formatDateTimeId(e.at, 'long')}</time>
                {` · ${BOOKING_EVENT_LABELS[e.type]}${e.note ? `: ${e.note}` : ''}`}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
