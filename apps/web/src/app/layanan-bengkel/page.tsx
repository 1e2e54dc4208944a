import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { PriceTable } from '@/components/services/price-table';
import { ServicePage } from '@/components/services/service-page';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadPricedServices, loadServiceBranches, loadServiceContent, loadServiceFaqs } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'layanan-bengkel';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['bengkel resmi Toyota', 'servis berkala Toyota', 'harga servis Toyota', 'spooring balancing', 'servis AC mobil'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('wrench') });
}

export default async function WorkshopPage() {
  const [content, origin, prices, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadPricedServices('bengkel'),
    loadServiceBranches('bengkel'),
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
      serviceName="servis di bengkel"
      branchHeading="Bengkel Kemudi"
      items={(prices ?? []).map((p) => ({ name: p.name, image: MEDIA.icon('wrench'), url: PATH, price: p.priceFrom }))}
      itemsName="Harga Layanan Bengkel"
      ctas={[
        { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Servis', primary: true },
        { href: ROUTES.packages, label: 'Paket Servis' },
        { href: ROUTES.coupons, label: 'Kupon Servis' },
        { href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin bertanya tentang servis di bengkel.')}`, label: 'Tanya via WhatsApp', external: true },
      ]}
    >
      {prices ? (
        <PriceTable
          id="price-title"
          heading="Daftar Harga Layanan Bengkel"
          items={prices}
          note="Harga mulai, termasuk jasa dan suku cadang standar untuk mobil penumpang. Harga akhir bergantung pada model dan kondisi kendaraan."
        />
      ) : null}
    </ServicePage>
  );
}
