import { RATING_MAX, RATING_MIN } from '@kemudi/domain/constants';
import type { RatingSummary as Summary } from '@kemudi/domain/contracts/editorial';
import Link from '@/components/page/link';
import styles from './editorial.module.css';
import { RatingStars } from './rating-stars';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/**
 * Average and distribution on the 1–5 scale (§9). Each star row links to the list narrowed to that
 * rating (`ratingHref`), so the bars double as a filter without JavaScript.
 */
export function RatingSummary({
  summary,
  title,
  selected,
  ratingHref,
}: {
  summary: Summary;
  title: string;
  selected: number | undefined;
  ratingHref: (rating: number | undefined) => string;
}) {
  const average = summary.average.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="rating-summary-title" className={styles.panel}>
      <h2 id="rating-summary-title">{title}</h2>
      <div className={styles.average}>
        <p className={styles.averageValue} style={{ margin: 0 }}>
          {average}
          <small> / {RATING_MAX}</small>
        </p>
        <div>
          <RatingStars rating={summary.average} />
          <p style={{ margin: 0 }}>{summary.count.toLocaleString('id-ID')} ulasan</p>
        </div>
      </div>
      <ul className={styles.bars}>
        {SCALE.map((star) => {
          const n = summary.distribution[star as 1 | 2 | 3 | 4 | 5];
          const percent = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
          const isSelected = selected === star;
          return (
            <li key={star}>
              <Link href={ratingHref(isSelected ? undefined : star)} aria-current={isSelected ? 'true' : undefined}>
                {star} bintang
                <span className="visually-hidden">{isSelected ? ' dipilih, tampilkan semua rating' : `, tampilkan ${n} ulasan`}</span>
              </Link>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.barCount}>{n}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
