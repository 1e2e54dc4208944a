import { PRICE_LIST_COLUMNS, PRICE_LIST_MAX_BYTES, PRICE_MESSAGES, staffPriceCalls, type PriceImport } from '@kemudi/domain/contracts/staff-prices';
import { formatRupiah } from '@kemudi/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { callApi, errorMessage } from '../../api';
import { Notice, SubmitButton } from '../../kit/form';
import { SimpleTable } from '../../kit/simple-table';

/** The file's bytes as base64 (the staff calls are JSON), in chunks that String.fromCharCode can take. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function Difference({ from, to }: { from: number; to: number }) {
  const diff = to - from;
  const percent = from === 0 ? '' : ` (${diff > 0 ? '+' : ''}${((diff / from) * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%)`;
  return (
    <span className={diff > 0 ? 'price price-up' : 'price price-down'}>
      {diff > 0 ? '+' : '−'}
      {formatRupiah(Math.abs(diff))}
      {percent}
    </span>
  );
}

function Preview({ result }: { result: PriceImport }) {
  return (
    <>
      <div className="import-summary" role="status">
        <span>
          Berkas: <strong>{result.fileName}</strong>
        </span>
        <span>{result.rowCount} baris dibaca</span>
        <span>{result.changes.length} harga berubah</span>
        <span>{result.unchanged} tidak berubah</span>
        <span>{result.errors.length} kesalahan</span>
      </div>
      {result.errors.length > 0 ? (
        <section aria-labelledby="import-errors">
          <h2 id="import-errors">Kesalahan</h2>
          <Notice tone="error">{PRICE_MESSAGES.ImportHasErrors} Tidak ada harga yang diubah.</Notice>
          <SimpleTable caption="Kesalahan daftar harga" headers={['Baris', 'Kesalahan']}>
            {result.errors.map((e) => (
              <tr key={e.row}>
                <td>{e.row}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </SimpleTable>
        </section>
      ) : null}
      {result.changes.length > 0 ? (
        <section aria-labelledby="import-changes">
          <h2 id="import-changes">Perubahan harga</h2>
          <SimpleTable caption="Perubahan harga" headers={['Baris', 'Varian', 'Kota', 'Harga lama', 'Harga baru', 'Selisih']}>
            {result.changes.map((c) => (
              <tr key={c.row}>
                <td>{c.row}</td>
                <td>
                  {c.variantName}
                  <br />
                  <small className="muted">{c.variantCode}</small>
                </td>
                <td>{c.cityName}</td>
                <td className="price">{formatRupiah(c.from)}</td>
                <td className="price">{formatRupiah(c.to)}</td>
                <td>
                  <Difference from={c.from} to={c.to} />
                </td>
              </tr>
            ))}
          </SimpleTable>
        </section>
      ) : null}
    </>
  );
}

/** Impor daftar harga: upload a CSV or XLSX, see every change and error, then apply it in one go. */
export function PriceImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: async (chosen: File) =>
      callApi(staffPriceCalls.importPreview, { body: { fileName: chosen.name, content: base64Of(new Uint8Array(await chosen.arrayBuffer())) } }),
  });
  const apply = useMutation({
    mutationFn: (id: string) => callApi(staffPriceCalls.importApply, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices'] }),
  });
  const result = apply.data ?? preview.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setFileError('Pilih berkas daftar harga (CSV atau XLSX).');
    if (file.size > PRICE_LIST_MAX_BYTES) return setFileError(PRICE_MESSAGES.FileTooLarge);
    setFileError(null);
    apply.reset();
    preview.mutate(file);
  };
  const canApply = result?.status === 'preview' && result.errors.length === 0 && result.changes.length > 0;
  return (
    <section>
      <div className="page-head">
        <h1>Impor daftar harga</h1>
        <Link to="/harga" className="button">
          Kembali ke Harga
        </Link>
      </div>
      <p className="muted">
        Unggah CSV (dipisah koma atau titik koma) atau XLSX (lembar pertama). Baris pertama berisi kolom <code>{PRICE_LIST_COLUMNS.variant}</code>,{' '}
        <code>{PRICE_LIST_COLUMNS.city}</code> (4 digit, mis. 3273; kosongkan untuk harga dasar) dan <code>{PRICE_LIST_COLUMNS.price}</code> (rupiah, mis.
        275000000 atau Rp 275.000.000). Pratinjau menampilkan setiap perubahan dan kesalahan; tidak ada harga yang diubah sebelum Anda menekan Terapkan.
      </p>
      <form onSubmit={submit} noValidate>
        <div className={fileError ? 'field field-invalid' : 'field'}>
          <label htmlFor="price-list-file">Berkas daftar harga</label>
          <input
            id="price-list-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'price-list-file-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {fileError ? (
            <p className="field-error" id="price-list-file-error">
              {fileError}
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <SubmitButton pending={preview.isPending} pendingText="Memeriksa…">
            Unggah dan pratinjau
          </SubmitButton>
        </div>
      </form>
      {preview.isError ? <Notice tone="error">{errorMessage(preview.error)}</Notice> : null}
      {apply.isError ? <Notice tone="error">{errorMessage(apply.error)}</Notice> : null}
      {apply.data ? (
        <Notice tone="success">
          Daftar harga diterapkan: {apply.data.changes.length} harga diubah. Situs menampilkan harga baru dalam beberapa detik.
        </Notice>
      ) : null}
      {result ? <Preview result={result} /> : null}
      {result && result.errors.length === 0 && result.changes.length === 0 ? <Notice tone="info">{PRICE_MESSAGES.ImportNothing}</Notice> : null}
      {canApply ? (
        <div className="button-row">
          <button type="button" className="button button-primary" disabled={apply.isPending} aria-busy={apply.isPending || undefined} onClick={() => apply.mutate(result.id)}>
            {apply.isPending ? 'Menerapkan…' : 'Terapkan'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
