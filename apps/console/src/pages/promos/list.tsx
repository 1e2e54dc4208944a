import { PROMO_CATEGORIES } from '@kemudi/domain/contracts/promos';
import { staffPromoCalls, type StaffPromoRow } from '@kemudi/domain/contracts/staff-promos';
import { PROMO_STATUS_LABELS, PROMO_STATUSES } from '@kemudi/domain/promo-schedule';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type PromoSearch } from '../../search';
import { PromoStatusBadge } from './badges';
import { promoTargetsQuery } from './queries';

const route = getRouteApi('/_app/promo');

const columns: ListColumn<StaffPromoRow>[] = [
  {
    id: 'title',
    header: 'Judul',
    accessorKey: 'title',
    cell: ({ row }) => (
      <>
        <Link to="/promo/$slug" params={{ slug: row.original.slug }}>
          {row.original.title}
        </Link>
        <br />
        <small className="muted">
          {row.original.category}
          {row.original.isHero ? ' · Hero beranda' : ''}
        </small>
      </>
    ),
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <PromoStatusBadge status={row.original.status} /> },
  { id: 'target', header: 'Target', enableSorting: false, cell: ({ row }) => row.original.targetLabel },
  { id: 'startsAt', header: 'Mulai', accessorKey: 'startsAt', cell: ({ row }) => formatDateTime(row.original.startsAt) },
  { id: 'endsAt', header: 'Selesai', accessorKey: 'endsAt', cell: ({ row }) => formatDateTime(row.original.endsAt) },
  { id: 'updatedAt', header: 'Diubah', accessorKey: 'updatedAt', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
];

/** Promo: every promo and hero slide, by status, with search and filters in the URL. */
export function PromoListPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/promo' });
  const setSearch = useCallback(
    (patch: Partial<PromoSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<PromoSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['promos', 'list', search],
    queryFn: () => callApi(staffPromoCalls.list, { query: { ...search, page, size: 25 } }),
    placeholderData: keepPreviousData,
  });
  const targets = useQuery(promoTargetsQuery);
  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <section>
      <div className="page-head">
        <h1>Promo</h1>
        <div className="button-row">
          <Link className="button" to="/promo/flash-sale">
            Flash sale
          </Link>
          <Link className="button button-primary" to="/promo/baru">
            Buat promo
          </Link>
        </div>
      </div>
      <p className="muted">Promo tayang sendiri pada waktu mulainya dan hilang pada waktu selesainya (WIB). Promo bertanda hero tampil di banner beranda.</p>
      <ResourceList
        caption="Daftar promo"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'startsAt', dir: search.dir ?? 'desc' }}
        onSearch={setSearch}
        getRowId={(p) => p.slug}
        empty={<p>Tidak ada promo yang cocok dengan pencarian ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[{ value: '', label: 'Semua', count: all }, ...PROMO_STATUSES.map((s) => ({ value: s, label: PROMO_STATUS_LABELS[s], count: counts?.[s] }))]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari judul atau slug" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <FilterSelect
                label="Jenis"
                value={search.kind ?? ''}
                options={[{ value: 'hero', label: 'Hero beranda' }]}
                onChange={(kind) => setSearch({ kind: kind === 'hero' ? 'hero' : undefined, page: 0 })}
              />
              <FilterSelect
                label="Kategori"
                value={search.category ?? ''}
                options={PROMO_CATEGORIES.map((c) => ({ value: c, label: c }))}
                onChange={(category) => setSearch({ category: category === '' ? undefined : (category as PromoSearch['category']), page: 0 })}
              />
              <FilterSelect
                label="Berlaku di kota"
                value={search.city ?? ''}
                options={(targets.data?.cities ?? []).map((c) => ({ value: c.isocode, label: c.name }))}
                onChange={(city) => setSearch({ city: city === '' ? undefined : city, page: 0 })}
              />
            </div>
          </>
        }
      />
    </section>
  );
}
