import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { ServicePage } from '@/components/services/service-page';
import { loginHref } from '@/components/services/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadServiceBranches, loadServiceContent, loadServiceFaqs } from '@/server/services';
import styles from '@/components/services/services.module.css';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'tracking-order';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['lacak pesanan Toyota', 'tracking order', 'status servis', 'status pembelian mobil', 'kode booking servis'];
/** Where a signed-in customer sees their orders and services. */
const ACCOUNT_PATH = '/myaccount/overview';

/** What each status means, for new-car orders and for a service visit (the content's own words). */
const ORDER_STAGES = ['Tanda jadi dibayar', 'Verifikasi dokumen', 'Persetujuan kredit', 'Alokasi unit', 'Pengurusan STNK & BPKB', 'Jadwal pengiriman'];
const SERVICE_STAGES = ['Kendaraan diterima', 'Sedang dikerjakan', 'Menunggu suku cadang', 'Pemeriksaan akhir', 'Pencucian', 'Siap diambil'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('tracking') });
}

export default async function TrackingOrderPage() {
  const [content, origin, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadServiceBranches('sales'),
    loadServiceFaqs(SERVICE_TYPE),
  ]);
  return (
    <ServicePage
      origin={origin}
      path={PATH}
      content={content}
      keywords={KEYWORDS}
      faqs={faqs}
      branches={branches}
      serviceName="status pesanan saya"
      branchHeading="Dealer Kemudi"
      stepsHeading="Cara Melacak"
      ctas={[
        { href: loginHref(ACCOUNT_PATH), label: 'Masuk untuk Lacak Pesanan', primary: true },
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin menanyakan status pesanan saya.')}`,
          label: 'Tanya Status via WhatsApp',
          external: true,
        },
        { href: '/hubungi-kami', label: 'Hubungi Kami' },
      ]}
    >
      <section aria-labelledby="stage-title" className={styles.section}>
        <h2 id="stage-title">Tahapan yang Dapat Dipantau</h2>
        <div className={styles.grid}>
          <div className={styles.card}>
            <h3>Pembelian mobil baru</h3>
            <ol>
              {ORDER_STAGES.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </div>
          <div className={styles.card}>
            <h3>Servis kendaraan</h3>
            <ol>
              {SERVICE_STAGES.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </div>
        </div>
        <p className={styles.note} style={{ marginTop: '1rem' }}>
          Tidak ada biaya untuk melacak pesanan. Siapkan nomor pesanan dari Surat Pemesanan Kendaraan atau kode booking servis dari WhatsApp.
        </p>
      </section>
    </ServicePage>
  );
}
