import { TCARE_STAGE_LABELS, TCARE_STAGES } from '@kemudi/domain/bookings';
import { ROUTES } from '@kemudi/domain/routes';
import { TrackingForm } from '@/components/orders/tracking-form';
import { ServicePage } from '@/components/services/service-page';
import { ServiceSection } from '@/components/services/service-section';
import styles from '@/components/services/services.module.css';
import type { SearchParams } from '@/lib/search-params';
import { loginCta, serviceMetadata, whatsAppCta } from '@/lib/services';
import { readBookingLookup } from '@/server/bookings';
import { readTrackingResult } from '@/server/orders';
import { loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'tracking-order';
const KEYWORDS = ['lacak pesanan Toyota', 'tracking order', 'status servis', 'status pembelian mobil', 'kode booking servis'];
/** Where a signed-in customer sees their orders. */
const ACCOUNT_PATH = ROUTES.myOrders;

/** What each status means, for new-car orders and for a service visit (the content's own words). */
const STAGES = [
  {
    title: 'Pembelian mobil baru',
    stages: ['Tanda jadi dibayar', 'Verifikasi dokumen', 'Persetujuan kredit', 'Alokasi unit', 'Pengurusan STNK & BPKB', 'Jadwal pengiriman'],
  },
  {
    // Issue 13: the T-CARE stages a workshop reports for a service or body & paint booking.
    title: 'Servis dan body & paint (T-CARE)',
    stages: TCARE_STAGES.map((s) => TCARE_STAGE_LABELS[s]),
  },
];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'tracking');
}

export default async function TrackingOrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // ?orderNo= from ROUTES.tracking(orderNo) fills the form in; a lookup made without script comes back with its outcome.
  // Blank too: a lookup sent without any number comes back as ?orderNo= with its message.
  const raw = (await searchParams).orderNo;
  const orderNo = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const [page, stored, booking] = await Promise.all([loadServicePage(SERVICE_TYPE, 'sales'), readTrackingResult(orderNo), readBookingLookup(orderNo)]);
  return (
    <ServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="status pesanan saya"
      branchHeading="Dealer Kemudi"
      stepsHeading="Cara Melacak"
      ctas={[
        loginCta('Masuk untuk Lacak Pesanan', ACCOUNT_PATH, { href: ACCOUNT_PATH, label: 'Lacak Pesanan Saya' }),
        whatsAppCta('Tanya Status via WhatsApp', 'Halo Kemudi, saya ingin menanyakan status pesanan saya.'),
        { href: ROUTES.contact, label: 'Hubungi Kami' },
      ]}
    >
      <ServiceSection id="lacak-title" heading="Lacak Status Pesanan">
        <p className={styles.note}>Masukkan nomor pesanan atau nomor booking dan nomor HP yang dipakai saat memesan. Tidak perlu masuk ke akun.</p>
        {booking ? (
          // A booking looked up without script (issue 13).
          <TrackingForm
            initialOrderNo={booking.bookingNo}
            {...(booking.phoneNumber ? { initialPhoneNumber: booking.phoneNumber } : {})}
            initialOutcome={booking.outcome}
          />
        ) : (
          <TrackingForm
            initialOrderNo={(stored?.orderNo ?? orderNo ?? '').slice(0, 40)}
            {...(stored?.phoneNumber ? { initialPhoneNumber: stored.phoneNumber } : {})}
            initialOutcome={stored?.outcome ?? null}
          />
        )}
      </ServiceSection>
      <ServiceSection id="stage-title" heading="Tahapan yang Dapat Dipantau">
        <div className={styles.grid}>
          {STAGES.map(({ title, stages }) => (
            <div key={title} className={styles.card}>
              <h3>{title}</h3>
              <ol>
                {stages.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className={styles.note} style={{ marginTop: '1rem' }}>
          Tidak ada biaya untuk melacak pesanan. Siapkan nomor pesanan dari Surat Pemesanan Kendaraan atau kode booking servis dari WhatsApp.
        </p>
      </ServiceSection>
    </ServicePage>
  );
}
