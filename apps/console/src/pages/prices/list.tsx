import { PRICE_SOURCE_LABELS, staffPriceCalls, type PriceColor, type PriceHistoryEntry, type PriceRow } from '@kemudi/domain/contracts/staff-prices';
import { formatRupiah } from '@kemudi/domain/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime, parseRupiahInput } from '../../format';
import { Dialog } from '../../kit/dialog';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SubmitButton, TextField } from '../../kit/form';
import { FilterSelect, ResourceList, SearchBox, type ListColumn, type ListSearch } from '../../kit/resource-list';
import { SimpleTable } from '../../kit/simple-table';
import type { PriceSearch } from '../../search';

const route = getRouteApi('/_app/harga');

/** What is being edited or looked at: an OTR price or a colour's surcharge. */
type Target = { kind: 'otr'; row: PriceRow } | { kind: 'color'; color: PriceColor };

const targetTitle = (t: Target) => (t.kind === 'otr' ? `${t.row.modelName} ${t.row.variantName} · ${t.row.cityName}` : `${t.color.modelName} · warna ${t.color.name}`);
const targetPrice = (t: Target) => (t.kind === 'otr' ? t.row.price : t.color.extraPrice);

function EditDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(String(targetPrice(target)));
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (value: number): Promise<unknown> =>
      target.kind === 'otr'
        ? callApi(staffPriceCalls.update, { body: { variantCode: target.row.variantCode, cityIsocode: target.row.cityIsocode, price: value, reason } })
        : callApi(staffPriceCalls.updateColor, { params: { id: target.color.id }, body: { extraPrice: value, reason } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['prices'] });
      setFlash(`Harga ${targetTitle(target)} disimpan. Situs menampilkannya dalam beberapa detik.`);
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parseRupiahInput(price);
    if (value === null) return setFieldError('Isi harga dalam rupiah, mis. 275.000.000');
    setFieldError(null);
    save.mutate(value);
  };
  return (
    <Dialog title={target.kind === 'otr' ? 'Ubah harga OTR' : 'Ubah biaya tambahan warna'} onClose={onClose}>
      <p>
        <strong>{targetTitle(target)}</strong>
        <br />
        <span className="muted">Harga saat ini: {formatRupiah(targetPrice(target))}</span>
      </p>
      <form onSubmit={submit} noValidate>
        {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        <TextField
          label={target.kind === 'otr' ? 'Harga OTR baru (Rp)' : 'Biaya tambahan baru (Rp)'}
          inputMode="numeric"
          value={price}
          error={fieldError}
          onChange={(e) => setPrice(e.target.value)}
          required
        />
        <TextField label="Alasan perubahan" hint="Tercatat di riwayat harga dan log audit." value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={300} />
        <div className="button-row">
          <SubmitButton pending={save.isPending}>Simpan harga</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

const historyRow = (entry: PriceHistoryEntry) => (
  <tr key={entry.id}>
    <td>
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
    </td>
    <td>{entry.staff ?? 'Sistem dealer'}</td>
    <td className="price">{formatRupiah(entry.from)}</td>
    <td className="price">{formatRupiah(entry.to)}</td>
    <td>
      {PRICE_SOURCE_LABELS[entry.source]}
      {entry.reason ? <small className="muted"> · {entry.reason}</small> : null}
    </td>
  </tr>
);

function HistoryDrawer({ target, onClose }: { target: Target; onClose: () => void }) {
  const query =
    target.kind === 'otr'
      ? { variantCode: target.row.variantCode, ...(target.row.cityIsocode ? { city: target.row.cityIsocode } : {}) }
      : { colorId: target.color.id };
  const history = useQuery({ queryKey: ['prices', 'history', query], queryFn: () => callApi(staffPriceCalls.history, { query }) });
  return (
    <Dialog title="Riwayat harga" variant="drawer" onClose={onClose}>
      <p>
        <strong>{targetTitle(target)}</strong>
      </p>
      {history.isError ? <Notice tone="error">{errorMessage(history.error)}</Notice> : null}
      {history.data && history.data.length === 0 ? <p className="muted">Belum ada perubahan sejak data awal.</p> : null}
      {history.data && history.data.length > 0 ? (
        <SimpleTable caption="Riwayat harga" headers={['Waktu', 'Oleh', 'Dari', 'Menjadi', 'Sumber']}>
          {history.data.map(historyRow)}
        </SimpleTable>
      ) : null}
    </Dialog>
  );
}

function RowActions({ target, onEdit, onHistory }: { target: Target; onEdit: (t: Target) => void; onHistory: (t: Target) => void }) {
  const name = targetTitle(target);
  return (
    <div className="button-row">
      <button type="button" className="button" aria-label={`Ubah harga ${name}`} onClick={() => onEdit(target)}>
        Ubah
      </button>
      <button type="button" className="button" aria-label={`Riwayat harga ${name}`} onClick={() => onHistory(target)}>
        Riwayat
      </button>
    </div>
  );
}

function ColorSurcharges({ model, onEdit, onHistory }: { model: string; onEdit: (t: Target) => void; onHistory: (t: Target) => void }) {
  const colors = useQuery({ queryKey: ['prices', 'colors', model], queryFn: () => callApi(staffPriceCalls.colors, { query: { model } }) });
  if (!colors.data || colors.data.length === 0) return null;
  return (
    <section aria-labelledby="color-surcharges">
      <h2 id="color-surcharges">Biaya tambahan warna</h2>
      <SimpleTable caption="Biaya tambahan warna" headers={['Warna', 'Biaya tambahan', 'Aksi']}>
        {colors.data.map((color) => (
          <tr key={color.id}>
            <td>
              <span aria-hidden="true" className="color-dot" style={{ background: color.hex }} /> {color.name}
            </td>
            <td className="price">{formatRupiah(color.extraPrice)}</td>
            <td>
              <RowActions target={{ kind: 'color', color }} onEdit={onEdit} onHistory={onHistory} />
            </td>
          </tr>
        ))}
      </SimpleTable>
    </section>
  );
}

/** Harga: OTR prices per variant and city, with filters; edit one with a reason, see its history. */
export function PriceListPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/harga' });
  const setSearch = useCallback(
    (patch: Partial<PriceSearch> | Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...(patch as Partial<PriceSearch>) }), replace: true }),
    [navigate],
  );
  const [editing, setEditing] = useState<Target | null>(null);
  const [viewing, setViewing] = useState<Target | null>(null);
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: ['prices', 'list', search],
    queryFn: () => callApi(staffPriceCalls.list, { query: { ...search, page, size: 50 } }),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: ['prices', 'options'], queryFn: () => callApi(staffPriceCalls.options, {}), staleTime: 10 * 60_000 });
  const columns: ListColumn<PriceRow>[] = [
    { id: 'model', header: 'Model', enableSorting: false, cell: ({ row }) => row.original.modelName },
    {
      id: 'variant',
      header: 'Varian',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {row.original.variantName}
          <br />
          <small className="muted">{row.original.variantCode}</small>
        </>
      ),
    },
    { id: 'city', header: 'Kota', enableSorting: false, cell: ({ row }) => row.original.cityName },
    { id: 'price', header: 'Harga OTR', enableSorting: false, cell: ({ row }) => <span className="price">{formatRupiah(row.original.price)}</span> },
    {
      id: 'changed',
      header: 'Terakhir diubah',
      enableSorting: false,
      cell: ({ row }) => (row.original.changedAt ? `${formatDateTime(row.original.changedAt)} · ${row.original.changedBy ?? 'Sistem dealer'}` : '—'),
    },
    { id: 'actions', header: 'Aksi', enableSorting: false, cell: ({ row }) => <RowActions target={{ kind: 'otr', row: row.original }} onEdit={setEditing} onHistory={setViewing} /> },
  ];
  return (
    <section>
      <div className="page-head">
        <h1>Harga</h1>
        <Link to="/harga/impor" className="button button-primary">
          Impor daftar harga
        </Link>
      </div>
      <p className="muted">
        Harga OTR per varian dan kota. Harga dasar berlaku untuk DKI Jakarta dan setiap kota tanpa harga sendiri. Setiap perubahan tampil di situs dalam
        beberapa detik.
      </p>
      <FlashNotice tone="success" />
      <ResourceList
        caption="Daftar harga OTR"
        query={list}
        columns={columns}
        search={{ page }}
        onSearch={setSearch}
        getRowId={(row) => `${row.variantCode}|${row.cityIsocode ?? ''}`}
        empty={<p>Tidak ada harga untuk filter ini.</p>}
        toolbar={
          <div className="filters">
            <SearchBox label="Cari varian atau model" value={search.q ?? ''} onSearch={(q) => setSearch({ q: q || undefined, page: 0 })} />
            <FilterSelect
              label="Model"
              value={search.model ?? ''}
              options={(options.data?.models ?? []).map((m) => ({ value: m.code, label: m.name }))}
              onChange={(model) => setSearch({ model: model || undefined, page: 0 })}
            />
            <FilterSelect
              label="Kota"
              value={search.city ?? ''}
              options={[{ value: 'default', label: 'Harga dasar' }, ...(options.data?.cities ?? []).map((c) => ({ value: c.isocode, label: c.name }))]}
              onChange={(city) => setSearch({ city: city || undefined, page: 0 })}
            />
          </div>
        }
      />
      {search.model ? <ColorSurcharges model={search.model} onEdit={setEditing} onHistory={setViewing} /> : null}
      {editing ? <EditDialog target={editing} onClose={() => setEditing(null)} /> : null}
      {viewing ? <HistoryDrawer target={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
