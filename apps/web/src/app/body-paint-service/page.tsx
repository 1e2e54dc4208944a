import { BodyPaintForm } from '@/components/bookings/body-paint-form';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { ServiceSection } from '@/components/services/service-section';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { COUPONS_CTA, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadBodyPaintForm } from '@/server/booking-forms';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'body-paint';
const KEYWORDS = ['body paint Toyota', 'cat mobil', 'ketok magic', 'perbaikan penyok', 'klaim asuransi mobil', 'poles mobil'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'paint');
}

export default async function BodyPaintPage({ searchParams }: Props) {
  const params = await searchParams;
  const [page, prices, form] = await Promise.all([
    loadServicePage(SERVICE_TYPE, 'body-paint'),
    loadPricedServices('body-paint'),
    // Issue 13: the booking form (the car, insurance or private, the damage and its photos, a workshop slot).
    loadBodyPaintForm({ city: firstParam(params.city) }),
  ]);
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
      booking={
        <ServiceSection id="booking" heading="Booking Body & Paint">
          <BodyPaintForm branch={form.branch} customer={form.customer} myCars={form.myCars} models={form.models} sourcePage={page.path} />
        </ServiceSection>
      }
      ctas={[
        // Guests book too (with a one-time code): the form, with its photo upload, is on this page.
        { href: '#booking', label: 'Minta Estimasi & Booking', primary: true },
        whatsAppCta('Kirim Foto via WhatsApp', 'Halo Kemudi, saya ingin mengirim foto kerusakan mobil untuk estimasi Body & Paint.'),
        COUPONS_CTA,
      ]}
    />
  );
}
