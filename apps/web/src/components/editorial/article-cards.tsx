import { formatDateId } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import type { ArticleCard } from '@/server/editorial';
import styles from './editorial.module.css';

/** Article cards: picture, category, title (the card's one link), summary, date and reading time. */
export function ArticleCards({ articles, headingLevel = 2, eagerFirst = false }: { articles: readonly ArticleCard[]; headingLevel?: 2 | 3; eagerFirst?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <article className={styles.card}>
            <img
              src={article.imageUrl}
              alt=""
              width={1200}
              height={630}
              loading={eagerFirst && index < 3 ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.cardMedia}
            />
            <div className={styles.cardBody}>
              <p className={styles.badge}>{article.category}</p>
              <Heading className={styles.cardTitle}>
                <Link href={article.url}>{article.title}</Link>
              </Heading>
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
  );
}
