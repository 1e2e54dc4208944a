import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { rentalUnit, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'cubain';
const KEYWORDS = ['Cubain', 'sewa mobil Toyota', 'rental mobil harian', 'sewa mobil dengan sopir', 'sewa mobil lepas kunci'];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'steering');
}

export default async function CubainPage() {
  // Cars are picked up at the sales branches.
  const [page, rates] = await Promise.all([loadServicePage(SERVICE_TYPE, 'sales'), loadPricedServices('cubain')]);
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
      ctas={[
        whatsAppCta('Pesan Sewa via WhatsApp', 'Halo Kemudi, saya ingin menyewa mobil lewat Cubain.', true),
        { href: SUPPORT_CONTACTS.callCentre.href, label: `Telepon ${SUPPORT_CONTACTS.callCentre.display}` },
      ]}
    />
  );
}
