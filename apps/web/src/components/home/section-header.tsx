import Link from '@/components/page/link';
import styles from './home.module.css';

/** A section's h2 (its id names the <section aria-labelledby>) and an optional 'see all' link. */
export function SectionHeader({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <div className={styles.header}>
      <h2 id={id}>{title}</h2>
      {more ? (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
