import { NEW_CAR_BOOKING_FEE } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { BookingForm } from '@/components/checkout/booking-form';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import Link from '@/components/page/link';
import { pathWithQuery } from '@/lib/myaccount';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { loadBookingPage } from '@/server/checkout';

// Prices of the chosen city and the customer's own data: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ model: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Booking dengan Tanda Jadi', robots: { index: false, follow: false } };

/**
 * /mobil-baru-toyota/p/{model}/booking (issue 12): a new car reserved with a booking fee. Variant
 * (?variant= preselects), colour (?color=), city (?city=, else the chosen city) and its showrooms,
 * an optional credit simulation, the contact and the payment method; then the payment page.
 * Customers only: a guest logs in first and comes back here (§2).
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const [{ model }, sp] = await Promise.all([params, searchParams]);
  const { customer, detail, dealers } = await loadBookingPage(pathWithQuery(ROUTES.newCarBooking(model), sp), model, { city: firstParam(sp.city) });
  const variants = detail.detailCar.variantOptions.flatMap((o) => o.variants);
  const wanted = firstParam(sp.variant);
  const initialVariant = variants.find((v) => v.code === wanted)?.code ?? detail.detailCar.lowestPriceVariant.code;
  const wantedColor = Number(firstParam(sp.color));
  const initialColorId = detail.colors.find((c) => c.id === wantedColor)?.id ?? detail.colors[0]?.id ?? 0;

  return (
    <div className={styles.page}>
      <div>
        <p className={styles.intro}>
          <Link href={ROUTES.variant(detail.product.code, initialVariant)}>{`← Kembali ke Toyota ${detail.name}`}</Link>
        </p>
        <h1 className={styles.title}>{`Booking Toyota ${detail.name} dengan Tanda Jadi`}</h1>
        <p className={styles.intro}>
          {`Pesan unit Anda sekarang dengan tanda jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)}, dibayar online. Pembayaran selanjutnya diselesaikan di dealer.`}
        </p>
      </div>
      {variants.length === 0 || detail.colors.length === 0 ? (
        <p className={formStyles.alert}>Model ini belum dapat dipesan online. Hubungi dealer untuk pemesanan.</p>
      ) : (
        <BookingForm
          modelCode={detail.product.code}
          modelName={detail.name}
          variants={variants.map((v) => ({
            code: v.code,
            name: v.name,
            price: v.price.value,
            detail: [v.engine, v.transmission, v.fuel].filter(Boolean).join(' · '),
            isPreorder: v.isPreorder,
          }))}
          colors={detail.colors.map((c) => ({ id: c.id, name: c.name, hex: c.hex, extraPrice: c.extraPrice }))}
          initialVariant={initialVariant}
          initialColorId={initialColorId}
          priceCityName={detail.cityName}
          contact={{ name: customer.name, phoneNumber: customer.phoneNumber, email: customer.email }}
          city={dealers.city}
          cityGroups={dealers.cityGroups}
          branches={dealers.branches.map((b) => ({ slug: b.slug, name: b.name, address: b.address, phone: b.phone, distanceKm: b.distanceKm }))}
        />
      )}
    </div>
  );
}
