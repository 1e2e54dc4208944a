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

const SERVICE_TYPE = 'body-paint';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['body paint Toyota', 'cat mobil', 'ketok magic', 'perbaikan penyok', 'klaim asuransi mobil', 'poles mobil'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('paint') });
}

export default async function BodyPaintPage() {
  const [content, origin, prices, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadPricedServices('body-paint'),
    loadServiceBranches('body-paint'),
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
      serviceName="Body & Paint"
      branchHeading="Bengkel Body & Paint"
      items={(prices ?? []).map((p) => ({ name: p.name, image: MEDIA.icon('paint'), url: PATH, price: p.priceFrom }))}
      itemsName="Harga Body & Paint"
      ctas={[
        { href: loginHref(PATH), label: 'Masuk untuk Minta Estimasi', primary: true },
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin mengirim foto kerusakan mobil untuk estimasi Body & Paint.')}`,
          label: 'Kirim Foto via WhatsApp',
          external: true,
        },
        { href: ROUTES.coupons, label: 'Kupon Servis' },
      ]}
    >
      {prices ? (
        <PriceTable
          id="price-title"
          heading="Harga Body & Paint"
          items={prices}
          note="Harga per panel untuk kerusakan ringan; estimasi final diberikan tertulis setelah pemeriksaan di bengkel."
        />
      ) : null}
    </ServicePage>
  );
}
