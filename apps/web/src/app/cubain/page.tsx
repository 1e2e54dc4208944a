import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { CubainForm } from '@/components/bookings/cubain-form';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { ServiceSection } from '@/components/services/service-section';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { rentalUnit, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadCubainForm } from '@/server/booking-forms';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'cubain';
const KEYWORDS = ['Cubain', 'sewa mobil Toyota', 'rental mobil harian', 'sewa mobil dengan sopir', 'sewa mobil lepas kunci'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'steering');
}

export default async function CubainPage({ searchParams }: Props) {
  const params = await searchParams;
  // Cars are picked up at the sales branches.
  const [page, rates, form] = await Promise.all([
    loadServicePage(SERVICE_TYPE, 'sales'),
    loadPricedServices('cubain'),
    // Issue 13: the rental form (dates, branch, classes free on those dates, pick-up hour, documents).
    loadCubainForm({ city: firstParam(params.city) }),
  ]);
  return (
    <PricedServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="sewa mobil Cubain"
      branchHeading="Lokasi pengambilan mobil"
      stepsHeading="Cara Menyewa"
      prices={rates}
      icon="steering"
      itemName={(rate) => `Sewa ${rate.name}`}
      itemsName="Tarif Sewa Cubain"
      table={{
        heading: 'Tarif Sewa Harian',
        note: 'Tarif sudah termasuk asuransi all risk dan bantuan darurat 24 jam. Bahan bakar, tol, dan parkir ditanggung penyewa.',
        unit: { header: 'Satuan', text: (rate) => rentalUnit(rate.durationMinutes) },
      }}
      booking={
        <ServiceSection id="booking" heading="Sewa Mobil Cubain">
          <CubainForm branch={form.branch} customer={form.customer} sourcePage={page.path} />
        </ServiceSection>
      }
      ctas={[
        { href: '#booking', label: 'Cek Ketersediaan & Sewa', primary: true },
        whatsAppCta('Pesan Sewa via WhatsApp', 'Halo Kemudi, saya ingin menyewa mobil lewat Cubain.'),
        { href: SUPPORT_CONTACTS.callCentre.href, label: `Telepon ${SUPPORT_CONTACTS.callCentre.display}` },
      ]}
    />
  );
}
