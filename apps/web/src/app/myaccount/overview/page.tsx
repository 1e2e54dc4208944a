import { CONSENT_STATUS } from '@kemudi/domain/constants';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { MyAccountCarSummary } from '@/components/account/myaccount-car-summary';
import { MyAccountEmailActivation } from '@/components/account/myaccount-email-activation';
import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import styles from '@/components/account/myaccount.module.css';
import { RecentBookings } from '@/components/bookings/booking-list';
import { RecentOrders } from '@/components/orders/order-list';
import Link from '@/components/page/link';
import { MYACCOUNT_ROUTES, OVERVIEW_CARS, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadConsentStatus } from '@/server/account/consent';
import { loadRecentBookings } from '@/server/bookings';
import { loadOverview } from '@/server/account/myaccount';
import { loadRecentOrders } from '@/server/orders';
import type { ConsentDecision } from '@kemudi/domain/contracts/consent';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Akun Saya');

/** How many of the customer's orders the overview lists before "Lihat semua". */
const OVERVIEW_ORDERS = 3;
/** How many of the customer's bookings (every kind, as Booking Saya lists them) the overview shows. */
const OVERVIEW_BOOKINGS = 3;

function Badge({ verified, label }: { verified: boolean; label: string }) {
  return <span className={verified ? styles.verified : styles.unverified}>{label}</span>;
}

/** §3 profile sync data: which of the customer's contacts are verified (WhatsApp, SMS, email). */
function ContactCard({ customer }: { customer: CurrentCustomer }) {
  const phoneVerified = customer.isWaVerified === true || customer.isSmsVerified === true;
  const emailVerified = customer.isEmailVerified === true;
  return (
    <section aria-labelledby="kontak-title" className={styles.card}>
      <div className={styles.cardHead}>
        <h2 id="kontak-title">Data Kontak</h2>
        <Link href={MYACCOUNT_ROUTES.profile} className={styles.textLink}>
          Ubah profil
        </Link>
      </div>
      <dl className={styles.facts}>
        <dt>Nama</dt>
        <dd>{customer.name}</dd>
        <dt>Nomor HP</dt>
        <dd>
          {customer.phoneNumber}
          {customer.isWaVerified ? <Badge verified label="WhatsApp terverifikasi" /> : null}
          {customer.isSmsVerified ? <Badge verified label="SMS terverifikasi" /> : null}
          {phoneVerified ? null : <Badge verified={false} label="Belum terverifikasi" />}
        </dd>
        <dt>Email</dt>
        <dd>
          {customer.email ? (
            <>
              {customer.email}
              <Badge verified={emailVerified} label={emailVerified ? 'Email terverifikasi' : 'Email belum terverifikasi'} />
            </>
          ) : (
            'Belum diisi'
          )}
        </dd>
        <dt>Nomor pelanggan</dt>
        <dd>{customer.customerNo}</dd>
      </dl>
      {customer.email && !emailVerified ? <MyAccountEmailActivation email={customer.email} /> : null}
    </section>
  );
}

/**
 * Issue 11: the dealer record linked to the account (§6 customer number TDMS) and the customer's
 * personal-data consent, with the link to the privacy page.
 */
function DealerCard({ customer, consent }: { customer: CurrentCustomer; consent: ConsentDecision | null | undefined }) {
  return (
    <section aria-labelledby="dealer-title" className={styles.card}>
      <div className={styles.cardHead}>
        <h2 id="dealer-title">Data Dealer</h2>
      </div>
      <dl className={styles.facts}>
        <dt>Nomor TDMS</dt>
        <dd>{customer.customerNoTDMS ?? 'Belum terhubung'}</dd>
        <dt>Persetujuan data pribadi</dt>
        <dd>
          {consent === undefined ? (
            'Belum dapat ditampilkan'
          ) : (
            <Badge verified={consent?.consentStatusId === CONSENT_STATUS.agreed} label={consent ? consent.statusLabel : 'Belum diberikan'} />
          )}
        </dd>
      </dl>
      <Link href={MYACCOUNT_ROUTES.privacy} className={styles.textLink}>
        Kelola persetujuan data pribadi
      </Link>
    </section>
  );
}

export default async function MyAccountOverviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const returnTo = pathWithQuery(MYACCOUNT_ROUTES.overview, await searchParams);
  const [{ customer, cars }, consent, orders, recentBookings] = await Promise.all([
    loadOverview(returnTo),
    loadConsentStatus(returnTo),
    loadRecentOrders(returnTo, OVERVIEW_ORDERS),
    loadRecentBookings(returnTo, OVERVIEW_BOOKINGS),
  ]);
  const shown = cars?.slice(0, OVERVIEW_CARS) ?? [];
  return (
    <MyAccountFrame current="overview" title={`Hai ${customer.name}`} intro="Kelola data diri, mobil, pesanan, dan booking servis Anda di sini.">
      <div className={styles.cards}>
        <ContactCard customer={customer} />
        <DealerCard customer={customer} consent={consent} />

        <section aria-labelledby="mobil-title" className={styles.card}>
          <div className={styles.cardHead}>
            <h2 id="mobil-title">Mobil Saya</h2>
            {cars && cars.length > 0 ? (
              <Link href={MYACCOUNT_ROUTES.cars} className={styles.textLink}>
                {cars.length > shown.length ? `Lihat semua (${cars.length})` : 'Kelola mobil'}
              </Link>
            ) : null}
          </div>
          {cars === null ? (
            <div className={styles.empty}>
              <p>Daftar mobil belum dapat ditampilkan.</p>
              <Link href={MYACCOUNT_ROUTES.cars} className={styles.textLink}>
                Buka Mobil Saya
              </Link>
            </div>
          ) : shown.length === 0 ? (
            <div className={styles.empty}>
              <p>Belum ada mobil terdaftar. Tambahkan mobil Anda agar booking servis lebih cepat.</p>
              <Link href={MYACCOUNT_ROUTES.cars} className={styles.textLink}>
                Tambah mobil
              </Link>
            </div>
          ) : (
            <ul className={styles.carList} aria-label="Mobil Anda">
              {shown.map((car) => (
                <li key={car.id} className={styles.carItem}>
                  <MyAccountCarSummary car={car} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="pesanan-title" className={styles.card}>
          <div className={styles.cardHead}>
            <h2 id="pesanan-title">Pesanan Saya</h2>
            {orders && orders.length > 0 ? (
              <Link href={MYACCOUNT_ROUTES.orders} className={styles.textLink}>
                Lihat semua
              </Link>
            ) : null}
          </div>
          {orders && orders.length > 0 ? (
            <RecentOrders orders={orders} />
          ) : (
            <div className={styles.empty}>
              <p>
                {orders === null
                  ? 'Daftar pesanan belum dapat ditampilkan.'
                  : 'Belum ada pesanan. Pesanan aksesoris, suku cadang, dan kupon servis Anda akan tampil di sini.'}
              </p>
              <div className={styles.actions}>
                {orders === null ? (
                  <Link href={MYACCOUNT_ROUTES.orders} className={styles.textLink}>
                    Buka Pesanan Saya
                  </Link>
                ) : (
                  <>
                    <Link href={ROUTES.accessories} className={styles.textLink}>
                      Belanja aksesoris
                    </Link>
                    <Link href={ROUTES.coupons} className={styles.textLink}>
                      Lihat kupon servis
                    </Link>
                  </>
                )}
              </div>
            </div>
          )}
        </section>

        <section aria-labelledby="booking-title" className={styles.card}>
          <div className={styles.cardHead}>
            <h2 id="booking-title">Booking Saya</h2>
            {recentBookings && recentBookings.total > 0 ? (
              <Link href={MYACCOUNT_ROUTES.bookings} className={styles.textLink}>
                {recentBookings.total > recentBookings.bookings.length ? `Lihat semua (${recentBookings.total})` : 'Lihat semua'}
              </Link>
            ) : null}
          </div>
          {recentBookings && recentBookings.bookings.length > 0 ? (
            <RecentBookings bookings={recentBookings.bookings} />
          ) : recentBookings === null ? (
            <div className={styles.empty}>
              <p>Daftar booking belum dapat ditampilkan.</p>
              <Link href={MYACCOUNT_ROUTES.bookings} className={styles.textLink}>
                Buka Booking Saya
              </Link>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>Belum ada booking. Jadwal servis dan test drive yang Anda pesan akan tampil di sini.</p>
              <Link href={SERVICE_ROUTES['booking-service'] ?? ROUTES.services} className={styles.textLink}>
                Booking servis sekarang
              </Link>
            </div>
          )}
        </section>
      </div>
    </MyAccountFrame>
  );
}
