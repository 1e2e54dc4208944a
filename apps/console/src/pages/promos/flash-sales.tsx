import {
  FLASH_SALE_KIND_LABELS,
  FLASH_SALE_KINDS,
  FLASH_SALE_MAX_DAYS,
  FLASH_SALE_MAX_QUOTA,
  FLASH_SALE_STATUSES,
  staffPromoCalls,
  type FlashSaleKind,
  type StaffFlashSaleBody,
  type StaffFlashSaleRow,
} from '@kemudi/domain/contracts/staff-promos';
import { formatRupiah } from '@kemudi/domain/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime, parseRupiahInput } from '../../format';
import { Dialog } from '../../kit/dialog';
import { FlashNotice } from '../../kit/flash-notice';
import { CheckboxGroup, Notice, SelectField, SubmitButton, TextField } from '../../kit/form';
import { CountTabs } from '../../kit/resource-list';
import { promoTargetsQuery } from './queries';

type FlashStatus = (typeof FLASH_SALE_STATUSES)[number];
const LABELS: Record<FlashStatus, string> = { scheduled: 'Terjadwal', live: 'Berlangsung', ended: 'Berakhir' };
const KIND_OPTIONS = FLASH_SALE_KINDS.map((k) => ({ value: k, label: FLASH_SALE_KIND_LABELS[k] }));

const itemTitle = (sale: StaffFlashSaleRow) => `${sale.itemName ?? 'Barang tidak ditemukan'} (${sale.itemCode})`;

/** A WIB wall-clock time for <input type="datetime-local">, `offsetMs` from now. */
function wibInput(offsetMs: number): string {
  const at = new Date(Date.now() + offsetMs + 7 * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString().slice(0, 16);
}

/**
 * The flash-sale form (create, or edit a scheduled or live sale): the item picked by kind and a
 * search on its code or name (its name and normal price shown), the sale price in rupiah, the
 * quota, the cities (none: every city) and the window in WIB. A live sale keeps its item, cities
 * and start (the API refuses a change; the fields are locked here too).
 */
function FlashSaleForm({ sale, onClose }: { sale: StaffFlashSaleRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const live = sale?.status === 'live';
  const [kind, setKind] = useState<FlashSaleKind>(sale?.itemKind ?? 'accessory');
  const [search, setSearch] = useState('');
  const [code, setCode] = useState(sale?.itemCode ?? '');
  const [price, setPrice] = useState(sale ? String(sale.salePrice) : '');
  const [quota, setQuota] = useState(sale ? String(sale.quota) : '');
  const [cities, setCities] = useState<string[]>(sale?.cityIsocodes ?? []);
  const [startsAt, setStartsAt] = useState(sale?.startsAtWib ?? wibInput(3_600_000));
  const [endsAt, setEndsAt] = useState(sale?.endsAtWib ?? wibInput(3_600_000 + 7 * 86_400_000));
  const [errors, setErrors] = useState<{ item?: string; price?: string; quota?: string }>({});
  const targets = useQuery(promoTargetsQuery);
  const items = useQuery({
    queryKey: ['promos', 'flash-sale-items', kind, search.trim()],
    queryFn: () => callApi(staffPromoCalls.flashSaleItems, { query: { kind, ...(search.trim() ? { q: search.trim() } : {}) } }),
    placeholderData: keepPreviousData,
    enabled: !live,
  });
  const found = items.data ?? [];
  // The sale's own item stays a choice while the search shows others.
  const current = sale && sale.itemKind === kind && !found.some((i) => i.code === sale.itemCode) ? [{ code: sale.itemCode, name: sale.itemName ?? sale.itemCode, price: sale.normalPrice ?? 0 }] : [];
  const choices = [...current, ...found];
  const chosen = choices.find((i) => i.code === code);

  const save = useMutation({
    mutationFn: (body: StaffFlashSaleBody) =>
      sale ? callApi(staffPromoCalls.updateFlashSale, { params: { id: sale.id }, body }) : callApi(staffPromoCalls.createFlashSale, { body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['promos', 'flash-sales'] });
      setFlash(sale ? `Flash sale ${saved.itemName ?? saved.itemCode} disimpan.` : `Flash sale ${saved.itemName ?? saved.itemCode} dibuat.`);
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const salePrice = parseRupiahInput(price);
    const quotaValue = /^\d{1,5}$/.test(quota.trim()) ? Number(quota.trim()) : null;
    const next = {
      item: code ? undefined : 'Pilih barang',
      price: salePrice === null || salePrice <= 0 ? 'Isi harga dalam rupiah, mis. 250.000' : undefined,
      quota: quotaValue === null || quotaValue < 1 || quotaValue > FLASH_SALE_MAX_QUOTA ? `Isi kuota 1 sampai ${FLASH_SALE_MAX_QUOTA}` : undefined,
    };
    setErrors(next);
    if (next.item || next.price || next.quota || salePrice === null || quotaValue === null) return;
    save.mutate({ item: { kind, code }, salePrice, quota: quotaValue, cityIsocodes: cities, startsAt, endsAt });
  };

  return (
    <Dialog title={sale ? 'Ubah flash sale' : 'Buat flash sale'} onClose={onClose} variant="drawer">
      <form onSubmit={submit} noValidate>
        {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        {live ? <Notice tone="info">Flash sale ini sedang berlangsung: hanya harga, kuota dan waktu selesai yang dapat diubah.</Notice> : null}
        <SelectField
          label="Jenis barang"
          options={KIND_OPTIONS}
          value={kind}
          disabled={live}
          onChange={(e) => {
            setKind(e.target.value as FlashSaleKind);
            setCode('');
          }}
        />
        {live ? null : (
          <TextField label="Cari barang" hint="Kode atau nama barang." type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        )}
        <SelectField
          label="Barang"
          options={[{ value: '', label: items.isPending && !live ? 'Memuat…' : choices.length ? '— Pilih barang —' : 'Tidak ada barang yang cocok' }, ...choices.map((i) => ({ value: i.code, label: `${i.name} (${i.code})` }))]}
          value={code}
          disabled={live}
          error={errors.item ?? (items.isError ? errorMessage(items.error) : undefined)}
          hint={chosen ? `Harga normal: ${formatRupiah(chosen.price)}` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <TextField
          label="Harga flash sale (Rp)"
          inputMode="numeric"
          hint="Harus lebih rendah dari harga normal."
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
          required
        />
        <TextField
          label="Kuota"
          inputMode="numeric"
          hint={sale ? `Sudah terjual ${sale.sold}; kuota tidak boleh lebih kecil.` : `1 sampai ${FLASH_SALE_MAX_QUOTA} unit.`}
          value={quota}
          error={errors.quota}
          onChange={(e) => setQuota(e.target.value)}
          required
        />
        {live ? (
          <p>
            <strong>Kota:</strong> {sale.cityNames.length ? sale.cityNames.join(', ') : 'Semua kota'}
          </p>
        ) : (
          <CheckboxGroup
            legend="Kota"
            hint="Kosongkan untuk semua kota."
            options={(targets.data?.cities ?? []).map((c) => ({ value: c.isocode, label: c.name }))}
            value={cities}
            onChange={setCities}
          />
        )}
        <TextField label="Mulai (WIB)" type="datetime-local" value={startsAt} disabled={live} onChange={(e) => setStartsAt(e.target.value)} required />
        <TextField
          label="Selesai (WIB)"
          type="datetime-local"
          hint={`Paling lama ${FLASH_SALE_MAX_DAYS} hari setelah mulai.`}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          required
        />
        <div className="button-row">
          <SubmitButton pending={save.isPending}>{sale ? 'Simpan perubahan' : 'Buat flash sale'}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** "Akhiri sekarang", confirmed: a live sale leaves the site at once, a scheduled one never starts. */
function EndDialog({ sale, onClose }: { sale: StaffFlashSaleRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => callApi(staffPromoCalls.endFlashSale, { params: { id: sale.id }, body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['promos', 'flash-sales'] });
      setFlash(`Flash sale ${itemTitle(sale)} diakhiri.`);
      onClose();
    },
  });
  return (
    <Dialog title="Akhiri flash sale" onClose={onClose}>
      {end.isError ? <Notice tone="error">{errorMessage(end.error)}</Notice> : null}
      <p>
        Akhiri flash sale <strong>{itemTitle(sale)}</strong> sekarang?{' '}
        {sale.status === 'live' ? 'Harga flash sale langsung hilang dari situs.' : 'Flash sale ini tidak akan dimulai.'} Tindakan ini tidak dapat dibatalkan.
      </p>
      <div className="button-row">
        <button type="button" className="button button-danger" disabled={end.isPending} aria-busy={end.isPending || undefined} onClick={() => end.mutate()}>
          {end.isPending ? 'Memproses…' : 'Ya, akhiri sekarang'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Batal
        </button>
      </div>
    </Dialog>
  );
}

type Open = { kind: 'create' } | { kind: 'edit'; sale: StaffFlashSaleRow } | { kind: 'end'; sale: StaffFlashSaleRow } | null;

/** Flash sale (issue 25): every sale with its status; create one, edit or end a scheduled or live one. */
export function FlashSaleListPage(): ReactElement {
  const [status, setStatus] = useState<FlashStatus | ''>('');
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery({
    queryKey: ['promos', 'flash-sales', status],
    queryFn: () => callApi(staffPromoCalls.flashSales, { query: status ? { status } : {} }),
  });
  const counts = list.data?.counts;
  return (
    <section>
      <p>
        <Link to="/promo">← Daftar promo</Link>
      </p>
      <div className="page-head">
        <h1>Flash sale</h1>
        <button type="button" className="button button-primary" onClick={() => setOpen({ kind: 'create' })}>
          Buat flash sale
        </button>
      </div>
      <p className="muted">
        Harga khusus berjangka untuk aksesori, kupon, paket servis dan suku cadang, untuk semua kota atau kota tertentu. Flash sale tayang dan berakhir sendiri sesuai
        jadwalnya (WIB); yang terjadwal atau sedang berlangsung dapat diubah atau diakhiri sekarang.
      </p>
      <FlashNotice tone="success" />
      <CountTabs
        label="Status"
        value={status}
        tabs={[
          { value: '', label: 'Semua', count: counts ? counts.scheduled + counts.live + counts.ended : undefined },
          ...FLASH_SALE_STATUSES.map((s) => ({ value: s, label: LABELS[s], count: counts?.[s] })),
        ]}
        onChange={setStatus}
      />
      {list.isError ? <Notice tone="error">{errorMessage(list.error)}</Notice> : null}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Daftar flash sale</caption>
          <thead>
            <tr>
              <th scope="col">Barang</th>
              <th scope="col">Harga flash sale</th>
              <th scope="col">Kuota</th>
              <th scope="col">Status</th>
              <th scope="col">Mulai</th>
              <th scope="col">Selesai</th>
              <th scope="col">Tindakan</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.content ?? []).map((sale) => (
              <tr key={sale.id}>
                <td>
                  {sale.itemName ?? sale.itemCode}
                  <br />
                  <small className="muted">
                    {FLASH_SALE_KIND_LABELS[sale.itemKind]} {sale.itemCode} · {sale.cityNames.length ? sale.cityNames.join(', ') : 'Semua kota'}
                  </small>
                </td>
                <td>
                  {formatRupiah(sale.salePrice)}
                  {sale.normalPrice !== null ? (
                    <>
                      <br />
                      <small className="muted">Normal {formatRupiah(sale.normalPrice)}</small>
                    </>
                  ) : null}
                </td>
                <td>
                  {sale.sold} / {sale.quota}
                </td>
                <td>{LABELS[sale.status]}</td>
                <td>{formatDateTime(sale.startsAt)}</td>
                <td>{formatDateTime(sale.endsAt)}</td>
                <td>
                  {sale.status === 'ended' ? null : (
                    <div className="button-row">
                      <button type="button" className="button" aria-label={`Ubah flash sale ${itemTitle(sale)}`} onClick={() => setOpen({ kind: 'edit', sale })}>
                        Ubah
                      </button>
                      <button type="button" className="button" aria-label={`Akhiri sekarang flash sale ${itemTitle(sale)}`} onClick={() => setOpen({ kind: 'end', sale })}>
                        Akhiri sekarang
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && list.data.content.length === 0 ? <p className="muted">Belum ada flash sale dengan status ini.</p> : null}
      {open?.kind === 'create' ? <FlashSaleForm sale={null} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <FlashSaleForm sale={open.sale} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'end' ? <EndDialog sale={open.sale} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
