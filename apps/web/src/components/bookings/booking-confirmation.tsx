import type { Booking } from '@kemudi/domain/contracts/bookings';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import { PushOffer } from '@/components/push/push-offer';
import { bookingIcs, icsHref } from './booking-logic';
import { BookingStages } from './booking-stages';
import styles from './bookings.module.css';

/**
 * BookingConfirmation — what a visitor sees once a booking is made (issue 13): the booking number,
 * the date and hour in words with a "Tambah ke kalender" file (.ics), the summary lines the API
 * answered, the branch, what happens next, and where to find the booking again: My Account for a
 * customer, /tracking-order (number + phone) for a guest. No hooks: usable on the server or inside
 * a form's island.
 *
 * Props: `booking` (the contract's Booking); `customer`: whether the visitor is logged in;
 * `headingId`: the id of its h2 (a form moves the focus there). A customer is offered notifications
 * of the booking's status here (push-offer.tsx, issue 29): the moment that explains them.
 */
export function BookingConfirmation({ booking, customer, headingId = 'booking-confirmed' }: { booking: Booking; customer: boolean; headingId?: string }) {
  const ics = bookingIcs(booking);
  return (
    <section className={styles.confirmation} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        Booking berhasil dibuat
      </h2>
      <p className={styles.meta}>Nomor booking</p>
      <p className={styles.number} data-testid="booking-number">
        {booking.bookingNo}
      </p>
      <p className={styles.meta}>{`${booking.title} · ${booking.statusLabel}`}</p>
      {booking.slotLabel ? <p className={styles.when}>{booking.slotLabel}</p> : null}
      <dl className={styles.summary}>
        {booking.summary.map((line) => (
          <div key={line.label} style={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        {booking.estimate !== null ? (
          <>
            <dt>Perkiraan biaya</dt>
            <dd data-testid="booking-estimate">{formatRupiah(booking.estimate)}</dd>
          </>
        ) : null}
        {booking.branch ? (
          <>
            <dt>Dealer</dt>
            <dd>{`${booking.branch.name}, ${booking.branch.address}`}</dd>
          </>
        ) : null}
      </dl>
      <BookingStages stages={booking.stages} />
      <p>
        <strong>Langkah berikutnya: </strong>
        {booking.nextStep}
      </p>
      <p className={styles.meta}>
        {`Konfirmasi dikirim ke ${booking.contact.phoneNumber}. Simpan nomor booking ini untuk melihat, mengubah, atau membatalkan jadwal.`}
      </p>
      <div className={styles.links}>
        {customer ? (
          <Link href={ROUTES.myBooking(booking.bookingNo)} className={styles.linkPrimary}>
            Lihat di Booking Saya
          </Link>
        ) : (
          <Link href={ROUTES.trackBooking(booking.bookingNo)} className={styles.linkPrimary}>
            Lacak booking
          </Link>
        )}
        {ics ? (
          <a href={icsHref(ics)} download={`${booking.bookingNo}.ics`} className={styles.link}>
            Tambah ke kalender
          </a>
        ) : null}
      </div>
      {customer ? <PushOffer subject="booking" headingLevel={3} /> : null}
    </section>
  );
}
