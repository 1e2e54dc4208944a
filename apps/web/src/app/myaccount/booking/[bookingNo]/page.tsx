import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { BookingActions } from '@/components/bookings/booking-actions';
import { BookingDetail } from '@/components/bookings/booking-detail';
import Link from '@/components/page/link';
import { pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { bookingNoOf, loadMyBookingPage } from '@/server/bookings';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ bookingNo: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { bookingNo } = await params;
  return myAccountMetadata(`Booking ${bookingNoOf(bookingNo) ?? ''}`.trim());
}

/**
 * One of the customer's bookings (issue 13): status and next step, slot, T-CARE stages, summary,
 * timeline; reschedule with the slot picker and cancel with a reason while the API allows it.
 * Someone else's or an unknown booking is a 404.
 */
export default async function MyBookingPage({ params, searchParams }: Props) {
  const [{ bookingNo: param }, query] = await Promise.all([params, searchParams]);
  const { booking, rescheduleQuery } = await loadMyBookingPage(param, pathWithQuery(ROUTES.myBooking(bookingNoOf(param) ?? param), query));
  return (
    <MyAccountFrame current="bookings" title={booking.title} intro={`${booking.kindLabel} · ${booking.bookingNo}`}>
      <BookingDetail booking={booking} />
      <BookingActions
        bookingNo={booking.bookingNo}
        kind={booking.kind}
        canCancel={booking.canCancel}
        canReschedule={booking.canReschedule}
        slotQuery={rescheduleQuery}
        currentSlot={booking.slotStart}
      />
      <p>
        <Link href={ROUTES.myBookings}>← Semua booking</Link>
      </p>
    </MyAccountFrame>
  );
}
