import { NEWS_CATEGORIES } from '@kemudi/domain/contracts/editorial';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, staffContentCalls, type StaffArticleRow } from '@kemudi/domain/contracts/staff-content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactElement } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch } from '../../search';
import { ArticleStatusBadge } from './badges';
import type { ArticleSearch } from './search';
import { ContentTabs } from './tabs';

const route = getRouteApi('/_app/konten');

const columns: ListColumn<StaffArticleRow>[] = [
  {
    id: 'title',
    header: 'Judul',
    accessorKey: 'title',
    cell: ({ row }) => (
      <>
        <Link to="/konten/artikel/$slug" params={{ slug: row.original.slug }}>
          {row.original.title}
        </Link>
        <br />
        <small className="muted">
          {row.original.category} · {row.original.author}
        </small>
      </>
    ),
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <ArticleStatusBadge status={row.original.status} /> },
  { id: 'publishedAt', header: 'Waktu tayang', accessorKey: 'publishedAt', cell: ({ row }) => formatDateTime(row.original.publishedAt) },
  { id: 'updatedAt', header: 'Diubah', accessorKey: 'updatedAt', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
];

/** Konten → Artikel: every news and tips article by status, with search and filters in the URL. */
export function ArticleListPage(): ReactElement {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/konten' });
  const setSearch = useCallback(
    (patch: Partial<ArticleSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<ArticleSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['articles', 'list', search],
    queryFn: () => callApi(staffContentCalls.articles, { query: { ...search, page, size: 25 } }),
    placeholderData: keepPreviousData,
  });
  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <section>
      <div className="page-head">
        <h1>Konten</h1>
        <div className="button-row">
          <Link className="button button-primary" to="/konten/artikel/baru">
            Tulis artikel
          </Link>
        </div>
      </div>
      <ContentTabs />
      <p className="muted">Artikel Berita &amp; Tips. Artikel yang ditayangkan muncul di situs pada waktu tayangnya (WIB), di daftar berita dan sitemap.</p>
      <ResourceList
        caption="Daftar artikel"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'publishedAt', dir: search.dir ?? 'desc' }}
        onSearch={setSearch}
        getRowId={(a) => a.slug}
        empty={<p>Tidak ada artikel yang cocok dengan pencarian ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[{ value: '', label: 'Semua', count: all }, ...ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s], count: counts?.[s] }))]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari judul atau slug" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <FilterSelect
                label="Kategori"
                value={search.category ?? ''}
                options={NEWS_CATEGORIES.map((c) => ({ value: c, label: c }))}
                onChange={(category) => setSearch({ category: category === '' ? undefined : (category as ArticleSearch['category']), page: 0 })}
              />
            </div>
          </>
        }
      />
    </section>
  );
}
