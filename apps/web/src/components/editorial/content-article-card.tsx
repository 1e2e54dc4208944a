import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import { formatDateId } from '@kemudi/domain/format';
import Link from '@/components/page/link';

/** The classes a list gives its article cards: the home rail and the news grid look alike but not the same. */
export interface ArticleCardClasses {
  card?: string;
  media?: string;
  body?: string;
  category?: string;
  title?: string;
  summary?: string;
  meta?: string;
}

/**
 * One article teaser (§3 Article), shared by /berita-dan-tips and the home page's "Berita & Tips":
 * picture, category, title (the card's one link), summary, date and reading time.
 */
export function ContentArticleCard({
  article,
  classes,
  headingLevel = 2,
  eager = false,
}: {
  article: ArticleCard;
  classes: ArticleCardClasses;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <img src={article.imageUrl} alt="" width={1200} height={630} loading={eager ? 'eager' : 'lazy'} decoding="async" className={classes.media} />
      <div className={classes.body}>
        <p className={classes.category}>{article.category}</p>
        <Heading className={classes.title}>
          <Link href={article.url}>{article.title}</Link>
        </Heading>
        <p className={classes.summary}>{article.summary}</p>
        <p className={classes.meta}>
          <time dateTime={article.publishedDate}>{formatDateId(article.publishedDate)}</time>
          {` · ${article.readingMinutes} menit baca`}
        </p>
      </div>
    </article>
  );
}
