import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { BookingList } from '@/components/bookings/booking-list';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadMyBookings } from '@/server/bookings';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Booking Saya');

/** My Account › Booking Saya (issue 13): the customer's test drives, service visits and other bookings, newest first. */
export default async function MyBookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { bookings } = await loadMyBookings(pathWithQuery(MYACCOUNT_ROUTES.bookings, await searchParams));
  return (
    <MyAccountFrame current="bookings" title="Booking Saya" intro="Jadwal test drive, servis, dan layanan lain yang Anda booking: ubah jadwal atau batalkan dari sini.">
      <BookingList bookings={bookings} />
    </MyAccountFrame>
  );
}
