import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import { ContentArticleCard, type ArticleCardClasses } from './content-article-card';
import styles from './editorial.module.css';

const CARD_CLASSES: ArticleCardClasses = {
  card: styles.card,
  media: styles.cardMedia,
  body: styles.cardBody,
  category: styles.badge,
  title: styles.cardTitle,
  summary: styles.summary,
  meta: styles.meta,
};

/** Article cards in the news grid; the first row's pictures load at once when it opens the page. */
export function ArticleCards({ articles, headingLevel = 2, eagerFirst = false }: { articles: readonly ArticleCard[]; headingLevel?: 2 | 3; eagerFirst?: boolean }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ContentArticleCard article={article} classes={CARD_CLASSES} headingLevel={headingLevel} eager={eagerFirst && index < 3} />
        </li>
      ))}
    </ul>
  );
}
