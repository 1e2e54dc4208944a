import { staffCalls, type StaffMember } from '@kemudi/domain/contracts/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@kemudi/domain/staff-roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { callApi } from '../../api';
import { formatDateTime } from '../../format';
import { CountTabs, FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { cleanPatch, type StaffSearch } from '../../search';
import { StaffBadges } from './badges';
import { branchesQuery } from './queries';

const route = getRouteApi('/_app/staf');

const columns: ListColumn<StaffMember>[] = [
  {
    id: 'name',
    header: 'Nama',
    accessorKey: 'name',
    cell: ({ row }) => (
      <>
        <Link to="/staf/$id" params={{ id: row.original.id }}>
          {row.original.name}
        </Link>
        <br />
        <small className="muted">{row.original.email}</small>
      </>
    ),
  },
  { id: 'role', header: 'Peran', accessorKey: 'role', cell: ({ row }) => STAFF_ROLE_LABELS[row.original.role] },
  {
    id: 'branches',
    header: 'Cabang',
    enableSorting: false,
    cell: ({ row }) => (row.original.role === 'group_admin' ? 'Semua cabang' : row.original.branches.map((b) => b.name).join(', ') || '—'),
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <StaffBadges member={row.original} /> },
  { id: 'lastLoginAt', header: 'Masuk terakhir', accessorKey: 'lastLoginAt', cell: ({ row }) => formatDateTime(row.original.lastLoginAt) },
  { id: 'createdAt', header: 'Ditambahkan', accessorKey: 'createdAt', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** Staf: every staff member, with search, filters, sort, paging and counts in the URL. */
export function StaffListPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/staf' });
  const setSearch = useCallback(
    (patch: Partial<StaffSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<StaffSearch>) }), replace: true }),
    [navigate],
  );
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['staff', 'list', search],
    queryFn: () => callApi(staffCalls.list, { query: { ...search, page, size: 20 } }),
    placeholderData: keepPreviousData,
  });
  const branches = useQuery(branchesQuery);
  const counts = list.data?.counts;
  return (
    <section>
      <div className="page-head">
        <h1>Staf</h1>
        <Link className="button button-primary" to="/staf/baru">
          Tambah staf
        </Link>
      </div>
      <ResourceList
        caption="Daftar staf"
        query={list}
        columns={columns}
        search={{ page, sort: search.sort ?? 'name', dir: search.dir ?? 'asc' }}
        onSearch={setSearch}
        getRowId={(m) => m.id}
        empty={<p>Tidak ada staf yang cocok dengan pencarian ini.</p>}
        toolbar={
          <>
            <CountTabs
              label="Status"
              value={search.status ?? ''}
              tabs={[
                { value: '', label: 'Semua', count: counts?.all },
                { value: 'active', label: 'Aktif', count: counts?.active },
                { value: 'invited', label: 'Diundang', count: counts?.invited },
                { value: 'inactive', label: 'Nonaktif', count: counts?.inactive },
              ]}
              onChange={(status) => setSearch(cleanPatch({ status, page: 0 }))}
            />
            <div className="filters">
              <SearchBox label="Cari nama atau email" value={search.q ?? ''} onSearch={(q) => setSearch(cleanPatch({ q, page: 0 }))} />
              <FilterSelect
                label="Peran"
                value={search.role ?? ''}
                options={STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))}
                onChange={(role) => setSearch({ role: role === '' ? undefined : (role as StaffSearch['role']), page: 0 })}
              />
              <FilterSelect
                label="Cabang"
                value={search.branchId ? String(search.branchId) : ''}
                options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
                onChange={(id) => setSearch({ branchId: id === '' ? undefined : Number(id), page: 0 })}
              />
            </div>
          </>
        }
      />
    </section>
  );
}
