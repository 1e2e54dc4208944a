import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { ServicePage } from '@/components/services/service-page';
import { SparePartList } from '@/components/services/spare-part-list';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, pageIndex } from '@/server/fetch-data';
import { loadSiteOrigin } from '@/server/home';
import { loadServiceBranches, loadServiceContent, loadServiceFaqs, loadSpareParts, type SparePartFilters } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'spare-parts';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['suku cadang Toyota', 'spare part Toyota asli', 'harga filter oli Toyota', 'kampas rem Toyota', 'nomor part Toyota'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function readFilters(searchParams: Props['searchParams']): Promise<SparePartFilters> {
  const params = await searchParams;
  return { q: firstParam(params.q), model: firstParam(params.model), category: firstParam(params.kategori), page: pageIndex(params.page) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [content, origin, filters] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin(), readFilters(searchParams)]);
  // A search is a duplicate of the list: not indexed, the canonical stays the list.
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('part'), noIndex: Boolean(filters.q) });
}

export default async function SparePartsPage({ searchParams }: Props) {
  const filters = await readFilters(searchParams);
  const [content, origin, parts, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadSpareParts(filters),
    loadServiceBranches('bengkel'),
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
      serviceName="suku cadang"
      branchHeading="Bengkel tempat ambil atau pasang"
      items={parts.content.map((p) => ({ name: `${p.name} (${p.code})`, image: p.imageUrl, url: p.url, price: p.price }))}
      itemsName="Suku cadang asli Toyota"
      stepsHeading="Cara Membeli"
      ctas={[
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin memesan suku cadang Toyota.')}`,
          label: 'Pesan via WhatsApp',
          primary: true,
          external: true,
        },
        { href: SERVICE_ROUTES['booking-service']!, label: 'Booking Pemasangan' },
        { href: ROUTES.accessories, label: 'Aksesoris' },
      ]}
    >
      <SparePartList path={PATH} data={parts} filters={filters} />
    </ServicePage>
  );
}
