import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import { ROUTES } from '@kemudi/domain/routes';
import { ContentArticleCard, type ArticleCardClasses } from '@/components/editorial/content-article-card';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

const CARD_CLASSES: ArticleCardClasses = {
  card: styles.card,
  media: styles.media,
  body: styles.cardBody,
  category: styles.category,
  title: styles.cardTitle,
  summary: styles.summary,
  meta: styles.meta,
};

/** content/v1/news: the newest articles of /berita-dan-tips. */
export function NewsTips({ articles }: { articles: readonly ArticleCard[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className={styles.section}>
      <SectionHeader id="news-title" title="Berita & Tips" more={{ href: ROUTES.articles, label: 'Lihat semua' }} />
      <ul className={`${styles.rail} ${styles.newsRail}`}>
        {articles.map((article) => (
          <li key={article.slug}>
            <ContentArticleCard article={article} classes={CARD_CLASSES} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
