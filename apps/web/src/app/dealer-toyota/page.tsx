import { BRANCH_SEARCH_PAGE_SIZE } from '@kemudi/domain/contracts/branches';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { BranchCard } from '@/components/dealers/branch-card';
import { DealerFilter } from '@/components/dealers/dealer-filter';
import styles from '@/components/dealers/dealers.module.css';
import { NearestBranches } from '@/components/dealers/nearest-branches';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { type ListSearchParams, listPageMetadata } from '@/components/page/content-list-metadata';
import { Pagination } from '@/components/page/pagination';
import { JsonLd } from '@/components/seo/json-ld';
import { BRANCH_SERVICE_LABELS } from '@kemudi/domain/vocabulary';
import { NEAREST_LIMIT } from '@/lib/dealers';
import { branchFilterParams, dealerListPath, isFiltered, readBranchFilter } from '@/lib/dealers-filter';
import { absoluteUrl, buildItemList } from '@/lib/json-ld';
import { firstParam, pageIndex } from '@/lib/search-params';
import { loadBranchAreas, searchBranches } from '@/server/dealers';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

const TITLE = 'Dealer Toyota Kemudi Terdekat';
const DESCRIPTION =
  'Temukan dealer resmi Toyota Kemudi di kota Anda: alamat, jam buka, layanan penjualan, bengkel, body & paint dan home service, serta sales konsultan yang siap membantu lewat WhatsApp.';

export async function generateMetadata({ searchParams }: { searchParams: ListSearchParams }): Promise<Metadata> {
  const [origin, params] = await Promise.all([loadSiteOrigin(), searchParams]);
  return listPageMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.dealers, filterKeys: ['provinsi', 'kota', 'layanan', 'page'], origin }, params);
}

export default async function DealersPage({ searchParams }: { searchParams: ListSearchParams }) {
  const params = await searchParams;
  const [areas, origin] = await Promise.all([loadBranchAreas(), loadSiteOrigin()]);
  const filter = readBranchFilter(
    areas,
    { provinsi: firstParam(params.provinsi), kota: firstParam(params.kota), layanan: firstParam(params.layanan) },
    pageIndex(params.page),
  );
  const result = await searchBranches(filter);

  const place = filter.city?.name ?? filter.province?.name;
  const service = filter.service ? BRANCH_SERVICE_LABELS[filter.service] : undefined;
  const heading = `${result.totalElements} dealer${place ? ` di ${place}` : ''}${service ? ` dengan layanan ${service}` : ''}`;
  const query = branchFilterParams(filter);
  const listUrl = absoluteUrl(dealerListPath(filter), origin);
  const itemList = buildItemList({
    url: listUrl,
    name: `Dealer Toyota Kemudi${place ? ` di ${place}` : ''}`,
    entries: 'page',
    firstPosition: result.page * BRANCH_SEARCH_PAGE_SIZE + 1,
    items: result.content.map((b) => ({
      name: b.name,
      // Branches have no picture; the builder drops an empty image.
      image: '',
      urlPdp: absoluteUrl(b.url, origin),
      price: null,
    })),
  });

  return (
    <>
      <Breadcrumbs items={[{ name: 'Dealer Toyota' }]} origin={origin} />
      <JsonLd data={itemList} />
      <h1 className={styles.title}>Dealer Toyota Kemudi</h1>
      <p className={styles.intro}>
        {`${areas.reduce((n, a) => n + a.branchCount, 0)} dealer resmi di ${areas.reduce((n, a) => n + a.cities.length, 0)} kota. Cari dealer terdekat dari lokasi Anda, atau pilih provinsi dan kota.`}
      </p>

      <NearestBranches limit={NEAREST_LIMIT} />

      <DealerFilter areas={areas} province={filter.province?.isocode} city={filter.city?.isocode} service={filter.service} />

      <section aria-labelledby="dealer-results">
        <div className={styles.resultsHead}>
          <h2 id="dealer-results">{heading}</h2>
          {isFiltered(filter) ? <Link href={ROUTES.dealers}>Tampilkan semua dealer</Link> : null}
        </div>
        {result.content.length === 0 ? (
          <p className={styles.note}>
            {result.totalElements > 0 ? 'Halaman ini kosong.' : 'Belum ada dealer yang sesuai. Coba pilih wilayah atau layanan lain.'}
          </p>
        ) : (
          <ul className={styles.grid}>
            {result.content.map((b) => (
              <li key={b.slug}>
                <BranchCard branch={b} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={result.page} totalPages={result.totalPages} path={ROUTES.dealers} params={query} label="dealer" />
        {result.totalPages > 1 ? (
          <p className={styles.note}>{`Menampilkan ${BRANCH_SEARCH_PAGE_SIZE} dealer per halaman, urut abjad.`}</p>
        ) : null}
      </section>
    </>
  );
}
