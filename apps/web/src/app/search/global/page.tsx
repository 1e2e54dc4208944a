import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { EmptyResults, ShortQuery } from '@/components/search-results/empty-state';
import { buildResultItemList } from '@/components/search-results/markup';
import { ResultList } from '@/components/search-results/result-list';
import { ResultTabs } from '@/components/search-results/result-tabs';
import { SearchResultsForm } from '@/components/search-results/search-form';
import styles from '@/components/search-results/search-results.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import {
  kindOfSlug,
  MIN_SEARCH_LENGTH,
  normalizeQuery,
  RESULTS_PAGE_SIZE,
  type ResultGroup,
  resultsHref,
  SEARCH_RESULTS_PATH,
  type SearchResults,
  shownItems,
} from '@/lib/search-results';
import { firstParam, pageIndex, type SearchParams } from '@/lib/search-params';
import { loadPopularSearches, loadSearchResults } from '@/server/search-results';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API (it may not be running then).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

async function readParams(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const text = normalizeQuery(firstParam(params.text));
  const kind = kindOfSlug(firstParam(params.jenis));
  return { text, kind, page: kind ? pageIndex(params.page) : 0, searchable: text.length >= MIN_SEARCH_LENGTH };
}

const headingOf = (text: string) => (text ? `Hasil pencarian “${text}”` : 'Cari di Kemudi Toyota');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ text, kind, page }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const title = `${headingOf(text)}${kind ? ` — ${kind.label}` : ''}${page > 0 ? ` — Halaman ${page + 1}` : ''}`;
  return pageMetadata({
    title,
    description: text
      ? `Hasil pencarian “${text}” di Kemudi Toyota: mobil baru, mobil bekas, aksesoris, kupon servis, promo, dan artikel.`
      : 'Cari mobil baru, mobil bekas, aksesoris, suku cadang, kupon servis, promo, dan artikel di Kemudi Toyota.',
    path: resultsHref(text, kind, page),
    origin,
    // Result pages are for visitors, not for search engines' indexes (issue 4); links are still followed.
    noIndex: true,
  });
}

export default async function SearchResultsPage({ searchParams }: Props) {
  const [{ text, kind, page, searchable }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  // §5/§9: fewer than 3 characters are never sent to the API.
  const [results, popular] = await Promise.all([
    searchable ? loadSearchResults(text, kind, page) : Promise.resolve(null),
    loadPopularSearches(),
  ]);
  const heading = headingOf(text);
  const url = absoluteUrl(resultsHref(text, kind, page), origin);
  const shown = results ? shownItems(results) : [];

  return (
    <>
      <Breadcrumbs
        origin={origin}
        items={text ? [{ name: 'Pencarian', href: SEARCH_RESULTS_PATH }, { name: `“${text}”` }] : [{ name: 'Pencarian' }]}
      />
      <JsonLd
        data={[
          buildWebPage({
            name: heading,
            description: `Hasil pencarian di Kemudi Toyota${text ? ` untuk “${text}”` : ''}.`,
            url,
            keywords: text ? [text] : [],
          }),
          ...(shown.length > 0 ? [buildResultItemList(url, heading, shown, origin, kind ? page * RESULTS_PAGE_SIZE + 1 : 1)] : []),
        ]}
      />
      <header className={styles.header}>
        <h1>{heading}</h1>
      </header>
      <SearchResultsForm text={text} />
      {results === null ? (
        <ShortQuery text={text} popular={popular} />
      ) : (
        <Results results={results} popular={popular} />
      )}
    </>
  );
}

function Results({ results, popular }: { results: SearchResults; popular: readonly string[] }) {
  const { text, correctedText, total, groups, kind } = results;
  return (
    <>
      {correctedText ? (
        <p className={styles.message} role="status">
          Menampilkan hasil untuk <strong>{correctedText}</strong>, bukan “{text}”.
        </p>
      ) : null}
      {total === 0 ? (
        <EmptyResults text={text} popular={popular} />
      ) : (
        <>
          <p className={styles.summary}>
            <strong>{total}</strong> hasil untuk “{text}”
          </p>
          <ResultTabs text={text} total={total} groups={groups} current={kind} />
          {kind ? <KindPage results={results} /> : groups.map((group, index) => <GroupSection key={group.kind.kind} text={text} group={group} first={index === 0} />)}
        </>
      )}
    </>
  );
}

/** "Semua": one section per kind with its first results and a link to its tab. */
function GroupSection({ text, group, first }: { text: string; group: ResultGroup; first: boolean }) {
  const id = `group-${group.kind.slug}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 id={id}>
          {group.kind.label} <span className={styles.tabCount}>({group.total})</span>
        </h2>
        {group.total > group.items.length ? (
          <Link href={resultsHref(text, group.kind, 0)}>
            Lihat semua {group.total} hasil {group.kind.label}
          </Link>
        ) : null}
      </div>
      <ResultList items={group.items} eager={first ? 4 : 0} showKind={false} />
    </section>
  );
}

/** One kind's tab: a page of its results with the pagination. */
function KindPage({ results }: { results: SearchResults }) {
  const { text, kind, page, totalPages, groups } = results;
  if (!kind) return null;
  const group = groups.find((g) => g.kind.kind === kind.kind);
  const items = group?.items ?? [];
  const from = page * RESULTS_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="kind-results" className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 id="kind-results">{kind.label}</h2>
      </div>
      {items.length === 0 ? (
        <p className={styles.message}>
          {group ? `Tidak ada hasil ${kind.label} di halaman ini.` : `Tidak ada hasil ${kind.label} untuk “${text}”.`}{' '}
          <Link href={group ? resultsHref(text, kind, 0) : resultsHref(text, undefined, 0)}>
            {group ? `Kembali ke halaman pertama ${kind.label}` : 'Lihat semua hasil'}
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.pageInfo}>
            Menampilkan {from}–{from + items.length - 1} dari {group?.total ?? items.length} hasil {kind.label}
          </p>
          <ResultList items={items} eager={4} showKind={false} />
        </>
      )}
      <Pagination page={page} totalPages={totalPages} path={SEARCH_RESULTS_PATH} params={{ text, jenis: kind.slug }} label={`hasil ${kind.label}`} />
    </section>
  );
}
