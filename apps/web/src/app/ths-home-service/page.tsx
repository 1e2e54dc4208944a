import { PricedServicePage } from '@/components/services/priced-service-page';
import { COUPONS_CTA, loginCta, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'home-service';
const KEYWORDS = ['Toyota Home Service', 'servis mobil di rumah', 'ganti oli di rumah', 'servis Toyota panggilan', 'ganti aki darurat'];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'home');
}

export default async function HomeServicePage() {
  const [page, prices] = await Promise.all([loadServicePage(SERVICE_TYPE, 'home-service'), loadPricedServices('home-service')]);
  return (
    <PricedServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="Toyota Home Service"
      branchHeading="Cabang yang melayani Home Service"
      prices={prices}
      icon="home"
      itemsName="Harga Toyota Home Service"
      table={{
        heading: 'Harga Layanan Home Service',
        note: 'Tanpa biaya kunjungan untuk alamat dalam radius 15 km dari bengkel Kemudi. Harga sudah termasuk jasa dan suku cadang standar.',
      }}
      ctas={[
        loginCta('Masuk untuk Pesan Home Service', page.path),
        whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi, saya ingin memesan Toyota Home Service.'),
        COUPONS_CTA,
      ]}
    />
  );
}
