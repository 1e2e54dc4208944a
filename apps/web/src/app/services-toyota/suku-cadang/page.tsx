import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { SparePartRequestForm } from '@/components/bookings/spare-part-form';
import { ServicePage } from '@/components/services/service-page';
import { ServiceSection } from '@/components/services/service-section';
import { SparePartList } from '@/components/services/spare-part-list';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { readSparePartFilters, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadSparePartForm } from '@/server/booking-forms';
import { loadSoldOut } from '@/server/cart';
import { loadServiceHead, loadServicePage, loadSpareParts } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'spare-parts';
const KEYWORDS = ['suku cadang Toyota', 'spare part Toyota asli', 'harga filter oli Toyota', 'kampas rem Toyota', 'nomor part Toyota'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const [params, head] = await Promise.all([searchParams, loadServiceHead(SERVICE_TYPE)]);
  const filters = readSparePartFilters(params);
  // A search (or a part asked for) is a duplicate of the list: not indexed, the canonical stays the list.
  return serviceMetadata(head, 'part', { noIndex: Boolean(filters.q || firstParam(params.minta)) });
}

export default async function SparePartsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filters = readSparePartFilters(params);
  const [page, parts, form] = await Promise.all([
    loadServicePage(SERVICE_TYPE, 'bengkel'),
    loadSpareParts(filters),
    // Issue 13: the request to a branch ("Minta ke Dealer": ?minta={part number} names the part).
    loadSparePartForm({ city: firstParam(params.city), part: firstParam(params.minta) }),
  ]);
  const soldOut = await loadSoldOut(parts.content.map((p) => p.code));
  return (
    <ServicePage
      {...page}
      keywords={KEYWORDS}
      serviceName="suku cadang"
      branchHeading="Bengkel tempat ambil atau pasang"
      items={parts.content.map((p) => ({ name: `${p.name} (${p.code})`, image: p.imageUrl, url: p.url, price: p.price }))}
      itemsName="Suku cadang asli Toyota"
      stepsHeading="Cara Membeli"
      ctas={[
        // Guests ask too (with a one-time code): the request form is on this page.
        { href: '#booking', label: 'Minta ke Dealer', primary: true },
        whatsAppCta('Pesan via WhatsApp', 'Halo Kemudi, saya ingin memesan suku cadang Toyota.'),
        { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Pemasangan' },
        { href: ROUTES.accessories, label: 'Aksesoris' },
      ]}
    >
      <ServiceSection id="booking" heading="Minta Suku Cadang ke Dealer">
        {/* Keyed by the part: "Minta ke Dealer" on another part opens the form afresh with it. */}
        <SparePartRequestForm
          key={form.part?.code ?? ''}
          part={form.part}
          models={form.models.length > 0 ? form.models : parts.models}
          branch={form.branch}
          customer={form.customer}
          sourcePage={page.path}
        />
      </ServiceSection>
      <SparePartList path={page.path} data={parts} filters={filters} soldOut={soldOut} />
    </ServicePage>
  );
}
