import { PricedServicePage } from '@/components/services/priced-service-page';
import { COUPONS_CTA, loginCta, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'body-paint';
const KEYWORDS = ['body paint Toyota', 'cat mobil', 'ketok magic', 'perbaikan penyok', 'klaim asuransi mobil', 'poles mobil'];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'paint');
}

export default async function BodyPaintPage() {
  const [page, prices] = await Promise.all([loadServicePage(SERVICE_TYPE, 'body-paint'), loadPricedServices('body-paint')]);
  return (
    <PricedServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="Body & Paint"
      branchHeading="Bengkel Body & Paint"
      prices={prices}
      icon="paint"
      itemsName="Harga Body & Paint"
      table={{
        heading: 'Harga Body & Paint',
        note: 'Harga per panel untuk kerusakan ringan; estimasi final diberikan tertulis setelah pemeriksaan di bengkel.',
      }}
      ctas={[
        loginCta('Masuk untuk Minta Estimasi', page.path),
        whatsAppCta('Kirim Foto via WhatsApp', 'Halo Kemudi, saya ingin mengirim foto kerusakan mobil untuk estimasi Body & Paint.'),
        COUPONS_CTA,
      ]}
    />
  );
}
