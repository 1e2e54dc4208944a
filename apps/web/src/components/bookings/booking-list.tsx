import { TCARE_STAGE_LABELS } from '@kemudi/domain/bookings';
import type { BookingListItem } from '@kemudi/domain/contracts/bookings';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { z } from 'zod';
import Link from '@/components/page/link';
import styles from './bookings.module.css';

type Item = z.infer<typeof BookingListItem>;

/**
 * BookingList — My Account › Booking Saya (issue 13): the customer's bookings, newest first: what
 * was booked, its number, kind, branch, slot, status and the T-CARE stage of a service visit, each
 * linking to its detail. An empty list says where to book.
 *
 * Props: `bookings` (BookingListItem[] of the contract, in the order to show).
 */
export function BookingList({ bookings }: { bookings: readonly Item[] }) {
  if (bookings.length === 0) {
    return (
      <div className={styles.section}>
        <p>
          <strong>Belum ada booking.</strong>
        </p>
        <p>Jadwalkan test drive atau servis mobil Anda; booking yang dibuat saat masuk ke akun tampil di sini.</p>
        <div className={styles.links}>
          <Link href={ROUTES.testDrive} className={styles.linkPrimary}>
            Jadwalkan Test Drive
          </Link>
          <Link href={ROUTES.bookingService} className={styles.link}>
            Booking Servis
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Daftar booking">
      {bookings.map((b) => (
        <li key={b.bookingNo} className={styles.item}>
          <h2>
            <Link href={ROUTES.myBooking(b.bookingNo)}>{b.title}</Link>
          </h2>
          <p className={styles.meta}>{`${b.bookingNo} · ${b.kindLabel}${b.branchName ? ` · ${b.branchName}` : ''}`}</p>
          {b.slotLabel ? <p>{b.slotLabel}</p> : null}
          <p className={styles.badge}>{b.stage ? `${b.statusLabel} · ${TCARE_STAGE_LABELS[b.stage]}` : b.statusLabel}</p>
          <p className={styles.meta}>
            {'Dibuat '}
            <time dateTime={b.createdAt}>{formatDateId(b.createdAt, 'long')}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * RecentBookings — the overview's "Booking Servis" card (issue 29): the newest of the same list as
 * Booking Saya (every kind), each with its number, kind, slot and status, linking to its detail.
 *
 * Props: `bookings` (BookingListItem[], newest first, already cut to what the card shows).
 */
export function RecentBookings({ bookings }: { bookings: readonly Item[] }) {
  return (
    <ul className={styles.list} aria-label="Booking terbaru">
      {bookings.map((b) => (
        <li key={b.bookingNo} className={styles.item}>
          <h3>
            <Link href={ROUTES.myBooking(b.bookingNo)}>{b.title}</Link>
          </h3>
          <p className={styles.meta}>{`${b.bookingNo} · ${b.kindLabel}`}</p>
          {b.slotLabel ? <p className={styles.meta}>{b.slotLabel}</p> : null}
          <p className={styles.badge}>{b.stage ? `${b.statusLabel} · ${TCARE_STAGE_LABELS[b.stage]}` : b.statusLabel}</p>
        </li>
      ))}
    </ul>
  );
}
