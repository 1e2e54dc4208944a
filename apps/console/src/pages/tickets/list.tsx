import { STAFF_LEAD_EXPORTS, staffTicketCalls, type TicketSummary } from '@kemudi/domain/contracts/staff-leads';
import { TICKET_STATUS_LABELS, TICKET_STATUSES } from '@kemudi/domain/leads';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type TicketSearch } from '../../search';
import { BranchPeriodFilters, ContactCell, CsvLink, NewRowsNotice, TicketStatusBadge, usePolledQueue } from '../leads/parts';

const route = getRouteApi('/_app/tiket');

const columns: ListColumn<TicketSummary>[] = [
  {
    id: 'ticket',
    header: 'Tiket',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Link to="/tiket/$id" params={{ id: row.original.id }}>
          {row.original.ticketNo}
        </Link>
        <br />
        <small className="muted">{row.original.topic}</small>
      </>
    ),
  },
  { id: 'name', header: 'Pelanggan', accessorKey: 'name', cell: ({ row }) => <ContactCell name={row.original.name} phone={row.original.phoneNumber} email={row.original.email} /> },
  { id: 'branch', header: 'Cabang', enableSorting: false, cell: ({ row }) => row.original.branch?.name ?? '—' },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <TicketStatusBadge status={row.original.status} /> },
  { id: 'updatedAt', header: 'Terakhir diperbarui', accessorKey: 'updatedAt', cell: ({ row }) => formatDateTime(row.original.updatedAt) },
  { id: 'createdAt', header: 'Masuk', accessorKey: 'createdAt', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** Tiket: the Hubungi Kami questions, the last changed first, with filters in the URL; polled every 10 s. */
export function TicketListPage(): ReactNode {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/tiket' });
  const setSearch = useCallback(
    (patch: Partial<TicketSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<TicketSearch>) }), replace: true }),
    [navigate],
  );
  const { page, list } = usePolledQueue('tickets', search, (query) => callApi(staffTicketCalls.list, { query }));
  const counts = list.data?.counts;
  return (
    <section>
      <div className="page-head">
        <h1>Tiket</h1>
        <CsvLink path={STAFF_LEAD_EXPORTS.tickets} filters={search} />
      </div>
      <p className="muted">Pertanyaan dari halaman Hubungi Kami. Daftar ini diperbarui otomatis setiap 10 detik.</p>
      <NewRowsNotice total={list.data?.counts.all} filters={search} noun="tiket" />
      <ResourceList
        caption="Daftar tiket"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'updatedAt', dir: search.dir ?? 'desc' }}
        onSearch={setSearch}
        getRowId={(ticket) => ticket.id}
        empty={<p>Tidak ada tiket yang cocok dengan filter ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[{ value: '', label: 'Semua', count: counts?.all }, ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s], count: counts?.[s] }))]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari nomor tiket, nama, HP atau email" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <BranchPeriodFilters search={search} onChange={setSearch} />
            </div>
          </>
        }
      />
    </section>
  );
}
