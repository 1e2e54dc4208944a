import { HomeServiceForm } from '@/components/bookings/home-service-form';
import { PricedServicePage } from '@/components/services/priced-service-page';
import { ServiceSection } from '@/components/services/service-section';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { COUPONS_CTA, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadHomeServiceForm } from '@/server/booking-forms';
import { loadPricedServices, loadServiceHead, loadServicePage } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'home-service';
const KEYWORDS = ['Toyota Home Service', 'servis mobil di rumah', 'ganti oli di rumah', 'servis Toyota panggilan', 'ganti aki darurat'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'home');
}

export default async function HomeServicePage({ searchParams }: Props) {
  const params = await searchParams;
  const [page, prices, form] = await Promise.all([
    loadServicePage(SERVICE_TYPE, 'home-service'),
    loadPricedServices('home-service'),
    // Issue 13: the booking form (coverage by city, the item, the car, a slot of the city's teams).
    loadHomeServiceForm({ city: firstParam(params.city) }),
  ]);
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
      booking={
        <ServiceSection id="booking" heading="Pesan Toyota Home Service">
          <HomeServiceForm
            cityGroups={form.cityGroups}
            initialCity={form.initialCity}
            services={form.services}
            customer={form.customer}
            myCars={form.myCars}
            models={form.models}
            sourcePage={page.path}
          />
        </ServiceSection>
      }
      ctas={[
        // Guests book too (with a one-time code): the form is on this page.
        { href: '#booking', label: 'Pesan Home Service', primary: true },
        whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi, saya ingin memesan Toyota Home Service.'),
        COUPONS_CTA,
      ]}
    />
  );
}
