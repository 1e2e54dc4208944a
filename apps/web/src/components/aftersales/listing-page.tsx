import { MEDIA } from '@kemudi/domain/media';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { type FilterChip, FilterChips } from '@/components/page/filter-fields';
import { Pagination } from '@/components/page/pagination';
import { pageHref } from '@/lib/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import {
  type AftersalesKind,
  type ListFilters,
  type Listing,
  type ListingInfo,
  LIST_PAGE_SIZE,
  LISTINGS,
  filterParams,
  isFiltered,
  readListFilters,
  typeLabel,
} from '@/lib/aftersales';
import type { SearchParams } from '@/lib/search-params';
import styles from './aftersales.module.css';
import { ItemCard } from './item-card';
import { ListingFilters } from './listing-filters';
import { listingMarkup } from './markup';

/**
 * Title, description, canonical and Open Graph of a listing. The canonical URL keeps only the page
 * number: a filtered or re-sorted list is the same list again, followed but not indexed.
 */
export function listingMetadata(kind: AftersalesKind, params: SearchParams, origin: string): Metadata {
  const info = LISTINGS[kind];
  const filters = readListFilters(kind, params);
  const filtered = isFiltered(filters) || filters.sort !== 'recommended';
  const pageSuffix = filters.page > 0 ? ` – Halaman ${filters.page + 1}` : '';
  return pageMetadata({
    title: `${info.title}${pageSuffix}`,
    description: info.description,
    path: pageHref(info.path, {}, filtered ? 0 : filters.page),
    origin,
    image: MEDIA.icon(kind === 'ACCESSORY' ? 'accessory' : kind === 'COUPON' ? 'coupon' : 'package'),
    noIndex: filtered,
  });
}

/** A listing as the page shows it: what it is, the filters asked for, and what the API answered. */
interface ListingData extends Listing {
  info: ListingInfo;
  filters: ListFilters;
}

/** The chips of the filters in use, each a link to the same list without it. */
function activeFilters(data: ListingData): FilterChip[] {
  const { info, filters, facets } = data;
  const params = filterParams(info.kind, filters);
  const without = (key: string) => pageHref(info.path, { ...params, [key]: undefined }, 0);
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ label: `“${filters.q}”`, href: without('q') });
  if (filters.model) {
    const name = facets?.models.find((m) => m.code === filters.model)?.name ?? filters.model;
    chips.push({ label: `Model: ${name}`, href: without('model') });
  }
  if (filters.type) chips.push({ label: `${info.typeLabel}: ${typeLabel(info.kind, filters.type)}`, href: without(info.typeParam) });
  if (filters.band) chips.push({ label: filters.band.label, href: without('harga') });
  return chips;
}

function countText(data: ListingData): string {
  const { totalElements, filters, info, items } = data;
  if (totalElements === 0) return `0 ${info.noun}`;
  const from = filters.page * LIST_PAGE_SIZE + 1;
  const to = filters.page * LIST_PAGE_SIZE + items.length;
  if (items.length === 0) return `${totalElements} ${info.noun}`;
  return totalElements <= LIST_PAGE_SIZE ? `${totalElements} ${info.noun}` : `${from}–${to} dari ${totalElements} ${info.noun}`;
}

function EmptyState({ data, filters }: { data: ListingData; filters: ListFilters }) {
  const { info } = data;
  const pastEnd = data.totalElements > 0;
  return (
    <div className={styles.empty} role="status">
      <h2>{pastEnd ? 'Halaman ini kosong' : `Belum ada ${info.noun} yang cocok`}</h2>
      <p>
        {pastEnd
          ? `Daftar ${info.noun} ini hanya sampai halaman ${data.totalPages}.`
          : isFiltered(filters)
            ? 'Coba kata kunci lain, pilih model lain, atau hapus sebagian filter.'
            : `Saat ini belum ada ${info.noun} yang dijual. Silakan kembali lagi nanti.`}
      </p>
      {pastEnd ? (
        <Link className="button" href={pageHref(info.path, filterParams(info.kind, filters), 0)}>
          Ke halaman pertama
        </Link>
      ) : isFiltered(filters) ? (
        <Link className="button" href={info.path}>
          {`Lihat semua ${info.noun}`}
        </Link>
      ) : null}
    </div>
  );
}

/** A listing page (issue 4): h1, the filter form, the count, the cards (12 a page) and the pages. */
export function ListingPage({
  kind,
  filters,
  listing,
  origin,
  intro,
}: {
  kind: AftersalesKind;
  /** The filters of the query string (readListFilters). */
  filters: ListFilters;
  /** What loadListing answered for them. */
  listing: Listing;
  origin: string;
  intro?: string;
}) {
  const data: ListingData = { ...listing, info: LISTINGS[kind], filters };
  const { info, items } = data;
  const chips = activeFilters(data);
  const keepParams = filterParams(kind, filters);
  return (
    <>
      <Breadcrumbs items={[{ name: info.title }]} origin={origin} />
      <JsonLd
        data={[
          buildWebPage({ name: info.title, description: info.description, url: absoluteUrl(info.path, origin), keywords: info.keywords }),
          listingMarkup({ name: info.title, path: pageHref(info.path, keepParams, filters.page), origin, items }),
        ]}
      />
      <header className={styles.pageHead}>
        <h1>{info.title}</h1>
        <p className={styles.lead}>{intro ?? info.description}</p>
      </header>
      <ListingFilters info={info} filters={filters} facets={data.facets} />
      <section aria-labelledby={`hasil-${info.noun}`}>
        <div className={styles.resultBar}>
          <h2 id={`hasil-${info.noun}`} className={styles.count}>
            {`Menampilkan ${countText(data)}`}
          </h2>
        </div>
        <FilterChips chips={chips} label="Filter yang dipakai" className={styles.chips} />
        {items.length === 0 ? (
          <EmptyState data={data} filters={filters} />
        ) : (
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.code}>
                <ItemCard item={item} headingLevel={3} lazy={index >= 4} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={filters.page} totalPages={data.totalPages} path={info.path} params={keepParams} label={info.noun} />
      </section>
    </>
  );
}

/** What Next hands a listing route's page and generateMetadata. */
export type ListingRouteProps = { searchParams: Promise<SearchParams> };
