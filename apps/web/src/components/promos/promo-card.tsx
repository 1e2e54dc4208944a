import type { PromoCard as PromoCardData } from '@kemudi/domain/contracts/promos';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import styles from './promos.module.css';

/** A promo's drawn picture (1200 × 630); the one that opens a page loads first (largest paint). */
export function PromoImage({ promo, className, eager = false }: { promo: Pick<PromoCardData, 'title' | 'imageUrl'>; className?: string; eager?: boolean }) {
  return (
    <img
      src={promo.imageUrl}
      alt={`Gambar promo ${promo.title}`}
      width={1200}
      height={630}
      className={className}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}

/**
 * One promo as a card: its drawn picture, category, title (the link to its page, heading level
 * chosen by the list it sits in) and how long it runs.
 */
export function PromoCard({ promo, headingLevel = 2, eager = false }: { promo: PromoCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <PromoImage promo={promo} className={styles.media} eager={eager} />
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

/**
 * The promos a dealer, a sales consultant or another promo adds below its page: a titled grid and
 * the way to every promo (left out when `showAllLink` is false, e.g. when nothing more is there).
 */
export function PromoSection({
  id,
  title,
  promos,
  className,
  showAllLink = true,
}: {
  id: string;
  title: string;
  promos: readonly PromoCardData[];
  className?: string;
  showAllLink?: boolean;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PromoGrid promos={promos} headingLevel={3} />
      {showAllLink ? (
        <p>
          <Link href={ROUTES.promos}>Lihat semua promo</Link>
        </p>
      ) : null}
    </section>
  );
}
