import type { ReviewFeedItem as Review } from '@kemudi/domain/contracts/editorial';
import { formatDateId } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import styles from './editorial.module.css';
import { RatingStars } from './rating-stars';

/** Customer reviews (§3): what was reviewed, stars, title, message, who and when. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => (
        <li key={review.id}>
          <article className={styles.review} aria-labelledby={`review-${review.id}`}>
            <div className={styles.reviewHead}>
              <Link href={review.objectUrl} className={styles.reviewObject}>
                {review.objectName}
              </Link>
              <RatingStars rating={review.rating} />
            </div>
            <h3 id={`review-${review.id}`}>{review.title}</h3>
            <p>{review.message}</p>
            <p className={styles.reviewer}>
              {review.reviewerName}, {review.reviewerCity} · <time dateTime={review.createdDate}>{formatDateId(review.createdDate)}</time>
              {review.verifiedPurchase ? <span className={styles.verified}> · Pembeli terverifikasi</span> : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
