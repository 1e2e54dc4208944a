import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, staffContentCalls, type StaffStaticPage, type StaffStaticPageBody } from '@kemudi/domain/contracts/staff-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { DetailLayout } from '../../kit/detail';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SubmitButton, TextField } from '../../kit/form';
import { CountedField, MarkdownField } from './markdown-field';
import { ContentTabs } from './tabs';

/** Konten → Halaman: the static pages (Tentang Kami, Syarat & Ketentuan, …). */
export function StaticPageListPage(): ReactElement {
  const list = useQuery({ queryKey: ['pages'], queryFn: () => callApi(staffContentCalls.pages, {}) });
  return (
    <section>
      <div className="page-head">
        <h1>Konten</h1>
      </div>
      <ContentTabs />
      {list.error ? <Notice tone="error">{errorMessage(list.error)}</Notice> : null}
      <table className="table" aria-label="Daftar halaman">
        <thead>
          <tr>
            <th>Halaman</th>
            <th>Alamat</th>
            <th>Diubah</th>
          </tr>
        </thead>
        <tbody>
          {(list.data?.content ?? []).map((p) => (
            <tr key={p.pageId}>
              <td>
                <Link to="/konten/halaman/$pageId" params={{ pageId: p.pageId }}>
                  {p.title}
                </Link>
              </td>
              <td>{p.url ?? '—'}</td>
              <td>{formatDateTime(p.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const route = getRouteApi('/_app/konten/halaman/$pageId');

/** One static page: title, SEO title, description and the Markdown body beside its preview; its history. */
export function StaticPageDetailPage(): ReactElement {
  const { pageId } = route.useParams();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['pages', pageId], queryFn: () => callApi(staffContentCalls.page, { params: { pageId } }) });
  const save = useMutation({
    mutationFn: (body: Required<StaffStaticPageBody>) => callApi(staffContentCalls.updatePage, { params: { pageId }, body }),
    onSuccess: async () => {
      setFlash('Perubahan halaman disimpan dan tampil di situs.');
      await queryClient.invalidateQueries({ queryKey: ['pages'] });
    },
  });
  if (detail.isPending) return <p className="muted">Memuat…</p>;
  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  const page = detail.data;
  return (
    <>
      <p>
        <Link to="/konten/halaman">← Daftar halaman</Link>
      </p>
      <FlashNotice />
      <DetailLayout
        title={page.title}
        subtitle={page.url ?? undefined}
        facts={[
          { label: 'Tanggal pembaruan di situs', value: page.updatedDate },
          { label: 'Diubah', value: formatDateTime(page.updatedAt) },
        ]}
        timeline={page.timeline}
      >
        <section className="edit-box" aria-labelledby="edit-title">
          <h2 id="edit-title">Ubah halaman</h2>
          <PageForm key={page.updatedAt} page={page} pending={save.isPending} error={save.error} onSubmit={(body) => save.mutate(body)} />
        </section>
      </DetailLayout>
    </>
  );
}

function PageForm({ page, pending, error, onSubmit }: { page: StaffStaticPage; pending: boolean; error: unknown; onSubmit: (body: Required<StaffStaticPageBody>) => void }) {
  const [values, setValues] = useState({ title: page.title, seoTitle: page.seoTitle, description: page.description, body: page.body });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      <TextField label="Judul" required maxLength={150} value={values.title} onChange={(e) => set({ title: e.target.value })} />
      <CountedField label="Judul SEO" max={SEO_TITLE_MAX} value={values.seoTitle} onChange={(seoTitle) => set({ seoTitle })} hint="kosong: judul" />
      <CountedField label="Deskripsi" multiline max={SEO_DESCRIPTION_MAX} value={values.description} onChange={(description) => set({ description })} hint="tampil di bawah judul dan sebagai deskripsi meta" />
      <MarkdownField label="Isi halaman" required rows={20} value={values.body} onChange={(body) => set({ body })} />
      <SubmitButton pending={pending}>Simpan perubahan</SubmitButton>
    </form>
  );
}
