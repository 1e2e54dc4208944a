import { NEWS_CATEGORIES } from '@kemudi/domain/contracts/editorial';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type StaffArticleCreateBody } from '@kemudi/domain/contracts/staff-content';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api';
import { Notice, SelectField, SubmitButton, TextAreaField, TextField } from '../../kit/form';
import { CountedField, MarkdownField } from './markdown-field';

/** What the form edits: the create call's body; publishedAt '' = now (new) or unchanged (edit). */
export type ArticleFormValues = Required<Omit<StaffArticleCreateBody, 'publishedAt'>> & { publishedAt: string };

/**
 * The article form (issue 25): title, slug (only when writing a new one), category, summary,
 * author, the Markdown body beside its preview, the SEO title and description with counters, the
 * publish time (WIB) and topics.
 */
export function ArticleForm({
  initial,
  withSlug,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: ArticleFormValues;
  withSlug: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: StaffArticleCreateBody) => void;
}) {
  const [values, setValues] = useState(initial);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const set = (patch: Partial<ArticleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { publishedAt, ...rest } = values;
    onSubmit({
      ...rest,
      ...(publishedAt ? { publishedAt } : {}),
      tags: tagsText.split(',').map((t) => t.trim()).filter(Boolean),
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      <TextField label="Judul" required maxLength={150} value={values.title} onChange={(e) => set({ title: e.target.value })} />
      {withSlug ? (
        <TextField
          label="Slug"
          required
          maxLength={100}
          hint={`Alamat artikel: /berita-dan-tips/${values.slug || 'slug-artikel'} — huruf kecil, angka dan tanda hubung; tidak dapat diubah setelah disimpan.`}
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value })}
        />
      ) : null}
      <SelectField
        label="Kategori"
        value={values.category}
        options={NEWS_CATEGORIES.map((c) => ({ value: c, label: c }))}
        onChange={(e) => set({ category: e.target.value as ArticleFormValues['category'] })}
      />
      <TextAreaField label="Ringkasan" required rows={2} maxLength={300} value={values.summary} onChange={(e) => set({ summary: e.target.value })} />
      <TextField label="Penulis" required maxLength={100} value={values.author} onChange={(e) => set({ author: e.target.value })} />
      <MarkdownField label="Isi artikel" required value={values.body} onChange={(body) => set({ body })} />
      <CountedField label="Judul SEO" max={SEO_TITLE_MAX} value={values.seoTitle} onChange={(seoTitle) => set({ seoTitle })} hint="kosong: judul artikel" />
      <CountedField
        label="Deskripsi SEO"
        multiline
        max={SEO_DESCRIPTION_MAX}
        value={values.seoDescription}
        onChange={(seoDescription) => set({ seoDescription })}
        hint="kosong: ringkasan"
      />
      <TextField
        label="Waktu tayang (WIB)"
        type="datetime-local"
        hint="Artikel yang ditayangkan muncul di situs mulai waktu ini. Kosongkan untuk sekarang."
        value={values.publishedAt}
        onChange={(e) => set({ publishedAt: e.target.value })}
      />
      <TextField label="Topik" hint="Pisahkan dengan koma, mis. servis, mudik" value={tagsText} onChange={(e) => setTagsText(e.target.value)} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
