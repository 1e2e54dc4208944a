import { FAQ_TYPES } from '@kemudi/domain/contracts/editorial';
import { staffContentCalls, type StaffFaq, type StaffFaqBody } from '@kemudi/domain/contracts/staff-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { Dialog } from '../../kit/dialog';
import { Notice, SelectField, SubmitButton, TextAreaField, TextField } from '../../kit/form';
import { ContentTabs } from './tabs';

const TYPE_LABELS: Record<(typeof FAQ_TYPES)[number], string> = {
  umum: 'Umum',
  'mobil-baru': 'Mobil Baru',
  'mobil-bekas': 'Mobil Bekas',
  servis: 'Servis',
  aksesoris: 'Aksesoris',
  kupon: 'Kupon',
  akun: 'Akun',
  pembayaran: 'Pembayaran',
  product: 'Per model (kode)',
};
type FaqType = (typeof FAQ_TYPES)[number];
type FaqValues = Required<StaffFaqBody>;

/**
 * Konten → FAQ (issue 25): the questions of a category in the site's order; add, edit, move up or
 * down, remove. /seputar-pertanyaan and the product pages follow within about a second.
 */
export function FaqPage(): ReactElement {
  const queryClient = useQueryClient();
  const [type, setType] = useState<FaqType>('umum');
  const [editing, setEditing] = useState<StaffFaq | 'new' | null>(null);
  const list = useQuery({ queryKey: ['faqs', type], queryFn: () => callApi(staffContentCalls.faqs, { query: { type } }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['faqs'] });
  const reorder = useMutation({
    mutationFn: (input: { code: string; ids: number[] }) => callApi(staffContentCalls.reorderFaqs, { body: { type, ...input } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(staffContentCalls.deleteFaq, { params: { id }, body: {} }),
    onSettled: refresh,
  });
  const rows = list.data?.content ?? [];
  const move = (faq: StaffFaq, by: -1 | 1) => {
    const group = rows.filter((r) => r.code === faq.code).map((r) => r.id);
    const at = group.indexOf(faq.id);
    const to = at + by;
    if (to < 0 || to >= group.length) return;
    [group[at], group[to]] = [group[to]!, group[at]!];
    reorder.mutate({ code: faq.code, ids: group });
  };
  return (
    <section>
      <div className="page-head">
        <h1>Konten</h1>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            Tambah pertanyaan
          </button>
        </div>
      </div>
      <ContentTabs />
      <SelectField label="Kategori FAQ" value={type} options={FAQ_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} onChange={(e) => setType(e.target.value as FaqType)} />
      {[reorder.error, remove.error, list.error].map((e, i) => (e ? <Notice key={i} tone="error">{errorMessage(e)}</Notice> : null))}
      {list.isPending ? <p className="muted">Memuat…</p> : null}
      {rows.length === 0 && !list.isPending ? <p className="muted">Belum ada pertanyaan di kategori ini.</p> : null}
      <ol className="faq-list" aria-label={`Pertanyaan ${TYPE_LABELS[type]}`}>
        {rows.map((faq, i) => (
          <li key={faq.id}>
            <strong>{faq.question}</strong>
            {faq.code ? <small className="muted"> · {faq.code}</small> : null}
            <p>{faq.answer}</p>
            <div className="button-row">
              <button type="button" className="button" aria-label={`Naikkan: ${faq.question}`} disabled={reorder.isPending || rows[i - 1]?.code !== faq.code} onClick={() => move(faq, -1)}>
                ↑
              </button>
              <button type="button" className="button" aria-label={`Turunkan: ${faq.question}`} disabled={reorder.isPending || rows[i + 1]?.code !== faq.code} onClick={() => move(faq, 1)}>
                ↓
              </button>
              <button type="button" className="button" onClick={() => setEditing(faq)}>
                Ubah
              </button>
              <button
                type="button"
                className="button"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(`Hapus pertanyaan "${faq.question}"?`)) remove.mutate(faq.id);
                }}
              >
                Hapus
              </button>
            </div>
          </li>
        ))}
      </ol>
      {editing ? (
        <FaqDialog
          faq={editing === 'new' ? null : editing}
          type={type}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function FaqDialog({ faq, type, onClose, onSaved }: { faq: StaffFaq | null; type: FaqType; onClose: () => void; onSaved: () => Promise<void> }) {
  const [values, setValues] = useState<FaqValues>(
    faq
      ? { type: faq.type as FaqType, code: faq.code, question: faq.question, answer: faq.answer, isLandingPage: faq.isLandingPage }
      : { type, code: '', question: '', answer: '', isLandingPage: false },
  );
  const set = (patch: Partial<FaqValues>) => setValues((v) => ({ ...v, ...patch }));
  const save = useMutation({
    mutationFn: () => (faq ? callApi(staffContentCalls.updateFaq, { params: { id: faq.id }, body: values }) : callApi(staffContentCalls.createFaq, { body: values })),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog title={faq ? 'Ubah pertanyaan' : 'Tambah pertanyaan'} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {save.error ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        <SelectField label="Kategori" value={values.type} options={FAQ_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} onChange={(e) => set({ type: e.target.value as FaqType })} />
        <TextField label="Kode halaman" hint="Kosong untuk seluruh kategori; kode model untuk FAQ per model (mis. avanza)." value={values.code} onChange={(e) => set({ code: e.target.value })} />
        <TextField label="Pertanyaan" required maxLength={300} value={values.question} onChange={(e) => set({ question: e.target.value })} />
        <TextAreaField label="Jawaban" required rows={5} maxLength={5000} value={values.answer} onChange={(e) => set({ answer: e.target.value })} />
        <SubmitButton pending={save.isPending}>Simpan</SubmitButton>
      </form>
    </Dialog>
  );
}
