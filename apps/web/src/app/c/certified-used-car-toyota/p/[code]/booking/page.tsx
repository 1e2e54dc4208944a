import { USED_CAR_BOOKING_FEE } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { UsedCarBookingForm } from '@/components/checkout/used-car-booking-form';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import Link from '@/components/page/link';
import { CREDIT_CLASSES_BARE } from '@/components/credit/credit-classes';
import { CreditSimulator } from '@/components/credit/credit-simulator';
import type { SearchParams } from '@/lib/search-params';
import { parseCreditChoice } from '@/lib/used-cars';
import { loadUsedCarBookingPage } from '@/server/checkout';
import { loadCreditEstimate } from '@/server/used-cars';

// The customer's own data and the car's status now: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Booking Mobil Bekas dengan Tanda Jadi', robots: { index: false, follow: false } };

/**
 * /c/certified-used-car-toyota/p/{code}/booking (issue 29): a certified used car — one unit —
 * reserved with the booking fee at its own dealer; then the payment page. Customers only: a guest
 * logs in first and comes back here (§2), as on the new-car booking page. The credit simulation
 * of the car's page comes along (?dp=&tenor=&asuransi=), so the estimated instalment stands beside
 * the booking fee.
 */
export default async function UsedCarBookingPage({ params, searchParams }: Props) {
  const { code } = await params;
  const choice = parseCreditChoice(await searchParams);
  const { customer, detail } = await loadUsedCarBookingPage(ROUTES.usedCarBooking(code), code);
  const { usedCar: car, branch } = detail;
  const estimate = car.status === 'available' ? await loadCreditEstimate(car.code, choice) : null;

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
          credit={
            estimate ? (
              <CreditSimulator
                classes={CREDIT_CLASSES_BARE}
                subject={{ kind: 'used-car', code: car.code, name: car.name }}
                initial={estimate}
                initialDownPaymentPercent={choice.downPaymentPercent}
              />
            ) : null
          }
        />
      ) : (
        <p className={formStyles.alert} role="status">
          {car.status === 'sold' ? 'Mobil ini sudah terjual.' : 'Dipesan: mobil ini sudah dipesan pelanggan lain. Lihat mobil bekas lain atau hubungi dealer untuk masuk daftar tunggu.'}
        </p>
      )}
    </div>
  );
}
