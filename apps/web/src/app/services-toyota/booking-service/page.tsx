import { MEDIA } from '@kemudi/domain/media';
import { ServiceBookingForm } from '@/components/bookings/service-booking-form';
import { FilterActions, FilterSelect } from '@/components/page/filter-fields';
import { ModelPrices } from '@/components/services/model-prices';
import { PriceTable } from '@/components/services/price-table';
import { ServicePage } from '@/components/services/service-page';
import { ServiceSection } from '@/components/services/service-section';
import styles from '@/components/services/services.module.css';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { COUPONS_CTA, loginCta, PACKAGES_CTA, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadServiceBookingForm } from '@/server/bookings';
import { loadModelOptions, loadPricedServices, loadServiceHead, loadServicePage, loadServicePlan } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'booking-service';
const KEYWORDS = ['booking servis Toyota', 'servis berkala Toyota', 'harga servis berkala', 'jadwal servis Toyota', 'bengkel resmi Toyota'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'wrench');
}

export default async function BookingServicePage({ searchParams }: Props) {
  const [params, models] = await Promise.all([searchParams, loadModelOptions()]);
  const wanted = firstParam(params.model);
  // Only a model the catalogue knows is asked for; anything else shows the page without one.
  const model = models.find((m) => m.code === wanted);
  const [page, generalPrices, plan, booking, workshopPrices] = await Promise.all([
    loadServicePage(SERVICE_TYPE, 'bengkel', model?.code),
    model ? null : loadPricedServices('bengkel', 'berkala'),
    model ? loadServicePlan(model.code) : null,
    // Issue 13: the booking form (the customer's cars and owned coupons/packages, the workshops nearest first).
    loadServiceBookingForm({ city: firstParam(params.city), car: firstParam(params.car) }),
    loadPricedServices('bengkel'),
  ]);
  const { path, content } = page;
  const items = model
    ? content.packages.map((p) => ({ name: p.name, image: MEDIA.icon('package'), url: p.url, price: p.price }))
    : (generalPrices ?? []).map((p) => ({ name: p.name, image: MEDIA.icon('wrench'), url: path, price: p.priceFrom }));

  return (
    <ServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="booking servis"
      branchHeading="Bengkel untuk booking servis"
      items={items}
      itemsName={model ? `Paket servis Toyota ${model.name}` : 'Harga servis berkala Toyota'}
      stepsHeading="Cara Booking Servis"
      ctas={[
        loginCta('Masuk untuk Booking Servis', model ? `${path}?model=${encodeURIComponent(model.code)}` : path, {
          href: '#booking-form-title',
          label: 'Booking Servis',
        }),
        PACKAGES_CTA,
        COUPONS_CTA,
        whatsAppCta('Booking via WhatsApp', 'Halo Kemudi, saya ingin booking servis.'),
      ]}
    >
      <ServiceSection id="booking-form-title" heading="Booking Servis Online">
        <ServiceBookingForm
          cars={booking.cars.map((c) => ({ id: c.id, label: `${c.model} (${c.year}) · ${c.plate}` }))}
          initialCarId={booking.initialCarId}
          models={models}
          owned={booking.owned}
          prices={(workshopPrices ?? []).map((p) => ({ name: p.name, category: p.serviceCategory, priceFrom: p.priceFrom }))}
          branch={booking.branch}
          customer={booking.customer}
          sourcePage={path}
          thisYear={new Date().getUTCFullYear()}
        />
      </ServiceSection>
      <ServiceSection id="model-title" heading="Estimasi Biaya Servis Mobil Anda">
        <form key={model?.code ?? ''} method="get" action={path} className={styles.form} style={{ gridTemplateColumns: 'none' }}>
          <FilterSelect
            className={styles.field}
            id="booking-model"
            name="model"
            label="Model mobil Anda"
            value={model?.code}
            allLabel="Semua model"
            options={models.map((m) => ({ value: m.code, label: m.name }))}
          />
          <FilterActions className={styles.formActions} submitLabel="Tampilkan harga" />
        </form>
        {model ? (
          <ModelPrices modelName={model.name} packages={content.packages} plan={plan} />
        ) : generalPrices ? (
          <PriceTable
            id="price-title"
            heading="Harga Servis Berkala"
            items={generalPrices}
            note="Harga mulai untuk mobil penumpang. Pilih model mobil Anda di atas untuk melihat paket dan harga yang sesuai."
          />
        ) : null}
      </ServiceSection>
    </ServicePage>
  );
}
