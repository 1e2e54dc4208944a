import { staffContentCalls, type StaffArticle, type StaffArticleCreateBody } from '@kemudi/domain/contracts/staff-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { DetailLayout, PublishToggle } from '../../kit/detail';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice } from '../../kit/form';
import { ArticleForm, type ArticleFormValues } from './article-form';
import { ArticleStatusBadge } from './badges';

const route = getRouteApi('/_app/konten/artikel/$slug');

export const articleDetailQuery = (slug: string) =>
  queryOptions({ queryKey: ['articles', 'detail', slug] as const, queryFn: () => callApi(staffContentCalls.article, { params: { slug } }) });

const formValuesOf = (a: StaffArticle): ArticleFormValues => ({
  slug: a.slug,
  title: a.title,
  category: a.category as ArticleFormValues['category'],
  summary: a.summary,
  body: a.body,
  author: a.author,
  seoTitle: a.seoTitle,
  seoDescription: a.seoDescription,
  publishedAt: a.publishedAtWib,
  tags: a.tags,
});

/** One article: status, Tayangkan / Hentikan tayangan, the form with its preview, and its history. */
export function ArticleDetailPage(): ReactElement {
  const { slug } = route.useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(articleDetailQuery(slug));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['articles'] });
  const save = useMutation({
    mutationFn: ({ slug: _slug, ...values }: StaffArticleCreateBody) => callApi(staffContentCalls.updateArticle, { params: { slug }, body: values }),
    onSuccess: async () => {
      setFlash('Perubahan artikel disimpan.');
      await refresh();
    },
  });
  const publish = useMutation({
    mutationFn: (on: boolean) => callApi(on ? staffContentCalls.publishArticle : staffContentCalls.unpublishArticle, { params: { slug }, body: {} }),
    onSuccess: async (article) => {
      setFlash(
        article.state === 'published'
          ? article.status === 'live'
            ? 'Artikel ditayangkan (tayang sekarang).'
            : `Artikel dijadwalkan tayang ${formatDateTime(article.publishedAt)}.`
          : 'Artikel tidak ditayangkan lagi.',
      );
      await refresh();
    },
  });

  if (detail.isPending) return <p className="muted">Memuat…</p>;
  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  const article = detail.data;
  const published = article.state === 'published';
  return (
    <>
      <p>
        <Link to="/konten">← Daftar artikel</Link>
      </p>
      <FlashNotice />
      {publish.error ? <Notice tone="error">{errorMessage(publish.error)}</Notice> : null}
      <DetailLayout
        title={article.title}
        subtitle={article.url}
        badges={<ArticleStatusBadge status={article.status} />}
        actions={<PublishToggle published={published} pending={publish.isPending} onChange={(on) => publish.mutate(on)} />}
        facts={[
          { label: 'Waktu tayang', value: formatDateTime(article.publishedAt) },
          { label: 'Kategori', value: article.category },
          { label: 'Waktu baca', value: `${article.readingMinutes} menit` },
          { label: 'Diubah', value: formatDateTime(article.updatedAt) },
        ]}
        timeline={article.timeline}
      >
        <section className="edit-box" aria-labelledby="edit-title">
          <h2 id="edit-title">Ubah artikel</h2>
          {published ? <p className="muted">Artikel ini sudah ditayangkan: perubahan langsung tampil di situs.</p> : null}
          <ArticleForm
            key={article.updatedAt}
            initial={formValuesOf(article)}
            withSlug={false}
            submitLabel="Simpan perubahan"
            pending={save.isPending}
            error={save.error}
            onSubmit={(values) => save.mutate(values)}
          />
        </section>
      </DetailLayout>
    </>
  );
}
