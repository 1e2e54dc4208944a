import { RATING_MAX } from '@kemudi/domain/constants';
import styles from './editorial.module.css';

/** Stars on the §9 scale 1 to 5, read out as 'Rating 4 dari 5'. */
export function RatingStars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rating ${String(rating).replace('.', ',')} dari ${RATING_MAX}`}>
      {'★'.repeat(full)}
      <span className={styles.starOff}>{'★'.repeat(Math.max(0, RATING_MAX - full))}</span>
    </span>
  );
}
