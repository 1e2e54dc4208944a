import { formatDateId } from '@kemudi/domain/format';
import { renderMarkdown } from '@kemudi/domain/markdown';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { ArticleCards } from '@/components/editorial/article-cards';
import styles from '@/components/editorial/editorial.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildArticle } from '@/lib/json-ld';
import { pageMetadata, SITE_NAME } from '@/lib/metadata';
import { loadArticle } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [{ article }, origin] = await Promise.all([loadArticle(slug), loadSiteOrigin()]);
  return pageMetadata({
    // Issue 25: the editor's SEO fields (the API falls back to the title and summary).
    title: article.seoTitle,
    description: article.seoDescription,
    path: ROUTES.article(article.slug),
    origin,
    image: article.imageUrl,
    type: 'article',
  });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const [{ article, related }, origin] = await Promise.all([loadArticle(slug), loadSiteOrigin()]);
  const url = absoluteUrl(ROUTES.article(article.slug), origin);
  const categoryHref = `${ROUTES.articles}?kategori=${encodeURIComponent(article.category.toLowerCase())}`;
  return (
    <>
      <Breadcrumbs
        origin={origin}
        items={[{ name: 'Berita & Tips', href: ROUTES.articles }, { name: article.category, href: categoryHref }, { name: article.title }]}
      />
      {/* §3 Article: titlePage, heroImageLink, publishedDate. */}
      <JsonLd
        data={buildArticle({
          titlePage: article.title,
          heroImageLink: absoluteUrl(article.imageUrl, origin),
          // The publishing day (WIB) as ever; the last change to the minute.
          publishedDate: article.publishedDate,
          modifiedDate: article.updatedAt,
          url,
          description: article.seoDescription,
          kind: 'NewsArticle',
          authorName: article.author,
          publisherName: SITE_NAME,
        })}
      />
      <article className={styles.article} aria-labelledby="article-title">
        <Link href={categoryHref} className={styles.badge}>
          {article.category}
        </Link>
        <h1 id="article-title">{article.title}</h1>
        <p className={styles.byline}>
          Oleh {article.author} · <time dateTime={article.publishedDate}>{formatDateId(article.publishedDate)}</time> · {article.readingMinutes} menit baca
        </p>
        <img
          src={article.imageUrl}
          alt={`Ilustrasi artikel: ${article.title}`}
          width={1200}
          height={630}
          fetchPriority="high"
          decoding="async"
          className={styles.hero}
        />
        <div className={styles.body}>
          <p className={styles.lead}>{article.summary}</p>
          {/* Markdown without raw HTML, script links or pictures (@kemudi/domain/markdown), as the console's preview shows it. */}
          <div dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }} />
        </div>
        {article.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Topik">
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
        <Link href={ROUTES.articles} className={styles.backLink}>
          ‹ Kembali ke Berita & Tips
        </Link>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">Artikel lainnya</h2>
          <ArticleCards articles={related} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
