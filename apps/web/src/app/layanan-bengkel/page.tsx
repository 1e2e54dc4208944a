import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { COUPONS_CTA, PACKAGES_CTA, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'layanan-bengkel';
const KEYWORDS = ['bengkel resmi Toyota', 'servis berkala Toyota', 'harga servis Toyota', 'spooring balancing', 'servis AC mobil'];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'wrench');
}

export default async function WorkshopPage() {
  const [page, prices] = await Promise.all([loadServicePage(SERVICE_TYPE, 'bengkel'), loadPricedServices('bengkel')]);
  return (
    <PricedServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="servis di bengkel"
      branchHeading="Bengkel Kemudi"
      prices={prices}
      icon="wrench"
      itemsName="Harga Layanan Bengkel"
      table={{
        heading: 'Daftar Harga Layanan Bengkel',
        note: 'Harga mulai, termasuk jasa dan suku cadang standar untuk mobil penumpang. Harga akhir bergantung pada model dan kondisi kendaraan.',
      }}
      ctas={[
        { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Servis', primary: true },
        PACKAGES_CTA,
        COUPONS_CTA,
        whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi, saya ingin bertanya tentang servis di bengkel.'),
      ]}
    />
  );
}
