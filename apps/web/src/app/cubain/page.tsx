import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { whatsAppCta } from '@/components/services/ctas';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { loadPricedServices, loadServiceMetadata, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'cubain';
const KEYWORDS = ['Cubain', 'sewa mobil Toyota', 'rental mobil harian', 'sewa mobil dengan sopir', 'sewa mobil lepas kunci'];

export function generateMetadata() {
  return loadServiceMetadata(SERVICE_TYPE, 'steering');
}

/** A rental rate's unit: a day of 24 hours self-drive, or 12 hours with a driver (durationMinutes). */
const rentalUnit = (minutes: number) => (minutes >= 1440 ? 'Per hari (24 jam)' : `Per hari (${Math.round(minutes / 60)} jam, termasuk pengemudi)`);

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
