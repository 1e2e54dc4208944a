import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { PriceTable } from '@/components/services/price-table';
import { ServicePage } from '@/components/services/service-page';
import { loginHref } from '@/components/services/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadPricedServices, loadServiceBranches, loadServiceContent, loadServiceFaqs } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'home-service';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['Toyota Home Service', 'servis mobil di rumah', 'ganti oli di rumah', 'servis Toyota panggilan', 'ganti aki darurat'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('home') });
}

export default async function HomeServicePage() {
  const [content, origin, prices, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadPricedServices('home-service'),
    loadServiceBranches('home-service'),
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
      serviceName="Toyota Home Service"
      branchHeading="Cabang yang melayani Home Service"
      items={(prices ?? []).map((p) => ({ name: p.name, image: MEDIA.icon('home'), url: PATH, price: p.priceFrom }))}
      itemsName="Harga Toyota Home Service"
      ctas={[
        { href: loginHref(PATH), label: 'Masuk untuk Pesan Home Service', primary: true },
        { href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin memesan Toyota Home Service.')}`, label: 'Tanya via WhatsApp', external: true },
        { href: ROUTES.coupons, label: 'Kupon Servis' },
      ]}
    >
      {prices ? (
        <PriceTable
          id="price-title"
          heading="Harga Layanan Home Service"
          items={prices}
          note="Tanpa biaya kunjungan untuk alamat dalam radius 15 km dari bengkel Kemudi. Harga sudah termasuk jasa dan suku cadang standar."
        />
      ) : null}
    </ServicePage>
  );
}
