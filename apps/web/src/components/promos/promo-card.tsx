import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import type { PromoCard as PromoCardData } from '@/server/home';
import styles from './promos.module.css';

/**
 * One promo as a card: its drawn picture, category, title (the link to its page, heading level
 * chosen by the list it sits in) and how long it runs.
 */
export function PromoCard({ promo, headingLevel = 2, eager = false }: { promo: PromoCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <img
        src={promo.imageUrl}
        alt={`Gambar promo ${promo.title}`}
        width={1200}
        height={630}
        className={styles.media}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      <div className={styles.cardBody}>
        <p className={styles.category}>{promo.category}</p>
        <Heading className={styles.cardTitle}>
          <Link href={ROUTES.promo(promo.slug)}>{promo.title}</Link>
        </Heading>
        <p className={styles.summary}>{promo.summary}</p>
        <p className={styles.meta}>
          Berlaku {formatDateId(promo.validFrom)} – {formatDateId(promo.validUntil)}
        </p>
      </div>
    </article>
  );
}

/** A grid of promo cards; the first picture of the page's first grid loads at once (largest paint). */
export function PromoGrid({ promos, headingLevel = 2, eagerFirst = false }: { promos: readonly PromoCardData[]; headingLevel?: 2 | 3; eagerFirst?: boolean }) {
  return (
    <ul className={styles.grid}>
      {promos.map((promo, i) => (
        <li key={promo.slug}>
          <PromoCard promo={promo} headingLevel={headingLevel} eager={eagerFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
