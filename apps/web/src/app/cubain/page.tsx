import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { PriceTable } from '@/components/services/price-table';
import { ServicePage } from '@/components/services/service-page';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadPricedServices, loadServiceBranches, loadServiceContent, loadServiceFaqs } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'cubain';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['Cubain', 'sewa mobil Toyota', 'rental mobil harian', 'sewa mobil dengan sopir', 'sewa mobil lepas kunci'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('steering') });
}

/** A rental rate's unit: a day of 24 hours self-drive, or 12 hours with a driver (durationMinutes). */
const rentalUnit = (minutes: number) => (minutes >= 1440 ? 'Per hari (24 jam)' : `Per hari (${Math.round(minutes / 60)} jam, termasuk pengemudi)`);

export default async function CubainPage() {
  const [content, origin, rates, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadPricedServices('cubain'),
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
      serviceName="sewa mobil Cubain"
      branchHeading="Lokasi pengambilan mobil"
      items={(rates ?? []).map((r) => ({ name: `Sewa ${r.name}`, image: MEDIA.icon('steering'), url: PATH, price: r.priceFrom }))}
      itemsName="Tarif Sewa Cubain"
      stepsHeading="Cara Menyewa"
      ctas={[
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin menyewa mobil lewat Cubain.')}`,
          label: 'Pesan Sewa via WhatsApp',
          primary: true,
          external: true,
        },
        { href: SUPPORT_CONTACTS.callCentre.href, label: `Telepon ${SUPPORT_CONTACTS.callCentre.display}` },
      ]}
    >
      {rates ? (
        <PriceTable
          id="price-title"
          heading="Tarif Sewa Harian"
          items={rates}
          note="Tarif sudah termasuk asuransi all risk dan bantuan darurat 24 jam. Bahan bakar, tol, dan parkir ditanggung penyewa."
          unit={{ header: 'Satuan', text: (r) => rentalUnit(r.durationMinutes) }}
        />
      ) : null}
    </ServicePage>
  );
}
