import { ORDER_STATUSES, orderStatusLabel } from '@kemudi/domain/commerce';
import { queryOf } from '@kemudi/domain/contracts/call';
import {
  STAFF_ORDER_PAYMENT_FILTERS,
  STAFF_ORDER_PAYMENT_LABELS,
  STAFF_ORDER_REFUND_FILTER_LABELS,
  STAFF_ORDER_REFUND_FILTERS,
  STAFF_ORDERS_EXPORT_PATH,
  staffOrderCalls,
  type StaffOrderRow,
} from '@kemudi/domain/contracts/staff-orders';
import { formatRupiah } from '@kemudi/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type OrderSearch } from '../../search';
import { OrderBadges } from './badges';

const route = getRouteApi('/_app/pesanan');

/** New orders appear without a reload: the list asks again every 10 seconds. */
export const ORDERS_POLL_MS = 10_000;

const columns: ListColumn<StaffOrderRow>[] = [
  {
    id: 'orderNo',
    header: 'Pesanan',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Link to="/pesanan/$no" params={{ no: row.original.orderNo }}>
          {row.original.orderNo}
        </Link>
        <br />
        <small className="muted">{row.original.title}</small>
      </>
    ),
  },
  {
    id: 'customer',
    header: 'Pelanggan',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {row.original.customer.name}
        <br />
        <small className="muted">{row.original.customer.phone}</small>
      </>
    ),
  },
  { id: 'branch', header: 'Cabang', enableSorting: false, cell: ({ row }) => row.original.branchName },
  { id: 'total', header: 'Total', accessorKey: 'total', cell: ({ row }) => formatRupiah(row.original.total) },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <OrderBadges order={row.original} /> },
  { id: 'created', header: 'Dibuat', accessorKey: 'createdAt', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** Pesanan: the orders of the member's branches, with filters, search, sort and paging in the URL; polled every 10 s. */
export function OrderListPage(): ReactNode {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/pesanan' });
  const setSearch = useCallback(
    (patch: Partial<OrderSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<OrderSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const query = { ...search, page, size: 25 };
  const list = useQuery({
    queryKey: ['orders', 'list', search],
    queryFn: () => callApi(staffOrderCalls.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_POLL_MS,
  });
  // "N baru": orders that arrived (under these filters) since the list was first shown.
  const [seen, setSeen] = useState<{ key: string; total: number } | null>(null);
  const key = JSON.stringify({ ...search, page: undefined, sort: undefined, dir: undefined });
  const total = list.isPlaceholderData ? undefined : list.data?.counts.all;
  // Other filters: their first answer is the new starting point (React's "state from props" pattern).
  if (total !== undefined && (seen === null || seen.key !== key)) setSeen({ key, total });
  const fresh = total !== undefined && seen?.key === key ? total - seen.total : 0;
  const counts = list.data?.counts;
  const { page: _page, ...filters } = search;
  return (
    <section>
      <div className="page-head">
        <h1>Pesanan</h1>
        <a className="button" href={`${STAFF_ORDERS_EXPORT_PATH}${queryOf(filters)}`} download>
          Unduh CSV
        </a>
      </div>
      {fresh > 0 ? (
        <p className="notice notice-info" role="status">
          {fresh} pesanan baru.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSeen({ key, total: total ?? 0 });
              setSearch({ page: 0, sort: undefined, dir: undefined });
            }}
          >
            Tampilkan yang terbaru
          </button>
        </p>
      ) : null}
      <ResourceList
        caption="Daftar pesanan"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'created', dir: search.dir ?? 'desc' }}
        onSearch={setSearch}
        getRowId={(o) => o.orderNo}
        empty={<p>Tidak ada pesanan yang cocok dengan filter ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[
                { value: '', label: 'Semua', count: counts?.all },
                ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status, 'pickup').replace('Siap diambil', 'Siap'), count: counts?.[status] })),
              ]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari nomor pesanan, nama, HP atau email" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <FilterSelect
                label="Pembayaran"
                value={search.payment ?? ''}
                options={STAFF_ORDER_PAYMENT_FILTERS.map((value) => ({ value, label: STAFF_ORDER_PAYMENT_LABELS[value] }))}
                onChange={(payment) => setSearch({ payment: payment === '' ? undefined : (payment as OrderSearch['payment']), page: 0 })}
              />
              <FilterSelect
                label="Refund"
                value={search.refund ?? ''}
                options={STAFF_ORDER_REFUND_FILTERS.map((value) => ({ value, label: STAFF_ORDER_REFUND_FILTER_LABELS[value] }))}
                onChange={(refund) => setSearch({ refund: refund === '' ? undefined : (refund as OrderSearch['refund']), page: 0 })}
              />
              <label className="filter">
                <span>Dari tanggal</span>
                <input type="date" value={search.from ?? ''} onChange={(e) => setSearch(cleanPatch({ from: e.target.value, page: 0 }))} />
              </label>
              <label className="filter">
                <span>Sampai tanggal</span>
                <input type="date" value={search.to ?? ''} onChange={(e) => setSearch(cleanPatch({ to: e.target.value, page: 0 }))} />
              </label>
            </div>
          </>
        }
      />
    </section>
  );
}
