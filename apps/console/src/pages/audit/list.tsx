import { staffCalls, type AuditEntry } from '@kemudi/domain/contracts/staff';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel } from '@kemudi/domain/staff-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { Changes } from '../../kit/detail';
import { FilterSelect, ResourceList, type ListColumn, type ListSearch } from '../../kit/resource-list';
import type { AuditSearch } from '../../search';

const route = getRouteApi('/_app/log-audit');

/** What the row is about: "Staf: Lina Marlina" (its name today, else the one the row kept), else the record's id. */
function recordOf(entry: AuditEntry): string {
  const entity = AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity;
  const kept = entry.after?.name ?? entry.before?.name;
  return `${entity}: ${entry.subject ?? (typeof kept === 'string' ? kept : (entry.entityId ?? '—'))}`;
}

const columns: ListColumn<AuditEntry>[] = [
  { id: 'at', header: 'Waktu', enableSorting: false, cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time> },
  { id: 'staff', header: 'Staf', enableSorting: false, cell: ({ row }) => row.original.staff?.name ?? 'Sistem' },
  { id: 'action', header: 'Tindakan', enableSorting: false, cell: ({ row }) => auditActionLabel(row.original.action) },
  {
    id: 'record',
    header: 'Data',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {recordOf(row.original)}
        <Changes entry={row.original} />
      </>
    ),
  },
  { id: 'ip', header: 'Alamat IP', enableSorting: false, cell: ({ row }) => row.original.ip ?? '—' },
];

/** Log Audit: every staff action, newest first, with filters in the URL. */
export function AuditListPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/log-audit' });
  const setSearch = useCallback(
    (patch: Partial<AuditSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<AuditSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['audit', search],
    queryFn: () => callApi(staffCalls.audit, { query: { ...search, page, size: 50 } }),
    placeholderData: keepPreviousData,
  });
  // The staff filter lists everyone (the list's largest page is enough for a dealer group's staff).
  const staff = useQuery({ queryKey: ['staff', 'list', 'all'], queryFn: () => callApi(staffCalls.list, { query: { size: 100, sort: 'name' } }) });
  return (
    <section>
      <h1>Log Audit</h1>
      <p className="muted">Setiap tindakan staf tercatat di sini dan tidak dapat diubah atau dihapus.</p>
      <ResourceList
        caption="Log audit"
        query={list}
        columns={columns}
        search={{ page }}
        onSearch={setSearch}
        getRowId={(entry) => String(entry.id)}
        empty={<p>Tidak ada catatan untuk filter ini.</p>}
        toolbar={
          <div className="filters">
            <FilterSelect
              label="Staf"
              value={search.staffId ?? ''}
              options={(staff.data?.content ?? []).map((m) => ({ value: m.id, label: m.name }))}
              onChange={(staffId) => setSearch({ staffId: staffId || undefined, page: 0 })}
            />
            <FilterSelect
              label="Tindakan"
              value={search.action ?? ''}
              options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
              onChange={(action) => setSearch({ action: action || undefined, page: 0 })}
            />
            <label className="filter">
              <span>Dari tanggal</span>
              <input type="date" value={search.from ?? ''} onChange={(e) => setSearch({ from: e.target.value || undefined, page: 0 })} />
            </label>
            <label className="filter">
              <span>Sampai tanggal</span>
              <input type="date" value={search.to ?? ''} onChange={(e) => setSearch({ to: e.target.value || undefined, page: 0 })} />
            </label>
          </div>
        }
      />
    </section>
  );
}
