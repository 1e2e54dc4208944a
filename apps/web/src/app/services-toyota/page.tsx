import { ERA_PHONE } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { phoneLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { ServiceBranches } from '@/components/services/service-branches';
import { ServiceFaq } from '@/components/services/service-faq';
import { CtaList, ServiceHero } from '@/components/services/service-hero';
import { LinkCardGrid, ServiceSection } from '@/components/services/service-section';
import styles from '@/components/services/services.module.css';
import { ServiceStructuredData } from '@/components/services/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { SERVICE_ICONS, whatsAppCta } from '@/lib/services';
import { loadSiteOrigin } from '@/server/site';
import { loadLandingFaqs, loadServiceBranches, loadServiceSummaries } from '@/server/services';

export const dynamic = 'force-dynamic';

const PATH = ROUTES.services;
const TITLE = 'Purna Jual Toyota';
const DESCRIPTION =
  'Semua layanan purna jual Kemudi Toyota: booking servis, bengkel resmi, Toyota Home Service, body & paint, suku cadang asli, tukar tambah, sewa mobil Cubain, dan lacak pesanan — lengkap dengan harga dan lokasi cabang.';
const KEYWORDS = ['purna jual Toyota', 'servis Toyota', 'bengkel resmi Toyota', 'suku cadang Toyota', 'home service Toyota', 'body paint Toyota', 'tukar tambah'];

/** The landing's order: what most visitors come for first. */
const ORDER = ['booking-service', 'layanan-bengkel', 'home-service', 'body-paint', 'spare-parts', 'trade-in', 'cubain', 'tracking-order'];

/** The other after-sales shops (§2 Purna Jual submenu), listed with the services. */
const SHOPS = [
  { href: ROUTES.coupons, title: 'Kupon Servis', text: 'Beli kupon servis berkala, AC, dan kaki-kaki dengan harga hemat, pakai di bengkel Kemudi.', icon: 'coupon' },
  { href: ROUTES.packages, title: 'Paket Servis', text: 'Paket perawatan per model dan jarak tempuh dengan harga pasti sebelum datang.', icon: 'package' },
  { href: ROUTES.accessories, title: 'Aksesoris', text: 'Aksesoris asli Toyota untuk eksterior, interior, dan elektronik mobil Anda.', icon: 'accessory' },
];

export async function generateMetadata(): Promise<Metadata> {
  const origin = await loadSiteOrigin();
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: PATH, origin, image: MEDIA.icon('wrench') });
}

export default async function ServicesLandingPage() {
  const [origin, summaries, branches, faqs] = await Promise.all([
    loadSiteOrigin(),
    loadServiceSummaries(),
    loadServiceBranches('bengkel'),
    loadLandingFaqs(),
  ]);
  const services = [...summaries].sort((a, b) => ORDER.indexOf(a.serviceType) - ORDER.indexOf(b.serviceType));
  return (
    <>
      <Breadcrumbs items={[{ name: 'Purna Jual' }]} origin={origin} />
      <ServiceStructuredData origin={origin} path={PATH} name={TITLE} description={DESCRIPTION} keywords={KEYWORDS} faqs={faqs} />
      <ServiceHero
        title={TITLE}
        summary="Rawat Toyota Anda di bengkel resmi dengan teknisi bersertifikat dan suku cadang asli, atau biarkan teknisi kami yang datang. Pilih layanan di bawah untuk melihat harga dan cabang terdekat."
        icon="wrench"
      >
        <CtaList
          items={[
            { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Servis', primary: true },
            whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi, saya ingin bertanya tentang layanan purna jual.'),
            { href: phoneLink(ERA_PHONE), label: `Darurat di jalan: ${ERA_PHONE}` },
          ]}
        />
      </ServiceHero>

      <ServiceSection id="service-title" heading="Layanan Purna Jual">
        <LinkCardGrid
          cards={services.map((s) => ({
            href: s.url,
            title: s.title,
            image: <img src={MEDIA.icon(SERVICE_ICONS[s.serviceType] ?? 'wrench')} alt="" width={48} height={48} className={styles.cardIcon} />,
            text: s.summary,
            price: s.priceNote,
          }))}
        />
      </ServiceSection>

      <ServiceSection id="shop-title" heading="Belanja Purna Jual">
        <LinkCardGrid
          cards={SHOPS.map((shop) => ({
            ...shop,
            image: <img src={MEDIA.icon(shop.icon)} alt="" width={48} height={48} loading="lazy" className={styles.cardIcon} />,
          }))}
        />
      </ServiceSection>

      {branches ? <ServiceBranches data={branches} serviceName="servis" heading="Bengkel Kemudi" /> : null}
      <ServiceFaq faqs={faqs} heading="Pertanyaan Seputar Servis" />
    </>
  );
}
