import { STAFF_LEAD_EXPORTS, staffLeadCalls, type LeadSummary } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, SALES_LEAD_KINDS } from '@kemudi/domain/leads';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type LeadSearch } from '../../search';
import { BranchPeriodFilters, ContactCell, CsvLink, LeadStatusBadge, NewRowsNotice, usePolledQueue } from './parts';

const route = getRouteApi('/_app/leads');

const columns: ListColumn<LeadSummary>[] = [
  {
    id: 'lead',
    header: 'Lead',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <Link to="/leads/$id" params={{ id: row.original.id }}>
          {row.original.leadNo}
        </Link>
        <br />
        <small className="muted">{LEAD_KIND_LABELS[row.original.kind]}</small>
      </>
    ),
  },
  { id: 'name', header: 'Pelanggan', accessorKey: 'name', cell: ({ row }) => <ContactCell name={row.original.name} phone={row.original.phoneNumber} email={row.original.email} /> },
  { id: 'car', header: 'Mobil', enableSorting: false, cell: ({ row }) => row.original.car ?? '—' },
  { id: 'branch', header: 'Cabang', enableSorting: false, cell: ({ row }) => row.original.branch?.name ?? '—' },
  { id: 'assignee', header: 'Sales', enableSorting: false, cell: ({ row }) => row.original.assignee?.name ?? <span className="muted">Belum ditangani</span> },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <LeadStatusBadge status={row.original.status} overdue={row.original.overdue} /> },
  {
    id: 'createdAt',
    header: 'Masuk',
    accessorKey: 'createdAt',
    cell: ({ row }) => (
      <>
        {formatDateTime(row.original.createdAt)}
        {row.original.status === 'baru' ? (
          <>
            <br />
            <small className={row.original.overdue ? 'field-error' : 'muted'}>Hubungi sebelum {formatDateTime(row.original.dueAt)}</small>
          </>
        ) : null}
      </>
    ),
  },
];

/** Leads: the sales queue, overdue first, with filters, search, sort, paging and counts in the URL; polled every 10 s. */
export function LeadListPage(): ReactNode {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/leads' });
  const setSearch = useCallback(
    (patch: Partial<LeadSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<LeadSearch>) }), replace: true }),
    [navigate],
  );
  const { page, list } = usePolledQueue('leads', search, (query) => callApi(staffLeadCalls.list, { query }));
  const counts = list.data?.counts;
  return (
    <section>
      <div className="page-head">
        <h1>Leads</h1>
        <CsvLink path={STAFF_LEAD_EXPORTS.leads} filters={search} />
      </div>
      <p className="muted">
        Lead baru harus dihubungi dalam {list.data?.firstContactHours ?? '…'} jam; yang terlambat tampil paling atas dengan tanda <strong>Terlambat</strong>. Daftar ini
        diperbarui otomatis setiap 10 detik.
      </p>
      <NewRowsNotice total={list.data?.counts.all} filters={search} noun="lead" />
      <ResourceList
        caption="Daftar leads"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'createdAt', dir: search.dir ?? 'desc' }}
        onSearch={setSearch}
        getRowId={(lead) => lead.id}
        empty={<p>Tidak ada lead yang cocok dengan filter ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[{ value: '', label: 'Semua', count: counts?.all }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s], count: counts?.[s] }))]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari nomor lead, nama, HP atau email" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <label className="filter checkbox">
                <input type="checkbox" checked={search.overdue === 'true'} onChange={(e) => setSearch({ overdue: e.target.checked ? 'true' : undefined, page: 0 })} />
                <span>Hanya yang terlambat{counts ? ` (${counts.overdue})` : ''}</span>
              </label>
              <FilterSelect
                label="Jenis"
                value={search.kind ?? ''}
                options={SALES_LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }))}
                onChange={(kind) => setSearch({ kind: kind === '' ? undefined : (kind as LeadSearch['kind']), page: 0 })}
              />
              <FilterSelect
                label="Penanganan"
                value={search.assignee ?? ''}
                options={[
                  { value: 'me', label: 'Lead saya' },
                  { value: 'none', label: 'Belum ditangani' },
                ]}
                onChange={(assignee) => setSearch({ assignee: assignee === '' ? undefined : (assignee), page: 0 })}
              />
              <BranchPeriodFilters search={search} onChange={setSearch} />
            </div>
          </>
        }
      />
    </section>
  );
}
