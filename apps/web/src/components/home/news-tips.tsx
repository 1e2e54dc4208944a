import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import type { ArticleCard } from '@/server/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** content/v1/news: the newest articles of /berita-dan-tips. */
export function NewsTips({ articles }: { articles: readonly ArticleCard[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className={styles.section}>
      <SectionHeader id="news-title" title="Berita & Tips" more={{ href: ROUTES.articles, label: 'Lihat semua' }} />
      <ul className={`${styles.rail} ${styles.newsRail}`}>
        {articles.map((article) => (
          <li key={article.slug}>
            <article className={styles.card}>
              <img src={article.imageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" className={styles.media} />
              <div className={styles.cardBody}>
                <p className={styles.category}>{article.category}</p>
                <h3 className={styles.cardTitle}>
                  <Link href={article.url}>{article.title}</Link>
                </h3>
                <p className={styles.summary}>{article.summary}</p>
                <p className={styles.meta}>
                  <time dateTime={article.publishedDate}>{formatDateId(article.publishedDate)}</time>
                  {` · ${article.readingMinutes} menit baca`}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
