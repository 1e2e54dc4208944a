import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import styles from './services.module.css';

/**
 * A titled section of a service page, named by its h2 (a landmark region for screen readers).
 * `more` puts a link to the full list beside the heading.
 */
export function ServiceSection({
  id,
  heading,
  more,
  children,
}: {
  id: string;
  heading: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  const title = <h2 id={id}>{heading}</h2>;
  return (
    <section aria-labelledby={id} className={styles.section}>
      {more ? (
        <div className={styles.sectionHeader}>
          {title}
          <Link href={more.href} className={styles.more}>
            {more.label}
          </Link>
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}

export interface LinkCardItem {
  /** The card's page; also its key (every card of a grid links elsewhere). */
  href: string;
  title: string;
  image: ReactNode;
  text: string;
  price?: string | null;
}

/** Cards whose titles link to their pages (services, shops, cars): picture, title, one line, an optional price. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCardItem[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href}>
          <article className={`${styles.card} ${styles.linkCard}`}>
            {card.image}
            <h3>
              <Link href={card.href}>{card.title}</Link>
            </h3>
            <p className={styles.meta}>{card.text}</p>
            {card.price ? <p className={styles.price}>{card.price}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
