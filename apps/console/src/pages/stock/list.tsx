import { STOCK_KIND_LABELS, STOCK_KINDS, staffStockCalls, type StockRow } from '@kemudi/domain/contracts/staff-stock';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { Dialog } from '../../kit/dialog';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SubmitButton, TextField } from '../../kit/form';
import { FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import type { StockSearch } from '../../search';

const route = getRouteApi('/_app/stok');

/** A whole count from what staff type ("1.200" included), or null. */
export function parseCountInput(text: string): number | null {
  const digits = text.trim().replace(/\./g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) : null;
}

function EditDialog({ item, onClose }: { item: StockRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(String(item.available));
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (available: number) => callApi(staffStockCalls.update, { params: { code: item.code }, body: { available, expected: item.available, reason } }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['stock'] });
      setFlash(
        saved.available === 0
          ? `Stok ${saved.name} 0: situs menampilkan "Stok habis" dalam beberapa detik.`
          : `Stok ${saved.name} menjadi ${saved.available.toLocaleString('id-ID')}. Situs mengikutinya dalam beberapa detik.`,
      );
      onClose();
    },
    // Someone sold or saved in between: the list shows the count now, and the dialog says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['stock'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parseCountInput(count);
    if (value === null) return setFieldError('Isi stok dengan bilangan bulat, mis. 12');
    setFieldError(null);
    save.mutate(value);
  };
  return (
    <Dialog title="Ubah stok" onClose={onClose}>
      <p>
        <strong>{item.name}</strong> <span className="muted">({item.code})</span>
        <br />
        <span className="muted">Stok saat ini: {item.available.toLocaleString('id-ID')}</span>
      </p>
      <form onSubmit={submit} noValidate>
        {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        <TextField label="Stok baru" inputMode="numeric" value={count} error={fieldError} onChange={(e) => setCount(e.target.value)} required />
        <TextField label="Alasan perubahan" hint="Mis. Stok opname, barang datang. Tercatat di log audit." value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
        <div className="button-row">
          <SubmitButton pending={save.isPending}>Simpan stok</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Stok: what is left to sell of accessories, spare parts and service coupons; low first on demand. */
export function StockListPage(): ReactElement {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/stok' });
  const setSearch = useCallback(
    (patch: Partial<StockSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<StockSearch>) }), replace: true }),
    [navigate],
  );
  const [editing, setEditing] = useState<StockRow | null>(null);
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['stock', 'list', search],
    queryFn: () => callApi(staffStockCalls.list, { query: { ...search, page, size: 50 } }),
    placeholderData: keepPreviousData,
  });
  const threshold = list.data?.threshold ?? 5;
  const columns: ListColumn<StockRow>[] = [
    {
      id: 'name',
      header: 'Barang',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <a href={row.original.url}>{row.original.name}</a>
          <br />
          <small className="muted">{row.original.code}</small>
        </>
      ),
    },
    { id: 'kind', header: 'Jenis', enableSorting: false, cell: ({ row }) => STOCK_KIND_LABELS[row.original.kind] },
    {
      id: 'available',
      header: 'Stok',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {row.original.available.toLocaleString('id-ID')}{' '}
          {row.original.available === 0 ? (
            <span className="badge badge-danger">Habis</span>
          ) : row.original.available <= threshold ? (
            <span className="badge badge-warn">Menipis</span>
          ) : null}
        </>
      ),
    },
    { id: 'updated', header: 'Terakhir berubah', enableSorting: false, cell: ({ row }) => formatDateTime(row.original.updatedAt) },
    {
      id: 'actions',
      header: 'Aksi',
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" className="button" aria-label={`Ubah stok ${row.original.name}`} onClick={() => setEditing(row.original)}>
          Ubah
        </button>
      ),
    },
  ];
  return (
    <section>
      <h1>Stok</h1>
      <p className="muted">
        Sisa stok aksesoris, suku cadang dan kupon servis yang dapat dipesan di situs. Checkout mengurangi stok, pesanan yang batal mengembalikannya. Stok 0
        tampil sebagai &quot;Stok habis&quot; di situs dalam beberapa detik. Mobil test drive dan armada Cubain diatur di halaman tiap cabang.
      </p>
      <FlashNotice tone="success" />
      <ResourceList
        caption="Daftar stok"
        query={list}
        columns={columns}
        search={{ page }}
        onSearch={setSearch}
        getRowId={(row) => row.code}
        empty={<p>Tidak ada barang untuk filter ini.</p>}
        toolbar={
          <div className="filters">
            <SearchBox label="Cari kode atau nama barang" value={search.q ?? ''} onSearch={(q) => setSearch({ q: q || undefined, page: 0 })} />
            <FilterSelect
              label="Jenis"
              value={search.kind ?? ''}
              options={STOCK_KINDS.map((k) => ({ value: k, label: STOCK_KIND_LABELS[k] }))}
              onChange={(kind) => setSearch({ kind: (kind || undefined) as StockSearch['kind'], page: 0 })}
            />
            <label className="checkbox">
              <input type="checkbox" checked={search.low === 'true'} onChange={(e) => setSearch({ low: e.target.checked ? 'true' : undefined, page: 0 })} />
              <span>Hanya yang menipis (≤ {threshold})</span>
            </label>
          </div>
        }
      />
      {editing ? <EditDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
