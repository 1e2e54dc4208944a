import { USED_CAR_BOOKING_FEE } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { UsedCarBookingForm } from '@/components/checkout/used-car-booking-form';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import Link from '@/components/page/link';
import { loadUsedCarBookingPage } from '@/server/checkout';

// The customer's own data and the car's status now: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export const metadata: Metadata = { title: 'Booking Mobil Bekas dengan Tanda Jadi', robots: { index: false, follow: false } };

/**
 * /c/certified-used-car-toyota/p/{code}/booking (issue 29): a certified used car — one unit —
 * reserved with the booking fee at its own dealer; then the payment page. Customers only: a guest
 * logs in first and comes back here (§2), as on the new-car booking page.
 */
export default async function UsedCarBookingPage({ params }: Props) {
  const { code } = await params;
  const { customer, detail } = await loadUsedCarBookingPage(ROUTES.usedCarBooking(code), code);
  const { usedCar: car, branch } = detail;

  return (
    <div className={styles.page}>
      <div>
        <p className={styles.intro}>
          <Link href={car.url}>{`← Kembali ke ${car.name}`}</Link>
        </p>
        <h1 className={styles.title}>{`Booking ${car.name} dengan Tanda Jadi`}</h1>
        <p className={styles.intro}>
          {`Tahan mobil ini untuk Anda dengan tanda jadi ${formatRupiah(USED_CAR_BOOKING_FEE)}, dibayar online. Pembayaran selanjutnya diselesaikan di dealer.`}
        </p>
      </div>
      {car.status === 'available' ? (
        <UsedCarBookingForm
          usedCarCode={car.code}
          carName={car.name}
          price={car.price}
          branch={{ slug: branch.slug, name: branch.name, address: branch.address }}
          contact={{ name: customer.name, phoneNumber: customer.phoneNumber, email: customer.email }}
        />
      ) : (
        <p className={formStyles.alert} role="status">
          {car.status === 'sold' ? 'Mobil ini sudah terjual.' : 'Dipesan: mobil ini sudah dipesan pelanggan lain. Lihat mobil bekas lain atau hubungi dealer untuk masuk daftar tunggu.'}
        </p>
      )}
    </div>
  );
}
