import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { ServicePage } from '@/components/services/service-page';
import { SparePartList } from '@/components/services/spare-part-list';
import type { SearchParams } from '@/lib/search-params';
import { readSparePartFilters, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadSoldOut } from '@/server/cart';
import { loadServiceHead, loadServicePage, loadSpareParts } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'spare-parts';
const KEYWORDS = ['suku cadang Toyota', 'spare part Toyota asli', 'harga filter oli Toyota', 'kampas rem Toyota', 'nomor part Toyota'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const [filters, head] = await Promise.all([searchParams.then(readSparePartFilters), loadServiceHead(SERVICE_TYPE)]);
  // A search is a duplicate of the list: not indexed, the canonical stays the list.
  return serviceMetadata(head, 'part', { noIndex: Boolean(filters.q) });
}

export default async function SparePartsPage({ searchParams }: Props) {
  const filters = readSparePartFilters(await searchParams);
  const [page, parts] = await Promise.all([loadServicePage(SERVICE_TYPE, 'bengkel'), loadSpareParts(filters)]);
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
        whatsAppCta('Pesan via WhatsApp', 'Halo Kemudi, saya ingin memesan suku cadang Toyota.', true),
        { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Pemasangan' },
        { href: ROUTES.accessories, label: 'Aksesoris' },
      ]}
    >
      <SparePartList path={page.path} data={parts} filters={filters} soldOut={soldOut} />
    </ServicePage>
  );
}
