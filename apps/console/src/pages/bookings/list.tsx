import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@kemudi/domain/bookings';
import { staffBookingCalls, type StaffBookingSummary } from '@kemudi/domain/contracts/staff-bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { NewRowsNotice, useNewRows } from '../../kit/new-rows';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type BookingSearch } from '../../search';
import { useMe } from '../../session';
import { NoAccessPage } from '../home';
import { branchesQuery } from '../staff/queries';
import { exportHref, kindOptions, kindsOf, statusTone } from './logic';

const route = getRouteApi('/_app/booking');

/** The status with its T-CARE stage ("Terkonfirmasi · Dikerjakan"). */
export function StatusBadge({ booking }: { booking: Pick<StaffBookingSummary, 'status' | 'statusLabel' | 'stageLabel'> }) {
  return (
    <>
      <span className={`badge badge-${statusTone(booking.status)}`}>{booking.statusLabel}</span>
      {booking.stageLabel ? <span className="badge badge-info">{booking.stageLabel}</span> : null}
    </>
  );
}

const columns: ListColumn<StaffBookingSummary>[] = [
  {
    id: 'bookingNo',
    header: 'Booking',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Link to="/booking/$no" params={{ no: row.original.bookingNo }}>
          {row.original.bookingNo}
        </Link>
        <br />
        <small className="muted">
          {row.original.kindLabel} · {row.original.title}
        </small>
      </>
    ),
  },
  {
    id: 'customer',
    header: 'Pelanggan',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {row.original.contact.name}
        <br />
        <small className="muted">{row.original.contact.phoneNumber}</small>
      </>
    ),
  },
  { id: 'slot', header: 'Jadwal', cell: ({ row }) => row.original.slotLabel ?? 'Tanpa jadwal' },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <StatusBadge booking={row.original} /> },
  { id: 'branch', header: 'Cabang', enableSorting: false, cell: ({ row }) => row.original.branch?.name ?? '—' },
  { id: 'assignee', header: 'Sales', enableSorting: false, cell: ({ row }) => row.original.assignee?.name ?? '—' },
  { id: 'created', header: 'Dibuat', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** Booking: every booking of the member's branches and kinds, live (polled every 10 s), with filters in the URL. */
export function BookingListPage() {
  const me = useMe();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/booking' });
  const setSearch = useCallback(
    (patch: Partial<BookingSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<BookingSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const query = { ...search, page, size: 25 };
  const list = useQuery({
    queryKey: ['bookings', 'list', query],
    queryFn: () => callApi(staffBookingCalls.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    enabled: kindsOf(me.role).length > 0,
  });
  const branches = useQuery(branchesQuery);
  const fresh = useNewRows(list.data?.counts.all, JSON.stringify({ ...search, page: undefined, sort: undefined, dir: undefined, status: undefined }));
  if (kindsOf(me.role).length === 0) return <NoAccessPage />;
  const counts = list.data?.counts;
  const mine = new Set(me.branches.map((b) => b.id));
  const branchOptions = (branches.data ?? []).filter((b) => me.role === 'group_admin' || mine.has(b.id)).map((b) => ({ value: b.slug, label: b.name }));
  const sellsCars = kindsOf(me.role).some((kind) => kind === 'test-drive');
  return (
    <section>
      <div className="page-head">
        <h1>Booking</h1>
        <a className="button" href={exportHref(query)} download>
          Unduh CSV
        </a>
      </div>
      <NewRowsNotice count={fresh} noun="booking" onShow={() => setSearch({ sort: 'created', dir: 'desc', page: 0 })} />
      <ResourceList
        caption="Daftar booking"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'slot', dir: search.dir ?? 'asc' }}
        onSearch={setSearch}
        getRowId={(b) => b.bookingNo}
        empty={<p>Tidak ada booking yang cocok dengan filter ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[{ value: '', label: 'Semua', count: counts?.all }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status], count: counts?.[status] }))]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari nomor booking, nama, HP atau email" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <FilterSelect
                label="Jenis"
                value={search.kind ?? ''}
                options={kindOptions(me.role)}
                onChange={(kind) => setSearch({ kind: kind === '' ? undefined : (kind as BookingSearch['kind']), page: 0 })}
              />
              {branchOptions.length > 1 ? (
                <FilterSelect label="Cabang" value={search.branch ?? ''} options={branchOptions} onChange={(branch) => setSearch({ branch: branch || undefined, page: 0 })} />
              ) : null}
              {sellsCars ? (
                <FilterSelect
                  label="Sales"
                  value={search.assignee ?? ''}
                  options={[
                    { value: 'me', label: 'Saya' },
                    { value: 'none', label: 'Belum ditangani' },
                  ]}
                  onChange={(assignee) => setSearch({ assignee: assignee === '' ? undefined : (assignee), page: 0 })}
                />
              ) : null}
              <label className="filter">
                <span>Jadwal dari</span>
                <input type="date" value={search.from ?? ''} onChange={(e) => setSearch({ from: e.target.value || undefined, page: 0 })} />
              </label>
              <label className="filter">
                <span>Jadwal sampai</span>
                <input type="date" value={search.to ?? ''} onChange={(e) => setSearch({ to: e.target.value || undefined, page: 0 })} />
              </label>
            </div>
          </>
        }
      />
    </section>
  );
}
