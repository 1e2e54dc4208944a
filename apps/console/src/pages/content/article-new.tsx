import { staffContentCalls, type StaffArticleCreateBody } from '@kemudi/domain/contracts/staff-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { callApi } from '../../api';
import { setFlash } from '../../flash';
import { ArticleForm, type ArticleFormValues } from './article-form';

const BLANK: ArticleFormValues = {
  slug: '',
  title: '',
  category: 'Berita',
  summary: '',
  body: '',
  author: 'Tim Redaksi Kemudi',
  seoTitle: '',
  seoDescription: '',
  publishedAt: '',
  tags: [],
};

/** Tulis artikel: saved as a draft; published from its page. */
export function NewArticlePage(): ReactElement {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: StaffArticleCreateBody) => callApi(staffContentCalls.createArticle, { body: values }),
    onSuccess: async (article) => {
      await queryClient.invalidateQueries({ queryKey: ['articles'] });
      setFlash(`Artikel "${article.title}" disimpan sebagai draf. Periksa pratinjaunya, lalu tayangkan.`);
      await navigate({ to: '/konten/artikel/$slug', params: { slug: article.slug } });
    },
  });
  return (
    <section>
      <p>
        <Link to="/konten">← Daftar artikel</Link>
      </p>
      <h1>Tulis artikel</h1>
      <ArticleForm initial={BLANK} withSlug submitLabel="Simpan draf" pending={create.isPending} error={create.error} onSubmit={(values) => create.mutate(values)} />
    </section>
  );
}
